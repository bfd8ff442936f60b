import AppCore
import TestSupport
import Testing

@testable import NetworkingKit

/// Every `HTTPError` message exists in TestApp's Spanish and English strings.
/// Cada mensaje de `HTTPError` existe en los textos en español e inglés de TestApp.
@Suite("Networking strings")
struct NetworkingStringsTests {
    @Test("Every HTTP error has its text in both languages", arguments: ["es", "en"])
    func everyHTTPErrorHasItsText(language: String) throws {
        let localizer = try TestLocalizer.language(language, app: "TestApp")
        for error in HTTPError.everyCase {
            #expect(localizer(error.messageKey) != error.messageKey, "\(language): \(error.messageKey)")
        }
    }

    /// What VoiceOver hears after the footer's button: how many rows arrived (one, several) or that
    /// nothing new did, in both languages.
    /// Lo que oye VoiceOver tras el botón del pie: cuántas filas llegaron (una, varias) o que no llegó
    /// nada nuevo, en los dos idiomas.
    @Test("The footer's arrival texts exist in both languages", arguments: ["es", "en"])
    func theFootersArrivalTextsExist(language: String) throws {
        let localizer = try TestLocalizer.language(language, app: "TestApp")
        for key in [NetworkingPresenter.arrivedKey(1), NetworkingPresenter.arrivedKey(2), "networking.nothingNew"] {
            #expect(localizer(key) != key, "\(language): \(key)")
        }
        #expect(localizer(NetworkingPresenter.arrivedKey(3), 3).contains("3"), "\(language): the count is said")
    }
}

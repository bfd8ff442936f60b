import AppCore
import TestSupport
import Testing

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
}

import AppCore
import Foundation

/// The one way tests load an app's real texts: `try TestLocalizer.spanish(app: "TestApp")`.
/// La única forma en que las pruebas cargan los textos reales de una app.
public enum TestLocalizer {
    /// `Apps/<app>/<language>.lproj/Localizable.strings`. / El archivo real del idioma.
    public static func language(_ code: String, app: String) throws -> Localizer {
        let file = TestPaths.app(app, "\(code).lproj", "Localizable.strings")
        return try Localizer.stringsFile(at: file)
    }

    /// Spanish, the development language. / Español, el idioma de desarrollo.
    public static func spanish(app: String) throws -> Localizer { try language("es", app: app) }

    /// English, the second language. / Inglés, el segundo idioma.
    public static func english(app: String) throws -> Localizer { try language("en", app: app) }
}

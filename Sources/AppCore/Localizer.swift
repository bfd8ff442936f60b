import Foundation

/// Turns a namespaced key ("estados.row.accessibility") into user-visible text.
/// Presenters receive one by injection: the apps pass `Localizer.bundle(.main)`, Linux tests pass
/// `Localizer.stringsFile(...)` built from the app's real `Localizable.strings`.
///
/// Convierte una clave con espacio de nombres en texto visible. Los presenters la reciben
/// inyectada: las apps usan `Localizer.bundle(.main)`; las pruebas en Linux, el archivo real.
public struct Localizer {
    private let lookup: (String) -> String

    public init(lookup: @escaping (String) -> String) {
        self.lookup = lookup
    }

    /// The text for `key`. / El texto de `key`.
    public func callAsFunction(_ key: String) -> String {
        lookup(key)
    }

    /// The text for `key`, formatted with `arguments` (`%@`, `%ld`, `%1$@` …).
    /// El texto de `key`, con `arguments` sustituidos.
    public func callAsFunction(_ key: String, _ arguments: CVarArg...) -> String {
        String(format: lookup(key), locale: nil, arguments: arguments)
    }
}

extension Localizer {
    /// Looks keys up in `bundle`'s `Localizable.strings` (the live value on iOS).
    /// Busca las claves en `Localizable.strings` del bundle (valor real en iOS).
    public static func bundle(_ bundle: Bundle, table: String? = nil) -> Localizer {
        Localizer { key in bundle.localizedString(forKey: key, value: key, table: table) }
    }

    /// Looks keys up in an already parsed table; a missing key returns the key itself so that a
    /// test comparing texts fails loudly. / Usa una tabla ya leída; una clave ausente devuelve la
    /// propia clave para que la prueba falle de forma visible.
    public static func table(_ table: [String: String]) -> Localizer {
        Localizer { key in table[key] ?? key }
    }

    /// Reads a `.strings` file from disk (used by Linux tests with the apps' real files).
    /// Lee un archivo `.strings` del disco (pruebas en Linux con los archivos reales de las apps).
    public static func stringsFile(at url: URL) throws -> Localizer {
        table(try StringsFile.parse(contentsOf: url))
    }

    /// Returns every key unchanged; handy when a test only checks which key was chosen.
    /// Devuelve la clave sin cambios; útil cuando la prueba solo verifica qué clave se eligió.
    public static let keys = Localizer { $0 }
}

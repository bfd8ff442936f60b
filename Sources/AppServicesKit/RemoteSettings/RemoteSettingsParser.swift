import Foundation

/// Turns raw Remote Config strings into `RemoteSettings`, never failing: a missing or invalid
/// value keeps its in-app default, unknown feature names are dropped, duplicates removed, and
/// features the remote list forgot are appended in the default order.
///
/// Convierte los textos de Remote Config en `RemoteSettings` sin fallar nunca: un valor ausente o
/// inválido conserva el valor de la app, los nombres desconocidos se descartan, los duplicados se
/// eliminan y las features que falten se agregan al final en el orden predeterminado.
public struct RemoteSettingsParser<Feature>
where Feature: RawRepresentable & CaseIterable & Hashable, Feature.RawValue == String {
    /// Longest greeting shown; longer remote texts are cut with "…".
    /// Saludo más largo que se muestra; los textos más largos se cortan con "…".
    public static var maximumWelcomeLength: Int { 140 }

    public let defaults: RemoteSettings<Feature>

    public init(defaults: RemoteSettings<Feature> = .builtIn) {
        self.defaults = defaults
    }

    /// The in-app defaults as raw strings, for `RemoteConfig.setDefaults`.
    /// Los valores de la app como textos, para `RemoteConfig.setDefaults`.
    public var defaultRawValues: [String: String] {
        [
            RemoteSettingsKey.featuresOrder.rawValue: defaults.featuresOrder.map(\.rawValue).joined(separator: ","),
            RemoteSettingsKey.welcomeMessage.rawValue: defaults.welcomeMessage ?? "",
            RemoteSettingsKey.soundEnabledByDefault.rawValue: defaults.soundEnabledByDefault ? "true" : "false",
        ]
    }

    /// Typed settings from raw values keyed by `RemoteSettingsKey` raw values.
    /// Ajustes tipados a partir de textos indexados por los nombres de `RemoteSettingsKey`.
    public func parse(_ raw: [String: String]) -> RemoteSettings<Feature> {
        RemoteSettings(
            featuresOrder: raw[RemoteSettingsKey.featuresOrder.rawValue].map(featuresOrder) ?? defaults.featuresOrder,
            welcomeMessage: raw[RemoteSettingsKey.welcomeMessage.rawValue].map(welcomeMessage)
                ?? defaults.welcomeMessage,
            soundEnabledByDefault: raw[RemoteSettingsKey.soundEnabledByDefault.rawValue].flatMap(Self.bool)
                ?? defaults.soundEnabledByDefault)
    }

    // MARK: - Features order / Orden de las features

    /// Known names in the order given (case-insensitive, first occurrence wins), then the rest.
    /// Los nombres conocidos en el orden dado (sin distinguir mayúsculas, gana el primero), luego el resto.
    func featuresOrder(_ text: String) -> [Feature] {
        var seen = Set<Feature>()
        let listed = Self.names(in: text).compactMap(Self.feature(named:)).filter { seen.insert($0).inserted }
        return listed + defaults.featuresOrder.filter { !seen.contains($0) }
    }

    /// The names in a JSON array (`["map","album"]`) or a comma/semicolon/space separated list.
    /// Los nombres de un arreglo JSON o de una lista separada por comas, punto y coma o espacios.
    static func names(in text: String) -> [String] {
        if let data = text.data(using: .utf8), let array = try? JSONSerialization.jsonObject(with: data) as? [Any] {
            return array.compactMap { $0 as? String }
        }
        let separators = CharacterSet(charactersIn: ",;").union(.whitespacesAndNewlines)
        return text.components(separatedBy: separators).filter { !$0.isEmpty }
    }

    /// The feature whose raw value matches `name`, ignoring case and surrounding spaces or quotes.
    /// La feature cuyo valor coincide con `name`, sin importar mayúsculas, espacios o comillas.
    static func feature(named name: String) -> Feature? {
        let cleaned = name.trimmingCharacters(in: CharacterSet.whitespacesAndNewlines.union(["\"", "'"]))
        return Feature.allCases.first { $0.rawValue.caseInsensitiveCompare(cleaned) == .orderedSame }
    }

    // MARK: - Welcome message / Saludo

    /// Trimmed text; blank means "no greeting"; overly long text is cut.
    /// Texto recortado; en blanco significa "sin saludo"; un texto demasiado largo se corta.
    func welcomeMessage(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        guard trimmed.count > Self.maximumWelcomeLength else { return trimmed }
        let kept = trimmed.prefix(Self.maximumWelcomeLength - 1).trimmingCharacters(in: .whitespacesAndNewlines)
        return kept + "…"
    }

    // MARK: - Booleans / Booleanos

    /// `true`/`false`, `1`/`0`, `yes`/`no`, `sí`/`si`, `on`/`off` in any case; anything else is nil.
    /// `true`/`false`, `1`/`0`, `yes`/`no`, `sí`/`si`, `on`/`off` en cualquier caso; lo demás es nil.
    static func bool(_ text: String) -> Bool? {
        switch text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() {
        case "true", "1", "yes", "sí", "si", "on": return true
        case "false", "0", "no", "off": return false
        default: return nil
        }
    }
}

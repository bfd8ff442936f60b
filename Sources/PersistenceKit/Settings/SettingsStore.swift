import Foundation

/// The three switches remembered across launches. / Los tres interruptores que se recuerdan.
public enum SettingKey: String, CaseIterable, Equatable {
    case notifications
    case sounds
    case autoSync

    /// Key inside `UserDefaults`. / Clave dentro de `UserDefaults`.
    public var defaultsKey: String { "persistence.setting." + rawValue }
    /// Localization key of the switch's label. / Clave del texto del interruptor.
    public var titleKey: String { "persistence.settings." + rawValue }
}

/// Reads and writes the switches in an injected `UserDefaults` (the app passes its suite; tests
/// and `defaults-probe` pass a suite of their own). A value never written reads as `false`.
/// Lee y escribe los interruptores en un `UserDefaults` inyectado (la app pasa su suite; las
/// pruebas y `defaults-probe`, una propia). Un valor nunca escrito se lee como `false`.
public final class SettingsStore {
    /// The suite the app uses. / La suite que usa la app.
    public static let appSuiteName = "com.mexicoapps.TestApp.settings"

    private let defaults: UserDefaults

    public init(defaults: UserDefaults) {
        self.defaults = defaults
    }

    /// nil when the suite name is not allowed (e.g. empty or the app's own bundle id).
    /// nil si el nombre de la suite no es válido (vacío o el bundle id de la app).
    public convenience init?(suiteName: String) {
        guard !suiteName.isEmpty, let defaults = UserDefaults(suiteName: suiteName) else { return nil }
        self.init(defaults: defaults)
    }

    public func isOn(_ key: SettingKey) -> Bool {
        defaults.bool(forKey: key.defaultsKey)
    }

    public func set(_ isOn: Bool, for key: SettingKey) {
        defaults.set(isOn, forKey: key.defaultsKey)
    }

    /// All values in `SettingKey.allCases` order. / Todos los valores en el orden de `allCases`.
    public func values() -> [(key: SettingKey, isOn: Bool)] {
        SettingKey.allCases.map { ($0, isOn($0)) }
    }

    /// Writes pending changes to disk now. iOS does this by itself; command-line tools that exit
    /// right after writing (`defaults-probe`) call it.
    /// Escribe ahora los cambios pendientes. iOS lo hace solo; las herramientas de línea de
    /// comandos que terminan justo después de escribir (`defaults-probe`) lo llaman.
    @discardableResult
    public func flush() -> Bool {
        defaults.synchronize()
    }
}

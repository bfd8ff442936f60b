import AppCore
import Foundation

/// The three switches remembered across launches. / Los tres interruptores que se recuerdan.
public enum SettingKey: String, CaseIterable, Equatable {
    case notifications
    case sounds
    case autoSync

    /// Key inside `UserDefaults`; "Sonidos" is the click's own setting (the Settings.bundle key).
    /// Clave dentro de `UserDefaults`; "Sonidos" es el ajuste del clic (la clave de Settings.bundle).
    public var defaultsKey: String {
        self == .sounds ? SoundSettingKey.defaultsKey : "persistence.setting." + rawValue
    }
    /// Localization key of the switch's label. / Clave del texto del interruptor.
    public var titleKey: String { "persistence.settings." + rawValue }

    /// The `tag` of the switch and its label in `Persistence.storyboard` (0, 1, 2 top to bottom).
    /// El `tag` del interruptor y su etiqueta en `Persistence.storyboard` (0, 1, 2 de arriba abajo).
    public var tag: Int {
        switch self {
        case .notifications: return 0
        case .sounds: return 1
        case .autoSync: return 2
        }
    }

    /// The setting of a storyboard tag; nil for any other tag. / El ajuste de una etiqueta; nil si no hay.
    public init?(tag: Int) {
        guard let key = Self.allCases.first(where: { $0.tag == tag }) else { return nil }
        self = key
    }
}

/// Reads and writes the switches in an injected `UserDefaults` (the app passes its suite; tests
/// and `defaults-probe` pass a suite of their own). A value never written reads as `false`, except
/// "Sonidos": it IS the click's setting (`SoundPreference`, shared with Settings.bundle, on until
/// the user chooses), so the switch silences the click and the Settings app shows the same value.
///
/// Lee y escribe los interruptores en un `UserDefaults` inyectado (la app pasa su suite; las
/// pruebas y `defaults-probe`, una propia). Un valor nunca escrito se lee como `false`, salvo
/// "Sonidos": ES el ajuste del clic (`SoundPreference`, compartido con Settings.bundle, activo
/// hasta que el usuario elige), así el interruptor silencia el clic y Ajustes muestra lo mismo.
public final class SettingsStore {
    /// The suite the app uses. / La suite que usa la app.
    public static let appSuiteName = "com.mexicoapps.TestApp.settings"

    private let defaults: UserDefaults
    private let sound: SoundSetting?

    /// `sound` is the app's one sound setting (the app passes the one its click player uses);
    /// without it, the sound setting lives in `defaults` too.
    /// `sound` es el único ajuste de sonido (la app pasa el que usa su reproductor del clic); sin
    /// él, el ajuste de sonido vive también en `defaults`.
    public init(defaults: UserDefaults, sound: SoundSetting? = nil) {
        self.defaults = defaults
        self.sound = sound
    }

    /// nil when the suite name is not allowed (e.g. empty or the app's own bundle id).
    /// nil si el nombre de la suite no es válido (vacío o el bundle id de la app).
    public convenience init?(suiteName: String) {
        guard !suiteName.isEmpty, let defaults = UserDefaults(suiteName: suiteName) else { return nil }
        self.init(defaults: defaults)
    }

    public func isOn(_ key: SettingKey) -> Bool {
        switch (key, sound) {
        case (.sounds, let sound?): return sound.isEnabled
        case (.sounds, nil): return defaults.object(forKey: key.defaultsKey) as? Bool ?? SoundSettingKey.builtInDefault
        default: return defaults.bool(forKey: key.defaultsKey)
        }
    }

    public func set(_ isOn: Bool, for key: SettingKey) {
        if key == .sounds, let sound = sound {
            sound.isEnabled = isOn
        } else {
            defaults.set(isOn, forKey: key.defaultsKey)
        }
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

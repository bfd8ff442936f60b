import AppCore
import Foundation

/// The user's "play a click when choosing a feature" setting, stored in UserDefaults under the
/// same key as the Settings.bundle toggle, so the Settings app and TestApp share it.
///
/// El ajuste "reproducir un clic al elegir una feature", guardado en UserDefaults con la misma
/// clave que el interruptor de Settings.bundle, así la app Ajustes y TestApp lo comparten.
public final class SoundPreference: SoundSetting {
    /// Key in UserDefaults and in `Settings.bundle/Root.plist`. / Clave en UserDefaults y en Root.plist.
    public static let enabledKey = SoundSettingKey.defaultsKey
    /// Value before anyone chooses (matches Root.plist's DefaultValue).
    /// Valor antes de que alguien elija (igual al DefaultValue de Root.plist).
    public static let builtInDefault = SoundSettingKey.builtInDefault

    private let defaults: UserDefaults

    public init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    /// The user's choice, else the registered default, else `builtInDefault`.
    /// La elección del usuario, si no el valor registrado, si no `builtInDefault`.
    public var isEnabled: Bool {
        get { defaults.object(forKey: Self.enabledKey) as? Bool ?? Self.builtInDefault }
        set { defaults.set(newValue, forKey: Self.enabledKey) }
    }

    /// Sets the value for users who never chose one (e.g. from Remote Config); it is not persisted,
    /// so an explicit choice always wins. / Fija el valor para quien nunca eligió (p. ej. desde
    /// Remote Config); no se guarda, así que una elección explícita siempre gana.
    public func useDefault(_ enabled: Bool) {
        defaults.register(defaults: [Self.enabledKey: enabled])
    }

    /// Forgets the user's choice. / Olvida la elección del usuario.
    public func reset() {
        defaults.removeObject(forKey: Self.enabledKey)
    }
}

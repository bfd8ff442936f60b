/// The app's one "click when a feature is chosen" setting: the Persistencia switch "Sonidos", the
/// Settings app toggle (Settings.bundle) and the click player all read and write it.
/// El único ajuste "clic al elegir una feature": el interruptor "Sonidos" de Persistencia, el de la
/// app Ajustes (Settings.bundle) y el reproductor del clic lo leen y escriben.
public protocol SoundSetting: AnyObject {
    var isEnabled: Bool { get set }
}

/// Where that setting is stored and its value before anyone chooses (Root.plist's DefaultValue).
/// Dónde se guarda ese ajuste y su valor antes de que alguien elija (el DefaultValue de Root.plist).
public enum SoundSettingKey {
    public static let defaultsKey = "sound.selection.enabled"
    public static let builtInDefault = true
}

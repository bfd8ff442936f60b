/// The values TestApp accepts from Firebase Remote Config, typed and already validated.
/// `Feature` is the app's list of feature kinds (generic so the package does not depend on it).
///
/// Los valores que TestApp acepta de Firebase Remote Config, tipados y ya validados.
/// `Feature` es la lista de features de la app (genérico para no depender de ella).
public struct RemoteSettings<Feature>: Equatable
where Feature: RawRepresentable & CaseIterable & Hashable, Feature.RawValue == String {
    /// Every feature exactly once, in the order the Features list shows them.
    /// Cada feature exactamente una vez, en el orden de la lista.
    public var featuresOrder: [Feature]
    /// Greeting above the Features list; nil hides it. / Saludo sobre la lista; nil lo oculta.
    public var welcomeMessage: String?
    /// The selection click's setting for users who never changed it.
    /// El ajuste del clic para quien nunca lo cambió.
    public var soundEnabledByDefault: Bool

    public init(featuresOrder: [Feature], welcomeMessage: String?, soundEnabledByDefault: Bool) {
        self.featuresOrder = featuresOrder
        self.welcomeMessage = welcomeMessage
        self.soundEnabledByDefault = soundEnabledByDefault
    }

    /// The in-app defaults used before (or without) any fetch: declaration order, no greeting, sound on.
    /// Los valores de la app antes (o sin) descarga: orden de declaración, sin saludo, sonido activo.
    public static var builtIn: RemoteSettings {
        RemoteSettings(featuresOrder: Array(Feature.allCases), welcomeMessage: nil, soundEnabledByDefault: true)
    }
}

/// Parameter names in the Firebase console. / Nombres de los parámetros en la consola de Firebase.
public enum RemoteSettingsKey: String, CaseIterable {
    /// Comma-separated feature names, e.g. `map,album,webView` (a JSON array also works).
    /// Nombres separados por comas, p. ej. `map,album,webView` (también un arreglo JSON).
    case featuresOrder = "features_order"
    /// Plain text; empty hides the greeting. / Texto simple; vacío oculta el saludo.
    case welcomeMessage = "welcome_message"
    /// `true` / `false` (also `1`/`0`, `yes`/`no`). / `true` / `false` (también `1`/`0`, `yes`/`no`).
    case soundEnabledByDefault = "sound_enabled_default"
}

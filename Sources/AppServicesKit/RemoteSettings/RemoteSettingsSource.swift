/// Where TestApp's remote settings come from at launch: Firebase Remote Config when the app has its
/// configuration file and the Firebase implementation is linked, else the in-app defaults (and why).
/// De dónde salen los ajustes remotos al arrancar: Firebase Remote Config si la app tiene su archivo
/// de configuración y la implementación de Firebase está enlazada; si no, los valores de la app (y por qué).
public enum RemoteSettingsSource: Equatable {
    case remoteConfig
    case inAppDefaults(Reason)

    public enum Reason: Equatable {
        /// No `GoogleService-Info.plist` in the bundle (it is git-ignored; each developer adds theirs).
        /// No hay `GoogleService-Info.plist` en el bundle (está ignorado por git).
        case noConfigurationFile
        /// The Firebase-backed fetcher class is not in the binary. / La clase de Firebase no está.
        case noFirebase

        /// The line logged at launch (developer-facing, English). / La línea que se registra.
        public var logMessage: String {
            switch self {
            case .noConfigurationFile:
                return "Remote Config: no GoogleService-Info.plist in the bundle; using in-app defaults."
            case .noFirebase:
                return "Remote Config: Firebase implementation missing; using in-app defaults."
            }
        }
    }

    /// The configuration file is checked first: without it Firebase must not even be started.
    /// Primero el archivo: sin él Firebase ni siquiera debe iniciarse.
    public static func choose(hasConfigurationFile: Bool, hasFetcher: Bool) -> RemoteSettingsSource {
        guard hasConfigurationFile else { return .inAppDefaults(.noConfigurationFile) }
        return hasFetcher ? .remoteConfig : .inAppDefaults(.noFirebase)
    }
}

/// Launch-time services (keyboard manager, Remote Config, sounds, biometrics, fonts).
/// Servicios al arrancar (teclado, Remote Config, sonidos, biometría, fuentes).
enum AppServices {
    /// Called once from `application(_:didFinishLaunchingWithOptions:)`.
    /// Se llama una vez desde `application(_:didFinishLaunchingWithOptions:)`.
    static func configureAtLaunch(environment: AppEnvironment) {}
}

import AppCore
import AppServicesKit
import FeaturesKit
import UIKit

/// Launch-time services (keyboard manager, Remote Config, sounds, biometrics, fonts). Every
/// decision lives in AppServicesKit; this file only wires the live pieces into the environment.
/// Servicios al arrancar (teclado, Remote Config, sonidos, biometría, fuentes). Cada decisión
/// vive en AppServicesKit; este archivo solo conecta las piezas reales al entorno.
enum AppServices {
    /// Kept alive for the app's lifetime (it owns the Firebase fetch).
    /// Se mantiene vivo toda la vida de la app (es dueño de la descarga de Firebase).
    private static let remoteSettings = RemoteSettingsLoader()

    /// Called once from `application(_:didFinishLaunchingWithOptions:)`.
    /// Se llama una vez desde `application(_:didFinishLaunchingWithOptions:)`.
    static func configureAtLaunch(environment: AppEnvironment) {
        let soundPreference = environment.soundPreference
        KeyboardManagerSetup.enable(localizer: environment.localizer)
        environment.selectionSound = PreferenceGatedSoundPlayer(preference: soundPreference, player: ClickSoundPlayer())
        environment.accessGate = BiometricAccessGate(
            evaluator: environment.deviceAuthentication, policy: BiometricPolicy(localizer: environment.localizer),
            notices: AccessNoticeBanner())
        AppFont.logIfNotRegistered()
        AppFont.applyToNavigationBars()
        remoteSettings.start { settings in
            apply(settings, to: environment, soundPreference: soundPreference)
        }
    }

    /// Copies Remote Config values into the environment (screens built afterwards read them) and
    /// announces the change. / Copia los valores de Remote Config al entorno (las pantallas que se
    /// construyan después los leen) y anuncia el cambio.
    private static func apply(
        _ settings: RemoteSettings<FeatureKind>, to environment: AppEnvironment, soundPreference: SoundPreference
    ) {
        environment.featureOrder = settings.featuresOrder
        environment.welcomeMessage = settings.welcomeMessage
        soundPreference.useDefault(settings.soundEnabledByDefault)
        NotificationCenter.default.post(name: .remoteSettingsDidChange, object: environment)
    }
}

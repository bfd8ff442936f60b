import AppCore
import AppServicesKit
import FeaturesKit
import Foundation
import ProfileKit

/// Composition root: the live dependencies that wireframes hand to presenters. Presenters never
/// reach this object; they receive what they need through their initializers.
/// Raíz de composición: las dependencias reales que los wireframes entregan a los presenters.
/// Los presenters nunca acceden a este objeto; reciben lo que necesitan en su inicializador.
final class AppEnvironment {
    static let current = AppEnvironment()

    /// Texts from the app's `Localizable.strings`. / Textos de `Localizable.strings`.
    let localizer = Localizer.live
    /// Face ID / Touch ID before sensitive actions (set up by AppServices at launch).
    /// Face ID / Touch ID antes de acciones sensibles (lo configura AppServices al arrancar).
    var accessGate: AccessGate = OpenAccessGate()
    /// LocalAuthentication: the gate's evaluator (it keeps no context; each one is a one-shot authorization).
    /// LocalAuthentication: el evaluador de la puerta (no guarda contexto; cada uno es de un solo uso).
    let deviceAuthentication = LocalAuthenticationEvaluator()
    /// The one sound setting: the click and the Persistencia "Sonidos" switch (Settings.bundle key).
    /// El único ajuste de sonido: el clic y el interruptor "Sonidos" de Persistencia (clave de Settings.bundle).
    let soundPreference = SoundPreference()
    /// The click played when a feature is chosen. / El clic al elegir una feature.
    var selectionSound: SelectionSoundPlaying = SilentSoundPlayer()
    /// Order of the Features list (Remote Config may change it). / Orden de la lista de features.
    var featureOrder: [FeatureKind] = FeatureKind.allCases
    /// Optional greeting above the Features list (Remote Config). / Saludo opcional sobre la lista.
    var welcomeMessage: String?
    /// The profile on disk (Application Support/Profile); hosted tests put a fake in its place.
    /// El perfil en disco (Application Support/Profile); las pruebas alojadas ponen uno falso.
    var profileStore: ProfileStoring = AppEnvironment.makeProfileStore()

    /// Application Support, or a temporary folder if the system cannot give it (logged, never silent).
    /// Application Support, o una carpeta temporal si el sistema no la da (se registra, nunca en silencio).
    private static func makeProfileStore() -> ProfileStoring {
        let log: ProfileStore.Log = { NSLog("%@", $0) }
        do {
            return try ProfileStore.inApplicationSupport(log: log)
        } catch {
            log("ProfileStore: Application Support unavailable (\(error)); the profile lives in a temporary folder.")
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                ProfileStore.folderName, isDirectory: true)
            return ProfileStore(directory: folder, log: log)
        }
    }
}

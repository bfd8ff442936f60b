import AppCore
import UIKit

/// A screen that shows a secret (a password, the profile) declares itself with this flag; while it
/// is visible, `PrivacyCover` hides the window as the app leaves, so the app switcher's snapshot
/// never shows it.
/// Una pantalla que muestra un secreto (una contraseña, el perfil) se declara con esta marca;
/// mientras se ve, `PrivacyCover` tapa la ventana cuando la app se va, así la captura del selector
/// de apps nunca la muestra.
protocol PrivacySensitiveScreen: UIViewController {}

/// Covers one window when the app resigns active or enters the background with a
/// `PrivacySensitiveScreen` visible in it, and uncovers it when the app is back. Driven by the
/// lifecycle: `AppDelegate` on iOS 12, `SceneDelegate` on iOS 13+, each forwarding the four events
/// to `handle(_:)`, and the end of a Face ID / passcode prompt (`reportPromptEnded()`). What is visible and what to do are decided in AppCore (`PrivacyScreen`); this
/// class only describes the window's controllers and adds or removes the cover view.
///
/// Tapa una ventana cuando la app deja de estar activa o pasa a segundo plano con una
/// `PrivacySensitiveScreen` visible, y la destapa al volver. Lo mueve el ciclo de vida: `AppDelegate`
/// en iOS 12, `SceneDelegate` en iOS 13+, que reenvían los cuatro eventos a `handle(_:)`, y el fin de
/// una solicitud de Face ID / código (`reportPromptEnded()`). Qué se ve y
/// qué hacer se decide en AppCore (`PrivacyScreen`); esta clase solo describe los controladores de la
/// ventana y pone o quita la vista que tapa.
final class PrivacyCover {
    private weak var window: UIWindow?
    private let isBiometricPromptShowing: () -> Bool
    private let isAppActive: () -> Bool
    private var cover: UIView?
    private var promptObserver: NSObjectProtocol?

    /// - Parameters:
    ///   - isBiometricPromptShowing: true while the Face ID / Touch ID prompt is up (it resigns the app
    ///     active too). / Verdadero mientras la solicitud de Face ID / Touch ID está arriba.
    ///   - isAppActive: whether the window's app (scene on iOS 13+) is active now; asked when a prompt
    ///     ends (`reportPromptEnded()`). / Si la app (la escena en iOS 13+) está activa; se pregunta
    ///     cuando termina una solicitud.
    init(window: UIWindow, isBiometricPromptShowing: @escaping () -> Bool, isAppActive: (() -> Bool)? = nil) {
        self.window = window
        self.isBiometricPromptShowing = isBiometricPromptShowing
        self.isAppActive = isAppActive ?? { [weak window] in window.map(Self.isActive) ?? false }
        promptObserver = NotificationCenter.default.addObserver(
            forName: Self.promptDidEnd, object: nil, queue: nil
        ) { [weak self] _ in
            self?.promptEnded()
        }
    }

    deinit {
        promptObserver.map(NotificationCenter.default.removeObserver)
    }

    // MARK: A prompt's end / El fin de una solicitud

    /// Posted by `reportPromptEnded()`. / Lo publica `reportPromptEnded()`.
    static let promptDidEnd = Notification.Name("PrivacyCover.promptDidEnd")

    /// Called (main thread) when a Face ID / Touch ID / passcode request ends, by the screens that ask
    /// (through `PromptReportingAccessGate`): every cover decides again if its app is still inactive.
    /// Se llama (hilo principal) cuando termina una petición de Face ID / Touch ID / código, desde las
    /// pantallas que la piden: cada tapa vuelve a decidir si su app sigue inactiva.
    static func reportPromptEnded() {
        NotificationCenter.default.post(name: promptDidEnd, object: nil)
    }

    /// The app switcher opened over the prompt sends no new event: decided here (`PrivacyScreen`).
    /// El selector de apps abierto sobre la solicitud no envía otro evento: se decide aquí.
    private func promptEnded() {
        if let event = PrivacyScreen.event(afterPromptEndedWithAppActive: isAppActive()) { handle(event) }
    }

    /// The window's scene is in the foreground and active (iOS 13+), or the app is (iOS 12).
    /// La escena de la ventana está activa en primer plano (iOS 13+), o la app (iOS 12).
    private static func isActive(_ window: UIWindow) -> Bool {
        if #available(iOS 13, *), let scene = window.windowScene {
            return scene.activationState == .foregroundActive
        }
        return UIApplication.shared.applicationState == .active
    }

    /// Whether a cover is on the window now. / Si ahora hay una tapa en la ventana.
    var isCovering: Bool { cover != nil }

    /// Puts the cover on or takes it off, as `PrivacyScreen.coverAction` decides for `event`.
    /// Pone o quita la tapa, según decida `PrivacyScreen.coverAction` para `event`.
    func handle(_ event: AppLifecycleEvent) {
        let action = PrivacyScreen.coverAction(
            for: event, biometricPromptShowing: isBiometricPromptShowing(),
            sensitiveScreenShowing: window.map(Self.showsSensitiveScreen(in:)) ?? false)
        switch action {
        case .cover: putCover()
        case .uncover: removeCover()
        case .leave: break
        }
    }

    /// An opaque view over everything, hidden from VoiceOver. / Una vista opaca sobre todo, oculta a VoiceOver.
    private func putCover() {
        guard cover == nil, let window = window else { return }
        let view = UIView(frame: window.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if #available(iOS 13, *) {
            view.backgroundColor = .systemBackground
        } else {
            view.backgroundColor = .white
        }
        view.accessibilityElementsHidden = true
        window.addSubview(view)
        cover = view
    }

    private func removeCover() {
        cover?.removeFromSuperview()
        cover = nil
    }

    // MARK: Describing the window / Describir la ventana

    /// Whether the screen declared itself sensitive. / Si la pantalla se declaró sensible.
    static func isSensitive(_ controller: UIViewController) -> Bool {
        controller is PrivacySensitiveScreen
    }

    /// True when a flagged screen is visible in `window` (decided by `PrivacyScreen`).
    /// Verdadero si en `window` se ve una pantalla marcada (lo decide `PrivacyScreen`).
    static func showsSensitiveScreen(in window: UIWindow) -> Bool {
        PrivacyScreen.showsSensitiveScreen(window.rootViewController.map(describe))
    }

    /// The chain from `controller` as plain values: never asks whether a view is in the window.
    /// La cadena desde `controller` como valores simples: nunca pregunta si una vista está en la ventana.
    static func describe(_ controller: UIViewController) -> ScreenNode {
        let presented = controller.presentedViewController
        return ScreenNode(
            isSensitive: isSensitive(controller), visibleChildren: visibleChildren(of: controller).map(describe),
            presented: presented.map(describe), coversPresenter: presented.map(coversPresenter) ?? false)
    }

    /// A tab bar shows its selected tab, a navigation controller its top screen, any other container
    /// all its children. / Una barra de pestañas muestra la elegida, la navegación su cima, otro
    /// contenedor todos sus hijos.
    private static func visibleChildren(of controller: UIViewController) -> [UIViewController] {
        if let tabs = controller as? UITabBarController { return tabs.selectedViewController.map { [$0] } ?? [] }
        if let navigation = controller as? UINavigationController {
            return navigation.topViewController.map { [$0] } ?? []
        }
        return controller.children
    }

    /// Only a full-screen presentation hides its presenter; sheets, popovers and alerts leave it showing.
    /// Solo una presentación a pantalla completa oculta a quien presenta; hojas, popovers y alertas no.
    private static func coversPresenter(_ presented: UIViewController) -> Bool {
        presented.modalPresentationStyle == .fullScreen
    }
}

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
/// to `handle(_:)`, and by the end of a Face ID / passcode prompt (`reportPromptEnded()`). Every
/// decision, including when a prompt's end covers, is AppCore's (`PrivacyCoverDriver`,
/// `PrivacyScreen`); this class only describes the window's controllers, schedules the driver's
/// later look and adds or removes the cover view.
///
/// Tapa una ventana cuando la app deja de estar activa o pasa a segundo plano con una
/// `PrivacySensitiveScreen` visible, y la destapa al volver. Lo mueve el ciclo de vida: `AppDelegate`
/// en iOS 12, `SceneDelegate` en iOS 13+, que reenvían los cuatro eventos a `handle(_:)`, y el fin de
/// una solicitud de Face ID / código (`reportPromptEnded()`). Toda decisión, también cuándo tapa el fin
/// de una solicitud, es de AppCore (`PrivacyCoverDriver`, `PrivacyScreen`); esta clase solo describe
/// los controladores de la ventana, agenda la revisión posterior y pone o quita la vista que tapa.
final class PrivacyCover {
    private weak var window: UIWindow?
    private var cover: UIView?
    private var promptObserver: NSObjectProtocol?
    private var driver: PrivacyCoverDriver?

    /// - Parameters:
    ///   - isBiometricPromptShowing: true while the Face ID / Touch ID prompt is up (it resigns the app
    ///     active too). / Verdadero mientras la solicitud de Face ID / Touch ID está arriba.
    ///   - isAppActive: whether the window's app (scene on iOS 13+) is active now; asked after a prompt
    ///     ends. / Si la app (la escena en iOS 13+) está activa; se pregunta tras una solicitud.
    ///   - later: runs the driver's look after a prompt's end; the main queue after
    ///     `PrivacyCoverDriver.promptEndGrace` unless a test passes its own. / Ejecuta la revisión tras
    ///     el fin de una solicitud; la cola principal tras `promptEndGrace` salvo que una prueba pase otra.
    init(
        window: UIWindow, isBiometricPromptShowing: @escaping () -> Bool, isAppActive: (() -> Bool)? = nil,
        later: ((@escaping () -> Void) -> Void)? = nil
    ) {
        self.window = window
        driver = PrivacyCoverDriver(
            isPromptShowing: isBiometricPromptShowing,
            isSensitiveScreenShowing: { [weak window] in window.map(Self.showsSensitiveScreen(in:)) ?? false },
            isAppActive: isAppActive ?? { [weak window] in window.map(Self.isActive) ?? false },
            later: later ?? Self.afterGrace,
            apply: { [weak self] in self?.apply($0) })
        promptObserver = NotificationCenter.default.addObserver(
            forName: Self.promptDidEnd, object: nil, queue: nil
        ) { [weak self] _ in
            self?.driver?.promptEnded()
        }
    }

    deinit {
        promptObserver.map(NotificationCenter.default.removeObserver)
    }

    // MARK: A prompt's end / El fin de una solicitud

    /// Posted by `reportPromptEnded()`. / Lo publica `reportPromptEnded()`.
    static let promptDidEnd = Notification.Name("PrivacyCover.promptDidEnd")

    /// Called (main thread) when a Face ID / Touch ID / passcode request ends, by the screens that ask
    /// (through `PromptReportingAccessGate`): each cover's driver decides whether to look again.
    /// Se llama (hilo principal) cuando termina una petición de Face ID / Touch ID / código, desde las
    /// pantallas que la piden: el conductor de cada tapa decide si vuelve a mirar.
    static func reportPromptEnded() {
        NotificationCenter.default.post(name: promptDidEnd, object: nil)
    }

    /// The app's `later`: the main queue, `PrivacyCoverDriver.promptEndGrace` from now.
    /// El `later` de la app: la cola principal, dentro de `promptEndGrace`.
    private static func afterGrace(_ work: @escaping () -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + PrivacyCoverDriver.promptEndGrace, execute: work)
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

    /// Puts the cover on or takes it off, as the driver decides for `event`.
    /// Pone o quita la tapa, según decida el conductor para `event`.
    func handle(_ event: AppLifecycleEvent) {
        driver?.handle(event)
    }

    private func apply(_ action: PrivacyCoverAction) {
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

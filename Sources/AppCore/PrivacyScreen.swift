/// One view controller of a window's presentation chain, as far as privacy cares: whether it declared
/// itself sensitive, which of its children are visible (a tab bar's selected tab, a navigation
/// controller's top screen, a plain container's children) and what it presents. The app builds it
/// from UIKit (`PrivacyCover`); `PrivacyScreen.showsSensitiveScreen` decides on it.
/// Un controlador de la cadena de presentación de una ventana, en lo que importa a la privacidad:
/// si se declaró sensible, qué hijos se ven (la pestaña elegida, la cima de la navegación, los hijos
/// de un contenedor simple) y qué presenta. La app lo arma desde UIKit; aquí se decide.
public struct ScreenNode: Equatable {
    public let isSensitive: Bool
    public let visibleChildren: [ScreenNode]
    /// Empty or one element (a struct cannot hold an optional of itself).
    /// Vacío o un elemento (un struct no puede contener un opcional de sí mismo).
    private let presentedScreens: [ScreenNode]
    /// The presentation hides this controller (full screen), so only the presented chain is visible;
    /// false for a sheet, a popover or an alert, which leave it showing around them.
    /// La presentación oculta a este controlador (pantalla completa) y solo se ve la cadena presentada;
    /// falso para una hoja, un popover o una alerta, que lo dejan ver alrededor.
    public let presentedCoversPresenter: Bool

    public var presented: ScreenNode? { presentedScreens.first }

    public init(
        isSensitive: Bool, visibleChildren: [ScreenNode] = [], presented: ScreenNode? = nil,
        coversPresenter: Bool = false
    ) {
        self.isSensitive = isSensitive
        self.visibleChildren = visibleChildren
        presentedScreens = presented.map { [$0] } ?? []
        presentedCoversPresenter = coversPresenter
    }
}

/// Privacy decisions for the app-switcher snapshot. / Decisiones de privacidad para la captura.
public enum PrivacyScreen {
    /// True when a sensitive screen is visible from `root`, whatever UIKit left in the window: first
    /// what it presents (a full-screen presentation hides everything below it), then its visible
    /// children. UIKit takes a full-screen presenter's view out of the window (iOS 12's edit form),
    /// so "is its view in the window" must not decide.
    /// Verdadero si desde `root` se ve una pantalla sensible, deje UIKit lo que deje en la ventana:
    /// primero lo que presenta (una presentación a pantalla completa oculta todo lo de abajo), luego
    /// sus hijos visibles. UIKit saca de la ventana la vista de quien presenta a pantalla completa.
    public static func showsSensitiveScreen(_ root: ScreenNode?) -> Bool {
        guard let root = root else { return false }
        if let presented = root.presented {
            if showsSensitiveScreen(presented) { return true }
            if root.presentedCoversPresenter { return false }
        }
        return root.isSensitive || root.visibleChildren.contains { showsSensitiveScreen($0) }
    }
}

/// The lifecycle moments the privacy cover listens to (app delegate on iOS 12, scene delegate on 13+).
/// Los momentos del ciclo de vida que escucha la tapa de privacidad.
public enum AppLifecycleEvent: Equatable, CaseIterable {
    case willResignActive
    case didEnterBackground
    case willEnterForeground
    case didBecomeActive
}

/// What the privacy cover does at a lifecycle event. / Qué hace la tapa en un evento del ciclo de vida.
public enum PrivacyCoverAction: Equatable {
    case cover
    case uncover
    case leave
}

extension PrivacyScreen {
    /// Cover a visible sensitive screen when the app resigns active (the app switcher opened from
    /// inside the app takes its snapshot then) and when it enters the background; uncover when back.
    /// Tapar una pantalla sensible visible cuando la app deja de estar activa (el selector de apps
    /// abierto desde la app toma su captura entonces) y al pasar a segundo plano; destapar al volver.
    public static func coverAction(
        for event: AppLifecycleEvent, biometricPromptShowing: Bool, sensitiveScreenShowing: Bool
    ) -> PrivacyCoverAction {
        switch event {
        // The Face ID / Touch ID prompt resigns active too; the user is looking at the screen.
        // La solicitud de Face ID / Touch ID también deja la app inactiva; el usuario mira la pantalla.
        case .willResignActive: return sensitiveScreenShowing && !biometricPromptShowing ? .cover : .leave
        case .didEnterBackground: return sensitiveScreenShowing ? .cover : .leave
        case .willEnterForeground, .didBecomeActive: return .uncover
        }
    }
}

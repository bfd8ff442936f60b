import AppCore

/// Everything the web screen draws besides the page. / Todo lo que dibuja la pantalla aparte de la página.
public struct WebViewViewModel: Equatable {
    /// The navigation title. / El título de navegación.
    public let title: String
    /// 0...1. / 0...1.
    public let progress: Double
    public let isProgressHidden: Bool
    /// "45 %" for VoiceOver. / "45 %" para VoiceOver.
    public let progressAccessibilityValue: String
    /// Hidden only while a blocking error replaces it (no page was ever loaded).
    /// Oculta solo cuando un error bloqueante la reemplaza (nunca se cargó una página).
    public let isPageHidden: Bool
    /// The blocking error panel (in place of the page); nil hides it.
    /// El panel de error bloqueante (en lugar de la página); nil lo oculta.
    public let errorMessage: String?
    public let retryTitle: String
    /// The retry button of the panel or of the notice. / El botón de reintento del panel o del aviso.
    public let isRetryHidden: Bool
    /// The non-blocking banner over a loaded page; nil hides it.
    /// El aviso no bloqueante sobre una página cargada; nil lo oculta.
    public let noticeMessage: String?
    public let dismissTitle: String
    /// Back, forward and reload, enabled by the presenter. / Atrás, adelante y recargar, habilitados por el presenter.
    public let toolbar: WebToolbarViewModel

    public init(
        progress: Double, isProgressHidden: Bool, progressAccessibilityValue: String, isPageHidden: Bool = false,
        errorMessage: String?, retryTitle: String, isRetryHidden: Bool, noticeMessage: String? = nil,
        dismissTitle: String = "", title: String = "", toolbar: WebToolbarViewModel = .disabled
    ) {
        self.title = title
        self.progress = progress
        self.isProgressHidden = isProgressHidden
        self.progressAccessibilityValue = progressAccessibilityValue
        self.isPageHidden = isPageHidden
        self.errorMessage = errorMessage
        self.retryTitle = retryTitle
        self.isRetryHidden = isRetryHidden
        self.noticeMessage = noticeMessage
        self.dismissTitle = dismissTitle
        self.toolbar = toolbar
    }

    /// Whether the blocking panel shows. / Si se muestra el panel bloqueante.
    public var isErrorHidden: Bool { errorMessage == nil }
    /// Whether the banner shows. / Si se muestra el aviso.
    public var isNoticeHidden: Bool { noticeMessage == nil }
}

/// What VoiceOver is told. / Lo que se le dice a VoiceOver.
public enum WebAnnouncement: Equatable {
    /// The error replaced the page: focus moves to it. / El error reemplazó la página: el foco va a él.
    case screenChanged(String)
    /// A notice over the page: read out, focus stays. / Un aviso sobre la página: se lee, el foco se queda.
    case notice(String)
}

/// What the toolbar's back, forward and reload buttons ask WebKit to do.
/// Lo que los botones atrás, adelante y recargar le piden a WebKit.
public enum WebHistoryCommand: Equatable {
    case goBack
    case goForward
    /// Reload the page on screen (`WKWebView.reload()`). / Recargar la página en pantalla.
    case reload
}

/// One toolbar button: its visible title (iOS 12, where there is no symbol), what VoiceOver reads
/// and whether it works now. / Un botón de la barra: su título (iOS 12), lo que lee VoiceOver y si sirve ahora.
public struct WebToolbarButton: Equatable {
    /// The full word ("Atrás"), the text title on iOS 12. / La palabra completa, el título de texto en iOS 12.
    public let title: String
    /// A one-character title ("‹") for iOS 12 at accessibility text sizes, where words would truncate.
    /// Un título de un carácter ("‹") para iOS 12 con textos de accesibilidad, donde las palabras se cortarían.
    public let shortTitle: String
    public let accessibilityLabel: String
    public let isEnabled: Bool

    public init(title: String, shortTitle: String = "", accessibilityLabel: String, isEnabled: Bool) {
        self.title = title
        self.shortTitle = shortTitle
        self.accessibilityLabel = accessibilityLabel
        self.isEnabled = isEnabled
    }

    /// What the button shows: the SF Symbol when the system has them (iOS 13+); on iOS 12 the full
    /// word, or the short title at accessibility text sizes (the label stays the full words).
    /// Lo que muestra el botón: el SF Symbol si el sistema los tiene (iOS 13+); en iOS 12 la palabra
    /// completa, o el título corto con textos de accesibilidad (la etiqueta sigue completa).
    public func face(symbolsAvailable: Bool, textSize: TextSizeCategory?) -> WebToolbarFace {
        guard !symbolsAvailable else { return .symbol }
        return .title(textSize?.isAccessibilitySize == true ? shortTitle : title)
    }
}

/// What a toolbar button shows. / Lo que muestra un botón de la barra.
public enum WebToolbarFace: Equatable {
    /// Its SF Symbol (iOS 13+). / Su SF Symbol (iOS 13+).
    case symbol
    /// A text title (iOS 12). / Un título de texto (iOS 12).
    case title(String)
}

/// The back / forward / reload toolbar. / La barra atrás / adelante / recargar.
public struct WebToolbarViewModel: Equatable {
    /// Apple's minimum tap target, for each button's width and height (points).
    /// El tamaño mínimo de toque de Apple, para el ancho y el alto de cada botón (puntos).
    public static let minimumButtonSide = 44.0

    public let back: WebToolbarButton
    public let forward: WebToolbarButton
    public let reload: WebToolbarButton

    public init(back: WebToolbarButton, forward: WebToolbarButton, reload: WebToolbarButton) {
        self.back = back
        self.forward = forward
        self.reload = reload
    }

    /// All three off and untitled (the default of a view model built by hand).
    /// Los tres apagados y sin título (el valor por omisión de un view model hecho a mano).
    public static let disabled = WebToolbarViewModel(
        back: WebToolbarButton(title: "", accessibilityLabel: "", isEnabled: false),
        forward: WebToolbarButton(title: "", accessibilityLabel: "", isEnabled: false),
        reload: WebToolbarButton(title: "", accessibilityLabel: "", isEnabled: false))
}

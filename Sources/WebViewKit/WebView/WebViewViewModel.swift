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

    public init(
        progress: Double, isProgressHidden: Bool, progressAccessibilityValue: String, isPageHidden: Bool = false,
        errorMessage: String?, retryTitle: String, isRetryHidden: Bool, noticeMessage: String? = nil,
        dismissTitle: String = "", title: String = ""
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

/// Everything the web screen draws besides the page. / Todo lo que dibuja la pantalla aparte de la página.
public struct WebViewViewModel: Equatable {
    /// 0...1. / 0...1.
    public let progress: Double
    public let isProgressHidden: Bool
    /// "45 %" for VoiceOver. / "45 %" para VoiceOver.
    public let progressAccessibilityValue: String
    /// nil hides the error panel. / nil oculta el panel de error.
    public let errorMessage: String?
    public let retryTitle: String
    public let isRetryHidden: Bool

    public init(
        progress: Double, isProgressHidden: Bool, progressAccessibilityValue: String, errorMessage: String?,
        retryTitle: String, isRetryHidden: Bool
    ) {
        self.progress = progress
        self.isProgressHidden = isProgressHidden
        self.progressAccessibilityValue = progressAccessibilityValue
        self.errorMessage = errorMessage
        self.retryTitle = retryTitle
        self.isRetryHidden = isRetryHidden
    }
}

import UIKit
import WebKit
import WebViewKit

/// A `WKWebView` with a progress bar, a blocking error panel (scrolls at large text sizes) and a
/// non-blocking notice over a loaded page. WebKit's callbacks (WKNavigationDelegate, WKUIDelegate) and
/// the KVO of `estimatedProgress` are forwarded to the presenter as plain values; the presenter decides.
/// Un `WKWebView` con barra de progreso, un panel de error bloqueante (con desplazamiento en tamaños de
/// texto grandes) y un aviso no bloqueante sobre una página cargada. Los callbacks de WebKit y el KVO de
/// `estimatedProgress` se reenvían al presenter como valores simples; el presenter decide.
/// The WebKit delegates are in `WebViewViewController+WebKit.swift`. / Los delegados de WebKit están
/// en `WebViewViewController+WebKit.swift`.
final class WebViewViewController: UIViewController, StoryboardInstantiable, AccessibilityIdentifying {
    static let storyboardID = StoryboardID(storyboard: "WebView", identifier: "WebViewViewController")

    /// Set by `WebViewWireframe.makeModule` right after instantiation; the view owns its presenter.
    /// Lo asigna `WebViewWireframe.makeModule` justo después de instanciar; la vista es dueña de su presenter.
    var presenter: WebViewPresenting!

    @IBOutlet private var webContainer: UIView!
    @IBOutlet private var progressView: UIProgressView!
    @IBOutlet private var noticeBanner: UIView!
    @IBOutlet private var noticeLabel: UILabel!
    @IBOutlet private var noticeButtons: UIStackView!
    @IBOutlet private var noticeRetryButton: UIButton!
    @IBOutlet private var noticeDismissButton: UIButton!

    private let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    /// The blocking error with "Reintentar" (TestApp's one `RetryMessageView`), over the page.
    /// El error bloqueante con "Reintentar" (el único `RetryMessageView` de TestApp), sobre la página.
    private let errorPanel = RetryMessageView()
    /// Back / forward / reload at the bottom. / Atrás / adelante / recargar al pie.
    private let historyToolbar = WebHistoryToolbar()
    /// Block-based KVO (iOS 11+) of progress and history, released with the controller.
    /// KVO con bloques (iOS 11+) del progreso y del historial, liberado con el controlador.
    private var observations: [NSKeyValueObservation] = []
    /// Forwards the app's trips to the background and back (`WebViewLifecycle`), kept while the screen
    /// lives; set by `observeTheApp()`. / Reenvía los viajes de la app a segundo plano y de vuelta,
    /// guardado mientras viva la pantalla.
    var lifecycle: WebViewLifecycle?

    override func viewDidLoad() {
        super.viewDidLoad()
        // The storyboard's text styles in Lato, scaled with Dynamic Type (`AppFont`).
        // Los estilos de texto del storyboard en Lato, escalados con Dynamic Type.
        AppFont.adopt(in: view)
        configureViews()
        observeProgress()
        observeHistory()
        observeTheApp()
        applyAccessibilityIdentifiers()
        presenter.viewDidLoad()
    }

    /// The bar's row takes its height out of the safe area, so the page and the panels end above it
    /// (changed only when it differs: no layout loop). / La fila de la barra sale del área segura, así
    /// la página y los paneles terminan encima (solo se cambia si difiere: sin ciclo de diseño).
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let reserved = historyToolbar.reservedHeight
        if additionalSafeAreaInsets.bottom != reserved { additionalSafeAreaInsets.bottom = reserved }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        layOutNoticeButtons()
        // A CGColor is resolved once: light/dark switches must resolve it again (iOS 13+; iOS 12 has one look).
        // Un CGColor se resuelve una vez: al cambiar claro/oscuro hay que resolverlo de nuevo (iOS 13+).
        if #available(iOS 13, *), traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            applyNoticeBorderColor()
        }
    }

    deinit {
        observations.forEach { $0.invalidate() }
    }

    private func configureViews() {
        view.backgroundColor = AdaptivePalette.background
        webView.translatesAutoresizingMaskIntoConstraints = false
        webView.navigationDelegate = self
        webView.uiDelegate = self
        // History goes through the toolbar; the edge swipe stays the navigation pop (no fight between them).
        // El historial va por la barra; el gesto del borde sigue siendo volver de pantalla (sin pelea).
        webView.allowsBackForwardNavigationGestures = false
        webContainer.addSubview(webView)
        NSLayoutConstraint.activate([
            webView.leadingAnchor.constraint(equalTo: webContainer.leadingAnchor),
            webView.trailingAnchor.constraint(equalTo: webContainer.trailingAnchor),
            webView.topAnchor.constraint(equalTo: webContainer.topAnchor),
            webView.bottomAnchor.constraint(equalTo: webContainer.bottomAnchor),
        ])
        errorPanel.isHidden = true
        errorPanel.onRetry = { [weak self] in self?.presenter.didTapRetry() }
        errorPanel.fillSafeArea(of: view, above: webContainer)
        noticeBanner.backgroundColor = AdaptivePalette.card
        noticeBanner.layer.cornerRadius = 12
        noticeBanner.layer.borderWidth = 1
        applyNoticeBorderColor()
        noticeBanner.clipsToBounds = true
        noticeLabel.textColor = AdaptivePalette.primaryText
        for button in [noticeRetryButton, noticeDismissButton] {
            button?.titleLabel?.adjustsFontForContentSizeCategory = true
            button?.titleLabel?.numberOfLines = 0
        }
        layOutNoticeButtons()
        configureToolbar()
    }

    private func configureToolbar() {
        historyToolbar.onBack = { [weak self] in self?.presenter.didTapBack() }
        historyToolbar.onForward = { [weak self] in self?.presenter.didTapForward() }
        historyToolbar.onReload = { [weak self] in self?.presenter.didTapReload() }
        historyToolbar.install(in: view)
    }

    func applyAccessibilityIdentifiers() {
        view.accessibilityIdentifier = AccessibilityIdentifiers.WebView.screen
        webView.accessibilityIdentifier = AccessibilityIdentifiers.WebView.page
        progressView.accessibilityIdentifier = AccessibilityIdentifiers.WebView.progress
        errorPanel.setAccessibilityIdentifiers(
            message: AccessibilityIdentifiers.WebView.error, retry: AccessibilityIdentifiers.WebView.retry)
        noticeBanner.accessibilityIdentifier = AccessibilityIdentifiers.WebView.notice
        noticeRetryButton.accessibilityIdentifier = AccessibilityIdentifiers.WebView.noticeRetry
        noticeDismissButton.accessibilityIdentifier = AccessibilityIdentifiers.WebView.noticeDismiss
        historyToolbar.setAccessibilityIdentifiers(
            back: AccessibilityIdentifiers.WebView.back, forward: AccessibilityIdentifiers.WebView.forward,
            reload: AccessibilityIdentifiers.WebView.reload)
    }

    /// The notice's border for the current appearance (a layer keeps a fixed CGColor, not a dynamic colour).
    /// El borde del aviso para la apariencia actual (una capa guarda un CGColor fijo, no un color dinámico).
    private func applyNoticeBorderColor() {
        noticeBanner.layer.borderColor = AdaptivePalette.noticeBorder(for: traitCollection).cgColor
    }

    /// Side by side, or stacked at accessibility text sizes so neither title is cut.
    /// Lado a lado, o apilados en tamaños de accesibilidad para que ningún título se corte.
    private func layOutNoticeButtons() {
        let isLarge = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        noticeButtons.axis = isLarge ? .vertical : .horizontal
        noticeButtons.alignment = isLarge ? .leading : .fill
    }

    private func observeProgress() {
        observations.append(
            webView.observe(\.estimatedProgress, options: [.new]) { [weak self] webView, _ in
                let progress = webView.estimatedProgress
                DispatchQueue.main.async { self?.presenter.didUpdateProgress(progress) }
            })
    }

    /// `canGoBack` / `canGoForward` as WebKit changes them; the presenter enables the buttons.
    /// `canGoBack` / `canGoForward` según los cambia WebKit; el presenter habilita los botones.
    private func observeHistory() {
        let report: (WKWebView) -> Void = { [weak self] webView in
            let back = webView.canGoBack
            let forward = webView.canGoForward
            DispatchQueue.main.async { self?.presenter.didChangeHistory(canGoBack: back, canGoForward: forward) }
        }
        observations.append(webView.observe(\.canGoBack, options: [.new]) { webView, _ in report(webView) })
        observations.append(webView.observe(\.canGoForward, options: [.new]) { webView, _ in report(webView) })
    }

    @IBAction private func retryTapped(_ sender: Any) {
        presenter.didTapRetry()
    }

    @IBAction private func dismissNoticeTapped(_ sender: Any) {
        presenter.didTapDismissNotice()
    }
}

// MARK: - WebViewView

extension WebViewViewController: WebViewView {
    func load(_ url: URL) {
        webView.load(URLRequest(url: url))
    }

    func render(_ viewModel: WebViewViewModel) {
        title = viewModel.title
        progressView.isHidden = viewModel.isProgressHidden
        progressView.setProgress(Float(viewModel.progress), animated: !viewModel.isProgressHidden)
        progressView.accessibilityValue = viewModel.progressAccessibilityValue
        webView.isHidden = viewModel.isPageHidden
        errorPanel.show(
            message: viewModel.errorMessage, retryTitle: viewModel.retryTitle, showsRetry: !viewModel.isRetryHidden)
        errorPanel.isHidden = viewModel.isErrorHidden
        noticeLabel.text = viewModel.noticeMessage
        noticeBanner.isHidden = viewModel.isNoticeHidden
        noticeRetryButton.setTitle(viewModel.retryTitle, for: .normal)
        noticeRetryButton.isHidden = viewModel.isRetryHidden
        noticeDismissButton.setTitle(viewModel.dismissTitle, for: .normal)
        historyToolbar.render(viewModel.toolbar)
    }

    func perform(_ command: WebHistoryCommand) {
        switch command {
        case .goBack: webView.goBack()
        case .goForward: webView.goForward()
        case .reload: webView.reload()
        }
    }

    func announce(_ announcement: WebAnnouncement) {
        let (notification, argument) = voiceOverNotification(for: announcement)
        UIAccessibility.post(notification: notification, argument: argument)
    }

    /// A blocking failure moves VoiceOver focus to the error panel, which reads its message (a string
    /// would leave focus on the first element, the back button), as Networking's error does; a notice
    /// over the page is read out and focus stays.
    /// Un fallo bloqueante lleva el foco de VoiceOver al panel de error, que lee su mensaje (un texto
    /// dejaría el foco en el primer elemento, el botón atrás), como el error de Networking; un aviso
    /// sobre la página se lee y el foco se queda.
    func voiceOverNotification(for announcement: WebAnnouncement) -> (UIAccessibility.Notification, Any?) {
        switch announcement {
        case .screenChanged: return (.screenChanged, errorPanel)
        case .notice(let message): return (.announcement, message)
        }
    }
}

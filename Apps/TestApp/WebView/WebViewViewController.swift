import UIKit
import WebKit
import WebViewKit

/// A `WKWebView` with a progress bar and an error panel with retry. WebKit's callbacks and the
/// KVO of `estimatedProgress` are forwarded to the presenter, which runs the page's state machine.
/// Un `WKWebView` con barra de progreso y un panel de error con reintento. Los callbacks de WebKit
/// y el KVO de `estimatedProgress` se reenvían al presenter, que lleva la máquina de estados.
final class WebViewViewController: UIViewController, StoryboardInstantiable {
    static let storyboardID = StoryboardID(storyboard: "WebView", identifier: "WebViewViewController")

    var presenter: WebViewPresenting!

    @IBOutlet private var webContainer: UIView!
    @IBOutlet private var progressView: UIProgressView!
    @IBOutlet private var errorStack: UIStackView!
    @IBOutlet private var errorLabel: UILabel!
    @IBOutlet private var retryButton: UIButton!

    private let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    /// Block-based KVO (iOS 11+), released with the controller. / KVO con bloques (iOS 11+).
    private var progressObservation: NSKeyValueObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        configureViews()
        observeProgress()
        presenter.viewDidLoad()
    }

    deinit {
        progressObservation?.invalidate()
    }

    private func configureViews() {
        view.backgroundColor = AdaptivePalette.background
        webView.translatesAutoresizingMaskIntoConstraints = false
        webView.navigationDelegate = self
        webView.allowsBackForwardNavigationGestures = true
        webContainer.addSubview(webView)
        NSLayoutConstraint.activate([
            webView.leadingAnchor.constraint(equalTo: webContainer.leadingAnchor),
            webView.trailingAnchor.constraint(equalTo: webContainer.trailingAnchor),
            webView.topAnchor.constraint(equalTo: webContainer.topAnchor),
            webView.bottomAnchor.constraint(equalTo: webContainer.bottomAnchor),
        ])
        errorLabel.textColor = AdaptivePalette.error
        retryButton.titleLabel?.adjustsFontForContentSizeCategory = true
    }

    private func observeProgress() {
        progressObservation = webView.observe(\.estimatedProgress, options: [.new]) { [weak self] webView, _ in
            let progress = webView.estimatedProgress
            DispatchQueue.main.async { self?.presenter.didUpdateProgress(progress) }
        }
    }

    @IBAction private func retryTapped(_ sender: Any) {
        presenter.didTapRetry()
    }
}

// MARK: - WebViewView

extension WebViewViewController: WebViewView {
    func setTitle(_ title: String) {
        self.title = title
    }

    func load(_ url: URL) {
        webView.load(URLRequest(url: url))
    }

    func render(_ viewModel: WebViewViewModel) {
        progressView.isHidden = viewModel.isProgressHidden
        progressView.setProgress(Float(viewModel.progress), animated: !viewModel.isProgressHidden)
        progressView.accessibilityValue = viewModel.progressAccessibilityValue
        errorLabel.text = viewModel.errorMessage
        errorStack.isHidden = viewModel.errorMessage == nil
        webView.isHidden = viewModel.errorMessage != nil
        retryButton.setTitle(viewModel.retryTitle, for: .normal)
        retryButton.isHidden = viewModel.isRetryHidden
        if let message = viewModel.errorMessage {
            UIAccessibility.post(notification: .screenChanged, argument: message)
        }
    }
}

// MARK: - WKNavigationDelegate

extension WebViewViewController: WKNavigationDelegate {
    /// Only https pages (the package decides). / Solo páginas https (lo decide el paquete).
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        let isMainFrame = navigationAction.targetFrame?.isMainFrame ?? true
        let allowed = presenter.shouldAllowNavigation(to: navigationAction.request.url, isMainFrame: isMainFrame)
        decisionHandler(allowed ? .allow : .cancel)
    }

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
        presenter.didStartLoading()
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        presenter.didFinishLoading()
    }

    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {
        report(error)
    }

    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {
        report(error)
    }

    private func report(_ error: Error) {
        let nsError = error as NSError
        presenter.didFailLoading(domain: nsError.domain, code: nsError.code)
    }
}

import AppCore
import Foundation
import TestSupport
import WebViewKit
import XCTest

final class WebAddressPolicyTests: XCTestCase {
    func testHomePageIsAValidHTTPSAddress() throws {
        let url = try WebAddressPolicy.secureURL(from: WebAddressPolicy.homePage).get()
        XCTAssertEqual(url.scheme, "https")
        XCTAssertEqual(url.host, "es.wikipedia.org")
    }

    func testOnlyHTTPSIsAccepted() {
        XCTAssertEqual(
            WebAddressPolicy.secureURL(from: "  HTTPS://developer.apple.com/documentation/uikit ").map(\.host),
            .success("developer.apple.com"))
        XCTAssertEqual(WebAddressPolicy.secureURL(from: "http://example.com"), .failure(.notHTTPS))
        XCTAssertEqual(WebAddressPolicy.secureURL(from: "ftp://example.com/file"), .failure(.notHTTPS))
        XCTAssertEqual(WebAddressPolicy.secureURL(from: "javascript:alert(1)"), .failure(.invalid))
        XCTAssertEqual(WebAddressPolicy.secureURL(from: "file:///etc/passwd"), .failure(.invalid))
        XCTAssertEqual(WebAddressPolicy.secureURL(from: ""), .failure(.invalid))
        XCTAssertEqual(WebAddressPolicy.secureURL(from: "es.wikipedia.org"), .failure(.invalid))
        XCTAssertEqual(WebAddressPolicy.secureURL(from: "https://"), .failure(.invalid))
        XCTAssertEqual(WebAddressPolicy.secureURL(from: "https://user:pw@example.com"), .failure(.invalid))
        XCTAssertEqual(WebAddressPolicy.secureURL(from: "https://exa mple.com"), .failure(.invalid))
    }

    func testNavigationPolicy() {
        let https = URL(string: "https://es.m.wikipedia.org/wiki/Ciudad_de_M%C3%A9xico")
        XCTAssertTrue(WebAddressPolicy.allowsNavigation(to: https, isMainFrame: true))
        XCTAssertFalse(WebAddressPolicy.allowsNavigation(to: URL(string: "http://es.wikipedia.org"), isMainFrame: true))
        XCTAssertFalse(WebAddressPolicy.allowsNavigation(to: URL(string: "about:blank"), isMainFrame: true))
        XCTAssertTrue(WebAddressPolicy.allowsNavigation(to: URL(string: "about:blank"), isMainFrame: false))
        XCTAssertFalse(WebAddressPolicy.allowsNavigation(to: URL(string: "tel:5555555555"), isMainFrame: false))
        XCTAssertFalse(WebAddressPolicy.allowsNavigation(to: nil, isMainFrame: true))
    }

    func testWebKitErrorsBecomeFailures() {
        XCTAssertNil(WebLoadFailure(domain: NSURLErrorDomain, code: NSURLErrorCancelled))
        XCTAssertEqual(WebLoadFailure(domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet), .offline)
        XCTAssertEqual(WebLoadFailure(domain: NSURLErrorDomain, code: NSURLErrorTimedOut), .timedOut)
        XCTAssertEqual(
            WebLoadFailure(domain: NSURLErrorDomain, code: NSURLErrorServerCertificateUntrusted), .insecureConnection)
        XCTAssertEqual(WebLoadFailure(domain: NSURLErrorDomain, code: NSURLErrorBadServerResponse), .other)
        XCTAssertEqual(WebLoadFailure(domain: "WebKitErrorDomain", code: 102), .other)
    }
}

final class WebPageStateTests: XCTestCase {
    func testHappyPath() {
        var state = WebPageState.idle
        state = state.handling(.start)
        XCTAssertEqual(state, .loading(progress: 0))
        state = state.handling(.progress(0.4))
        state = state.handling(.progress(0.2))
        XCTAssertEqual(state, .loading(progress: 0.4), "progress never goes backwards")
        state = state.handling(.progress(7))
        XCTAssertEqual(state, .loading(progress: 1))
        state = state.handling(.finish)
        XCTAssertEqual(state, .loaded)
    }

    func testIgnoredEvents() {
        XCTAssertEqual(WebPageState.idle.handling(.progress(0.5)), .idle)
        XCTAssertEqual(WebPageState.idle.handling(.finish), .idle)
        XCTAssertEqual(WebPageState.loaded.handling(.progress(0.5)), .loaded)
        XCTAssertEqual(WebPageState.failed(.offline).handling(.finish), .failed(.offline))
        XCTAssertEqual(WebPageState.loading(progress: 0.3).handling(.progress(.nan)), .loading(progress: 0.3))
    }

    func testFailureAndRetry() {
        let failed = WebPageState.loading(progress: 0.5).handling(.fail(.timedOut))
        XCTAssertEqual(failed, .failed(.timedOut))
        XCTAssertEqual(failed.handling(.start), .loading(progress: 0))
    }
}

final class WebViewPresenterTests: XCTestCase {
    final class RecordingView: WebViewView {
        var titles: [String] = []
        var loads: [URL] = []
        var renders: [WebViewViewModel] = []
        func setTitle(_ title: String) { titles.append(title) }
        func load(_ url: URL) { loads.append(url) }
        func render(_ viewModel: WebViewViewModel) { renders.append(viewModel) }
    }

    final class NoRouting: WebViewRouting {}

    private var view: RecordingView!
    private var presenter: WebViewPresenter!

    private func makePresenter(address: String = WebAddressPolicy.homePage) throws {
        view = RecordingView()
        let localizer = try Localizer.stringsFile(at: TestPaths.app("TestApp", "es.lproj", "Localizable.strings"))
        presenter = WebViewPresenter(
            interactor: WebViewInteractor(address: address), router: NoRouting(), localizer: localizer)
        presenter.view = view
    }

    func testLoadsTheHomePageWithAProgressBar() throws {
        try makePresenter()
        presenter.viewDidLoad()
        XCTAssertEqual(view.titles, ["Web"])
        XCTAssertEqual(view.loads.map(\.absoluteString), [WebAddressPolicy.homePage])
        XCTAssertEqual(view.renders.last?.isProgressHidden, false)
        presenter.didStartLoading()
        presenter.didUpdateProgress(0.456)
        XCTAssertEqual(view.renders.last?.progress, 0.456)
        XCTAssertEqual(view.renders.last?.progressAccessibilityValue, "46 por ciento")
        presenter.didFinishLoading()
        XCTAssertEqual(presenter.state, .loaded)
        XCTAssertEqual(view.renders.last?.isProgressHidden, true)
        XCTAssertNil(view.renders.last?.errorMessage)
    }

    func testFailureShowsMessageAndRetryReloads() throws {
        try makePresenter()
        presenter.viewDidLoad()
        presenter.didFailLoading(domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet)
        let failed = try XCTUnwrap(view.renders.last)
        XCTAssertEqual(failed.errorMessage, "Sin conexión a internet. Revisa tu red y vuelve a intentarlo.")
        XCTAssertEqual(failed.retryTitle, "Reintentar")
        XCTAssertFalse(failed.isRetryHidden)
        XCTAssertTrue(failed.isProgressHidden)
        presenter.didTapRetry()
        XCTAssertEqual(view.loads.count, 2)
        XCTAssertEqual(presenter.state, .loading(progress: 0))
        XCTAssertNil(view.renders.last?.errorMessage)
    }

    func testCancellationIsNotAnError() throws {
        try makePresenter()
        presenter.viewDidLoad()
        let renders = view.renders.count
        presenter.didFailLoading(domain: NSURLErrorDomain, code: NSURLErrorCancelled)
        XCTAssertEqual(view.renders.count, renders)
        XCTAssertEqual(presenter.state, .loading(progress: 0))
    }

    func testRetryDoesNothingUnlessFailed() throws {
        try makePresenter()
        presenter.viewDidLoad()
        presenter.didTapRetry()
        XCTAssertEqual(view.loads.count, 1)
    }

    func testInsecureAddressIsNeverLoaded() throws {
        try makePresenter(address: "http://es.wikipedia.org/wiki/M%C3%A9xico")
        presenter.viewDidLoad()
        XCTAssertTrue(view.loads.isEmpty)
        XCTAssertEqual(view.renders.last?.errorMessage, "Solo se pueden abrir páginas seguras (https).")
        XCTAssertEqual(view.renders.last?.isRetryHidden, true)
        presenter.didTapRetry()
        XCTAssertTrue(view.loads.isEmpty)
    }

    func testEveryFailureHasASpanishMessage() throws {
        try makePresenter()
        let failures: [WebLoadFailure] = [
            .offline, .timedOut, .insecureConnection, .other, .address(.invalid), .address(.notHTTPS),
        ]
        let localizer = try Localizer.stringsFile(at: TestPaths.app("TestApp", "es.lproj", "Localizable.strings"))
        for failure in failures {
            XCTAssertNotEqual(localizer(failure.messageKey), failure.messageKey)
        }
    }
}

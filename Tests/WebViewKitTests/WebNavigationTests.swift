import Foundation
import WebViewKit
import XCTest

/// Link routing, the main-frame rule, benign WebKit errors, the retry target and the page per language.
/// Enrutamiento de enlaces, regla del marco principal, errores benignos, destino del reintento y página por idioma.
final class WebLinkRouterTests: XCTestCase {
    private func url(_ text: String) -> URL {
        guard let url = URL(string: text) else {
            XCTFail("bad test URL \(text)")
            return URL(fileURLWithPath: "/")
        }
        return url
    }

    func testTheMainFrameRuleComesFromWebKitsTargetFrame() {
        XCTAssertEqual(WebFrameTarget(targetFrameIsMain: true), .mainFrame)
        XCTAssertEqual(WebFrameTarget(targetFrameIsMain: false), .subframe)
        XCTAssertEqual(WebFrameTarget(targetFrameIsMain: nil), .newWindow)
        XCTAssertTrue(WebFrameTarget.mainFrame.isPageNavigation)
        XCTAssertTrue(WebFrameTarget.newWindow.isPageNavigation)
        XCTAssertFalse(WebFrameTarget.subframe.isPageNavigation)
    }

    func testWebPagesLoadInTheView() {
        let article = url("https://es.m.wikipedia.org/wiki/Ciudad_de_M%C3%A9xico")
        XCTAssertEqual(WebLinkRouter.decision(for: article, target: .mainFrame), .allow)
        XCTAssertEqual(WebLinkRouter.decision(for: article, target: .subframe), .allow)
        XCTAssertTrue(WebNavigationDecision.allow.allowsWebKit)
    }

    func testNewWindowLinksOpenInTheSameView() {
        let article = url("https://es.wikipedia.org/wiki/Oaxaca")
        XCTAssertEqual(WebLinkRouter.decision(for: article, target: .newWindow), .loadInView(article))
        XCTAssertFalse(WebNavigationDecision.loadInView(article).allowsWebKit)
        XCTAssertEqual(
            WebLinkRouter.decision(for: url("http://en.wikipedia.org/wiki/Oaxaca"), target: .newWindow),
            .loadInView(url("https://en.wikipedia.org/wiki/Oaxaca")))
        XCTAssertEqual(
            WebLinkRouter.decision(for: url("mailto:contacto@example.mx"), target: .newWindow),
            .openInSystem(url("mailto:contacto@example.mx")))
    }

    func testHTTPLoadsInTheViewOverHTTPS() {
        XCTAssertEqual(
            WebLinkRouter.decision(for: url("http://es.wikipedia.org/wiki/Puebla"), target: .mainFrame),
            .loadInView(url("https://es.wikipedia.org/wiki/Puebla")))
        XCTAssertEqual(
            WebLinkRouter.decision(for: url("HTTP://example.com:80/a?b=1"), target: .mainFrame),
            .loadInView(url("https://example.com/a?b=1")))
        XCTAssertEqual(WebLinkRouter.decision(for: url("http://example.com/ad"), target: .subframe), .cancel)
        XCTAssertEqual(WebLinkRouter.decision(for: url("http://user:pw@example.com"), target: .mainFrame), .cancel)
    }

    func testNonWebSchemesAndTheAppStoreGoToTheSystem() {
        let external = [
            "mailto:contacto@example.mx", "tel:+525555555555", "sms:+525555555555", "facetime:+525555555555",
            "itms-apps://apps.apple.com/app/id284882215", "itms-appss://apps.apple.com/app/id284882215",
            "maps://?q=Oaxaca", "MAILTO:A@B.MX", "https://apps.apple.com/mx/app/wikipedia/id324715238",
            "https://ITUNES.apple.com/app/id324715238",
        ]
        for text in external {
            let link = url(text)
            XCTAssertEqual(WebLinkRouter.decision(for: link, target: .mainFrame), .openInSystem(link), text)
            XCTAssertFalse(WebLinkRouter.decision(for: link, target: .mainFrame).allowsWebKit, text)
        }
    }

    func testFramesNeverLeaveTheApp() {
        XCTAssertEqual(WebLinkRouter.decision(for: url("tel:5555555555"), target: .subframe), .cancel)
        XCTAssertEqual(
            WebLinkRouter.decision(for: url("itms-apps://apps.apple.com/app/id1"), target: .subframe), .cancel)
        XCTAssertEqual(WebLinkRouter.decision(for: url("about:blank"), target: .subframe), .allow)
    }

    func testRefusedSchemesStayCancelled() {
        for text in [
            "file:///etc/passwd", "javascript:alert(1)", "data:text/html,hola", "blob:https://a.mx/1", "about:blank",
        ] {
            XCTAssertEqual(WebLinkRouter.decision(for: url(text), target: .mainFrame), .cancel, text)
            XCTAssertEqual(WebLinkRouter.decision(for: url(text), target: .newWindow), .cancel, text)
        }
        XCTAssertEqual(WebLinkRouter.decision(for: nil, target: .mainFrame), .cancel)
        XCTAssertEqual(WebLinkRouter.decision(for: url("wiki/Oaxaca"), target: .mainFrame), .cancel)
    }
}

final class WebErrorClassificationTests: XCTestCase {
    func testBenignCodesAreNotFailures() {
        XCTAssertNil(WebLoadFailure(domain: NSURLErrorDomain, code: NSURLErrorCancelled))
        XCTAssertNil(WebLoadFailure(domain: "WebKitErrorDomain", code: 102), "frame load interrupted")
        XCTAssertNil(WebLoadFailure(domain: "WebKitErrorDomain", code: 204), "plug-in handled load")
        XCTAssertEqual(WebKitErrorCode.domain, "WebKitErrorDomain")
    }

    func testOtherCodesStayFailures() {
        XCTAssertEqual(WebLoadFailure(domain: "WebKitErrorDomain", code: 101), .other)
        XCTAssertEqual(WebLoadFailure(domain: "WKErrorDomain", code: 102), .other)
        XCTAssertEqual(WebLoadFailure(domain: NSURLErrorDomain, code: 102), .other)
        XCTAssertEqual(WebLoadFailure(domain: NSURLErrorDomain, code: 204), .other)
        XCTAssertEqual(WebLoadFailure(domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet), .offline)
    }

    func testStopEndsALoadWithoutAFailure() {
        XCTAssertEqual(WebPageState.loading(progress: 0.3).handling(.stop), .idle)
        XCTAssertEqual(WebPageState.loaded.handling(.stop), .loaded)
        XCTAssertEqual(WebPageState.failed(.offline).handling(.stop), .failed(.offline))
    }
}

final class WebRetryAndHomePageTests: XCTestCase {
    private let home = URL(string: WebHomePage.spanish)
    private let article = URL(string: "https://es.wikipedia.org/wiki/Oaxaca")

    func testRetryTargetsTheFailedURL() {
        XCTAssertEqual(WebRetryPolicy.target(failingURL: article, lastRequested: home), article)
    }

    func testRetryFallsBackToTheLastRequestedPage() {
        XCTAssertEqual(WebRetryPolicy.target(failingURL: nil, lastRequested: article), article)
        XCTAssertEqual(
            WebRetryPolicy.target(
                failingURL: URL(string: "http://es.wikipedia.org/wiki/Oaxaca"), lastRequested: article),
            article)
        XCTAssertNil(WebRetryPolicy.target(failingURL: nil, lastRequested: nil))
    }

    func testThePageFollowsTheAppLanguage() {
        XCTAssertEqual(WebHomePage.address(forPreferredLanguages: ["es"]), WebHomePage.spanish)
        XCTAssertEqual(WebHomePage.address(forPreferredLanguages: ["en"]), WebHomePage.english)
        XCTAssertEqual(WebHomePage.address(forPreferredLanguages: ["en-GB", "es"]), WebHomePage.english)
        XCTAssertEqual(WebHomePage.address(forPreferredLanguages: ["EN_us"]), WebHomePage.english)
        XCTAssertEqual(WebHomePage.address(forPreferredLanguages: ["es-MX", "en"]), WebHomePage.spanish)
        XCTAssertEqual(WebHomePage.address(forPreferredLanguages: ["fr", "en"]), WebHomePage.english)
        XCTAssertEqual(WebHomePage.address(forPreferredLanguages: ["Base"]), WebHomePage.spanish)
        XCTAssertEqual(WebHomePage.address(forPreferredLanguages: []), WebHomePage.spanish)
        XCTAssertEqual(WebAddressPolicy.homePage, WebHomePage.spanish)
    }

    func testBothPagesAreSecureWikipediaArticles() throws {
        let spanish = try WebAddressPolicy.secureURL(from: WebHomePage.spanish).get()
        let english = try WebAddressPolicy.secureURL(from: WebHomePage.english).get()
        XCTAssertEqual(spanish.host, "es.wikipedia.org")
        XCTAssertEqual(english.host, "en.wikipedia.org")
        XCTAssertEqual(english.path, "/wiki/Mexico")
    }
}

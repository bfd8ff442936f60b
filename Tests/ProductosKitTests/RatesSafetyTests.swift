import AppCore
import Foundation
import TestSupport
import XCTest

@testable import ProductosKit

/// Live rates are checked before use: current host, redirects, size cap, extreme numbers, the
/// ×0.5–×2 band, and a caption that says why they were discarded.
/// Los tipos en vivo se revisan antes de usarse: host actual, redirecciones, tope de tamaño,
/// números extremos, la banda ×0.5–×2 y una leyenda que dice por qué se descartaron.
final class RatesSafetyTests: XCTestCase {
    private let dec = { ProductosFixtures.decimal($0) }

    /// A Frankfurter answer with `usd` as the USD quote and the sample's other quotes.
    /// Una respuesta de Frankfurter con `usd` como cotización del USD y las demás de la muestra.
    private func answer(usd: String) -> String {
        #"{"amount":1.0,"base":"MXN","date":"2026-03-13","rates":{"CAD":0.07689,"EUR":0.04889,"GBP":0.0423,"JPY":8.9404,"USD":"#
            + usd + "}}"
    }

    private func live(usd: String) throws -> ExchangeRates {
        try FrankfurterResponse.parse(Data(answer(usd: usd).utf8)).get()
    }

    // MARK: - Host, redirect, size / Host, redirección, tamaño

    func testTheCurrentHostIsCalledDirectly() {
        XCTAssertEqual(FrankfurterClient.liveBaseURL.absoluteString, "https://api.frankfurter.dev/v1")
        XCTAssertEqual(
            FrankfurterClient().latestURL.absoluteString,
            "https://api.frankfurter.dev/v1/latest?from=MXN&to=USD,EUR,JPY,GBP,CAD")
    }

    func testAPermanentRedirectToTheNewPlaceIsStillHandled() throws {
        let body = try ProductosFixtures.fixture("frankfurter-latest-sample")
        let current = try LoopbackServer { target in
            target == "/v1" + ProductosFixtures.latestTarget ? .json(body) : .json("{}", status: 404)
        }
        let old = try LoopbackServer { target in
            .redirect(to: URL(string: current.baseURL.absoluteString + "/v1" + target)!, status: 301)
        }
        let rates = try XCTUnwrap(fetchRates(FrankfurterClient(baseURL: old.baseURL))).get()
        XCTAssertEqual(rates.mxnPerUnit(of: .usd), dec("17.82213509"))
        XCTAssertEqual(old.receivedTargets, [ProductosFixtures.latestTarget])
        XCTAssertEqual(current.receivedTargets, ["/v1" + ProductosFixtures.latestTarget])
    }

    func testTheDefaultClientCapsTheAnswerAt64KB() throws {
        XCTAssertEqual(FrankfurterClient.maxResponseBytes, 64 * 1024)
        for announced in [true, false] {
            let server = try LoopbackServer { _ in .huge(length: 8 * 1024 * 1024, announced: announced) }
            XCTAssertEqual(
                fetchRates(FrankfurterClient(baseURL: server.baseURL)), .failure(.tooLarge(64 * 1024)), "\(announced)")
        }
    }

    // MARK: - Extreme numbers / Números extremos

    func testExtremeQuotesNeverBecomeAZeroOrMissingRate() throws {
        // 1 / 1e38 rounded to 8 places would be 0; the exact 1e-38 is kept instead.
        // 1 / 1e38 a 8 decimales sería 0; se conserva el exacto 1e-38.
        let huge = try live(usd: "1e38")
        XCTAssertEqual(huge.mxnPerUnit(of: .usd), dec("1e-38"))
        XCTAssertGreaterThan(huge.mxnPerUnit(of: .usd) ?? 0, 0)
        let tiny = try live(usd: "1e-100")
        XCTAssertEqual(tiny.mxnPerUnit(of: .usd), dec("1e100"))
        // Both are then discarded by the band, naming USD. / Ambos los descarta la banda, nombrando USD.
        let reference = try ProductosFixtures.bundledRates()
        XCTAssertEqual(LiveRatesValidator.rejection(of: huge, reference: reference), .outOfRange(.usd))
        XCTAssertEqual(LiveRatesValidator.rejection(of: tiny, reference: reference), .outOfRange(.usd))
    }

    func testAQuoteWhoseInverseUnderflowsIsInvalidNotMissing() throws {
        // Decimal: 1 ÷ 1.2e44 = 0, 1 ÷ 1e127 = NaN. / El inverso se desborda.
        for quote in ["123456789012345678901234567890123456789012345", "1e127", "0", "-0.05"] {
            let rates = try live(usd: quote)
            XCTAssertNil(rates.mxnPerUnit(of: .usd), quote)
            XCTAssertEqual(LiveRatesValidator.rejection(of: rates, reference: nil), .invalid(.usd), quote)
        }
    }

    // MARK: - The band / La banda

    func testTheBandIsHalfToDoubleTheReferenceInclusive() throws {
        let reference = ExchangeRates(
            date: ProductosFixtures.march13, source: .ecbReference,
            mxnPerUnit: [.usd: 20, .eur: 20, .jpy: 20, .gbp: 20, .cad: 20])
        func rates(usd: String) -> ExchangeRates {
            ExchangeRates(
                date: ProductosFixtures.march13, source: .frankfurterLive,
                mxnPerUnit: [.usd: dec(usd), .eur: 20, .jpy: 20, .gbp: 20, .cad: 20])
        }
        XCTAssertNil(LiveRatesValidator.rejection(of: rates(usd: "10"), reference: reference))
        XCTAssertNil(LiveRatesValidator.rejection(of: rates(usd: "40"), reference: reference))
        XCTAssertEqual(LiveRatesValidator.rejection(of: rates(usd: "9.99"), reference: reference), .outOfRange(.usd))
        XCTAssertEqual(LiveRatesValidator.rejection(of: rates(usd: "40.01"), reference: reference), .outOfRange(.usd))
        XCTAssertNil(LiveRatesValidator.rejection(of: rates(usd: "40.01"), reference: nil), "no reference, no band")
    }

    func testTheRecordedSampleIsAccepted() throws {
        let sample = try FrankfurterResponse.parse(try ProductosFixtures.fixture("frankfurter-latest-sample")).get()
        XCTAssertNil(LiveRatesValidator.rejection(of: sample, reference: try ProductosFixtures.bundledRates()))
    }

    // MARK: - End to end: the caption says why / De punta a punta: la leyenda dice por qué

    private func screen(serving body: String) throws -> (FakeProductosView, LoopbackServer, ProductosPresenter) {
        let server = try LoopbackServer { _ in .json(body) }
        let view = FakeProductosView()
        let presenter = ProductosPresenter(
            interactor: ProductosInteractor(
                bundledRates: ReferenceRatesFile.parse(try ProductosFixtures.bundledRatesData()),
                fetcher: FrankfurterClient(baseURL: server.baseURL, http: HTTPClient(timeout: 5))),
            localizer: try TestLocalizer.spanish(app: "Productos"), locale: ProductosFixtures.spanishMexico,
            delivery: .immediate)
        presenter.view = view
        presenter.didSelect(in: .price, component: 0, row: 1)
        return (view, server, presenter)
    }

    private func waitForSecondRender(_ view: FakeProductosView, _ presenter: ProductosPresenter) {
        let updated = expectation(description: "update rendered")
        view.onRender = { _ in if view.states.count == 3 { updated.fulfill() } }
        presenter.viewDidLoad()
        wait(for: [updated], timeout: 10)
    }

    func testOutOfBandRatesKeepTheBundledPriceAndSayWhy() throws {
        let (view, server, presenter) = try screen(serving: answer(usd: "1e38"))
        waitForSecondRender(view, presenter)
        XCTAssertEqual(server.requestCount, 1)
        let state = try XCTUnwrap(view.last)
        XCTAssertEqual(state.priceAmount, "USD\u{00A0}785.52")
        XCTAssertEqual(state.rateSource, .ecbReference)
        XCTAssertEqual(
            state.rateCaption,
            "Tipo de cambio al 13 mar 2026 (BCE, referencia)\n"
                + "Se descartaron los tipos en línea: el tipo de USD está fuera del rango esperado.")
        XCTAssertTrue(view.announcements.isEmpty)
    }

    func testAMissingCurrencyIsNamedInTheCaption() throws {
        let body = String(decoding: try ProductosFixtures.fixture("frankfurter-latest-missing-cad"), as: UTF8.self)
        let (view, server, presenter) = try screen(serving: body)
        waitForSecondRender(view, presenter)
        XCTAssertEqual(server.requestCount, 1)
        XCTAssertEqual(
            view.last?.rateCaption,
            "Tipo de cambio al 13 mar 2026 (BCE, referencia)\nSe descartaron los tipos en línea: falta CAD.")
    }

    func testAnInvalidRateIsNamedInTheCaptionInEnglishToo() throws {
        let mapper = ProductosStateMapper(
            localizer: try TestLocalizer.english(app: "Productos"), locale: ProductosFixtures.englishUS)
        let caption = mapper.rateCaption(try ProductosFixtures.bundledRates(), problem: .rejected(.invalid(.jpy)))
        XCTAssertEqual(
            caption,
            "Exchange rate as of Mar 13, 2026 (ECB, reference)\n"
                + "The online rates were discarded: the JPY rate is not a valid positive number.")
    }
}

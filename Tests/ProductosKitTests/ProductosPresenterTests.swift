import AppCore
import Foundation
import TestSupport
import XCTest

@testable import ProductosKit

/// Selection → screen state, live-rate updates and their failures, with a fake view.
/// Selección → estado de pantalla, actualizaciones de tipos y sus fallas, con una vista falsa.
final class ProductosPresenterTests: XCTestCase {
    private var view: FakeProductosView!
    private var fetcher: FakeRatesFetcher!

    override func setUp() {
        super.setUp()
        view = FakeProductosView()
        fetcher = FakeRatesFetcher()
    }

    private func makePresenter(
        localizer: Localizer? = nil, locale: Locale = ProductosFixtures.spanishMexico,
        bundled: Result<ExchangeRates, RatesParseError>? = nil, delivery: Delivery = .immediate,
        liveRates: LiveRatesFetching? = nil
    ) throws -> ProductosPresenter {
        let rates = try bundled ?? ReferenceRatesFile.parse(try ProductosFixtures.bundledRatesData())
        let presenter = ProductosPresenter(
            interactor: ProductosInteractor(bundledRates: rates, fetcher: liveRates ?? fetcher),
            localizer: try localizer ?? TestLocalizer.spanish(app: "Productos"), locale: locale, delivery: delivery)
        presenter.view = view
        return presenter
    }

    private func liveSample() throws -> ExchangeRates {
        try FrankfurterResponse.parse(try ProductosFixtures.fixture("frankfurter-latest-sample")).get()
    }

    // MARK: - First screen / Primera pantalla

    func testFirstRenderUsesTheBundledRates() throws {
        let presenter = try makePresenter()
        presenter.viewDidLoad()
        XCTAssertEqual(view.states.count, 1, "the live request is still pending")
        XCTAssertEqual(
            view.last,
            ProductosScreenState(
                productName: "Xbox Series X", imageName: "XboxSerieX",
                imageAccessibilityLabel: "Imagen de Xbox Series X", colorName: "Rojo",
                colorAccessibilityLabel: "Color elegido: Rojo", colorBackground: RGBColor(hex: 0xD32F2F),
                colorForeground: .white, contentMode: .scaleAspectFit, priceHeading: "Precio (IVA incluido):",
                priceAmount: "$13,999.00", priceAccessibilityLabel: "Precio: 13,999.00 pesos mexicanos, IVA incluido",
                rateCaption: "Tipo de cambio al 13 mar 2026 (BCE, referencia)", rateSource: .ecbReference))
        XCTAssertEqual(fetcher.callCount, 1)
    }

    // MARK: - Selection → state / Selección → estado

    func testEverySelectionUpdatesEverythingAtOnce() throws {
        let presenter = try makePresenter()
        presenter.viewDidLoad()
        presenter.didSelect(in: .product, component: 0, row: 7)
        presenter.didSelect(in: .product, component: 1, row: 3)
        presenter.didSelect(in: .product, component: 2, row: 9)
        presenter.didSelect(in: .price, component: 0, row: 3)
        presenter.didSelect(in: .price, component: 1, row: 1)
        XCTAssertEqual(view.states.count, 6)
        let state = try XCTUnwrap(view.last)
        XCTAssertEqual(state.productName, "Audífonos")
        XCTAssertEqual(state.imageName, "Audifonos")
        XCTAssertEqual(state.imageAccessibilityLabel, "Imagen de Audífonos")
        XCTAssertEqual(state.colorName, "Amarillo")
        XCTAssertEqual(state.colorBackground, RGBColor(hex: 0xFBC02D))
        XCTAssertEqual(state.colorForeground, .black)
        XCTAssertEqual(state.contentMode, .topRight)
        // 1,637.07 MXN ÷ 0.11185 = 14,636.3 → 14,636 JPY.
        XCTAssertEqual(state.priceHeading, "Precio (sin IVA):")
        XCTAssertEqual(state.priceAmount, "JPY\u{00A0}14,636")
        XCTAssertEqual(state.priceAccessibilityLabel, "Precio: 14,636 yenes japoneses, sin IVA")
    }

    func testEachProductMapsToItsImageAndName() throws {
        let presenter = try makePresenter()
        let spanish = try TestLocalizer.spanish(app: "Productos")
        for (row, product) in ProductCatalog.all.enumerated() {
            presenter.didSelect(in: .product, component: 0, row: row)
            XCTAssertEqual(view.last?.imageName, product.assetName)
            XCTAssertEqual(view.last?.productName, spanish(product.nameKey))
        }
    }

    func testEachContentModeAndColourIsPassedThrough() throws {
        let presenter = try makePresenter()
        for (row, mode) in ImageContentMode.allCases.enumerated() {
            presenter.didSelect(in: .product, component: 2, row: row)
            XCTAssertEqual(view.last?.contentMode, mode)
        }
        for (row, color) in ProductColorPalette.all.enumerated() {
            presenter.didSelect(in: .product, component: 1, row: row)
            XCTAssertEqual(view.last?.colorBackground, color.rgb)
            XCTAssertEqual(view.last?.colorForeground, color.textColor)
        }
    }

    func testPriceInEveryCurrencyReadsItsCurrencyName() throws {
        let presenter = try makePresenter()
        let expected = [
            "Precio: 13,999.00 pesos mexicanos, IVA incluido",
            "Precio: 785.52 dólares estadounidenses, IVA incluido",
            "Precio: 684.49 euros, IVA incluido",
            "Precio: 125,159 yenes japoneses, IVA incluido",
            "Precio: 592.10 libras esterlinas, IVA incluido",
            "Precio: 1,076.43 dólares canadienses, IVA incluido",
        ]
        for (row, sentence) in expected.enumerated() {
            presenter.didSelect(in: .price, component: 0, row: row)
            XCTAssertEqual(view.last?.priceAccessibilityLabel, sentence)
        }
    }

    func testInvalidSelectionChangesNothing() throws {
        let presenter = try makePresenter()
        presenter.didSelect(in: .product, component: 0, row: 10)
        presenter.didSelect(in: .price, component: 2, row: 0)
        presenter.didSelect(in: .price, component: 1, row: -1)
        XCTAssertTrue(view.states.isEmpty)
        XCTAssertEqual(presenter.selection, ProductosSelection())
    }

    // MARK: - Live rates / Tipos en vivo

    func testLiveRatesRefreshThePriceAndTheCaption() throws {
        fetcher.result = .success(try liveSample())
        let presenter = try makePresenter()
        presenter.didSelect(in: .price, component: 0, row: 1)
        presenter.viewDidLoad()
        XCTAssertEqual(view.states.count, 3)
        XCTAssertEqual(view.states[1].priceAmount, "USD\u{00A0}785.52")
        // 13,999.00 ÷ 17.82213509 = 785.48. / Con el tipo en vivo.
        XCTAssertEqual(view.states[2].priceAmount, "USD\u{00A0}785.48")
        XCTAssertEqual(view.states[2].priceHeading, "Precio (IVA incluido):")
        XCTAssertEqual(view.states[2].rateCaption, "Tipo de cambio al 13 mar 2026 (Frankfurter/BCE, en línea)")
        XCTAssertEqual(view.states[2].rateSource, .frankfurterLive)
    }

    func testEachFailureKeepsTheBundledRatesAndSaysWhy() throws {
        let failures: [(HTTPError, String)] = [
            (.offline, "No hay conexión a internet."),
            (.timedOut, "El servidor tardó demasiado en responder."),
            (.status(404), "El servicio no encontró los datos solicitados."),
            (.status(500), "El servicio tiene un problema; inténtalo más tarde."),
            (.emptyBody, "El servicio respondió sin datos."),
            (.malformedBody("No rate for CAD"), "Los datos recibidos no son válidos."),
        ]
        for (error, reason) in failures {
            view = FakeProductosView()
            fetcher = FakeRatesFetcher(result: .failure(error))
            let presenter = try makePresenter()
            presenter.viewDidLoad()
            XCTAssertEqual(view.states.count, 2)
            XCTAssertEqual(view.last?.priceAmount, "$13,999.00")
            XCTAssertEqual(
                view.last?.rateCaption,
                "Tipo de cambio al 13 mar 2026 (BCE, referencia)\nNo se pudo actualizar en línea. \(reason)")
            XCTAssertEqual(view.last?.rateSource, .ecbReference)
        }
    }

    func testWithoutALiveSourceTheBundledCaptionStays() throws {
        let presenter = ProductosPresenter(
            interactor: ProductosInteractor(
                bundledRates: ReferenceRatesFile.parse(try ProductosFixtures.bundledRatesData()), fetcher: nil),
            localizer: try TestLocalizer.spanish(app: "Productos"), locale: ProductosFixtures.spanishMexico,
            delivery: .immediate)
        presenter.view = view
        presenter.viewDidLoad()
        XCTAssertEqual(view.states.count, 1)
        XCTAssertEqual(view.last?.rateCaption, "Tipo de cambio al 13 mar 2026 (BCE, referencia)")
    }

    func testResultsArriveThroughTheInjectedDelivery() throws {
        var queued: [() -> Void] = []
        let presenter = try makePresenter(delivery: Delivery { queued.append($0) })
        presenter.viewDidLoad()
        fetcher.complete(with: .success(try liveSample()))
        XCTAssertEqual(view.states.count, 1, "nothing renders before the delivery runs")
        queued.forEach { $0() }
        XCTAssertEqual(view.states.count, 2)
        XCTAssertEqual(view.last?.rateSource, .frankfurterLive)
    }

    func testWithoutBundledRatesOnlyPesosHaveAPrice() throws {
        let presenter = try makePresenter(bundled: .failure(.missingFile))
        presenter.viewDidLoad()
        XCTAssertEqual(view.last?.priceAmount, "$13,999.00")
        XCTAssertEqual(view.last?.rateCaption, "Tipo de cambio no disponible: solo se muestran precios en pesos.")
        XCTAssertNil(view.last?.rateSource)
        presenter.didSelect(in: .price, component: 0, row: 2)
        // No amount: the heading says why, on lines that may wrap. / Sin monto: el encabezado dice por qué.
        XCTAssertEqual(view.last?.priceHeading, "Precio en EUR no disponible: falta el tipo de cambio")
        XCTAssertNil(view.last?.priceAmount)
        XCTAssertEqual(view.last?.priceAccessibilityLabel, "Precio en EUR no disponible: falta el tipo de cambio")
    }

    func testLiveRatesRescueAMissingBundledFile() throws {
        let presenter = try makePresenter(bundled: .failure(.missingFile))
        presenter.viewDidLoad()
        presenter.didSelect(in: .price, component: 0, row: 2)
        fetcher.complete(with: .success(try liveSample()))
        // 13,999.00 ÷ 20.45408059 = 684.41.
        XCTAssertEqual(view.last?.priceHeading, "Precio (IVA incluido):")
        XCTAssertEqual(view.last?.priceAmount, "EUR\u{00A0}684.41")
    }

    func testEnglishScreen() throws {
        let presenter = try makePresenter(
            localizer: try TestLocalizer.english(app: "Productos"), locale: ProductosFixtures.englishUS)
        presenter.viewDidLoad()
        presenter.didSelect(in: .price, component: 0, row: 4)
        presenter.didSelect(in: .product, component: 0, row: 3)
        let state = try XCTUnwrap(view.last)
        XCTAssertEqual(state.productName, "Gaming chair")
        XCTAssertEqual(state.colorAccessibilityLabel, "Chosen colour: Red")
        // 3,016.38 × 1.16 = 3,499.00 MXN ÷ 23.6428 = 147.99 GBP.
        XCTAssertEqual(state.priceHeading, "Price (IVA included):")
        XCTAssertEqual(state.priceAmount, "£147.99")
        XCTAssertEqual(state.priceAccessibilityLabel, "Price: 147.99 pounds sterling, IVA included")
        XCTAssertEqual(state.rateCaption, "Exchange rate as of Mar 13, 2026 (ECB, reference)")
    }

    // MARK: - Memory / Memoria

    func testThePresenterDoesNotKeepTheViewAlive() throws {
        let presenter = try makePresenter()
        weak var weakView: FakeProductosView?
        weakView = view
        view = nil
        XCTAssertNil(weakView)
        presenter.viewDidLoad()
    }

    /// The screen owns its presenter; the presenter holds it weakly, so both go together.
    /// La pantalla es dueña de su presenter; el presenter la retiene débilmente: se van juntos.
    func testTheModuleIsReleasedWithItsView() throws {
        let rates = ReferenceRatesFile.parse(try ProductosFixtures.bundledRatesData())
        let survivors = LeakCheck.survivors {
            let screen = FakeProductosView()
            let presenter = ProductosPresenter(
                interactor: ProductosInteractor(
                    bundledRates: rates, fetcher: FakeRatesFetcher(result: .failure(.offline))),
                localizer: .keys, locale: ProductosFixtures.spanishMexico, delivery: .immediate)
            presenter.view = screen
            screen.presenter = presenter
            presenter.viewDidLoad()
            return [screen, presenter]
        }
        XCTAssertEqual(survivors, [])
    }

    func testAPendingRequestDoesNotKeepThePresenterAlive() throws {
        var presenter: ProductosPresenter? = try makePresenter()
        weak var weakPresenter: ProductosPresenter?
        weakPresenter = presenter
        presenter?.viewDidLoad()
        presenter = nil
        XCTAssertNil(weakPresenter)
        fetcher.complete(with: .failure(.offline))
        XCTAssertEqual(view.states.count, 1)
    }

    // MARK: - End to end over loopback / De punta a punta por loopback

    func testRealClientOverLoopbackUpdatesTheScreen() throws {
        let body = try ProductosFixtures.fixture("frankfurter-latest-sample")
        let server = try LoopbackServer { _ in .json(body) }
        let client = FrankfurterClient(baseURL: server.baseURL, http: HTTPClient(timeout: 5))
        let presenter = try makePresenter(liveRates: client)
        let live = expectation(description: "live state")
        view.onRender = { if $0.rateSource == .frankfurterLive { live.fulfill() } }
        presenter.viewDidLoad()
        wait(for: [live], timeout: 10)
        XCTAssertEqual(server.requestCount, 1)
    }

    func testStoppedServerFallsBackToTheBundledRates() throws {
        let server = try LoopbackServer { _ in .json("{}") }
        server.stop()
        let client = FrankfurterClient(baseURL: server.baseURL, http: HTTPClient(timeout: 5))
        let presenter = try makePresenter(liveRates: client)
        let fallback = expectation(description: "fallback state")
        view.onRender = { if $0.rateCaption.contains("El servicio no responde") { fallback.fulfill() } }
        presenter.viewDidLoad()
        wait(for: [fallback], timeout: 10)
        XCTAssertEqual(view.last?.rateSource, .ecbReference)
    }
}

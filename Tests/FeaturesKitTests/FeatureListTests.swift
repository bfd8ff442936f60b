import AppCore
import FeaturesKit
import TestSupport
import XCTest

/// Features list: which rows, in which order, with which texts; selection plays the click and routes.
/// Lista Features: qué filas, en qué orden y con qué textos; elegir reproduce el clic y navega.
final class FeatureListTests: XCTestCase {
    private var spanish: Localizer!

    override func setUpWithError() throws {
        spanish = try Localizer.stringsFile(at: TestPaths.app("TestApp", "es.lproj", "Localizable.strings"))
    }

    // MARK: Interactor

    func testOnlyBuiltModulesAreListed() {
        let interactor = FeatureListInteractor(builtKinds: [.map, .album], preferredOrder: FeatureKind.allCases)
        XCTAssertEqual(interactor.listedFeatures(), [.album, .map])
    }

    func testNothingBuiltListsNothing() {
        let interactor = FeatureListInteractor(builtKinds: [], preferredOrder: FeatureKind.allCases)
        XCTAssertEqual(interactor.listedFeatures(), [])
    }

    func testPreferredOrderIsFollowed() {
        let interactor = FeatureListInteractor(
            builtKinds: Set(FeatureKind.allCases),
            preferredOrder: [.webView, .map, .networking, .persistence, .album, .uiComponents])
        XCTAssertEqual(interactor.listedFeatures(), [.webView, .map, .networking, .persistence, .album, .uiComponents])
    }

    func testBuiltKindsMissingFromTheOrderAreAppendedInSeedOrder() {
        let interactor = FeatureListInteractor(
            builtKinds: [.uiComponents, .album, .map], preferredOrder: [.map])
        XCTAssertEqual(interactor.listedFeatures(), [.map, .uiComponents, .album])
    }

    func testDuplicatesAndUnbuiltKindsInTheOrderAreIgnored() {
        let interactor = FeatureListInteractor(
            builtKinds: [.album, .networking], preferredOrder: [.networking, .webView, .networking, .album])
        XCTAssertEqual(interactor.listedFeatures(), [.networking, .album])
    }

    // MARK: Presenter

    func testViewDidLoadShowsTitleAndLocalizedCards() {
        let module = makeModule(built: [.album, .uiComponents], order: [.album, .uiComponents])
        module.presenter.viewDidLoad()

        XCTAssertEqual(module.view.title, "Features")
        XCTAssertEqual(module.view.rows.map(\.kind), [.album, .uiComponents])
        let album = module.view.rows[0]
        XCTAssertEqual(album.title, "Álbum")
        XCTAssertEqual(album.imageName, "feature-album")
        XCTAssertEqual(album.accessibilityLabel, "Álbum. \(album.description)")
        XCTAssertEqual(album.accessibilityHint, "Abre esta feature.")
    }

    func testEveryKindHasSpanishAndEnglishTexts() throws {
        let english = try Localizer.stringsFile(at: TestPaths.app("TestApp", "en.lproj", "Localizable.strings"))
        for kind in FeatureKind.allCases {
            for localizer in [spanish!, english] {
                for key in [kind.titleKey, kind.descriptionKey] {
                    XCTAssertNotEqual(localizer(key), key, "missing \(key)")
                }
            }
        }
    }

    /// Descriptions of different lengths make the self-sizing cards different heights.
    /// Descripciones de distinto largo hacen tarjetas de distinta altura.
    func testDescriptionsDifferInLength() {
        let lengths = Set(FeatureKind.allCases.map { spanish($0.descriptionKey).count })
        XCTAssertGreaterThan(lengths.count, 3)
    }

    func testWelcomeHeaderShownTrimmedOrHiddenWhenBlank() {
        let greeting = makeModule(welcome: "  ¡Hola!\n")
        greeting.presenter.viewDidLoad()
        XCTAssertEqual(greeting.view.header, .some("¡Hola!"))

        for blank in [nil, "", "   \n"] as [String?] {
            let module = makeModule(welcome: blank)
            module.presenter.viewDidLoad()
            XCTAssertEqual(module.view.header, .some(nil), "\(String(describing: blank))")
        }
    }

    func testSelectionPlaysTheClickThenRoutesToThatKind() {
        let module = makeModule(built: [.map, .webView], order: [.webView, .map])
        module.presenter.viewDidLoad()
        module.presenter.didSelectRow(at: 1)

        XCTAssertEqual(module.sound.plays, 1)
        XCTAssertEqual(module.router.shown, [.map])
        XCTAssertEqual(module.events.log, ["sound", "route map"])
    }

    func testSettingsChangeReordersTheRowsAndUpdatesTheGreeting() {
        var order: [FeatureKind] = [.album, .map]
        var welcome: String? = nil
        let view = FakeView()
        let router = FakeRouter(events: EventLog())
        let presenter = FeatureListPresenter(
            interactor: FeatureListInteractor(builtKinds: [.album, .map], preferredOrder: { order }), router: router,
            localizer: spanish, selectionSound: FakeSound(events: EventLog()), welcomeMessage: { welcome })
        presenter.view = view
        presenter.viewDidLoad()
        XCTAssertEqual(view.rows.map(\.kind), [.album, .map])

        order = [.map, .album]
        welcome = "Bienvenida"
        presenter.settingsDidChange()
        XCTAssertEqual(view.rows.map(\.kind), [.map, .album])
        XCTAssertEqual(view.header, .some("Bienvenida"))
        presenter.didSelectRow(at: 0)
        XCTAssertEqual(router.shown, [.map], "selection follows the rows on screen")
    }

    /// The environment's default player (`SilentSoundPlayer`, sound off) must not stop navigation.
    /// El reproductor por defecto (silencioso) no debe impedir la navegación.
    func testWithTheSilentDefaultPlayerSelectionStillRoutes() {
        let router = FakeRouter(events: EventLog())
        let presenter = FeatureListPresenter(
            interactor: FeatureListInteractor(builtKinds: [.album, .map], preferredOrder: [.album, .map]),
            router: router, localizer: spanish, selectionSound: SilentSoundPlayer(), welcomeMessage: { nil })
        let view = FakeView()
        presenter.view = view
        presenter.viewDidLoad()
        presenter.didSelectRow(at: 1)
        XCTAssertEqual(router.shown, [.map])
    }

    func testSelectionOutsideTheRowsDoesNothing() {
        let module = makeModule(built: [.map], order: FeatureKind.allCases)
        module.presenter.viewDidLoad()
        module.presenter.didSelectRow(at: 1)
        module.presenter.didSelectRow(at: -1)

        XCTAssertEqual(module.sound.plays, 0)
        XCTAssertEqual(module.router.shown, [])
    }

    // MARK: Memory

    func testModuleDeallocatesWhenTheViewGoesAway() {
        weak var weakPresenter: FeatureListPresenter?
        weak var weakRouter: FakeRouter?
        weak var weakView: FakeView?
        do {
            var module: Module? = makeModule()
            module?.presenter.viewDidLoad()
            weakPresenter = module?.presenter
            weakRouter = module?.router
            weakView = module?.view
            // The view owns the presenter; dropping the view drops the module.
            // La vista es dueña del presenter; soltar la vista suelta el módulo.
            module?.view.presenter = module?.presenter
            module = nil
        }
        XCTAssertNil(weakView)
        XCTAssertNil(weakPresenter)
        XCTAssertNil(weakRouter)
    }

    // MARK: Helpers

    private struct Module {
        let presenter: FeatureListPresenter
        let view: FakeView
        let router: FakeRouter
        let sound: FakeSound
        let events: EventLog
    }

    private func makeModule(
        built: Set<FeatureKind> = Set(FeatureKind.allCases), order: [FeatureKind] = FeatureKind.allCases,
        welcome: String? = nil
    ) -> Module {
        let events = EventLog()
        let view = FakeView()
        let router = FakeRouter(events: events)
        let sound = FakeSound(events: events)
        let presenter = FeatureListPresenter(
            interactor: FeatureListInteractor(builtKinds: built, preferredOrder: order), router: router,
            localizer: spanish, selectionSound: sound, welcomeMessage: { welcome })
        presenter.view = view
        return Module(presenter: presenter, view: view, router: router, sound: sound, events: events)
    }
}

private final class EventLog {
    var log: [String] = []
}

private final class FakeView: FeatureListView {
    var presenter: FeatureListPresenting?
    var title: String?
    var header: String??
    var rows: [FeatureRowViewModel] = []

    func setTitle(_ title: String) { self.title = title }
    func showHeader(_ text: String?) { header = .some(text) }
    func showRows(_ rows: [FeatureRowViewModel]) { self.rows = rows }
}

private final class FakeRouter: FeatureListRouting {
    let events: EventLog
    var shown: [FeatureKind] = []

    init(events: EventLog) { self.events = events }

    func showFeature(_ kind: FeatureKind) {
        shown.append(kind)
        events.log.append("route \(kind.rawValue)")
    }
}

private final class FakeSound: SelectionSoundPlaying {
    let events: EventLog
    var plays = 0

    init(events: EventLog) { self.events = events }

    func playSelectionSound() {
        plays += 1
        events.log.append("sound")
    }
}

import AppCore
import FeaturesKit
import TestSupport
import XCTest

/// Features list: which rows, in which order, with which texts; selection plays the click and routes.
/// Lista Features: qué filas, en qué orden y con qué textos; elegir reproduce el clic y navega.
final class FeatureListTests: XCTestCase {
    private var spanish: Localizer!

    override func setUpWithError() throws {
        spanish = try TestLocalizer.spanish(app: "TestApp")
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
        let english = try TestLocalizer.english(app: "TestApp")
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
        let view = FakeFeatureListView()
        let router = FakeFeatureListRouter(events: EventLog())
        let presenter = FeatureListPresenter(
            interactor: FeatureListInteractor(builtKinds: [.album, .map], preferredOrder: { order }), router: router,
            localizer: spanish, selectionSound: FakeSelectionSound(events: EventLog()), welcomeMessage: { welcome })
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
        let router = FakeFeatureListRouter(events: EventLog())
        let presenter = FeatureListPresenter(
            interactor: FeatureListInteractor(builtKinds: [.album, .map], preferredOrder: [.album, .map]),
            router: router, localizer: spanish, selectionSound: SilentSoundPlayer(), welcomeMessage: { nil })
        let view = FakeFeatureListView()
        presenter.view = view
        presenter.viewDidLoad()
        presenter.didSelectRow(at: 1)
        XCTAssertEqual(router.shown, [.map])
    }

    /// A fast double tap on a card: the second tap arrives while the first push is still animating
    /// and must not push the screen again (Networking would load twice and need two "back" taps).
    /// Un doble toque rápido: el segundo llega mientras el primer push aún se anima y no debe volver
    /// a mostrar la pantalla (Networking cargaría dos veces y pediría dos toques de "atrás").
    func testASecondSelectionWhileAPushIsInFlightIsIgnored() {
        let module = makeModule(built: [.map, .webView], order: [.webView, .map])
        module.presenter.viewDidLoad()
        module.presenter.didSelectRow(at: 1)
        module.presenter.didSelectRow(at: 1)
        module.presenter.didSelectRow(at: 0)

        XCTAssertEqual(module.router.shown, [.map])
        XCTAssertEqual(module.events.log, ["sound", "route map"], "an ignored tap plays no click either")
    }

    /// Back on the list (the pushed screen popped, or the tab chosen again) a tap pushes again.
    /// De vuelta en la lista (se cerró la pantalla o se eligió la pestaña) un toque vuelve a navegar.
    func testTheListAppearingAgainAcceptsTheNextSelection() {
        let module = makeModule(built: [.map, .webView], order: [.webView, .map])
        module.presenter.viewDidLoad()
        module.presenter.viewDidAppear()
        module.presenter.didSelectRow(at: 1)
        module.presenter.viewDidAppear()
        module.presenter.didSelectRow(at: 0)
        module.presenter.didSelectRow(at: 0)

        XCTAssertEqual(module.router.shown, [.map, .webView])
        XCTAssertEqual(module.sound.plays, 2)
    }

    /// Nothing pushed (a module this build lacks): the list never disappears, so the next tap counts.
    /// Nada mostrado (un módulo que falta): la lista no desaparece, así que el siguiente toque cuenta.
    func testASelectionThatPushedNothingDoesNotBlockTheNext() {
        let module = makeModule(built: [.map, .webView], order: [.webView, .map])
        module.router.pushes = false
        module.presenter.viewDidLoad()
        module.presenter.didSelectRow(at: 1)
        module.presenter.didSelectRow(at: 0)

        XCTAssertEqual(module.router.shown, [.map, .webView])
    }

    /// UIKit dropped the push (it started during another transition): the list never disappears nor
    /// appears again, so the push's end must accept the next tap, or every later tap is ignored.
    /// UIKit descartó el push (empezó durante otra transición): la lista no desaparece ni reaparece,
    /// así que el fin del push debe aceptar el siguiente toque, o se ignoran todos los demás.
    func testAPushThatFinishedWithoutTheListReappearingAcceptsTheNextSelection() {
        let module = makeModule(built: [.map, .webView], order: [.webView, .map])
        module.presenter.viewDidLoad()
        module.presenter.didSelectRow(at: 1)
        module.presenter.didSelectRow(at: 0)
        module.router.finishOldestPush()
        module.presenter.didSelectRow(at: 0)
        module.presenter.didSelectRow(at: 0)

        XCTAssertEqual(
            module.router.shown, [.map, .webView], "the tap during the push was ignored, the next one was not")
        XCTAssertEqual(module.sound.plays, 2)
    }

    /// A push over before the router returns (no transition to wait for) still frees the list.
    /// Un push terminado antes de que el router vuelva (sin transición que esperar) libera la lista.
    func testAPushFinishedBeforeTheRouterReturnsDoesNotBlockTheNext() {
        let module = makeModule(built: [.map, .webView], order: [.webView, .map])
        module.router.finishesAtOnce = true
        module.presenter.viewDidLoad()
        module.presenter.didSelectRow(at: 1)
        module.presenter.didSelectRow(at: 0)

        XCTAssertEqual(module.router.shown, [.map, .webView])
    }

    /// The late end of an old push (the list appeared again and a new push started) does not free the
    /// list during the new push. / El fin tardío de un push viejo no libera la lista durante el nuevo.
    func testTheLateEndOfAnOldPushDoesNotEndTheNewOne() {
        let module = makeModule(built: [.map, .webView], order: [.webView, .map])
        module.presenter.viewDidLoad()
        module.presenter.didSelectRow(at: 1)
        module.presenter.viewDidAppear()
        module.presenter.didSelectRow(at: 0)
        module.router.finishOldestPush()
        module.presenter.didSelectRow(at: 0)

        XCTAssertEqual(module.router.shown, [.map, .webView], "the new push is still in flight")
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
        // The view owns the presenter; dropping the view drops the module.
        // La vista es dueña del presenter; soltar la vista suelta el módulo.
        let survivors = LeakCheck.survivors {
            let module = makeModule()
            module.view.presenter = module.presenter
            module.presenter.viewDidLoad()
            module.presenter.didSelectRow(at: 0)
            return [module.view, module.presenter, module.router]
        }
        XCTAssertEqual(survivors, [])
    }

    // MARK: Helpers

    private struct Module {
        let presenter: FeatureListPresenter
        let view: FakeFeatureListView
        let router: FakeFeatureListRouter
        let sound: FakeSelectionSound
        let events: EventLog
    }

    private func makeModule(
        built: Set<FeatureKind> = Set(FeatureKind.allCases), order: [FeatureKind] = FeatureKind.allCases,
        welcome: String? = nil
    ) -> Module {
        let events = EventLog()
        let view = FakeFeatureListView()
        let router = FakeFeatureListRouter(events: events)
        let sound = FakeSelectionSound(events: events)
        let presenter = FeatureListPresenter(
            interactor: FeatureListInteractor(builtKinds: built, preferredOrder: order), router: router,
            localizer: spanish, selectionSound: sound, welcomeMessage: { welcome })
        presenter.view = view
        return Module(presenter: presenter, view: view, router: router, sound: sound, events: events)
    }
}

import AppCore
import TestSupport
import Testing

@testable import NetworkingKit

/// A page that arrives with success means the network works: the "sin conexión" notice goes, even when
/// the page itself is dropped (a refresh changed where the list goes on). Found by the property test's
/// invariant "no panel or notice left after a success".
/// Una página que llega con éxito significa que la red funciona: el aviso "sin conexión" se va, aunque la
/// página misma se descarte (una actualización cambió dónde sigue la lista). Lo encontró el invariante
/// de la prueba de propiedades "ni panel ni aviso tras un éxito".
@Suite struct NetworkingNoticeTests {
    private let view = FakeNetworkingView()
    private let interactor = FakeNetworkingInteractor()
    private let presenter: NetworkingPresenter

    init() throws {
        presenter = NetworkingPresenter(
            interactor: interactor, router: NoNetworkingRouting(), localizer: try TestLocalizer.spanish(app: "TestApp"))
        presenter.view = view
    }

    @Test func aDroppedPageThatArrivedClearsTheOfflineNotice() {
        presenter.viewDidLoad()
        interactor.finish(.success(Fixture.page((1...20).map { "p\($0)" }, next: Fixture.next(20))))
        presenter.willDisplayRow(at: 19)
        presenter.didPullToRefresh()
        interactor.finish(.success(Fixture.page((1...20).map { "p\($0)" }, next: nil)), offset: 0)
        presenter.didPullToRefresh()
        interactor.finish(.failure(.offline), offset: 0)
        #expect(view.lastNotice == .some("Sin conexión: se muestran los datos guardados."))
        interactor.finish(.success(Fixture.synthesizedPage(offset: 20)), offset: 20)
        #expect(view.rows.count == 20, "dropped: the list ended")
        #expect(view.lastNotice == .some(nil), "the network answered")
    }
}

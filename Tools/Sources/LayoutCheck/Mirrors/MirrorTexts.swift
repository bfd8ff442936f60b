import AppCore
import Foundation
import NetworkingKit
import ProfileKit
import TypeMetricsKit
import WebViewKit

/// One text a mirrored view shows at run time: its message and the button title shown with it (nil
/// when the button is hidden).
/// Un texto que una vista reflejada muestra en ejecución: su mensaje y el título del botón que lo
/// acompaña (nil si el botón está oculto).
public struct MirrorText: Equatable, Sendable {
    public let message: String
    public let button: String?

    public init(message: String, button: String?) {
        self.message = message
        self.button = button
    }
}

/// What the code-built views can really show, asked of the presenters that fill them (called, not
/// copied): each presenter is driven through the events that reach a state, with the app's Spanish
/// strings, and the texts its view receives are collected. A new error case (`HTTPError.everyCase`)
/// or a changed key reaches the mirrors by itself; `MirrorTextTests` checks that every error message
/// of the strings files is reached.
/// Lo que las vistas hechas en código pueden mostrar de verdad, preguntado a los presenters que las
/// llenan (llamados, no copiados): cada presenter recorre los eventos que llevan a un estado, con las
/// cadenas en español de la app, y se recogen los textos que recibe su vista.
public enum MirrorTexts {
    // MARK: Networking

    /// The footer after a failed next page, one per `HTTPError` the machine shows there.
    /// El pie tras fallar la página siguiente, uno por cada `HTTPError` que la máquina muestra ahí.
    public static func networkingFooterFailures(_ localizer: Localizer) -> [MirrorText] {
        HTTPError.everyCase.flatMap { error in
            NetworkingDriver(localizer).footers { driver in
                driver.firstPage(.success(NetworkingDriver.onePage))
                driver.presenter.willDisplayRow(at: 0)
                driver.answer(.failure(error))
            }.compactMap(\.failure)
        }
    }

    /// The footer with no rows: a list that ended ("Volver a cargar": an empty first page), or every
    /// row deleted with more to load ("Cargar más").
    /// El pie sin filas: lista terminada ("Volver a cargar") o todas las filas borradas con más por cargar.
    public static func networkingFooterEmpty(_ localizer: Localizer, listEnded: Bool) -> [MirrorText] {
        NetworkingDriver(localizer).footers { driver in
            guard !listEnded else {
                return driver.firstPage(.success(PokemonListPage(count: 0, next: nil, previous: nil, results: [])))
            }
            driver.firstPage(.success(NetworkingDriver.onePage))
            driver.presenter.didRequestDeletion(at: 0)
            driver.confirmDeletions()
        }.compactMap(\.empty)
    }

    /// The full-screen error of a failed first load (the table's `RetryMessageView`), with no saved list.
    /// El error a pantalla completa de una primera carga fallida, sin lista guardada.
    public static func networkingErrors(_ localizer: Localizer) -> [MirrorText] {
        HTTPError.everyCase.flatMap { error in
            NetworkingDriver(localizer).errors { driver in driver.firstPage(.failure(error)) }
        }
    }

    // MARK: Web View

    /// The blocking panel (`RetryMessageView`): a refused address (no "Reintentar"), a first load that
    /// fails with each kind of WebKit error, and the page process ending twice.
    /// El panel bloqueante: una dirección rechazada (sin "Reintentar"), una primera carga que falla con
    /// cada tipo de error de WebKit, y el proceso de la página que termina dos veces.
    public static func webViewErrors(_ localizer: Localizer) -> [MirrorText] {
        let page = URL(string: "https://es.wikipedia.org/wiki/M%C3%A9xico")!
        var texts: [MirrorText] = []
        for refused in [WebAddressError.invalid, .notHTTPS] {
            texts += WebViewDriver(localizer, page: .failure(refused)).panels { $0.viewDidLoad() }
        }
        for (domain, code) in webKitErrors {
            texts += WebViewDriver(localizer, page: .success(page)).panels { presenter in
                presenter.viewDidLoad()
                presenter.didStartLoading()
                presenter.didFailLoading(domain: domain, code: code, failingURL: page, isStillLoading: false)
            }
        }
        texts += WebViewDriver(localizer, page: .success(page)).panels { presenter in
            presenter.viewDidLoad()
            presenter.didStartLoading()
            presenter.webContentProcessDidTerminate()
            presenter.webContentProcessDidTerminate()
        }
        return texts
    }

    /// One WebKit error of each `WebLoadFailure` kind (offline, timed out, insecure, any other).
    /// Un error de WebKit de cada tipo de `WebLoadFailure`.
    static let webKitErrors: [(String, Int)] = [
        (NSURLErrorDomain, NSURLErrorNotConnectedToInternet), (NSURLErrorDomain, NSURLErrorTimedOut),
        (NSURLErrorDomain, NSURLErrorSecureConnectionFailed), (NSURLErrorDomain, NSURLErrorBadServerResponse),
    ]

    // MARK: Profile

    /// The "cannot be read" panel (`RetryMessageView`): at first, and once a retry with the device
    /// unlocked failed again ("Empezar de nuevo" offered).
    /// El panel "no se puede leer": al principio, y cuando un reintento con el equipo desbloqueado
    /// volvió a fallar.
    public static func profileUnreadable(_ localizer: Localizer) -> [MirrorText] {
        let view = ProfileViewSpy()
        let presenter = ProfilePresenter(
            interactor: UnreadableProfile(), router: ProfileRouterSpy(), localizer: localizer)
        presenter.view = view
        presenter.viewDidLoad()
        presenter.didTapRetry(isProtectedDataAvailable: true)
        return view.panels
    }

    // MARK: Worst cases / Peores casos

    /// The text whose widest word is the widest in `face` (what breaks first in a narrow line; a
    /// word's width scales with the point size, so the order holds at every size); ties go to the
    /// longer message.
    /// El texto cuya palabra más ancha es la más ancha (lo primero que se parte en una línea angosta).
    public static func widestWord(_ texts: [MirrorText], face: FontFace = .system) -> MirrorText? {
        texts.max {
            (widestWord($0.message, face), $0.message.count) < (widestWord($1.message, face), $1.message.count)
        }
    }

    static func widestWord(_ text: String, _ face: FontFace) -> Double {
        text.split(whereSeparator: \.isWhitespace).map { face.width(of: String($0), size: 1) }.max() ?? 0
    }
}

// MARK: - Drivers / Conductores

/// A `NetworkingPresenter` with a view that records and an interactor that answers when told.
/// Un `NetworkingPresenter` con una vista que registra y un interactor que responde cuando se le dice.
final class NetworkingDriver: NetworkingView, NetworkingInteracting, NetworkingRouting {
    /// One row and more to load. / Una fila y más por cargar.
    static let onePage = PokemonListPage(
        count: 2, next: "https://pokeapi.co/api/v2/pokemon?offset=1&limit=1", previous: nil,
        results: [NamedResource(name: "bulbasaur", url: "https://pokeapi.co/api/v2/pokemon/1/")])

    private(set) var presenter: NetworkingPresenter!
    private var pending: [(Result<PokemonListPage, HTTPError>) -> Void] = []
    private var confirmations: [DeletionConfirmation] = []
    private var shownFooters: [NetworkingFooter] = []
    private var shownErrors: [NetworkingErrorViewModel] = []

    init(_ localizer: Localizer) {
        presenter = NetworkingPresenter(interactor: self, router: self, localizer: localizer)
        presenter.view = self
    }

    /// The footers shown while `steps` run. / Los pies mostrados mientras corren los pasos.
    func footers(_ steps: (NetworkingDriver) -> Void) -> [NetworkingFooter] {
        run(steps)
        return shownFooters
    }

    /// The full-screen errors shown while `steps` run. / Los errores a pantalla completa mostrados.
    func errors(_ steps: (NetworkingDriver) -> Void) -> [MirrorText] {
        run(steps)
        return shownErrors.map { MirrorText(message: $0.message, button: $0.retryTitle) }
    }

    /// Runs `steps`, then lets the presenter go (it holds this driver as its interactor).
    /// Corre los pasos y suelta el presenter (que guarda a este conductor como interactor).
    private func run(_ steps: (NetworkingDriver) -> Void) {
        steps(self)
        presenter = nil
    }

    /// Loads the screen and answers its first request. / Carga la pantalla y responde su primera petición.
    func firstPage(_ result: Result<PokemonListPage, HTTPError>) {
        presenter.viewDidLoad()
        answer(result)
    }

    /// Answers the requests in flight, in order. / Responde las peticiones en curso, en orden.
    func answer(_ result: Result<PokemonListPage, HTTPError>) {
        let waiting = pending
        pending = []
        waiting.forEach { $0(result) }
    }

    /// Says yes to every deletion asked. / Acepta cada borrado preguntado.
    func confirmDeletions() {
        let asked = confirmations
        confirmations = []
        asked.forEach(presenter.didConfirmDeletion)
    }

    // NetworkingInteracting
    func loadPage(offset: Int, completion: @escaping (Result<PokemonListPage, HTTPError>) -> Void) {
        pending.append(completion)
    }
    func loadSavedList(completion: @escaping (PokemonListPage?) -> Void) { completion(nil) }
    func save(_ list: PokemonListPage) {}
    func cancelAll() {}

    // NetworkingView
    func showFooter(_ footer: NetworkingFooter) { shownFooters.append(footer) }
    func showError(_ error: NetworkingErrorViewModel?) { error.map { shownErrors.append($0) } }
    func askToConfirmDeletion(_ confirmation: DeletionConfirmation) { confirmations.append(confirmation) }
    func render(_ screen: NetworkingScreenViewModel) {}
    func showRows(_ rows: [PokemonRow]) {}
    func insertRows(_ rows: [PokemonRow], at index: Int) {}
    func removeRow(at index: Int) {}
    func showNotice(_ notice: String?) {}
    func announce(_ message: String) {}
    func setRefreshing(_ refreshing: Bool) {}
    func moveFocusToFooter() {}
    func moveFocusToRow(at index: Int, otherwise announcement: String) {}
    func showLoading(_ announcement: String) {}
    func hideLoading() {}
}

extension NetworkingFooter {
    var failure: MirrorText? {
        guard case .failed(let model) = self else { return nil }
        return MirrorText(message: model.message, button: model.retryTitle)
    }

    var empty: MirrorText? {
        guard case .empty(let model) = self else { return nil }
        return MirrorText(message: model.message, button: model.actionTitle)
    }
}

/// A `WebViewPresenter` whose view records the blocking panel. / Un `WebViewPresenter` que registra el panel.
final class WebViewDriver: WebViewView, WebViewInteracting, WebViewRouting {
    private let page: Result<URL, WebAddressError>
    private var presenter: WebViewPresenter!
    private var shown: [MirrorText] = []

    init(_ localizer: Localizer, page: Result<URL, WebAddressError>) {
        self.page = page
        presenter = WebViewPresenter(interactor: self, router: self, localizer: localizer)
        presenter.view = self
    }

    /// The panels shown while `steps` run. / Los paneles mostrados mientras corren los pasos.
    func panels(_ steps: (WebViewPresenter) -> Void) -> [MirrorText] {
        steps(presenter)
        presenter = nil  // it holds this driver as its interactor / guarda a este conductor
        return shown
    }

    func pageURL() -> Result<URL, WebAddressError> { page }
    func openExternally(_ url: URL, completion: @escaping (Bool) -> Void) { completion(true) }
    func render(_ viewModel: WebViewViewModel) {
        guard let message = viewModel.errorMessage else { return }
        shown.append(MirrorText(message: message, button: viewModel.isRetryHidden ? nil : viewModel.retryTitle))
    }
    func load(_ url: URL) {}
    func announce(_ announcement: WebAnnouncement) {}
    func perform(_ command: WebHistoryCommand) {}
}

/// A saved profile that cannot be read (a device still locked, or a lasting problem).
/// Un perfil guardado que no se puede leer.
final class UnreadableProfile: ProfileInteracting {
    func loadProfile() -> ProfileLoadResult { .unreadable }
    func requestEditAccess(reason: String, completion: @escaping (AccessDecision) -> Void) { completion(.cancelled) }
    func startOver() throws {}
}

final class ProfileRouterSpy: ProfileRouting {
    func presentEditor(for record: ProfileRecord, delegate: ProfileEditDelegate) {}
}

final class ProfileViewSpy: ProfileView {
    private(set) var panels: [MirrorText] = []

    func render(_ viewModel: ProfileScreenViewModel) {
        guard case .unreadable(let message, let retryTitle, _) = viewModel.content else { return }
        panels.append(MirrorText(message: message, button: retryTitle))
    }
    func showAlert(_ alert: AlertViewModel) {}
    func askToStartOver(_ confirmation: ProfileStartOverConfirmation) {}
    func announceScreenChanged() {}
}

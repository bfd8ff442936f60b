import AppCore
import PropertyBased
import TestSupport
import Testing

@testable import NetworkingKit

/// Thousands of random event sequences (appear/disappear, background/foreground, network answers in
/// any order, taps, deletions, retries, leaving) drive the real presenter and machine against a fake
/// world; the invariants hold after every step (a load asked for by the footer's button ends with
/// VoiceOver focus or an announcement somewhere). A failing sequence is shrunk and printed as events.
/// Miles de secuencias aleatorias de eventos (aparecer/desaparecer, segundo/primer plano, respuestas
/// de la red en cualquier orden, toques, borrados, reintentos, salir) mueven el presenter y la
/// máquina reales contra un mundo falso; los invariantes se cumplen tras cada paso (una carga
/// pedida con el botón del pie termina con el foco de VoiceOver o un anuncio en algún lugar). Una
/// secuencia que falla se reduce y se imprime como eventos.
struct NetworkingMachinePropertyTests {
    /// One step: which action (`kind`) and a number that picks its details (`detail`). Leaving is not
    /// a step: it ends a quarter of the sequences, so the other steps are never cut short.
    /// Un paso: qué acción (`kind`) y un número que elige sus detalles (`detail`). Salir no es un
    /// paso: termina una cuarta parte de las secuencias, así los demás pasos nunca se acortan.
    static let steps = zip(Gen.int(in: 0...14), Gen.int(in: 0...99)).array(of: 1...60)

    @Test(.shrinking) func invariantsHoldAfterEveryStep() async {
        var reached = ReachedCases<NetworkingStateCase>()
        await propertyCheck(count: 2_000, input: Self.steps, Gen.bool(0.25)) { steps, leaves in
            let world = NetworkingWorld()
            defer { reached.formUnion(world.reached) }
            for (kind, detail) in steps {
                world.perform(kind: kind, detail: detail)
                if let broken = world.brokenInvariant() {
                    Issue.record("\(broken)\nafter: \(world.trace.joined(separator: ", "))")
                    return
                }
            }
            if leaves { world.leave() }
            world.drain()
            if let broken = world.brokenInvariant() ?? world.brokenAfterDraining() {
                Issue.record("\(broken)\nafter: \(world.trace.joined(separator: ", "))")
            }
        }
        #expect(reached.neverReached == [])
    }

    /// The world itself sees the error panel over rows (or the check above could be vacuous).
    /// El mundo mismo ve el panel de error sobre filas (o la revisión de arriba podría ser vacía).
    @Test func theWorldSeesAnErrorPanelOverRows() {
        let world = NetworkingWorld()
        world.perform(kind: 10, detail: 80)  // the first page answers 404: the panel / responde 404: el panel
        #expect(world.view.error != nil)
        let row = world.presenter.makeRow(NamedResource(name: "p1", url: "https://pokeapi.co/api/v2/pokemon/1/"))
        world.view.showRows([row])
        #expect(world.brokenInvariant() == "the error panel over 1 rows")
    }
}

/// The presenter with a fake view and a fake PokeAPI whose answers the sequence chooses.
/// El presenter con una vista falsa y un PokeAPI falso cuyas respuestas elige la secuencia.
final class NetworkingWorld {
    let view = WorldView()
    let interactor = WorldInteractor()
    let presenter: NetworkingPresenter
    /// The events performed, in words (printed when an invariant breaks). / Los eventos, en palabras.
    private(set) var trace: [String] = []
    /// Names the user deleted since the last reload from the empty state.
    /// Nombres que el usuario borró desde la última recarga desde el estado vacío.
    private var userDeleted: Set<String> = []
    private var hasLeft = false
    /// Announcements since the last successful page, to catch any repeat. / Anuncios desde el último éxito.
    private var announcedSinceSuccess: [String] = []
    private var checkedAnnouncements = 0
    /// A load the footer's button asked for ended with VoiceOver nowhere (nil when none did).
    /// Una carga pedida con el botón del pie terminó con VoiceOver en ninguna parte (nil si ninguna).
    private var lostFocus: String?
    /// A page that arrived with success left the error panel or a notice on screen (nil when none did).
    /// Una página que llegó con éxito dejó en pantalla el panel de error o un aviso (nil si ninguna).
    private var staleAfterSuccess: String?
    /// The machine's state cases the sequence reached. / Los casos del estado que alcanzó la secuencia.
    private(set) var reached = ReachedCases<NetworkingStateCase>()

    init() {
        presenter = NetworkingPresenter(interactor: interactor, router: NoNetworkingRouting(), localizer: .keys)
        presenter.view = view
        presenter.viewDidLoad()
        trace.append("load")
    }

    func perform(kind: Int, detail: Int) {
        switch kind {
        case 0: act("appear") { presenter.viewDidAppear() }
        case 1: act("disappear") { presenter.viewDidDisappear() }
        case 2: act("background") { presenter.appDidEnterBackground() }
        case 3: act("foreground") { presenter.appWillEnterForeground() }
        case 4:
            view.isRefreshing = true
            act("refresh") { presenter.didPullToRefresh() }
        case 5: act("retry") { presenter.didTapRetry() }
        case 6: tapFooter()
        case 7:
            guard !view.rows.isEmpty else { return }
            let index = max(0, view.rows.count - 1 - detail % 5)
            act("display(\(index))") { presenter.willDisplayRow(at: index) }
        case 8, 9: delete(at: detail, confirm: kind == 8)
        case 10...13: deliver(detail)
        default: readSavedList(detail)
        }
    }

    /// The user closes the screen (the last step: only the answers still on their way follow).
    /// El usuario cierra la pantalla (el último paso: solo siguen las respuestas aún en camino).
    func leave() {
        hasLeft = true
        act("leave") { presenter.viewDidLeave() }
    }

    private func act(_ name: String, _ action: () -> Void) {
        trace.append(name)
        action()
        reached.record(NetworkingStateCase.cases(of: presenter.state))
    }

    private func tapFooter() {
        if case .empty(let empty) = view.footer, empty.actionTitle == "networking.empty.reload" {
            userDeleted = []
        }
        act("tapFooter") { presenter.didTapFooterButton() }
    }

    private func delete(at detail: Int, confirm: Bool) {
        guard !view.rows.isEmpty else { return }
        let index = detail % view.rows.count
        act("\(confirm ? "delete" : "keep")(\(index))") { presenter.didRequestDeletion(at: index) }
        guard let confirmation = view.lastConfirmation else { return }
        view.lastConfirmation = nil
        if confirm {
            userDeleted.insert(confirmation.rowID)
            presenter.didConfirmDeletion(confirmation)
        } else {
            presenter.didCancelDeletion(confirmation)
        }
    }

    /// Answers one pending request, picked and answered by `detail`. / Responde una petición pendiente.
    private func deliver(_ detail: Int) {
        guard !interactor.pending.isEmpty else { return }
        let request = interactor.pending.remove(at: detail % interactor.pending.count)
        let result: Result<PokemonListPage, HTTPError> =
            request.isCancelled ? .failure(.cancelled) : WorldServer.answer(offset: request.offset, detail / 10)
        if case .success = result { announcedSinceSuccess = [] }
        let byButton = isAskedForByTheButton(request)
        let told = view.announcements.count + view.focusMoves
        act("answer(\(request.offset), \(WorldServer.describe(result)))") { request.completion(result) }
        if case .success = result, view.error != nil || view.notice != nil {
            staleAfterSuccess = "a page arrived but \(view.error != nil ? "the error panel" : "a notice") stayed"
        }
        if byButton, !isAskedForByTheButton(request), view.announcements.count + view.focusMoves == told {
            lostFocus = "the footer's load at \(request.offset) ended with VoiceOver focus nowhere"
        }
    }

    /// Whether `request` is the next page the footer's button asked for, still awaited (in flight or
    /// waiting to be resent). / Si `request` es la página que pidió el botón del pie, aún esperada.
    private func isAskedForByTheButton(_ request: WorldInteractor.Request) -> Bool {
        guard !request.isCancelled else { return false }
        switch presenter.state.list?.nextPage {
        case .loading(request.offset, _, .button)?, .resendOnReturn(request.offset, .button)?: return true
        default: return false
        }
    }

    private func readSavedList(_ detail: Int) {
        guard !interactor.savedReads.isEmpty else { return }
        let saved = detail % 2 == 0 ? WorldServer.savedList : nil
        act("saved(\(saved == nil ? "none" : "4 rows"))") { interactor.savedReads.removeFirst()(saved) }
    }

    /// Back, visible, every answer a success, until nothing is pending (bounded).
    /// De vuelta, visible, toda respuesta un éxito, hasta que nada quede pendiente (acotado).
    func drain() {
        if !hasLeft {
            perform(kind: 3, detail: 0)
            perform(kind: 0, detail: 0)
        }
        for _ in 0..<50 where !(interactor.pending.isEmpty && interactor.savedReads.isEmpty) {
            if !interactor.pending.isEmpty { deliver(0) }
            if !interactor.savedReads.isEmpty { readSavedList(0) }
        }
    }

    // MARK: - Invariants / Invariantes

    /// The first invariant that does not hold, in words; nil when all hold.
    /// El primer invariante que no se cumple, en palabras; nil si se cumplen todos.
    func brokenInvariant() -> String? {
        loaderBroken() ?? requestsBroken() ?? footerBroken() ?? announcementsBroken() ?? panelBroken()
            ?? rowsBroken() ?? lostFocus ?? staleAfterSuccess
    }

    /// The error panel is never over rows, and it is up exactly while the state has failed with no list
    /// (a pull-to-refresh reading the saved list keeps it under the spinner).
    /// El panel de error nunca está sobre filas, y está arriba justo mientras el estado falló sin lista
    /// (una actualización que lee la lista guardada lo deja bajo el indicador).
    private func panelBroken() -> String? {
        if view.error != nil, !view.rows.isEmpty { return "the error panel over \(view.rows.count) rows" }
        let failed: Bool
        switch presenter.state.content {
        case .failed, .readingSaved(_, .refresh): failed = true
        case .nothing, .readingSaved, .loaded: failed = false
        }
        return (view.error != nil) == failed ? nil : "error panel shown: \(view.error != nil), failed: \(failed)"
    }

    /// The loader is shown at most once per load and is up only while a first page loads.
    /// El cargador se muestra a lo sumo una vez por carga y solo mientras carga una primera página.
    private func loaderBroken() -> String? {
        if view.loaderShownTwice { return "the loader was shown twice for one load" }
        var overlayLoad: Bool
        switch presenter.state.firstPage {
        case .idle: overlayLoad = false
        case .loading(let style, _), .readingSaved(let style, _), .resendOnReturn(let style):
            overlayLoad = style == .overlay
        }
        return view.isLoaderShown == overlayLoad ? nil : "loader shown: \(view.isLoaderShown), load: \(overlayLoad)"
    }

    /// At most one request per offset in flight. / A lo sumo una petición por desplazamiento en curso.
    private func requestsBroken() -> String? {
        let live = interactor.pending.filter { !$0.isCancelled }.map(\.offset)
        return Set(live).count == live.count ? nil : "two requests in flight for one offset: \(live)"
    }

    /// The footer on screen is the state's; its spinner means a next page on its way.
    /// El pie en pantalla es el del estado; su indicador significa una página siguiente en camino.
    private func footerBroken() -> String? {
        let state = presenter.state
        let expected: NetworkingFooter
        switch NetworkingMachine.footer(state) {
        case .none: expected = .none
        case .loading: expected = .loading(label: "networking.loadingMore")
        case .failed(let key):
            expected = .failed(NetworkingErrorViewModel(message: key, retryTitle: "networking.error.retry"))
        case .empty(let reloads):
            expected = .empty(
                NetworkingEmptyViewModel(
                    message: "networking.empty.message",
                    actionTitle: reloads ? "networking.empty.reload" : "networking.empty.loadMore"))
        }
        guard view.footer == expected else { return "footer \(view.footer) but the state says \(expected)" }
        var awaited = interactor.pending.contains { $0.offset > 0 }
        if case .resendOnReturn? = state.list?.nextPage { awaited = true }
        guard (view.footer == .loading(label: "networking.loadingMore")) == awaited else {
            return "footer \(view.footer) while a next page is \(awaited ? "" : "not ")on its way"
        }
        if case .empty = view.footer, !view.rows.isEmpty { return "the empty state over rows" }
        return nil
    }

    /// Nothing is announced twice for the same problem between two successful pages, even with other
    /// problems in between (a success starts over).
    /// Nada se anuncia dos veces por el mismo problema entre dos páginas con éxito, aunque haya otros
    /// problemas en medio (un éxito empieza de nuevo).
    private func announcementsBroken() -> String? {
        for message in view.announcements.dropFirst(checkedAnnouncements) {
            if announcedSinceSuccess.contains(message) { return "announced twice: \(message)" }
            announcedSinceSuccess.append(message)
        }
        checkedAnnouncements = view.announcements.count
        return nil
    }

    /// The rows on screen are the loaded entries minus the ones the user deleted (the world's own
    /// record, not the machine's).
    /// Las filas en pantalla son las entradas cargadas menos las que borró el usuario (el registro
    /// del propio mundo, no el de la máquina).
    private func rowsBroken() -> String? {
        let onScreen = view.rows.map(\.id)
        let expected = (presenter.state.list?.entries ?? []).map(\.name).filter { !userDeleted.contains($0) }
        return onScreen == expected ? nil : "rows \(onScreen) but loaded minus deleted is \(expected)"
    }

    /// After draining: no loader, no spinner, nothing waiting. / Tras vaciar: sin cargador ni espera.
    func brokenAfterDraining() -> String? {
        if view.isLoaderShown { return "the loader was never removed" }
        if view.isRefreshing { return "the refresh spinner was never stopped" }
        if !interactor.pending.isEmpty { return "requests still pending after draining" }
        if !hasLeft, presenter.state.firstPage != .idle { return "first page still \(presenter.state.firstPage)" }
        return nil
    }
}

/// PokeAPI in miniature: 12 entries in pages of 5, and a saved list of 4.
/// PokeAPI en miniatura: 12 entradas en páginas de 5, y una lista guardada de 4.
enum WorldServer {
    static let savedList = page(offset: 0, size: 4, next: nil)

    static func page(offset: Int, size: Int = 5, next: Int?) -> PokemonListPage {
        let names = (offset..<min(offset + size, 12)).map { "p\($0 + 1)" }
        return PokemonListPage(
            count: 12, next: next.map { "https://pokeapi.co/api/v2/pokemon?offset=\($0)&limit=5" }, previous: nil,
            results: names.enumerated().map { index, name in
                NamedResource(name: name, url: "https://pokeapi.co/api/v2/pokemon/\(offset + index + 1)/")
            })
    }

    /// Successes (the page, an empty/last one, or a next page that repeats the previous one, as when
    /// the list shifted), and failures of every kind.
    /// Éxitos (la página, una vacía o última, o una página siguiente que repite la anterior, como
    /// cuando la lista se corrió) y fallos de cada tipo.
    static func answer(offset: Int, _ choice: Int) -> Result<PokemonListPage, HTTPError> {
        let next = offset + 5 < 12 ? offset + 5 : nil
        switch choice {
        case 3 where offset >= 5: return .success(page(offset: offset - 5, next: next))
        case 0...3: return .success(page(offset: offset, next: next))
        case 4: return .success(offset == 0 ? page(offset: 0, size: 0, next: 5) : page(offset: offset, next: nil))
        case 5: return .failure(.offline)
        case 6: return .failure(.connectionLost)
        case 7: return .failure(.timedOut)
        case 8: return .failure(.status(404))
        default: return .failure(.status(503))
        }
    }

    static func describe(_ result: Result<PokemonListPage, HTTPError>) -> String {
        switch result {
        case .success(let page): return "\(page.results.count) rows, next \(page.nextOffset.map(String.init) ?? "none")"
        case .failure(let error): return "\(error)"
        }
    }
}

/// Requests wait until the sequence answers them; cancelling marks them (they answer `.cancelled`).
/// Las peticiones esperan a que la secuencia las responda; cancelar las marca (responden `.cancelled`).
final class WorldInteractor: NetworkingInteracting {
    struct Request {
        let offset: Int
        var isCancelled: Bool
        let completion: (Result<PokemonListPage, HTTPError>) -> Void
    }

    var pending: [Request] = []
    var savedReads: [(PokemonListPage?) -> Void] = []

    func loadPage(offset: Int, completion: @escaping (Result<PokemonListPage, HTTPError>) -> Void) {
        pending.append(Request(offset: offset, isCancelled: false, completion: completion))
    }

    func loadSavedList(completion: @escaping (PokemonListPage?) -> Void) { savedReads.append(completion) }
    func save(_ list: PokemonListPage) {}
    func cancelAll() {
        pending = pending.map { Request(offset: $0.offset, isCancelled: true, completion: $0.completion) }
    }
}

/// The screen as the user sees it. / La pantalla como la ve el usuario.
final class WorldView: NetworkingView {
    private(set) var rows: [PokemonRow] = []
    private(set) var footer = NetworkingFooter.none
    private(set) var announcements: [String] = []
    private(set) var isLoaderShown = false
    private(set) var loaderShownTwice = false
    /// VoiceOver focus moves (to the footer or a row). / Movimientos del foco de VoiceOver.
    private(set) var focusMoves = 0
    /// Set by the user's pull, cleared by the presenter. / Lo activa el usuario, lo apaga el presenter.
    var isRefreshing = false
    var lastConfirmation: DeletionConfirmation?

    func render(_ screen: NetworkingScreenViewModel) {}
    func showRows(_ rows: [PokemonRow]) { self.rows = rows }
    func insertRows(_ rows: [PokemonRow], at index: Int) { self.rows.insert(contentsOf: rows, at: index) }
    func removeRow(at index: Int) { rows.remove(at: index) }
    /// The header notice and the full-screen error panel on screen (nil: hidden).
    /// El aviso del encabezado y el panel de error a pantalla completa (nil: ocultos).
    private(set) var notice: String?
    private(set) var error: NetworkingErrorViewModel?

    func showNotice(_ notice: String?) { self.notice = notice }
    func announce(_ message: String) { announcements.append(message) }
    func showError(_ error: NetworkingErrorViewModel?) { self.error = error }
    func askToConfirmDeletion(_ confirmation: DeletionConfirmation) { lastConfirmation = confirmation }
    func setRefreshing(_ refreshing: Bool) { isRefreshing = refreshing }
    func showFooter(_ footer: NetworkingFooter) { self.footer = footer }
    func moveFocusToFooter() { focusMoves += 1 }
    func moveFocusToRow(at index: Int, otherwise announcement: String) { focusMoves += 1 }
    func showLoading(_ announcement: String) {
        if isLoaderShown { loaderShownTwice = true }
        isLoaderShown = true
    }
    func hideLoading() { isLoaderShown = false }
}

/// The cases of `NetworkingState`, one per case of each of its enums (and where the app and screen are).
/// Los casos de `NetworkingState`, uno por caso de cada uno de sus enums (y dónde están la app y la pantalla).
enum NetworkingStateCase: CaseIterable {
    case nothing, readingSavedUnderOverlay, readingSavedUnderRefresh
    case failed, failedWhileRefreshing, failedRefreshResendOnReturn, loaded
    case firstPageIdle, firstPageLoadingOverlay, firstPageLoadingRefresh
    case firstPageResendOverlay, firstPageResendRefresh
    case nextPageIdle, nextPageLoadingByScroll, nextPageLoadingByButton
    case nextPageResendByScroll, nextPageResendByButton, nextPageFailed
    case listContinues, listEnded, listSaved, listChanged, noticeShown, noticeHidden
    case visible, covered, inForeground, inBackground

    /// The cases `state` is in (exhaustive: a new case must be named here).
    /// Los casos en que está `state` (exhaustivo: un caso nuevo debe nombrarse aquí).
    static func cases(of state: NetworkingState) -> [NetworkingStateCase] {
        var cases: [NetworkingStateCase] = [
            state.isVisible ? .visible : .covered, state.trips.isInBackground ? .inBackground : .inForeground,
            content(state.content),
        ]
        cases += firstPage(state.firstPage)
        if let list = state.list { cases += self.list(list) }
        return cases
    }

    private static func content(_ content: NetworkingState.Content) -> NetworkingStateCase {
        switch content {
        case .nothing: return .nothing
        case .readingSaved(_, .overlay): return .readingSavedUnderOverlay
        case .readingSaved(_, .refresh): return .readingSavedUnderRefresh
        case .failed(_, refresh: nil): return .failed
        case .failed(_, refresh: .loading?): return .failedWhileRefreshing
        case .failed(_, refresh: .resendOnReturn?): return .failedRefreshResendOnReturn
        case .loaded: return .loaded
        }
    }

    private static func firstPage(_ firstPage: NetworkingState.FirstPage) -> [NetworkingStateCase] {
        switch firstPage {
        case .idle: return [.firstPageIdle]
        case .loading(.overlay, _): return [.firstPageLoadingOverlay]
        case .loading(.refresh, _): return [.firstPageLoadingRefresh]
        case .readingSaved: return []  // named by the content / lo nombra el contenido
        case .resendOnReturn(.overlay): return [.firstPageResendOverlay]
        case .resendOnReturn(.refresh): return [.firstPageResendRefresh]
        }
    }

    private static func list(_ list: NetworkingList) -> [NetworkingStateCase] {
        let nextPage: NetworkingStateCase
        switch list.nextPage {
        case .idle: nextPage = .nextPageIdle
        case .loading(_, _, .scroll): nextPage = .nextPageLoadingByScroll
        case .loading(_, _, .button): nextPage = .nextPageLoadingByButton
        case .resendOnReturn(_, .scroll): nextPage = .nextPageResendByScroll
        case .resendOnReturn(_, .button): nextPage = .nextPageResendByButton
        case .failed: nextPage = .nextPageFailed
        }
        let continuation: NetworkingStateCase
        switch list.continuation {
        case .more: continuation = .listContinues
        case .ended: continuation = .listEnded
        }
        let saving: NetworkingStateCase
        switch list.saving {
        case .upToDate: saving = .listSaved
        case .changed: saving = .listChanged
        }
        return [nextPage, continuation, saving, list.notice == nil ? .noticeHidden : .noticeShown]
    }
}

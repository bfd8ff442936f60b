import AppCore
import NetworkingKit
import XCTest

/// Records everything the presenter tells the screen, in order.
/// Registra en orden todo lo que el presenter le dice a la pantalla.
final class FakeNetworkingView: NetworkingView {
    /// Owns its presenter like the real screen. / Es dueña de su presenter como la pantalla real.
    var presenter: NetworkingPresenting?
    enum Event: Equatable {
        case screen(NetworkingScreenViewModel)
        case rows([PokemonRow])
        case insert([PokemonRow], at: Int)
        case removeRow(Int)
        case notice(String?)
        case error(NetworkingErrorViewModel?)
        case confirm(DeletionConfirmation)
        case refreshing(Bool)
        case footer(NetworkingFooter)
        case showLoading(String)
        case hideLoading
    }

    private(set) var events: [Event] = []
    /// What VoiceOver was told, apart from `events`. / Lo que se anunció a VoiceOver, aparte de `events`.
    private(set) var announcements: [String] = []
    /// The footer on screen each time VoiceOver focus was moved to it, apart from `events`.
    /// El pie en pantalla cada vez que el foco de VoiceOver se movió a él, aparte de `events`.
    private(set) var footerFocusMoves: [NetworkingFooter] = []
    /// The rows VoiceOver focus was moved to, apart from `events`. / Las filas a las que se movió el foco.
    private(set) var rowFocusMoves: [Int] = []
    /// What VoiceOver is told instead when the row has no cell yet. / Lo que se dice si la fila no tiene celda.
    private(set) var rowFocusFallbacks: [String] = []
    /// The table's rows after every update. / Las filas de la tabla tras cada actualización.
    private(set) var rows: [PokemonRow] = []
    /// Called after each event (integration tests wait on it). / Se llama tras cada evento.
    var onEvent: ((Event) -> Void)?

    var isLoadingShown: Bool {
        events.reduce(false) { shown, event in
            if case .showLoading = event { return true }
            return event == .hideLoading ? false : shown
        }
    }

    /// The footer now (`.none` before any). / El pie ahora (`.none` antes de cualquiera).
    var footer: NetworkingFooter {
        for case .footer(let footer) in events.reversed() { return footer }
        return .none
    }

    var lastNotice: String?? {
        for case .notice(let notice) in events.reversed() { return .some(notice) }
        return .none
    }

    /// Every notice shown or hidden (nil), in order. / Cada aviso mostrado u ocultado, en orden.
    var notices: [String?] {
        events.compactMap { if case .notice(let notice) = $0 { return .some(notice) } else { return nil } }
    }

    /// Every full-screen error shown (nil = hidden). / Cada error a pantalla completa mostrado.
    var errors: [NetworkingErrorViewModel] {
        events.compactMap { if case .error(let error?) = $0 { return error } else { return nil } }
    }

    /// Every update of the table's rows, in order. / Cada actualización de las filas, en orden.
    var rowUpdates: [Event] {
        events.filter {
            switch $0 {
            case .rows, .insert, .removeRow: return true
            default: return false
            }
        }
    }

    private func record(_ event: Event) {
        events.append(event)
        onEvent?(event)
    }

    func render(_ screen: NetworkingScreenViewModel) { record(.screen(screen)) }
    func showRows(_ rows: [PokemonRow]) {
        self.rows = rows
        record(.rows(rows))
    }
    func insertRows(_ rows: [PokemonRow], at index: Int) {
        self.rows.insert(contentsOf: rows, at: index)
        record(.insert(rows, at: index))
    }
    func removeRow(at index: Int) {
        rows.remove(at: index)
        record(.removeRow(index))
    }
    func showNotice(_ notice: String?) { record(.notice(notice)) }
    func announce(_ message: String) { announcements.append(message) }
    func showError(_ error: NetworkingErrorViewModel?) { record(.error(error)) }
    func askToConfirmDeletion(_ confirmation: DeletionConfirmation) { record(.confirm(confirmation)) }
    func setRefreshing(_ refreshing: Bool) { record(.refreshing(refreshing)) }
    func showFooter(_ footer: NetworkingFooter) { record(.footer(footer)) }
    func moveFocusToFooter() { footerFocusMoves.append(self.footer) }
    func moveFocusToRow(at index: Int, otherwise announcement: String) {
        rowFocusMoves.append(index)
        rowFocusFallbacks.append(announcement)
    }
    func showLoading(_ announcement: String) { record(.showLoading(announcement)) }
    func hideLoading() { record(.hideLoading) }
}

/// An interactor whose loads finish only when the test says so, and that records saves and cancels.
/// Un interactor cuyas cargas terminan solo cuando la prueba lo indica; registra guardados y cancelaciones.
final class FakeNetworkingInteractor: NetworkingInteracting {
    typealias Completion = (Result<PokemonListPage, HTTPError>) -> Void

    var savedList: PokemonListPage?
    private(set) var pageRequests: [(offset: Int, completion: Completion)] = []
    private(set) var savedListReads: [(PokemonListPage?) -> Void] = []
    private(set) var saves: [PokemonListPage] = []
    private(set) var cancelAllCount = 0

    /// Offsets asked for so far, in order. / Desplazamientos pedidos, en orden.
    private(set) var requestedOffsets: [Int] = []

    func loadPage(offset: Int, completion: @escaping Completion) {
        requestedOffsets.append(offset)
        pageRequests.append((offset, completion))
    }

    func loadSavedList(completion: @escaping (PokemonListPage?) -> Void) {
        savedListReads.append(completion)
    }

    func save(_ list: PokemonListPage) { saves.append(list) }

    func cancelAll() { cancelAllCount += 1 }

    /// Answers the oldest request still open. / Responde la petición abierta más antigua.
    func finish(_ result: Result<PokemonListPage, HTTPError>) {
        pageRequests.removeFirst().completion(result)
    }

    /// Answers the oldest open request for `offset`. / Responde la petición abierta más antigua de `offset`.
    func finish(_ result: Result<PokemonListPage, HTTPError>, offset: Int) {
        guard let index = pageRequests.firstIndex(where: { $0.offset == offset }) else {
            return XCTFail("no request for offset \(offset)")
        }
        pageRequests.remove(at: index).completion(result)
    }

    /// Answers the oldest read of the saved list with `savedList`. / Responde la lectura más antigua.
    func finishSavedListRead() {
        savedListReads.removeFirst()(savedList)
    }
}

/// Networking navigates nowhere. / Networking no navega.
final class NoNetworkingRouting: NetworkingRouting {}

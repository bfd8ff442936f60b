import AppCore

/// The list and what the screen says about it: rows, notices, errors, the footer, VoiceOver.
/// La lista y lo que la pantalla dice de ella: filas, avisos, errores, el pie, VoiceOver.
extension NetworkingStep {
    // MARK: - The list / La lista

    var isShowingError: Bool {
        if case .failed = state.content { return true }
        return false
    }

    /// Changes the list in place (nothing happens without one). / Cambia la lista (nada si no la hay).
    mutating func updateList(_ change: (inout NetworkingList) -> Void) {
        guard case .loaded(var list) = state.content else { return }
        state.content = .nothing(nil)  // `list` alone holds its storage: changed in place. / Se cambia en el lugar.
        change(&list)
        state.content = .loaded(list)
    }

    /// A new list (first page, refresh, saved list): the notice and a next page in flight stay; a
    /// failed next page is forgotten.
    /// Una lista nueva (primera página, actualización, guardada): el aviso y una página siguiente en
    /// curso se quedan; una página siguiente fallida se olvida.
    mutating func replaceList(with page: PokemonListPage) {
        var list = NetworkingList()
        if let old = state.list {
            list.notice = old.notice
            list.saving = old.saving
            list.firstPage = old.firstPage
            list.deleted = old.deleted
            if case .failed = old.nextPage {} else { list.nextPage = old.nextPage }
        }
        list.entries = page.results.filter { list.names.insert($0.name).inserted }
        list.count = page.count
        list.continuation = Self.continuation(of: page, afterRequesting: 0)
        list.shown = list.entries.filter { !list.deleted.contains($0.name) }
        state.content = .loaded(list)
        effects.append(.showRows(list.shown))
    }

    static func continuation(of page: PokemonListPage, afterRequesting offset: Int) -> NetworkingList.Continuation {
        guard let next = page.next, let offset = page.nextOffset(afterRequesting: offset) else { return .ended }
        return .more(offset: offset, next: next)
    }

    /// The row disappears for the rest of this visit (refreshes and new pages included).
    /// La fila desaparece el resto de esta visita (actualizaciones y páginas nuevas incluidas).
    mutating func delete(_ rowID: String) {
        guard let index = state.list?.shown.firstIndex(where: { $0.name == rowID }) else { return }
        updateList { list in
            list.deleted.insert(rowID)
            list.shown.remove(at: index)
        }
        effects.append(.removeRow(at: index))
    }

    mutating func saveIfNeeded() {
        guard let list = state.list, list.saving == .changed else { return }
        updateList { $0.saving = .upToDate }
        effects.append(.save(list.page))
    }

    // MARK: - Errors and notices / Errores y avisos

    /// With rows on screen an error is a notice ("sin conexión" when offline); without rows it is a
    /// full-screen message with "Reintentar".
    /// Con filas en pantalla un error es un aviso ("sin conexión" si no hay red); sin filas es un
    /// mensaje a pantalla completa con "Reintentar".
    mutating func show(_ error: HTTPError) {
        guard state.list != nil else {
            state.content = .failed(error, refresh: nil)
            return effects.append(.showError(error))
        }
        showNotice(error.kind == .noConnection ? "networking.notice.offline" : error.messageKey, about: error)
    }

    mutating func hideError() {
        if isShowingError { state.content = .nothing(nil) }
        effects.append(.showError(nil))
    }

    mutating func showNotice(_ key: String, about error: HTTPError) {
        setNotice(key)
        announce(key, problem: Self.problem(error))
    }

    /// Shows a notice, or hides the one on screen (no effect when there is none).
    /// Muestra un aviso, u oculta el visible (sin efecto si no hay ninguno).
    mutating func setNotice(_ key: String?) {
        guard let list = state.list, key != nil || list.notice != nil else { return }
        updateList { $0.notice = key }
        effects.append(.showNotice(key))
    }

    /// The state an error names: its kind, or its message when the kind says nothing.
    /// El estado que nombra un error: su tipo, o su mensaje cuando el tipo no dice nada.
    static func problem(_ error: HTTPError) -> NetworkingState.Problem {
        error.kind == .other ? .message(error.messageKey) : .kind(error.kind)
    }

    /// VoiceOver hears each problem once until a page succeeds, not once per failure (a scroll, a
    /// retry, another problem in between).
    /// VoiceOver oye cada problema una vez hasta que una página llega con éxito, no una por fallo (un
    /// desplazamiento, un reintento, otro problema en medio).
    mutating func announce(_ key: String, problem: NetworkingState.Problem) {
        guard state.announced.insert(problem).inserted else { return }
        effects.append(.announce(key))
    }

    // MARK: - The footer / El pie

    /// Shows the footer when the state changed it. VoiceOver focus follows a load asked for by the
    /// footer's button: to the spinner, then to the footer that settles (a failure, the empty state)
    /// or, when rows arrived, to the first new row; when nothing new arrived and no footer is left,
    /// that is announced. Otherwise the empty state is announced.
    /// Muestra el pie cuando el estado lo cambió. El foco de VoiceOver sigue a una carga pedida con el
    /// botón del pie: al indicador, luego al pie que se asienta (un fallo, el estado vacío) o, si
    /// llegaron filas, a la primera fila nueva; si no llegó nada nuevo y no queda pie, se anuncia.
    /// Si no, el estado vacío se anuncia.
    mutating func settleFooter(before: NetworkingFooterState, byButtonBefore: Bool) {
        let after = NetworkingMachine.footer(state)
        if after != before {
            effects.append(.showFooter(after))
            if after == .loading ? Self.byButton(state) : byButtonBefore {
                if after != .none { effects.append(.moveFocusToFooter) }
            } else if case .empty = after {
                announce("networking.empty.message", problem: .empty)
            }
        }
        switch arrival {
        case .rows(let index, let count)?: effects.append(.moveFocusToRow(at: index, arrived: count))
        case .nothingNew? where after == .none: effects.append(.announce("networking.nothingNew"))
        case .nothingNew?, nil: break
        }
    }

    /// Whether the next page in flight was asked for by the footer's button.
    /// Si la página siguiente en curso la pidió el botón del pie.
    static func byButton(_ state: NetworkingState) -> Bool {
        switch state.list?.nextPage {
        case .loading(_, _, .button)?, .resendOnReturn(_, .button)?: return true
        default: return false
        }
    }
}

import AppCore

/// The first page's request read and written as one value, stored where `content` admits it.
/// La petición de la primera página leída y escrita como un valor, guardada donde `content` la admite.
extension NetworkingState {
    public internal(set) var firstPage: FirstPage {
        get {
            switch content {
            case .nothing(let load): return Self.firstPage(load)
            case .readingSaved(let error, .overlay): return .readingSaved(.overlay, after: error)
            case .readingSaved(let error, .refresh): return .readingSaved(.refresh, after: error)
            case .failed(_, let phase): return Self.firstPage(phase.map { FirstPageLoad(phase: $0, style: .refresh) })
            case .loaded(let list): return Self.firstPage(list.firstPage)
            }
        }
        set { store(newValue) }
    }

    private static func firstPage(_ load: FirstPageLoad?) -> FirstPage {
        guard let load = load else { return .idle }
        switch load.phase {
        case .loading(let mark): return .loading(load.style, since: mark)
        case .resendOnReturn: return .resendOnReturn(load.style)
        }
    }

    /// Puts `firstPage` where the content admits it. Reading the saved list happens only without a
    /// list; an overlay load hides the error panel first (`hideError`); leaving `readingSaved` goes
    /// back to the error panel it was over, or to nothing.
    /// Guarda `firstPage` donde el contenido lo admite. Leer la lista guardada solo ocurre sin lista;
    /// una carga con overlay oculta antes el panel de error; al dejar `readingSaved` se vuelve al
    /// panel de error que había debajo, o a nada.
    private mutating func store(_ firstPage: FirstPage) {
        let load: FirstPageLoad?
        switch firstPage {
        case .idle: load = nil
        case .loading(let style, let mark): load = FirstPageLoad(phase: .loading(since: mark), style: style)
        case .resendOnReturn(let style): load = FirstPageLoad(phase: .resendOnReturn, style: style)
        case .readingSaved(let style, let error):
            return readSaved(after: error, style: style)
        }
        switch content {
        case .nothing, .readingSaved(_, .overlay):
            content = .nothing(load)
        case .readingSaved(_, .refresh(let shown)), .failed(let shown, _):
            assert(load?.style != .overlay, "an overlay load hides the error first")
            content = .failed(shown, refresh: load?.phase)
        case .loaded(var list):
            content = .nothing(nil)  // `list` alone holds its storage. / `list` es el único dueño.
            list.firstPage = load
            content = .loaded(list)
        }
    }

    private mutating func readSaved(after error: HTTPError, style: LoadStyle) {
        switch (content, style) {
        case (.loaded, _): assertionFailure("the saved list is read only without a list")
        case (_, .overlay): content = .readingSaved(after: error, .overlay)
        case (.failed(let shown, _), .refresh): content = .readingSaved(after: error, .refresh(over: shown))
        case (_, .refresh): assertionFailure("without a list, a refresh loads only over the error panel")
        }
    }
}

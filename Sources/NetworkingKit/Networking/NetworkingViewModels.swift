/// The screen's fixed texts, chosen by the presenter. / Los textos fijos de la pantalla, del presenter.
public struct NetworkingScreenViewModel: Equatable {
    public let title: String
    /// The swipe-to-delete button. / El botón de deslizar para borrar.
    public let deleteActionTitle: String
    /// VoiceOver label of the footer spinner. / Etiqueta de VoiceOver del indicador al pie.
    public let loadingMoreLabel: String

    public init(title: String, deleteActionTitle: String, loadingMoreLabel: String) {
        self.title = title
        self.deleteActionTitle = deleteActionTitle
        self.loadingMoreLabel = loadingMoreLabel
    }
}

/// One table row: the Pokémon's name and its number (from its URL).
/// Una fila de la tabla: el nombre del Pokémon y su número (de su URL).
public struct PokemonRow: Equatable {
    /// PokeAPI's name, unique: identifies the row. / Nombre en PokeAPI, único: identifica la fila.
    public let id: String
    public let title: String
    /// "N.º 025", empty when the URL has no number. / "N.º 025", vacío si la URL no trae número.
    public let detail: String
    public let accessibilityLabel: String

    public init(id: String, title: String, detail: String, accessibilityLabel: String) {
        self.id = id
        self.title = title
        self.detail = detail
        self.accessibilityLabel = accessibilityLabel
    }
}

/// A full-screen error with its retry button. / Un error a pantalla completa con su botón.
public struct NetworkingErrorViewModel: Equatable {
    public let message: String
    public let retryTitle: String

    public init(message: String, retryTitle: String) {
        self.message = message
        self.retryTitle = retryTitle
    }
}

/// What the table's footer shows. / Lo que muestra el pie de la tabla.
public enum NetworkingFooter: Equatable {
    case none
    /// The next page is loading; `label` is the spinner's VoiceOver label.
    /// La página siguiente está cargando; `label` es la etiqueta de VoiceOver del indicador.
    case loading(label: String)
    /// The next page failed: its message and "Reintentar", at the end of the list.
    /// La página siguiente falló: su mensaje y "Reintentar", al final de la lista.
    case failed(NetworkingErrorViewModel)
    /// No rows to show (an empty list, or every row deleted), with a way to get some.
    /// No hay filas que mostrar (lista vacía o todas borradas), con una forma de obtener más.
    case empty(NetworkingEmptyViewModel)
}

/// The empty state: a message and the button that loads more (or reloads when the list ended).
/// El estado vacío: un mensaje y el botón que carga más (o vuelve a cargar si la lista terminó).
public struct NetworkingEmptyViewModel: Equatable {
    public let message: String
    public let actionTitle: String

    public init(message: String, actionTitle: String) {
        self.message = message
        self.actionTitle = actionTitle
    }
}

/// The texts of the deletion action sheet and the row it is about.
/// Los textos de la hoja de borrado y la fila a la que se refiere.
public struct DeletionConfirmation: Equatable {
    public let rowID: String
    /// Where the row was when asked (the sheet's popover points at it on iPad).
    /// Dónde estaba la fila al preguntar (en iPad el popover apunta a ella).
    public let index: Int
    public let title: String
    public let message: String
    public let confirmTitle: String
    public let cancelTitle: String

    public init(rowID: String, index: Int, title: String, message: String, confirmTitle: String, cancelTitle: String) {
        self.rowID = rowID
        self.index = index
        self.title = title
        self.message = message
        self.confirmTitle = confirmTitle
        self.cancelTitle = cancelTitle
    }
}

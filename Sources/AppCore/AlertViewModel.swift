/// A native one-button alert's texts, already localized by a presenter.
/// Los textos de una alerta nativa de un botón, ya localizados por un presenter.
public struct AlertViewModel: Equatable {
    public let title: String
    public let message: String
    public let dismissTitle: String

    public init(title: String, message: String, dismissTitle: String) {
        self.title = title
        self.message = message
        self.dismissTitle = dismissTitle
    }
}

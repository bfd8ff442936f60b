/// The Features screen: its title, the optional greeting above the table (nil hides the header)
/// and the cards in order. / La pantalla Features: su título, el saludo opcional sobre la tabla
/// (nil oculta el encabezado) y las tarjetas en orden.
public struct FeatureListViewModel: Equatable {
    public let title: String
    public let header: String?
    public let rows: [FeatureRowViewModel]

    public init(title: String, header: String?, rows: [FeatureRowViewModel]) {
        self.title = title
        self.header = header
        self.rows = rows
    }
}

/// Everything one card of the Features list shows, already localized.
/// Todo lo que muestra una tarjeta de la lista Features, ya localizado.
public struct FeatureRowViewModel: Equatable {
    public let kind: FeatureKind
    public let title: String
    public let description: String
    public let imageName: String
    /// VoiceOver reads title and description as one element. / VoiceOver lee título y descripción juntos.
    public let accessibilityLabel: String
    public let accessibilityHint: String

    public init(
        kind: FeatureKind, title: String, description: String, imageName: String, accessibilityLabel: String,
        accessibilityHint: String
    ) {
        self.kind = kind
        self.title = title
        self.description = description
        self.imageName = imageName
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityHint = accessibilityHint
    }
}

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

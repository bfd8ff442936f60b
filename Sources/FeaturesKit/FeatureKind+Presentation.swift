/// Keys and artwork of each feature, so every text and image choice is testable on Linux.
/// Claves e imágenes de cada feature, para que cada texto e imagen se pruebe en Linux.
extension FeatureKind {
    /// `Localizable.strings` key of the row title, e.g. `feature.album.title`.
    /// Clave del título de la fila, p. ej. `feature.album.title`.
    public var titleKey: String { "feature.\(rawValue).title" }

    /// `Localizable.strings` key of the row description. / Clave de la descripción de la fila.
    public var descriptionKey: String { "feature.\(rawValue).description" }

    /// Asset-catalog image set of the card icon (one per kind, `Assets.xcassets/Features/`).
    /// Image set del catálogo para el icono de la tarjeta (uno por tipo).
    public var imageName: String { "feature-\(rawValue)" }
}

/// Where a card's icon goes relative to its texts. / Dónde va el icono de una tarjeta respecto a sus textos.
public enum CardIconPlacement: Equatable {
    /// Icon on the leading side, texts beside it. / Icono al inicio, textos a su lado.
    case beside
    /// Icon on top, texts below at the card's full width. / Icono arriba, textos debajo a todo el ancho.
    case above
}

/// The Features cards: from AX3 on, a 56 pt icon beside the text leaves a column of ~10 characters a
/// line and cards ~1,500 pt tall, so the icon goes above and the texts take the whole width.
/// Las tarjetas de Features: desde AX3 un icono de 56 pt al lado deja una columna de ~10 caracteres
/// por línea y tarjetas de ~1.500 pt, así que el icono sube y los textos ocupan todo el ancho.
public enum CardLayout {
    /// The first text size at which the icon goes above. / El primer tamaño con el icono arriba.
    public static let firstSizeWithIconAbove = TextSizeCategory.accessibilityExtraLarge

    /// `category` nil (unspecified) is the default size. / nil (sin especificar) es el tamaño por defecto.
    public static func iconPlacement(for category: TextSizeCategory?) -> CardIconPlacement {
        guard let category = category, category >= firstSizeWithIconAbove else { return .beside }
        return .above
    }
}

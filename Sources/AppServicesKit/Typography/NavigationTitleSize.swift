/// How large a navigation-bar title may grow with Dynamic Type so its one line of Lato never
/// clips: the bar does not grow with the text (44 pt, 32 pt on a phone in landscape; the large
/// title's band is 52 pt), so the title is scaled with a maximum point size that fits it.
/// Cuánto puede crecer con Dynamic Type el título de una barra de navegación sin que su línea de
/// Lato se corte: la barra no crece con el texto (44 pt, 32 pt en horizontal; la franja del título
/// grande mide 52 pt), así que se escala con un tamaño máximo que quepa.
public enum NavigationTitleSize {
    /// The two titles a navigation bar draws. / Los dos títulos que dibuja una barra de navegación.
    public enum Kind: CaseIterable {
        /// The one-line title in the bar (the Headline style). / El título de una línea (estilo Headline).
        case inline
        /// The large title below the bar (the Large Title style). / El título grande (estilo Large Title).
        case large
    }

    /// Lato's line height over its point size: (ascender 1974 + descender 426 + gap 0) / 2000 units.
    /// Alto de línea de Lato sobre su tamaño: (ascendente 1974 + descendente 426 + espacio 0) / 2000.
    public static let lineHeightRatio = 1.2
    /// Space kept free above and below the title line. / Espacio libre sobre y bajo la línea del título.
    public static let verticalMargin = 4.0

    /// The shortest height the title has to fit in: the compact (landscape) bar, or the large-title band.
    /// El alto más bajo en que debe caber: la barra compacta (horizontal) o la franja del título grande.
    public static func availableHeight(for kind: Kind) -> Double {
        switch kind {
        case .inline: return 32
        case .large: return 52
        }
    }

    /// The style each title is scaled from. / El estilo desde el que se escala cada título.
    public static func style(for kind: Kind) -> AppTypography.Style {
        switch kind {
        case .inline: return .headline
        case .large: return .largeTitle
        }
    }

    /// The largest whole point size whose line, with its margins, fits `availableHeight(for:)`;
    /// never below the style's default size (the bar is drawn for that size).
    /// El mayor tamaño entero cuya línea, con sus márgenes, cabe en `availableHeight(for:)`; nunca
    /// menor que el tamaño predeterminado del estilo (la barra está hecha para ese tamaño).
    public static func maximumPointSize(for kind: Kind) -> Double {
        let fitting = ((availableHeight(for: kind) - 2 * verticalMargin) / lineHeightRatio).rounded(.down)
        return max(fitting, AppTypography.spec(for: style(for: kind)).pointSize)
    }

    /// `scaledPointSize` (what Dynamic Type asks for) limited to `maximumPointSize(for:)`.
    /// `scaledPointSize` (lo que pide Dynamic Type) limitado a `maximumPointSize(for:)`.
    public static func pointSize(for kind: Kind, scaledPointSize: Double) -> Double {
        min(scaledPointSize, maximumPointSize(for: kind))
    }
}

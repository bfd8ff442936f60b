/// TestApp's custom font (Lato, SIL Open Font License 1.1) and the size of each text style at the
/// default Dynamic Type setting; the app scales these with `UIFontMetrics`.
///
/// La fuente propia de TestApp (Lato, licencia SIL OFL 1.1) y el tamaño de cada estilo de texto con
/// el tamaño de texto predeterminado; la app los escala con `UIFontMetrics`.
public enum AppTypography {
    /// A bundled font face. / Una variante de fuente incluida.
    public enum Face: String, CaseIterable {
        case regular = "Lato-Regular"
        case bold = "Lato-Bold"

        /// PostScript name for `UIFont(name:size:)`. / Nombre PostScript para `UIFont(name:size:)`.
        public var postScriptName: String { rawValue }
        /// File name in the bundle and in `UIAppFonts`. / Nombre del archivo en el bundle y en `UIAppFonts`.
        public var fileName: String { rawValue + ".ttf" }
    }

    /// The text styles TestApp uses, named like `UIFont.TextStyle`.
    /// Los estilos de texto que usa TestApp, con los nombres de `UIFont.TextStyle`.
    public enum Style: CaseIterable {
        case largeTitle
        case title1
        case title2
        case title3
        case headline
        case body
        case callout
        case subheadline
        case footnote
        case caption1
        case caption2
    }

    /// A face at a point size. / Una variante con un tamaño en puntos.
    public struct Spec: Equatable {
        public let face: Face
        public let pointSize: Double

        public init(face: Face, pointSize: Double) {
            self.face = face
            self.pointSize = pointSize
        }
    }

    /// Sizes of Apple's "Large" (default) content size category; titles and headline are bold.
    /// Tamaños de la categoría "Grande" (predeterminada) de Apple; títulos y encabezado en negrita.
    public static func spec(for style: Style) -> Spec {
        switch style {
        case .largeTitle: return Spec(face: .bold, pointSize: 34)
        case .title1: return Spec(face: .bold, pointSize: 28)
        case .title2: return Spec(face: .bold, pointSize: 22)
        case .title3: return Spec(face: .bold, pointSize: 20)
        case .headline: return Spec(face: .bold, pointSize: 17)
        case .body: return Spec(face: .regular, pointSize: 17)
        case .callout: return Spec(face: .regular, pointSize: 16)
        case .subheadline: return Spec(face: .regular, pointSize: 15)
        case .footnote: return Spec(face: .regular, pointSize: 13)
        case .caption1: return Spec(face: .regular, pointSize: 12)
        case .caption2: return Spec(face: .regular, pointSize: 11)
        }
    }
}

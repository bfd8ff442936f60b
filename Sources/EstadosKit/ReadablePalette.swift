import AppCore

/// The random colours applied after each selection (the seed's "efecto visual"): a background and
/// one text colour per element, every text colour readable on the background (WCAG AA, 4.5:1).
///
/// Los colores aleatorios de cada selección: un fondo y un color de texto por elemento; cada
/// color de texto es legible sobre el fondo (WCAG AA, 4.5:1).
public struct EstadosPalette: Equatable {
    public let background: RGBColor
    /// The text field's text and border. / Texto y borde del campo de texto.
    public let fieldText: RGBColor
    public let populationText: RGBColor
    public let informationText: RGBColor

    public init(background: RGBColor, fieldText: RGBColor, populationText: RGBColor, informationText: RGBColor) {
        self.background = background
        self.fieldText = fieldText
        self.populationText = populationText
        self.informationText = informationText
    }

    /// Every colour drawn as text on `background`. / Cada color usado como texto sobre el fondo.
    public var textColors: [RGBColor] { [fieldText, populationText, informationText] }

    /// True when white contrasts more than black with the background (light status bar).
    /// Verdadero si el blanco contrasta más que el negro con el fondo (barra de estado clara).
    public var hasDarkBackground: Bool {
        background.contrastRatio(with: .white) > background.contrastRatio(with: .black)
    }

    /// The lowest contrast of any text colour on the background. / El menor contraste de los textos.
    public var minimumContrast: Double {
        textColors.map { $0.contrastRatio(with: background) }.reduce(Double.infinity, min)
    }
}

/// Draws palettes: a fully random background, then random text colours nudged towards black or
/// white just enough to reach the minimum contrast (so most stay colourful).
///
/// Sortea paletas: un fondo totalmente aleatorio y colores de texto aleatorios que se acercan a
/// negro o blanco solo lo necesario para alcanzar el contraste mínimo (casi todos siguen siendo de color).
public struct ReadablePaletteMaker {
    /// WCAG 2.x AA for normal text. / WCAG 2.x AA para texto normal.
    public static let minimumContrast = 4.5

    private let random: RandomSource

    public init(random: RandomSource) {
        self.random = random
    }

    public func makePalette() -> EstadosPalette {
        let background = randomColor()
        return EstadosPalette(
            background: background,
            fieldText: Self.readable(randomColor(), on: background),
            populationText: Self.readable(randomColor(), on: background),
            informationText: Self.readable(randomColor(), on: background))
    }

    private func randomColor() -> RGBColor {
        RGBColor(red: random.unit(), green: random.unit(), blue: random.unit())
    }

    /// `candidate` if it is already readable on `background`; otherwise the least mix of it with
    /// black or white (whichever contrasts more with the background) that is. One of the two always
    /// reaches at least √21 ≈ 4.58:1, so the search always succeeds.
    ///
    /// `candidate` si ya es legible sobre `background`; si no, la mezcla mínima con negro o blanco
    /// (el que más contraste tenga con el fondo) que lo sea. Uno de los dos alcanza siempre √21 ≈ 4.58:1.
    public static func readable(
        _ candidate: RGBColor, on background: RGBColor, minimumContrast: Double = minimumContrast
    ) -> RGBColor {
        guard candidate.contrastRatio(with: background) < minimumContrast else { return candidate }
        let extreme =
            background.contrastRatio(with: .black) >= background.contrastRatio(with: .white) ? RGBColor.black : .white
        // Contrast along the mix falls, then rises past the background's luminance: the readable
        // mixes form one interval ending at 1, so a bisection finds its start.
        // El contraste baja y luego sube: las mezclas legibles forman un intervalo que termina en 1.
        var unreadable = 0.0
        var readable = 1.0
        for _ in 0..<24 {
            let middle = (unreadable + readable) / 2
            if candidate.mixed(with: extreme, amount: middle).contrastRatio(with: background) >= minimumContrast {
                readable = middle
            } else {
                unreadable = middle
            }
        }
        return candidate.mixed(with: extreme, amount: readable)
    }
}

extension RGBColor {
    /// Linear blend in sRGB: 0 gives `self`, 1 gives `other`. / Mezcla lineal: 0 es `self`, 1 es `other`.
    func mixed(with other: RGBColor, amount: Double) -> RGBColor {
        RGBColor(
            red: red + (other.red - red) * amount, green: green + (other.green - green) * amount,
            blue: blue + (other.blue - blue) * amount)
    }
}

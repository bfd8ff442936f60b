import Foundation

/// The card's columns and rows. In regular height the card is one column (title, image, product,
/// colour, picker 1 180 pt, picker 2 150 pt, price, caption). In compact height (a phone in
/// landscape) the two pickers alone took 342 of a 375 pt-tall screen, so they go to a column of
/// their own, sized to the height, beside the image, product, colour, price and caption. The view
/// measures the longest texts (`Texts`) and applies the numbers with UIKit; the constants are the
/// storyboard's.
///
/// Columnas y filas de la tarjeta. Con altura normal la tarjeta es una columna. Con altura compacta
/// (un teléfono en horizontal) los dos pickers ocupaban 342 de 375 pt, así que pasan a una columna
/// propia, a la medida de la altura, junto a la imagen, producto, color, precio y leyenda. La vista
/// mide los textos más largos posibles y aplica los números con UIKit; las constantes son las del storyboard.
public enum ProductosLayout {
    /// Margin around the card plus its padding, each side (16 + 16). / Margen más relleno por lado.
    public static let inset = 32.0
    /// Space between rows and between the pickers (stack spacing). / Espacio entre filas.
    public static let spacing = 12.0
    /// Space between the two columns. / Espacio entre las dos columnas.
    public static let columnSpacing = 16.0
    /// The regular heights (storyboard). / Las alturas normales (storyboard).
    public static let picker1Height = 180.0
    public static let picker2Height = 150.0
    public static let imageHeight = 170.0
    /// The pickers one under the other in regular height. / Los pickers uno bajo otro.
    public static var stackedPickersHeight: Double { picker1Height + spacing + picker2Height }
    /// Share of the width the pickers' column takes beside the texts. / Parte del ancho de los pickers.
    public static let pickerColumnShare = 0.6
    /// The smallest product picture, always shown: 44 pt, the HIG's smallest target, room for the
    /// product's silhouette (the content-mode wheel still changes something visible) and VoiceOver's
    /// "Imagen de …"; small enough that the price and the caption fit under it on a 320-pt SE.
    /// La imagen de producto más pequeña, siempre visible: 44 pt, con la silueta del producto.
    public static let minimumImageHeight = 44.0
    /// Rows a wheel always shows. / Filas que una rueda siempre muestra.
    public static let minimumVisibleRows = 3.0

    /// The scroll view's size, the height class and the picker row height at the current text size.
    /// El tamaño del scroll view, la clase de altura y el alto de fila al tamaño de texto actual.
    public struct Space: Equatable, CustomStringConvertible, Sendable {
        public var width: Double
        public var height: Double
        public var isCompactHeight: Bool
        /// `PickerRowMetrics.rowHeight` for the current font. / El alto de fila de la fuente actual.
        public var rowHeight: Double

        public init(width: Double, height: Double, isCompactHeight: Bool, rowHeight: Double) {
            self.width = width
            self.height = height
            self.isCompactHeight = isCompactHeight
            self.rowHeight = rowHeight
        }

        /// Inside the card's padding. / Dentro del relleno de la tarjeta.
        public var contentWidth: Double { max(clean(width) - 2 * inset, 0) }
        public var contentHeight: Double { max(clean(height) - 2 * inset, 0) }

        public var description: String { "\(width)×\(height) row \(rowHeight)" }
    }

    /// The numbers of the side-by-side card. / Los números de la tarjeta en dos columnas.
    public struct SideBySide: Equatable, Sendable {
        public var pickerColumnWidth: Double
        public var infoColumnWidth: Double
        public var picker1Height: Double
        public var picker2Height: Double
        /// Between `minimumImageHeight` and `imageHeight`, decided by the longest texts the screen can
        /// show, so it never changes as a wheel turns. / Decidida por los textos más largos posibles.
        public var imageHeight: Double
        /// With the longest texts the rates caption, the one place that says prices may be stale, ends
        /// on screen without scrolling, whatever the wheels show. False only where even the picture's
        /// minimum, the price and the caption are taller than the screen (large text sizes): then the
        /// column scrolls, the price first.
        /// Con los textos más largos la leyenda de los tipos, el único lugar que dice que los precios
        /// pueden no estar al día, termina en pantalla sin desplazar. Falso solo si la imagen mínima,
        /// el precio y la leyenda no caben (tamaños grandes): entonces la columna se desplaza.
        public var captionFits: Bool
        /// The price and the rates caption come right under the picture (before the product and colour,
        /// which the product wheel beside shows as well) when the longest texts do not fit in the
        /// storyboard's order. / El precio y la leyenda pasan bajo la imagen si los textos no caben.
        public var priceFirst: Bool
        /// The title gives its height to the image in compact height. / El título cede su altura.
        public var showsTitle: Bool
    }

    /// One column, or the pickers beside the texts. / Una columna, o los pickers junto a los textos.
    public enum Arrangement: Equatable, Sendable {
        case stacked
        case sideBySide(SideBySide)

        public var sideBySide: SideBySide? {
            if case .sideBySide(let layout) = self { return layout }
            return nil
        }
    }

    /// The tallest product name, colour, price (heading and amount) and caption the screen can show
    /// (`Texts.heights`), measured at `infoColumnWidth` and the current text size.
    /// Los más altos nombre, color, precio y leyenda posibles, medidos al ancho de la columna.
    public struct Heights: Equatable, Sendable {
        public var product: Double
        public var colour: Double
        public var price: Double
        public var caption: Double

        public init(product: Double, colour: Double, price: Double, caption: Double) {
            self.product = product
            self.colour = colour
            self.price = price
            self.caption = caption
        }

        /// The four, added up (negative or NaN heights count as zero). / Los cuatro, sumados.
        public var total: Double { [product, colour, price, caption].map(clean).reduce(0, +) }
        /// The price and the caption, added up. / El precio y la leyenda, sumados.
        public var priceAndCaption: Double { clean(price) + clean(caption) }
    }

    /// The texts' column width in compact height, where the view measures them.
    /// El ancho de la columna de textos con altura compacta, donde la vista los mide.
    public static func infoColumnWidth(in space: Space) -> Double {
        max(space.contentWidth - columnSpacing, 0) * (1 - pickerColumnShare)
    }

    /// Stacked in regular height. In compact height: the pickers share the content height in the
    /// ratio 180:150, each at least three rows (or its regular height, if less) and at most its regular
    /// height; the title steps aside; the picture takes what the longest texts (`longest`, with their
    /// four gaps) leave, up to 170 pt, and never less than 44 pt. When the longest texts do not fit
    /// under 44 pt of picture, the price and the caption move right under it (`priceFirst`), so the
    /// caption stays on screen without scrolling wherever picture, price and caption fit; the rest of
    /// the column scrolls. The texts on screen now play no part: a turning wheel moves nothing.
    /// Apilado con altura normal. Con altura compacta: los pickers se reparten la altura en razón
    /// 180:150, cada uno con al menos tres filas y como mucho su altura normal; el título se aparta;
    /// la imagen toma lo que dejan los textos más largos, hasta 170 pt y nunca menos de 44 pt. Si los
    /// textos más largos no caben bajo 44 pt de imagen, el precio y la leyenda pasan justo bajo ella,
    /// así la leyenda se ve sin desplazar donde imagen, precio y leyenda caben; el resto se desplaza.
    /// Los textos de ahora no cuentan: una rueda que gira no mueve nada.
    public static func arrangement(in space: Space, longest: Heights) -> Arrangement {
        guard space.isCompactHeight else { return .stacked }
        let room = max(space.contentHeight - spacing, 0)
        let share = room / (picker1Height + picker2Height)
        let row = clean(space.rowHeight)
        let left = space.contentHeight - longest.total - 4 * spacing
        let fits = left >= minimumImageHeight
        let image = fits ? min(left, imageHeight).rounded(.down) : minimumImageHeight
        let captionBottom = image + 2 * spacing + longest.priceAndCaption
        let info = infoColumnWidth(in: space)
        return .sideBySide(
            SideBySide(
                pickerColumnWidth: max(space.contentWidth - columnSpacing - info, 0), infoColumnWidth: info,
                picker1Height: wheel(share * picker1Height, row: row, regular: picker1Height),
                picker2Height: wheel(share * picker2Height, row: row, regular: picker2Height),
                imageHeight: image, captionFits: fits || captionBottom <= space.contentHeight, priceFirst: !fits,
                showsTitle: false))
    }

    /// A wheel's height: its share, at least three rows, at most its regular height, whole points.
    /// El alto de una rueda: su parte, al menos tres filas, como mucho su alto normal, en puntos enteros.
    private static func wheel(_ share: Double, row: Double, regular: Double) -> Double {
        let least = min(minimumVisibleRows * row, regular)
        return min(max(share, least), regular).rounded(.down)
    }
}

/// Negative, NaN or infinite sizes count as zero. / Tamaños negativos, NaN o infinitos cuentan como cero.
private func clean(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 0
}

import Foundation

/// The card's columns and rows. In regular height the card is one column (title, image, product,
/// colour, picker 1 180 pt, picker 2 150 pt, price, caption). In compact height (a phone in
/// landscape) the two pickers alone took 342 of a 375 pt-tall screen, so they go to a column of
/// their own, sized to the height, beside the image, product, colour, price and caption. The view
/// measures the texts and applies the numbers with UIKit; the constants are the storyboard's.
///
/// Columnas y filas de la tarjeta. Con altura normal la tarjeta es una columna. Con altura compacta
/// (un teléfono en horizontal) los dos pickers ocupaban 342 de 375 pt, así que pasan a una columna
/// propia, a la medida de la altura, junto a la imagen, producto, color, precio y leyenda. La vista
/// mide los textos y aplica los números con UIKit; las constantes son las del storyboard.
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
    /// The smallest product image worth showing. / La imagen de producto más pequeña que vale la pena.
    /// (60 pt: on a 320-pt SE in landscape the launch texts leave 63 pt; `ProductosLayoutTests`.)
    public static let minimumImageHeight = 60.0
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
        /// 0 when the image is hidden. / 0 si la imagen está oculta.
        public var imageHeight: Double
        /// The image yields to the texts when less than `minimumImageHeight` is left: the rates
        /// caption, the one place that says prices may be stale, is never pushed off the screen.
        /// La imagen cede ante los textos si quedan menos de `minimumImageHeight`: la leyenda de
        /// los tipos, el único lugar que dice que los precios pueden no estar al día, nunca sale
        /// de la pantalla.
        public var showsImage: Bool
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

    /// The texts' column width in compact height, where the view measures them.
    /// El ancho de la columna de textos con altura compacta, donde la vista los mide.
    public static func infoColumnWidth(in space: Space) -> Double {
        max(space.contentWidth - columnSpacing, 0) * (1 - pickerColumnShare)
    }

    /// Stacked in regular height. In compact height: the pickers share the content height in the
    /// ratio 180:150, each at least three rows (or its regular height, if less) and at most its regular
    /// height; the image takes what the texts (`infoTextHeight`, measured at `infoColumnWidth`, with
    /// their four gaps) leave, up to 170 pt — or, when that is under 60 pt, it is hidden so the
    /// texts down to the rates caption stay on screen; the title steps aside.
    /// Apilado con altura normal. Con altura compacta: los pickers se reparten la altura en razón
    /// 180:150, cada uno con al menos tres filas y como mucho su altura normal; la imagen toma lo que
    /// dejan los textos, hasta 170 pt, o se oculta si quedan menos de 60 pt, para que los textos
    /// hasta la leyenda de los tipos sigan en pantalla; el título se aparta.
    public static func arrangement(in space: Space, infoTextHeight: Double) -> Arrangement {
        guard space.isCompactHeight else { return .stacked }
        let room = max(space.contentHeight - spacing, 0)
        let share = room / (picker1Height + picker2Height)
        let row = clean(space.rowHeight)
        let image = space.contentHeight - clean(infoTextHeight) - 4 * spacing
        let showsImage = image >= minimumImageHeight
        let info = infoColumnWidth(in: space)
        return .sideBySide(
            SideBySide(
                pickerColumnWidth: max(space.contentWidth - columnSpacing - info, 0), infoColumnWidth: info,
                picker1Height: wheel(share * picker1Height, row: row, regular: picker1Height),
                picker2Height: wheel(share * picker2Height, row: row, regular: picker2Height),
                imageHeight: showsImage ? min(image, imageHeight) : 0, showsImage: showsImage, showsTitle: false))
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

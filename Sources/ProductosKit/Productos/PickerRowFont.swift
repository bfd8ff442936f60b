import AppCore

/// The row font of each Productos picker, fitted to the picker. The rows follow Dynamic Type (Body,
/// 17 pt at the default size) but never past the smallest of three sizes:
/// - `PickerRowMetrics.maximumRowPointSize` (28 pt);
/// - the largest size whose rows (`PickerRowMetrics.rowHeight`) leave `ProductosLayout.minimumVisibleRows`
///   (three) in the wheel's regular height (at the 28 pt cap the 150 pt picker 2 showed 2.8 rows);
/// - the largest size at which every title of every component, shrunk to `minimumScaleFactor`, wraps
///   by words into at most `maximumLines` lines of its column (the component's width less
///   `PickerColumnWidths.titlePadding`) with no word wider than the column (from XXXL, picker 1's 78–97 pt
///   columns needed a third line or broke "PlayStation" inside the word).
/// The view measures with UIKit (`NSString.size(withAttributes:)`), layout-check with TypeMetricsKit:
/// both call this function with their measurer.
///
/// La fuente de las filas de cada picker de Productos, ajustada al picker. Las filas siguen Dynamic
/// Type (Body, 17 pt por omisión) pero nunca pasan del menor de tres tamaños: el tope de 28 pt; el
/// mayor cuyas filas dejan tres a la vista en la altura normal de la rueda; y el mayor al que cada
/// título, encogido a la escala mínima, se parte por palabras en dos líneas de su columna como mucho
/// sin palabras más anchas que la columna. La vista mide con UIKit, layout-check con TypeMetricsKit.
public enum PickerRowFont {
    /// Body's size at the default text size: the rows' base size, and their floor.
    /// El tamaño de Body por omisión: la base de las filas y su piso.
    public static let basePointSize = 17.0
    /// Sizes are searched to this precision, in points. / Precisión de la búsqueda, en puntos.
    public static let precision = 0.01

    /// The width of `text` on one line at `pointSize`. / El ancho de `text` en una línea a `pointSize`.
    public typealias Measure = (_ text: String, _ pointSize: Double) -> Double

    /// What the size depends on besides the text size: the picker's width, the height three rows must
    /// fit in and each component's titles. / De qué depende el tamaño además del tamaño de texto.
    public struct Wheel: Hashable, Sendable {
        public var width: Double
        /// The wheel's regular height (`wheelHeight(of:)`). / La altura normal de la rueda.
        public var height: Double
        public var titles: [[String]]

        public init(width: Double, height: Double, titles: [[String]]) {
            self.width = width
            self.height = height
            self.titles = titles
        }
    }

    /// The row font's size and the components' widths at that size (what `widthForComponent` returns).
    /// El tamaño de la fuente de las filas y el ancho de los componentes a ese tamaño.
    public struct Sizing: Equatable, Sendable {
        public var pointSize: Double
        public var columnWidths: [Double]
    }

    /// The height the three rows are fitted to: the storyboard's. In compact height `ProductosLayout`
    /// gives each wheel at least three rows or its regular height, if less, so three rows in the regular
    /// height are three rows everywhere.
    /// La altura a la que se ajustan las tres filas: la del storyboard. Con altura compacta
    /// `ProductosLayout` da a cada rueda al menos tres filas o su altura normal, así que tres filas en la
    /// altura normal son tres filas siempre.
    public static func wheelHeight(of picker: ProductosPicker) -> Double {
        picker == .product ? ProductosLayout.picker1Height : ProductosLayout.picker2Height
    }

    /// The row font's size for a wheel, when Dynamic Type asks for `preferred` points, for a font whose
    /// line height is `lineHeightPerPoint` × its size (UIKit's `lineHeight` scales with the size).
    ///
    /// The column widths depend on the titles measured at the row font, and the size on the widths. The
    /// rule: decide the widths at the size the cap and the rows allow, then fit the size to those
    /// widths; the view splits again at the fitted size. That second split never narrows a column that
    /// was shared out (smaller needs only raise the shared level, `PickerColumnWidths.split`), and a
    /// column that gets its need holds its widest title on one line, so what fits the first widths fits
    /// the final ones: one pass, no iteration (`titlesThatFitStillFitAtTheFinalWidths`).
    ///
    /// Floor: never below `basePointSize` (or `preferred`, if smaller): a larger text setting never gives
    /// smaller rows than the default one. When even that does not fit, the rows keep the floor and
    /// shrink and break as UILabel breaks them; layout-check reports those rows, so it is never silent.
    ///
    /// El tamaño para una rueda cuando Dynamic Type pide `preferred` puntos. Los anchos dependen del
    /// tamaño y el tamaño de los anchos: se deciden los anchos al tamaño que permiten el tope y las
    /// filas, y el tamaño se ajusta a esos anchos; repartir de nuevo al tamaño ajustado nunca angosta
    /// una columna repartida, así que lo que cabía sigue cabiendo. Piso: nunca menos de 17 pt (o de
    /// `preferred`); si ni así cabe, las filas se parten y layout-check lo reporta.
    public static func sizing(
        preferred: Double, lineHeightPerPoint: Double, wheel: Wheel, measure: Measure
    ) -> Sizing {
        let preferred = preferred.isFinite && preferred > 0 ? preferred : basePointSize
        let ratio = clean(lineHeightPerPoint)
        let floor = min(preferred, basePointSize)
        let ceiling = min(
            preferred, PickerRowMetrics.maximumRowPointSize,
            rowsFitPointSize(height: wheel.height, lineHeightPerPoint: ratio))
        var size = floor
        if ceiling > floor {
            let widths = columnWidths(width: wheel.width, titles: wheel.titles, pointSize: ceiling, measure: measure)
            size =
                largest(from: floor, to: ceiling) {
                    titlesFit(
                        wheel.titles, columnWidths: widths, pointSize: $0, lineHeightPerPoint: ratio, measure: measure)
                } ?? floor
        }
        return Sizing(
            pointSize: size,
            columnWidths: columnWidths(width: wheel.width, titles: wheel.titles, pointSize: size, measure: measure))
    }

    /// The largest size (up to the cap) whose row height leaves three rows in `height`.
    /// El mayor tamaño (hasta el tope) cuyo alto de fila deja tres filas en `height`.
    public static func rowsFitPointSize(height: Double, lineHeightPerPoint: Double) -> Double {
        let height = clean(height)
        let ratio = clean(lineHeightPerPoint)
        return largest(from: 0, to: PickerRowMetrics.maximumRowPointSize) {
            ProductosLayout.minimumVisibleRows * PickerRowMetrics.rowHeight(lineHeight: $0 * ratio) <= height
        } ?? 0
    }

    /// The components' widths for a picker `width` wide whose widest titles need `widest` points:
    /// `PickerColumnWidths.split` of each plus `titlePadding`.
    /// Los anchos de los componentes: el reparto de cada título más ancho más su relleno.
    public static func columnWidths(width: Double, widest: [Double]) -> [Double] {
        PickerColumnWidths.split(totalWidth: width, measured: widest.map { $0 + PickerColumnWidths.titlePadding })
    }

    /// The components' widths with each component's widest title measured at `pointSize`.
    /// Los anchos con el título más ancho de cada componente medido a `pointSize`.
    public static func columnWidths(width: Double, titles: [[String]], pointSize: Double, measure: Measure)
        -> [Double]
    {
        columnWidths(width: width, widest: titles.map { $0.map { clean(measure($0, pointSize)) }.max() ?? 0 })
    }

    /// Whether every title, at `pointSize` × `minimumScaleFactor`, wraps by words into at most
    /// `maximumLines` lines of its column less `titlePadding`, with no word wider than that, and those
    /// lines fit the row's height (a line `lineHeightPerPoint` × the size tall; 0: not checked).
    /// Si cada título, a la escala mínima, se parte por palabras en dos líneas de su columna como
    /// mucho, sin palabras más anchas, y esas líneas caben en el alto de la fila.
    public static func titlesFit(
        _ titles: [[String]], columnWidths: [Double], pointSize: Double, lineHeightPerPoint: Double = 0,
        measure: Measure
    ) -> Bool {
        let shrunk = pointSize * PickerRowMetrics.minimumScaleFactor
        let lineHeight = clean(lineHeightPerPoint) * pointSize
        let rowHeight = PickerRowMetrics.rowHeight(lineHeight: lineHeight)
        return titles.enumerated().allSatisfy { component, texts in
            guard columnWidths.indices.contains(component) else { return false }
            let room = columnWidths[component] - PickerColumnWidths.titlePadding
            return texts.allSatisfy { text in
                guard let lines = lineCount(text, width: room, measure: { measure($0, shrunk) }) else { return false }
                return lines <= PickerRowMetrics.maximumLines
                    && Double(lines) * lineHeight * PickerRowMetrics.minimumScaleFactor <= rowHeight
            }
        }
    }

    /// Lines `text` takes wrapped by words (spaces) in `width`; nil when a word alone is wider.
    /// Las líneas que ocupa `text` partido por palabras en `width`; nil si una palabra sola no cabe.
    static func lineCount(_ text: String, width: Double, measure: (String) -> Double) -> Int? {
        func fits(_ line: String) -> Bool { measure(line) <= width + 1e-9 }
        var lines = 0
        var current = ""
        for word in text.split(separator: " ").map(String.init) {
            guard fits(word) else { return nil }
            let candidate = current.isEmpty ? word : current + " " + word
            if fits(candidate) {
                current = candidate
            } else {
                lines += 1
                current = word
            }
        }
        return lines + (current.isEmpty ? 0 : 1)
    }

    /// The largest size in `low...high` (to `precision`) at which `fits` holds, `fits` holding at every
    /// smaller size; nil when it fails at `low`. / El mayor tamaño en el intervalo en que `fits` se cumple.
    private static func largest(from low: Double, to high: Double, where fits: (Double) -> Bool) -> Double? {
        guard fits(low) else { return nil }
        guard !fits(high) else { return high }
        var (low, high) = (low, high)
        while high - low > precision {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return low
    }

    /// Negative, NaN or infinite count as zero. / Negativos, NaN o infinitos cuentan como cero.
    private static func clean(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }
}

// MARK: - Memo

extension PickerRowFont {
    /// Remembers `sizing` by its inputs, for a view that asks on every row it draws. The measurer is not
    /// part of the key: one memo per measurer (the app's system font). Past `limit` questions it
    /// starts over. Not thread-safe: the main thread's.
    /// Recuerda `sizing` por sus entradas, para una vista que pregunta en cada fila que dibuja. El
    /// medidor no forma parte de la clave: una memoria por medidor. Solo para el hilo principal.
    public final class Memo {
        private struct Key: Hashable {
            let preferred: Double
            let lineHeightPerPoint: Double
            let wheel: Wheel
        }

        private var answers: [Key: Sizing] = [:]
        private let limit: Int

        public init(limit: Int = 16) {
            self.limit = max(limit, 1)
        }

        /// Questions remembered. / Preguntas recordadas.
        public var count: Int { answers.count }

        public func sizing(preferred: Double, lineHeightPerPoint: Double, wheel: Wheel, measure: Measure) -> Sizing {
            let key = Key(preferred: preferred, lineHeightPerPoint: lineHeightPerPoint, wheel: wheel)
            if let answer = answers[key] { return answer }
            if answers.count >= limit { answers.removeAll() }
            let answer = PickerRowFont.sizing(
                preferred: preferred, lineHeightPerPoint: lineHeightPerPoint, wheel: wheel, measure: measure)
            answers[key] = answer
            return answer
        }
    }
}

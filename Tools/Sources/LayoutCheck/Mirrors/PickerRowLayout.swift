import Foundation
import TypeMetricsKit

/// One row's text in its row: a label that shrinks to fit down to the rule's minimum scale and wraps
/// by words up to its lines, as UIKit shrinks a multi-line label — the largest scale at which the
/// wrapped text fits both the lines and the row's height. Fewer lines at a smaller size, so "fits at
/// the minimum scale" decides whether it fits at all.
/// El texto de una fila: una etiqueta que se encoge hasta la escala mínima y se parte por palabras
/// hasta sus líneas, como UIKit encoge una etiqueta de varias líneas: la mayor escala a la que el
/// texto cabe en las líneas y en el alto de la fila.
public struct PickerRowFit: Equatable, Sendable {
    public let text: String
    public let component: Int
    /// The row's label: the component's width, the row's height. / La etiqueta: ancho y alto de la fila.
    public let width: Double
    public let height: Double
    /// The row font's size before shrinking. / El tamaño de la fuente antes de encogerse.
    public let pointSize: Double
    /// The largest scale at which it fits; nil when it does not fit even at the minimum.
    /// La mayor escala a la que cabe; nil si no cabe ni a la mínima.
    public let scale: Double?
    /// The text at `scale`, or at the minimum scale when it does not fit.
    /// El texto a `scale`, o a la escala mínima si no cabe.
    public let block: TextBlock
    /// Fits, but not in a row 8 % narrower. / Cabe, pero no en una fila 8 % más angosta.
    public let isBorderline: Bool

    public var fits: Bool { scale != nil }

    /// Lays `text` out in a `width` × `height` row at `pointSize` under `rule`.
    /// Dispone `text` en una fila de `width` × `height` a `pointSize` con `rule`.
    public static func fit(
        _ text: String, component: Int = 0, width: Double, height: Double, pointSize: Double, rule: PickerRowRule
    ) -> PickerRowFit {
        func block(_ scale: Double, _ width: Double) -> TextBlock {
            TextMeasure(face: rule.face, size: pointSize * scale).layout(
                text, width: max(1, width + IntrinsicSizes.rounding), numberOfLines: rule.maximumLines)
        }
        func fits(_ scale: Double, _ width: Double) -> Bool {
            let laid = block(scale, width)
            return !laid.isTruncated && laid.brokenWords.isEmpty && laid.height <= height + LayoutChecks.tolerance
        }
        let minimum = min(rule.minimumScaleFactor, 1)
        let result = { (scale: Double?, borderline: Bool) in
            PickerRowFit(
                text: text, component: component, width: width, height: height, pointSize: pointSize, scale: scale,
                block: block(scale ?? minimum, width), isBorderline: borderline)
        }
        guard fits(minimum, width) else { return result(nil, false) }
        var (low, high) = (minimum, 1.0)
        if fits(1, width) { low = 1 }
        // Bisection to a thousandth: the fit only improves as the font shrinks.
        // Bisección a la milésima: el ajuste solo mejora al encogerse la fuente.
        while high - low > 0.001 {
            let middle = (low + high) / 2
            if fits(middle, width) { low = middle } else { high = middle }
        }
        return result(low, !fits(minimum, width * (1 - LayoutChecks.borderline)))
    }
}

/// One picker laid out in one configuration and language: its size, row font and height, the wheel's
/// rows, each component's width and every row's fit.
/// Un picker dispuesto en una configuración e idioma: su tamaño, fuente y alto de fila, las filas que
/// muestra la rueda, el ancho de cada componente y el ajuste de cada fila.
public struct PickerRowLayout {
    public let picker: PickerRowMirror
    public let configuration: LayoutConfiguration
    public let language: String
    public let width: Double
    public let height: Double
    public let pointSize: Double
    public let lineHeight: Double
    public let rowHeight: Double
    public let componentWidths: [Double]
    public let rows: [PickerRowFit]
    /// The rows the wheel shows with a line 8 % taller than the stand-in's (the picker's size
    /// following, where the app sizes it from the row height; the font too, where the app fits it to
    /// the line it measures). / Las filas con una línea 8 % más alta.
    public let borderlineVisibleRows: Double

    /// The wheel's height over the row height. / El alto de la rueda entre el alto de fila.
    public var visibleRows: Double { height / rowHeight }

    /// Lays `picker`'s rows (`titles`: each component's) out in `context`.
    /// Dispone las filas de `picker` en `context`.
    public init(_ picker: PickerRowMirror, titles: [[String]], language: String, in context: PickerRowContext) throws {
        let rule = picker.rule
        self.picker = picker
        configuration = context.configuration
        self.language = language
        width = try picker.width(context)
        (pointSize, lineHeight) = rule.font(
            at: context.configuration.text, lineScale: context.lineScale, width: width, titles: titles)
        rowHeight = rule.rowHeight(lineHeight)
        height = try picker.height(context, rowHeight)
        let size = pointSize
        let widest = titles.map { $0.map { rule.face.width(of: $0, size: size) }.max() ?? 0 }
        let widths = picker.componentWidths(width, widest)
        componentWidths = widths
        let row = rowHeight
        rows = titles.enumerated().flatMap { component, texts in
            texts.map { text in
                PickerRowFit.fit(
                    text, component: component, width: widths.indices.contains(component) ? widths[component] : 0,
                    height: row, pointSize: size, rule: rule)
            }
        }
        // A line 8 % taller than the stand-in's: rows fitted to the measured line are fitted again.
        // Una línea 8 % más alta: las filas ajustadas a la línea medida se ajustan de nuevo.
        var taller = context
        taller.lineScale = context.lineScale / (1 - LayoutChecks.borderline)
        let tallerRow = try picker.rowHeight(in: taller, titles: titles)
        borderlineVisibleRows = try picker.height(taller, tallerRow) / tallerRow
    }

    /// The findings, at `lines.text` (row texts) and `lines.rows` (the wheel) of `picker.path`.
    /// Los hallazgos, en las líneas de los textos y de la rueda.
    public func findings(lines: (text: Int, rows: Int)) -> [LayoutFinding] {
        let name = picker.name
        var found: [LayoutFinding] = []
        let wheel = String(format: "%.0f pt tall, rows %.0f pt: %.2f rows", height, rowHeight, visibleRows)
        if visibleRows < PickerRowMirror.minimumVisibleRows - 1e-9 {
            found.append(
                LayoutFinding(
                    "layout-picker-rows", .error, path: picker.path, line: lines.rows,
                    "\(name): the wheel shows fewer than three rows", detail: wheel))
        } else if borderlineVisibleRows < PickerRowMirror.minimumVisibleRows - 1e-9 {
            found.append(
                LayoutFinding(
                    "layout-picker-rows", .warning, path: picker.path, line: lines.rows,
                    "\(name): is borderline: the wheel shows three rows with less than 8 % to spare",
                    detail: wheel + String(format: "; %.2f with an 8 %% taller line", borderlineVisibleRows)))
        }
        for row in rows { found += findings(row, line: lines.text) }
        return found
    }

    private func findings(_ row: PickerRowFit, line: Int) -> [LayoutFinding] {
        let detail = String(
            format: "%.0f × %.0f pt row, %.1f pt font down to %.0f %%: %d line(s) \"%@\"", row.width, row.height,
            row.pointSize, picker.rule.minimumScaleFactor * 100, row.block.lines.count,
            row.block.lines.joined(separator: " / "))
        func finding(_ rule: String, _ severity: LayoutFinding.Severity, _ message: String) -> LayoutFinding {
            LayoutFinding(
                rule, severity, path: picker.path, line: line, "\(picker.name): row \"\(row.text)\" \(message)",
                detail: detail)
        }
        if row.fits {
            return row.isBorderline
                ? [finding("layout-text-truncated", .warning, "is borderline: within 8 % of being cut off")] : []
        }
        var found: [LayoutFinding] = []
        // One line truncates ("…"); more lines break a word too wide for a line inside it.
        // Una línea trunca; con más líneas, una palabra demasiado ancha se parte por dentro.
        if picker.rule.maximumLines > 1 {
            for word in Set(row.block.brokenWords).sorted() {
                found.append(finding("layout-text-broken-word", .error, "breaks \"\(word)\" inside the word"))
            }
        }
        if row.block.isTruncated || (picker.rule.maximumLines == 1 && !row.block.brokenWords.isEmpty)
            || row.block.height > row.height + LayoutChecks.tolerance
        {
            found.append(finding("layout-text-truncated", .error, "is cut off"))
        }
        return found
    }
}

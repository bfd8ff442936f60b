import AppCore
import Foundation
import TypeMetricsKit

/// What a view's content asks for, per UIKit class: width and height (nil = no intrinsic size in
/// that direction, as `UIView.noIntrinsicMetric`), and whether the model knows the class at all.
/// Lo que pide el contenido de una vista, por clase de UIKit (nil = sin tamaño intrínseco).
public struct IntrinsicSize: Equatable, Sendable {
    public var width: Double?
    public var height: Double?
    /// False for a class the model cannot size: "cannot judge", never a pass.
    /// Falso para una clase que el modelo no sabe medir: "no se puede juzgar".
    public var known = true
}

/// The font a text view uses at a text size. / La fuente de una vista de texto en un tamaño.
public struct TextFont: Sendable {
    public let face: FontFace
    public let size: Double

    /// Storyboard text styles grow with Dynamic Type (UIKit reads them at load time);
    /// fixed point sizes do not. Lato and Futura map to TypeMetricsKit's faces.
    /// Los estilos crecen con Dynamic Type; los tamaños fijos no.
    public init(_ text: TextSettings, kind: String, category: TextSizeCategory) {
        if let style = text.style.flatMap(TextStyle.init(rawValue:)) {
            size = DynamicType.pointSize(style, at: category)
        } else {
            size = text.fixedSize ?? (kind == "button" ? 15 : 17)
        }
        let name = text.fontName ?? ""
        if name.contains("Lato") {
            // Lato-Bold (TestApp's headlines) is wider than the regular face: measured with its own table.
            // Lato-Bold es más ancha que la regular: se mide con su propia tabla.
            face = name.contains("Bold") || text.bold ? .latoBoldFace : .lato
        } else if name.contains("Futura") {
            face = .futuraMedium
        } else {
            face = text.bold ? .systemBold : .system
        }
    }

    public var measure: TextMeasure { TextMeasure(face: face, size: size) }
    public var lineHeight: Double { face.lineHeight(size: size) }
}

/// Per-class content sizes. The values are UIKit's documented or commonly measured defaults;
/// each is named in docs/layout.md. / Tamaños de contenido por clase.
public enum IntrinsicSizes {
    /// Padding a class adds around its text: (horizontal, vertical), both sides together.
    /// Relleno que una clase agrega alrededor del texto (ambos lados juntos).
    public static func textPadding(_ kind: String) -> (horizontal: Double, vertical: Double) {
        switch kind {
        case "button": return (0, 12)  // system button: 30 pt tall at 15 pt / botón de sistema
        case "textField": return (14, 14)  // rounded rect: 34 pt tall at 17 pt / borde redondeado
        case "textView": return (10, 16)  // textContainerInset 8 + lineFragmentPadding 5
        default: return (0, 0)
        }
    }

    /// Solved widths carry the simplex's rounding (1e-9…1e-6): a text measured at exactly its own
    /// width must still fit. / Los anchos resueltos traen redondeo: un texto a su propio ancho cabe.
    public static let rounding = 0.001

    /// Whether the view's text wraps onto more lines when narrower. / Si el texto se parte en líneas.
    public static func wraps(_ view: StoryboardView) -> Bool {
        guard let text = view.text, view.kind != "textField" else { return false }
        return text.numberOfLines != 1
    }

    /// The content size of `view` at `category`; `wrapWidth` is the width a wrapping text had in
    /// the previous pass (UIKit's `preferredMaxLayoutWidth`), nil on the first pass.
    /// El tamaño de contenido; `wrapWidth` es el ancho del paso anterior.
    public static func of(
        _ view: StoryboardView, category: TextSizeCategory, wrapWidth: Double?,
        images: [String: (width: Double, height: Double)]
    ) -> IntrinsicSize {
        if let text = view.text { return textSize(view, text, category: category, wrapWidth: wrapWidth) }
        switch view.kind {
        case "switch": return IntrinsicSize(width: 51, height: 31)
        case "activityIndicatorView": return IntrinsicSize(width: 20, height: 20)
        case "pickerView", "datePicker": return IntrinsicSize(width: 320, height: 216)
        case "progressView": return IntrinsicSize(width: nil, height: 2)
        case "slider": return IntrinsicSize(width: nil, height: 30)
        case "stepper": return IntrinsicSize(width: 94, height: 32)
        case "segmentedControl": return segmented(view)
        case "imageView":
            if let name = view.imageName, let size = images[name] {
                return IntrinsicSize(width: size.width, height: size.height)
            }
            // No image in the storyboard: Interface Builder's placeholder, the frame drawn there.
            // Sin imagen en el storyboard: el marcador de Interface Builder, el marco dibujado.
            return IntrinsicSize(width: view.frame.width, height: view.frame.height)
        case let kind where StoryboardReader.knownKinds.contains(kind): return IntrinsicSize()
        default: return IntrinsicSize(known: false)
        }
    }

    static func textSize(
        _ view: StoryboardView, _ text: TextSettings, category: TextSizeCategory, wrapWidth: Double?
    ) -> IntrinsicSize {
        if view.kind == "textView" && view.scrollEnabled { return IntrinsicSize() }
        let font = TextFont(text, kind: view.kind, category: category)
        let padding = textPadding(view.kind)
        let oneLine = font.face.width(of: text.text, size: font.size)
        if text.text.isEmpty && view.kind == "label" { return IntrinsicSize(width: 0, height: 0) }
        guard wraps(view), let wrapWidth else {
            return IntrinsicSize(width: oneLine + padding.horizontal, height: font.lineHeight + padding.vertical)
        }
        let block = font.measure.layout(
            text.text, width: max(1, wrapWidth - padding.horizontal + rounding), numberOfLines: text.numberOfLines)
        // TestApp's `WrappingButton` asks for its one-line width and only its height is the wrapped
        // title's (its `intrinsicContentSize`); a label asks for its widest line.
        // `WrappingButton` pide su ancho en una línea y solo su alto es el del título partido.
        let width = view.customClass == "WrappingButton" ? oneLine : min(oneLine, block.width)
        return IntrinsicSize(width: width + padding.horizontal, height: block.height + padding.vertical)
    }

    /// iOS 13 segments: 13 pt system titles, 32 pt tall, equal segments. / Segmentos de iOS 13.
    private static func segmented(_ view: StoryboardView) -> IntrinsicSize {
        let widest = view.segments.map { FontFace.system.width(of: $0, size: 13) }.max() ?? 0
        return IntrinsicSize(width: Double(max(1, view.segments.count)) * (widest + 20), height: 32)
    }
}

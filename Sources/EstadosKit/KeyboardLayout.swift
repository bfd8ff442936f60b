import Foundation

/// The arithmetic behind "keep the chosen state's texts visible while the picker is up": how much of
/// the scroll view the keyboard (picker + toolbar) covers, and where to scroll so a region of the
/// content shows above it. The view controller converts frames with UIKit and applies the results.
///
/// La aritmética de "mantener visibles los textos del estado elegido mientras el picker está
/// arriba": cuánto del scroll view tapa el teclado (picker + barra) y a dónde desplazar para que una
/// región del contenido quede visible encima. El view controller convierte los marcos con UIKit y
/// aplica los resultados.
public enum KeyboardLayout {
    /// A rectangle in points (origin top-left, y grows downwards), Foundation-only so Linux tests
    /// and iOS share it; the view controller converts its `CGRect`s.
    /// Un rectángulo en puntos (origen arriba a la izquierda, y crece hacia abajo), solo Foundation.
    public struct Rect: Equatable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

        public var minX: Double { x }
        public var maxX: Double { x + width }
        public var minY: Double { y }
        public var maxY: Double { y + height }
        /// No area (or a negative size). / Sin área (o tamaño negativo).
        public var isEmpty: Bool { !(width > 0 && height > 0) }

        /// The common part, nil when they do not overlap. / La parte común; nil si no se tocan.
        public func intersection(_ other: Rect) -> Rect? {
            let left = max(minX, other.minX)
            let right = min(maxX, other.maxX)
            let top = max(minY, other.minY)
            let bottom = min(maxY, other.maxY)
            guard right > left, bottom > top else { return nil }
            return Rect(x: left, y: top, width: right - left, height: bottom - top)
        }

        /// The smallest rectangle holding both. / El menor rectángulo que contiene a ambos.
        public func union(_ other: Rect) -> Rect {
            let left = min(minX, other.minX)
            let top = min(minY, other.minY)
            return Rect(
                x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
        }
    }

    /// The height of the part of `viewport` hidden by `keyboard`, both rectangles in the same
    /// coordinates (the view's). Zero when the keyboard is nil (hiding), off screen, empty, or does
    /// not overlap.
    ///
    /// La altura de la parte de `viewport` que tapa `keyboard`, ambos en las mismas coordenadas
    /// (las de la vista). Cero si el teclado está fuera de la pantalla, vacío o no se superpone.
    public static func bottomOverlap(keyboard: Rect?, viewport: Rect) -> Double {
        guard let keyboard = keyboard, !keyboard.isEmpty, !viewport.isEmpty,
            let overlap = keyboard.intersection(viewport)
        else { return 0 }
        // Everything from the keyboard's top edge down is unusable, even where the keyboard is
        // narrower than the viewport. / Todo lo que queda bajo el borde superior del teclado no sirve.
        return max(0, viewport.maxY - overlap.minY)
    }

    /// A scroll view's geometry along the vertical axis. / Geometría vertical de un scroll view.
    public struct Viewport: Equatable {
        /// The scroll view's bounds height. / Alto de los bounds del scroll view.
        public var height: Double
        /// The adjusted content insets (safe area + keyboard). / Insets ajustados (zona segura + teclado).
        public var topInset: Double
        public var bottomInset: Double
        /// The content size's height. / Alto del tamaño del contenido.
        public var contentHeight: Double
        /// The current `contentOffset.y`. / El `contentOffset.y` actual.
        public var offset: Double

        public init(height: Double, topInset: Double, bottomInset: Double, contentHeight: Double, offset: Double) {
            self.height = height
            self.topInset = topInset
            self.bottomInset = bottomInset
            self.contentHeight = contentHeight
            self.offset = offset
        }

        /// The height left for content between the insets. / El alto visible entre los insets.
        public var visibleHeight: Double { max(0, height - topInset - bottomInset) }
        /// The smallest and largest legal offsets. / Los desplazamientos mínimo y máximo válidos.
        public var minOffset: Double { -topInset }
        public var maxOffset: Double { max(minOffset, contentHeight + bottomInset - height) }
    }

    /// The `contentOffset.y` that shows `target` (content coordinates) with the least movement:
    /// unchanged if it is already visible; its bottom edge just above the keyboard if it is below;
    /// its top edge at the top if it is above or taller than the visible height (so the population,
    /// the first line, is always seen). Clamped to the legal offsets.
    ///
    /// El `contentOffset.y` que muestra `target` (coordenadas del contenido) moviendo lo mínimo: igual
    /// si ya se ve; su borde inferior justo sobre el teclado si está debajo; su borde superior arriba
    /// si está encima o es más alto que lo visible (así siempre se ve la población, la primera
    /// línea). Limitado a los desplazamientos válidos.
    public static func offsetRevealing(_ target: Rect, in viewport: Viewport) -> Double {
        let visibleTop = viewport.offset + viewport.topInset
        let visibleBottom = visibleTop + viewport.visibleHeight
        let wanted: Double
        if target.height >= viewport.visibleHeight || target.minY < visibleTop {
            wanted = target.minY - viewport.topInset
        } else if target.maxY > visibleBottom {
            wanted = target.maxY - viewport.topInset - viewport.visibleHeight
        } else {
            wanted = viewport.offset
        }
        return min(max(wanted, viewport.minOffset), viewport.maxOffset)
    }
}

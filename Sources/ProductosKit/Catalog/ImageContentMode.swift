/// How the product image fits its view: the package's own model of `UIView.ContentMode`
/// (the app maps it with an exhaustive switch). `redraw` is left out: it only matters for views
/// that draw themselves.
/// Cómo se ajusta la imagen del producto: modelo propio de `UIView.ContentMode` (la app lo
/// traduce con un switch exhaustivo). Se omite `redraw`: solo aplica a vistas que se dibujan solas.
public enum ImageContentMode: String, CaseIterable, Equatable {
    case scaleAspectFit
    case scaleAspectFill
    case scaleToFill
    case center
    case top
    case bottom
    case left
    case right
    case topLeft
    case topRight
    case bottomLeft
    case bottomRight

    /// Key of the mode's name in `Localizable.strings`. / Clave del nombre del modo.
    public var nameKey: String { "productos.contentMode.\(rawValue)" }
}

import EstadosKit
import UIKit

/// The state field's font, capped by `StateFieldFont` (EstadosKit, tested on Linux): a `UITextField`
/// being edited — the picker is up — does not shrink its text, so the field's Title 2 is lowered
/// until the widest name the picker offers fits its text width ("Baja California Sur" whole at AX5
/// on an SE). Measured here with UIKit, at each layout; set only when it changes.
/// La fuente del campo del estado, con el tope de `StateFieldFont`: un `UITextField` en edición (con
/// el picker arriba) no reduce su texto, así que Title 2 baja hasta que el nombre más ancho cabe en su
/// ancho de texto. Se mide aquí con UIKit en cada maquetación; solo se cambia si cambia.
extension EstadosViewController {
    func capFieldFont() {
        let width = Double(nombreEstado.textRect(forBounds: nombreEstado.bounds).width)
        guard width > 0 else { return }
        let title2 = UIFont.preferredFont(forTextStyle: .title2, compatibleWith: traitCollection)
        let names = (0..<presenter.numberOfRows).compactMap { presenter.title(forRow: $0) }
        let size = StateFieldFont.pointSize(preferred: Double(title2.pointSize), textWidth: width) { size in
            let font = title2.withSize(CGFloat(size))
            return names.map { Double(($0 as NSString).size(withAttributes: [.font: font]).width) }.max() ?? 0
        }
        guard nombreEstado.font?.pointSize != CGFloat(size) || nombreEstado.font?.fontName != title2.fontName
        else { return }
        nombreEstado.font = title2.withSize(CGFloat(size))
    }
}

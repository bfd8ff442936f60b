import AppCore
import UIKit

/// Guardar / Leer / Borrar share one row while every title fits its third; at accessibility text sizes,
/// or once a title would not fit (an SE in portrait from XXXL), they stack full width and their titles
/// may wrap (`WrappingButton`). The decision is `ButtonRowLayout.axis` (AppCore, tested on Linux).
/// Guardar / Leer / Borrar comparten una fila mientras cada título cabe en su tercio; en tamaños de
/// accesibilidad, o cuando un título no cabría (un SE vertical desde XXXL), se apilan a todo el ancho y
/// sus títulos pueden partirse. La decisión es `ButtonRowLayout.axis` (AppCore, probada en Linux).
extension PersistenceViewController {
    func layOutKeychainButtons() {
        guard let row = keychainButtonsRow else { return }
        // Nested views get their frames after `viewDidLayoutSubviews`; the row's width is needed now.
        // Las vistas anidadas reciben su marco después de `viewDidLayoutSubviews`; el ancho se necesita ya.
        row.superview?.layoutIfNeeded()
        let buttons = row.arrangedSubviews.compactMap { $0 as? UIButton }
        let widths = buttons.map { button -> Double in
            guard let title = button.currentTitle, let font = button.titleLabel?.font else { return 0 }
            return Double(ceil((title as NSString).size(withAttributes: [.font: font]).width))
        }
        let axis = ButtonRowLayout.axis(
            titleWidths: widths, rowWidth: Double(row.bounds.width), spacing: Double(row.spacing),
            isAccessibilitySize: traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
        let vertical = axis == .vertical
        guard row.axis != (vertical ? .vertical : .horizontal) else { return }
        row.axis = vertical ? .vertical : .horizontal
        row.alignment = vertical ? .fill : .center
        row.distribution = vertical ? .fill : .fillEqually
    }
}

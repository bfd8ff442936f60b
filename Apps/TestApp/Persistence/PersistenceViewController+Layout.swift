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

/// The password field and "Mostrar" share one row while the field keeps room for its placeholder; at
/// accessibility text sizes, or once it would not, the button goes below the field (the decision is
/// `FieldRowLayout.axis`), and a placeholder still too wide becomes the short one (`PlaceholderFit`).
/// El campo de contraseña y "Mostrar" comparten fila mientras el campo tenga sitio para su placeholder;
/// en tamaños de accesibilidad, o cuando no lo tendría, el botón baja debajo del campo, y un placeholder
/// que aún no cabe pasa al corto. Las decisiones están en AppCore, probadas en Linux.
extension PersistenceViewController {
    /// Horizontal room the field's border and insets take. / Espacio que ocupan el borde y márgenes del campo.
    private static let fieldInsets: CGFloat = 16

    func layOutPasswordRow() {
        guard let row = passwordRow, let field = passwordField, let font = field.font else { return }
        row.superview?.layoutIfNeeded()
        let full = Localizer.live("persistence.password.placeholder")
        let fullWidth = Double(Self.oneLineWidth(full, font: font) + Self.fieldInsets)
        let controlWidth =
            visibilityButton.currentTitle.flatMap { title in
                visibilityButton.titleLabel?.font.map { Self.oneLineWidth(title, font: $0) }
            } ?? 0
        let axis = FieldRowLayout.axis(
            fieldMinimumWidth: fullWidth, controlWidth: Double(controlWidth), rowWidth: Double(row.bounds.width),
            spacing: Double(row.spacing),
            isAccessibilitySize: traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
        let vertical = axis == .vertical
        if row.axis != (vertical ? .vertical : .horizontal) {
            row.axis = vertical ? .vertical : .horizontal
            row.alignment = vertical ? .fill : .center
        }
        let placeholder = PlaceholderFit.text(
            full: full, short: Localizer.live("persistence.password.placeholder.short"), fullWidth: fullWidth,
            availableWidth: Double(vertical ? row.bounds.width : field.bounds.width))
        // Set only on a change: a new placeholder asks for another layout.
        // Solo si cambia: un placeholder nuevo pide otro layout.
        if field.placeholder != placeholder { field.placeholder = placeholder }
    }

    private static func oneLineWidth(_ text: String, font: UIFont) -> CGFloat {
        ceil((text as NSString).size(withAttributes: [.font: font]).width)
    }
}

/// Each setting's label and switch share one row while the label's column keeps room for its longest
/// word; at accessibility text sizes, or once a word would be broken inside ("automáti / camente" from
/// AX2), the switch goes under the label, at its leading edge (the decision is `SwitchRowLayout.axis`).
/// La etiqueta y el interruptor de cada ajuste comparten fila mientras la columna de la etiqueta tenga
/// sitio para su palabra más larga; en tamaños de accesibilidad, o cuando una palabra se partiría, el
/// interruptor baja bajo la etiqueta, a su inicio. La decisión está en AppCore, probada en Linux.
extension PersistenceViewController {
    func layOutSettingRows() {
        for label in settingLabels {
            guard let row = label.superview as? UIStackView, let font = label.font,
                let toggle = row.arrangedSubviews.first(where: { $0 is UISwitch })
            else { continue }
            row.superview?.layoutIfNeeded()
            let words = SwitchRowLayout.words(in: label.text ?? "").map { Double(Self.width(of: $0, font: font)) }
            let axis = SwitchRowLayout.axis(
                wordWidths: words, switchWidth: Double(toggle.intrinsicContentSize.width),
                rowWidth: Double(row.bounds.width), spacing: Double(row.spacing),
                isAccessibilitySize: traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
            let vertical = axis == .vertical
            guard row.axis != (vertical ? .vertical : .horizontal) else { continue }
            row.axis = vertical ? .vertical : .horizontal
            row.alignment = vertical ? .leading : .center
        }
    }

    private static func width(of word: String, font: UIFont) -> CGFloat {
        ceil((word as NSString).size(withAttributes: [.font: font]).width)
    }
}

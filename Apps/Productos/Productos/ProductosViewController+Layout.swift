import AppCore
import ProductosKit
import UIKit

/// Applies `ProductosLayout` (ProductosKit, tested on Linux): in regular height one column; in
/// compact height the two pickers move to the "Pickers" column beside the image, product, colour,
/// price and caption, with the heights and widths the package gives for the safe area, the longest
/// texts the presenter can show (measured here, never the texts on screen) and the picker row height.
/// Aplica `ProductosLayout`: con altura normal, una columna; con altura compacta los dos pickers
/// pasan a la columna "Pickers" junto a la imagen, producto, color, precio y leyenda, con los altos y
/// anchos que da el paquete para la zona segura, los textos medidos y el alto de fila.
extension ProductosViewController {
    /// Recomputes the arrangement; changes nothing when it is the one on screen.
    /// Recalcula la disposición; no cambia nada si es la que ya está en pantalla.
    func applyLayout() {
        let safe = view.safeAreaLayoutGuide.layoutFrame.size
        let space = ProductosLayout.Space(
            width: Double(safe.width), height: Double(safe.height),
            isCompactHeight: traitCollection.verticalSizeClass == .compact,
            rowHeight: PickerRowMetrics.rowHeight(lineHeight: Double(rowFont.lineHeight)))
        let none = ProductosLayout.Heights(product: 0, colour: 0, price: 0, caption: 0)
        let texts = space.isCompactHeight ? longestHeights(width: ProductosLayout.infoColumnWidth(in: space)) : none
        let arrangement = ProductosLayout.arrangement(in: space, longest: texts)
        guard arrangement != appliedLayout else { return }
        appliedLayout = arrangement
        if let layout = arrangement.sideBySide {
            placePickersBeside(layout)
        } else {
            placePickersInColumn()
        }
    }

    /// The tallest product name, colour, price and caption the presenter can show
    /// (`ProductosPresenting.longestTexts`, `ProductosLayout.Texts.heights`) in their labels at the
    /// texts' column width. Measured once per width and text size, so turning a wheel changes nothing.
    /// Los más altos nombre, color, precio y leyenda que el presenter puede mostrar, en sus etiquetas
    /// al ancho de la columna; se miden una vez por ancho y tamaño, así girar una rueda no cambia nada.
    private func longestHeights(width: Double) -> ProductosLayout.Heights {
        let key = "\(width) \(traitCollection.preferredContentSizeCategory.rawValue)"
        if let known = longestTextsHeights[key] { return known }
        let labels: [ProductosLayout.Texts.Role: UILabel] = [
            .product: labelProd, .colour: labelColor, .priceHeading: labelPrecioTitulo, .amount: labelPrecio,
            .caption: labelTipoCambio,
        ]
        let heights = presenter.longestTexts().heights { text, role in
            guard let label = labels[role] else { return 0 }
            return max(minimumHeight(of: label), height(of: text, in: label, width: CGFloat(width)))
        }
        longestTextsHeights[key] = heights
        return heights
    }

    /// `text` in `label` at `width`: wrapped by words, or one line for a one-line label.
    /// El texto en la etiqueta a ese ancho: partido por palabras, o una línea.
    private func height(of text: String, in label: UILabel, width: CGFloat) -> Double {
        guard let font = label.font else { return 0 }
        guard label.numberOfLines != 1 else { return Double(ceil(font.lineHeight)) }
        let bound = CGSize(width: width, height: .greatestFiniteMagnitude)
        let rect = (text as NSString).boundingRect(
            with: bound, options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: font], context: nil)
        return Double(ceil(rect.height))
    }

    /// The label's own `height ≥` constraints (the colour indicator's 44 pt); the text on screen plays
    /// no part. / Las restricciones `alto ≥` de la etiqueta (el color, 44 pt); el texto de ahora no cuenta.
    private func minimumHeight(of label: UILabel) -> Double {
        let floors = label.constraints.filter {
            $0.firstItem === label && $0.firstAttribute == .height && $0.secondItem == nil
                && $0.relation == .greaterThanOrEqual && $0.isActive
        }
        return Double(floors.map(\.constant).max() ?? 0)
    }

    private func placePickersBeside(_ layout: ProductosLayout.SideBySide) {
        if pickerView1.superview !== pickersStack {
            pickersStack.addArrangedSubview(pickerView1)
            pickersStack.addArrangedSubview(pickerView2)
        }
        // The picture always stays, at least `minimumImageHeight` tall. / La imagen siempre se queda.
        setHeights(picker1: layout.picker1Height, picker2: layout.picker2Height, image: layout.imageHeight)
        imageView1.isHidden = false
        placePriceAndCaption(first: layout.priceFirst)
        pickerColumnWidth.constant = CGFloat(layout.pickerColumnWidth)
        pickerColumnWidth.isActive = true
        pickersStack.isHidden = false
        titleLabel.isHidden = !layout.showsTitle
        contentStack.axis = .horizontal
        contentStack.alignment = .top
    }

    /// Back under the colour indicator, at the storyboard's heights. / De vuelta bajo el indicador.
    private func placePickersInColumn() {
        if pickerView1.superview !== columnStack {
            let index = (columnStack.arrangedSubviews.firstIndex(of: labelColor) ?? 0) + 1
            columnStack.insertArrangedSubview(pickerView1, at: index)
            columnStack.insertArrangedSubview(pickerView2, at: index + 1)
        }
        setHeights(
            picker1: ProductosLayout.picker1Height, picker2: ProductosLayout.picker2Height,
            image: ProductosLayout.imageHeight)
        pickerColumnWidth.isActive = false
        imageView1.isHidden = false
        placePriceAndCaption(first: false)
        pickersStack.isHidden = true
        titleLabel.isHidden = false
        contentStack.axis = .vertical
        contentStack.alignment = .fill
    }

    /// The price and the rates caption right under the picture (`priceFirst`), or last, as in the
    /// storyboard. / El precio y la leyenda justo bajo la imagen, o al final, como en el storyboard.
    private func placePriceAndCaption(first: Bool) {
        let under = columnStack.arrangedSubviews.firstIndex(of: imageView1).map { $0 + 1 }
        let parts: [UIView] = [priceStack, labelTipoCambio]
        for (offset, part) in parts.enumerated() {
            columnStack.removeArrangedSubview(part)
            if first, let under {
                columnStack.insertArrangedSubview(part, at: under + offset)
            } else {
                columnStack.addArrangedSubview(part)
            }
        }
    }

    private func setHeights(picker1: Double, picker2: Double, image: Double) {
        picker1Height.constant = CGFloat(picker1)
        picker2Height.constant = CGFloat(picker2)
        imageHeight.constant = CGFloat(image)
    }
}

import AppCore
import ProductosKit
import UIKit

/// Applies `ProductosLayout` (ProductosKit, tested on Linux): in regular height one column; in
/// compact height the two pickers move to the "Pickers" column beside the image, product, colour,
/// price and caption, with the heights and widths the package gives for the safe area, the measured
/// texts and the picker row height.
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
        let texts = space.isCompactHeight ? infoTextHeight(width: ProductosLayout.infoColumnWidth(in: space)) : 0
        let arrangement = ProductosLayout.arrangement(in: space, infoTextHeight: texts)
        guard arrangement != appliedLayout else { return }
        appliedLayout = arrangement
        if let layout = arrangement.sideBySide {
            placePickersBeside(layout)
        } else {
            placePickersInColumn()
        }
    }

    /// Product, colour, price (heading and amount: "Price" has no spacing, so its height is theirs
    /// added up) and caption at the texts' column width. / Los textos al ancho de su columna.
    private func infoTextHeight(width: Double) -> Double {
        let labels: [UIView] = [labelProd, labelColor, labelPrecioTitulo, labelPrecio, labelTipoCambio]
        let target = CGSize(width: CGFloat(width), height: UIView.layoutFittingCompressedSize.height)
        return labels.reduce(0) { total, label in
            let size = label.systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            return total + Double(size.height)
        }
    }

    private func placePickersBeside(_ layout: ProductosLayout.SideBySide) {
        if pickerView1.superview !== pickersStack {
            pickersStack.addArrangedSubview(pickerView1)
            pickersStack.addArrangedSubview(pickerView2)
        }
        // A hidden image keeps a 0 pt height, so UIStackView's own hiding constraint agrees with it.
        // Una imagen oculta queda con 0 pt, así la restricción de ocultado del stack coincide.
        setHeights(picker1: layout.picker1Height, picker2: layout.picker2Height, image: layout.imageHeight)
        imageView1.isHidden = !layout.showsImage
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
        pickersStack.isHidden = true
        titleLabel.isHidden = false
        contentStack.axis = .vertical
        contentStack.alignment = .fill
    }

    private func setHeights(picker1: Double, picker2: Double, image: Double) {
        picker1Height.constant = CGFloat(picker1)
        picker2Height.constant = CGFloat(picker2)
        imageHeight.constant = CGFloat(image)
    }
}

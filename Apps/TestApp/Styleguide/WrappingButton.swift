import UIKit

/// A system button whose title wraps onto more lines instead of being cut, centred, and which grows
/// to fit them (never under 44 pt). A plain `UIButton` measures its title on one line, so with a
/// wrapping title it would stay one line tall; this one measures the title at its own width.
/// Used from storyboards (`customClass="WrappingButton"`).
/// Un botón de sistema cuyo título pasa a más líneas en lugar de cortarse, centrado, y que crece
/// para contenerlas (nunca menos de 44 pt). Un `UIButton` normal mide su título en una línea; este lo
/// mide a su propio ancho. Se usa desde los storyboards.
final class WrappingButton: UIButton {
    /// Space above and below the title. / Espacio sobre y bajo el título.
    private static let verticalPadding: CGFloat = 6
    private static let minimumHeight: CGFloat = 44
    /// The width the title was last measured at. / El ancho al que se midió el título por última vez.
    private var measuredWidth: CGFloat = 0
    /// The font size it was measured with (Dynamic Type changes it). / El tamaño de fuente medido.
    private var measuredPointSize: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        configureTitle()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureTitle()
    }

    private func configureTitle() {
        titleLabel?.numberOfLines = 0
        titleLabel?.lineBreakMode = .byWordWrapping
        titleLabel?.textAlignment = .center
        titleLabel?.adjustsFontForContentSizeCategory = true
    }

    /// One-line width (so a row can share its space), height of the title wrapped at the button's width.
    /// Ancho en una línea (para repartir una fila), alto del título partido al ancho del botón.
    override var intrinsicContentSize: CGSize {
        let oneLine = super.intrinsicContentSize
        guard let title = currentTitle, !title.isEmpty, let font = titleLabel?.font else { return oneLine }
        // No content insets: the storyboards set none, and every API that reads them is deprecated from
        // iOS 15; the padding is `verticalPadding`. / Sin márgenes de contenido: los storyboards no ponen
        // ninguno y las API que los leen están obsoletas desde iOS 15; el relleno es `verticalPadding`.
        let textWidth = measuredWidth > 0 ? measuredWidth : .greatestFiniteMagnitude
        let box = (title as NSString).boundingRect(
            with: CGSize(width: max(textWidth, 1), height: .greatestFiniteMagnitude),
            options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: font], context: nil)
        let height = ceil(box.height) + 2 * Self.verticalPadding
        return CGSize(width: oneLine.width, height: max(oneLine.height, height, Self.minimumHeight))
    }

    /// A new width (rotation, a stack that changed axis) or text size re-measures the title. The title's
    /// font follows Dynamic Type after the button's own trait change, so the size is compared here.
    /// Un ancho nuevo (rotación, una pila que cambió de eje) o tamaño de texto vuelve a medir el título.
    /// La fuente sigue a Dynamic Type después del cambio de rasgos del botón; por eso se compara aquí.
    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel?.preferredMaxLayoutWidth = titleLabel?.bounds.width ?? 0
        let pointSize = titleLabel?.font.pointSize ?? 0
        guard bounds.width != measuredWidth || pointSize != measuredPointSize else { return }
        measuredWidth = bounds.width
        measuredPointSize = pointSize
        invalidateIntrinsicContentSize()
    }

    override func setTitle(_ title: String?, for state: UIControl.State) {
        super.setTitle(title, for: state)
        invalidateIntrinsicContentSize()
    }
}

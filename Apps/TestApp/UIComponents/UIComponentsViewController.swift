import AppCore
import UIComponentsKit
import UIKit

/// The seven UIKit components inside a scroll view. It renders what the presenter decides and
/// forwards every event; it holds no rule of its own.
/// Los siete componentes de UIKit dentro de un scroll view. Dibuja lo que decide el presenter y
/// le reenvía cada evento; no tiene reglas propias.
final class UIComponentsViewController: UIViewController, StoryboardInstantiable, AlertShowing, AccessibilityIdentifying
{
    static let storyboardID = StoryboardID(storyboard: "UIComponents", identifier: "UIComponentsViewController")

    /// Set by `UIComponentsWireframe.makeModule` right after instantiation; the view owns its presenter.
    /// Lo asigna `UIComponentsWireframe.makeModule` justo después de instanciar; la vista es dueña de su presenter.
    var presenter: UIComponentsPresenting!

    @IBOutlet private weak var richTextView: UITextView!
    @IBOutlet private weak var textField: UITextField!
    @IBOutlet private weak var showTextButton: UIButton!
    @IBOutlet private weak var editingSwitch: UISwitch!
    @IBOutlet private weak var modeControl: UISegmentedControl!
    @IBOutlet private weak var imageView: UIImageView!

    /// Kept to rebuild the attributed text when the text size changes (Dynamic Type).
    /// Se guarda para rehacer el texto con atributos cuando cambia el tamaño de letra.
    private var richText: StyledText?
    /// The field's current mode, kept to pick the placeholder that fits after each layout.
    /// El modo actual del campo, guardado para elegir el placeholder que cabe tras cada layout.
    private var fieldConfiguration: TextFieldConfiguration?

    override func viewDidLoad() {
        super.viewDidLoad()
        // The storyboard's text styles in Lato, scaled with Dynamic Type (`AppFont`).
        // Los estilos de texto del storyboard en Lato, escalados con Dynamic Type.
        AppFont.adopt(in: view)
        textField.delegate = self
        richTextView.delegate = self
        richTextView.textContainerInset = .zero
        richTextView.textContainer.lineFragmentPadding = 0
        richTextView.linkTextAttributes = [.foregroundColor: StyledTextRenderer.color(for: .accent)]
        // The button's title follows Dynamic Type live. / El título del botón sigue Dynamic Type en vivo.
        showTextButton.titleLabel?.adjustsFontForContentSizeCategory = true
        applyAccessibilityIdentifiers()
        presenter.viewDidLoad()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        fitPlaceholder()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presentPendingAlert()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
        else { return }
        renderRichText()
        view.setNeedsLayout()
    }

    func applyAccessibilityIdentifiers() {
        view.accessibilityIdentifier = AccessibilityIdentifiers.UIComponents.screen
        richTextView.accessibilityIdentifier = AccessibilityIdentifiers.UIComponents.richText
        textField.accessibilityIdentifier = AccessibilityIdentifiers.UIComponents.textField
        showTextButton.accessibilityIdentifier = AccessibilityIdentifiers.UIComponents.showText
        editingSwitch.accessibilityIdentifier = AccessibilityIdentifiers.UIComponents.editingSwitch
        modeControl.accessibilityIdentifier = AccessibilityIdentifiers.UIComponents.mode
        imageView.accessibilityIdentifier = AccessibilityIdentifiers.UIComponents.image
    }

    // MARK: - Actions / Acciones

    @IBAction private func showTextTapped(_ sender: UIButton) {
        presenter.didTapShowText(textField.text)
    }

    @IBAction private func editingSwitchChanged(_ sender: UISwitch) {
        presenter.didToggleEditing(isOn: sender.isOn)
    }

    @IBAction private func modeChanged(_ sender: UISegmentedControl) {
        presenter.didSelectSegment(at: sender.selectedSegmentIndex)
    }

    // MARK: - Rendering / Dibujo

    private func renderRichText() {
        guard let richText = richText else { return }
        richTextView.attributedText = StyledTextRenderer.attributedString(richText, traits: traitCollection)
    }

    private func apply(_ field: TextFieldConfiguration) {
        textField.keyboardType = field.keyboard == .numberPad ? .numberPad : .default
        fieldConfiguration = field
        fitPlaceholder()
        textField.accessibilityLabel = field.accessibilityLabel
        // Swap the keyboard that is already on screen. / Cambia el teclado que ya está en pantalla.
        if textField.isFirstResponder { textField.reloadInputViews() }
    }

    /// The full placeholder while it fits on one line, else the short one (`PlaceholderFit`, AppCore):
    /// at AX5 "Escribe tu edad (solo números)" would be cut to "Escribe tu…".
    /// El placeholder completo mientras quepa en una línea; si no, el corto.
    private func fitPlaceholder() {
        guard let field = fieldConfiguration, let font = textField.font else { return }
        let fullWidth = ceil((field.placeholder as NSString).size(withAttributes: [.font: font]).width)
        let available = textField.bounds.width > 0 ? textField.textRect(forBounds: textField.bounds).width : 0
        let placeholder = PlaceholderFit.text(
            full: field.placeholder, short: field.shortPlaceholder, fullWidth: Double(fullWidth),
            availableWidth: Double(available))
        // Set only on a change: a new placeholder asks for another layout.
        // Solo si cambia: un placeholder nuevo pide otro layout.
        if textField.placeholder != placeholder { textField.placeholder = placeholder }
    }
}

extension UIComponentsViewController: UIComponentsView {
    func render(_ viewModel: UIComponentsViewModel) {
        title = viewModel.title
        richText = viewModel.richText
        renderRichText()
        apply(viewModel.textField)
        applyEditable(viewModel.isTextFieldEditable)
        modeControl.selectedSegmentIndex = viewModel.selectedSegment
        imageView.image = UIImage(named: viewModel.imageName)
        imageView.isAccessibilityElement = true
        imageView.accessibilityTraits = .image
        imageView.accessibilityLabel = viewModel.imageAccessibilityLabel
    }

    func resetTextField(_ field: TextFieldConfiguration) {
        textField.text = ""
        apply(field)
    }

    private func applyEditable(_ isEditable: Bool) {
        editingSwitch.isOn = isEditable
        textField.isEnabled = isEditable
        if !isEditable { textField.resignFirstResponder() }
    }
}

extension UIComponentsViewController: UITextFieldDelegate {
    /// Typing and pasting both go through the presenter's rule. / Teclear y pegar pasan por la regla del presenter.
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        presenter.shouldChangeCharacters(in: textField.text ?? "", range: range, replacement: string)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}

extension UIComponentsViewController: UITextViewDelegate {
    /// Returning true lets UIKit open the link in Safari. / Devolver true deja que UIKit abra el enlace en Safari.
    func textView(
        _ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool {
        presenter.shouldOpenLink(url)
    }
}

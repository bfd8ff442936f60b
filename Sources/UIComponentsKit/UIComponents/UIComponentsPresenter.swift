import AppCore
import Foundation

/// Decides every text, the keyboard, the editable state and which input the field accepts.
/// Decide cada texto, el teclado, si se puede editar y qué entrada acepta el campo.
public final class UIComponentsPresenter: UIComponentsPresenting {
    public weak var view: UIComponentsView?
    private let interactor: UIComponentsInteracting
    private let router: UIComponentsRouting
    private let localizer: Localizer
    public private(set) var mode: InputMode = .name
    public private(set) var isEditable = true

    public init(interactor: UIComponentsInteracting, router: UIComponentsRouting, localizer: Localizer) {
        self.interactor = interactor
        self.router = router
        self.localizer = localizer
    }

    public func viewDidLoad() {
        view?.render(viewModel())
    }

    public func didTapShowText(_ text: String?) {
        view?.showAlert(alert(for: text ?? ""))
    }

    public func didToggleEditing(isOn: Bool) {
        guard isOn != isEditable else { return }
        isEditable = isOn
        view?.render(viewModel())
    }

    /// A new mode clears the field and swaps keyboard and placeholder; an unknown index is ignored.
    /// Un modo nuevo vacía el campo y cambia teclado y placeholder; un índice desconocido se ignora.
    public func didSelectSegment(at index: Int) {
        guard let newMode = InputMode(rawValue: index), newMode != mode else { return }
        mode = newMode
        view?.resetTextField(configuration(for: newMode))
    }

    /// Builds the text the edit would produce and lets the interactor judge it, so typing, pasting
    /// and autocorrection follow the same rule. Deleting is always allowed; a range outside the text
    /// is refused instead of crashing.
    /// Construye el texto que produciría la edición y deja que el interactor lo juzgue: teclear,
    /// pegar y autocorregir siguen la misma regla. Borrar siempre se permite; un rango fuera del
    /// texto se rechaza en lugar de fallar.
    public func shouldChangeCharacters(in current: String, range: NSRange, replacement: String) -> Bool {
        guard isEditable, let swiftRange = Range(range, in: current) else { return false }
        if replacement.isEmpty { return true }
        let candidate = current.replacingCharacters(in: swiftRange, with: replacement)
        return interactor.accepts(candidate, in: mode)
    }

    public func shouldOpenLink(_ url: URL) -> Bool {
        ["http", "https"].contains(url.scheme?.lowercased() ?? "")
    }

    // MARK: - Decisions / Decisiones

    /// The whole screen as it is now (the editable state included). / Toda la pantalla tal como está.
    func viewModel() -> UIComponentsViewModel {
        UIComponentsViewModel(
            title: localizer("uicomponents.title"), richText: richText(), textField: configuration(for: mode),
            isTextFieldEditable: isEditable, selectedSegment: mode.rawValue, imageName: interactor.defaultImageName,
            imageAccessibilityLabel: localizer("uicomponents.image.accessibility"))
    }

    /// The alert for the typed text; blank text gets its own explanation.
    /// La alerta para el texto escrito; un texto en blanco recibe su propia explicación.
    func alert(for text: String) -> AlertViewModel {
        let dismiss = localizer("uicomponents.alert.dismiss")
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            return AlertViewModel(
                title: localizer("uicomponents.alert.empty.title"),
                message: localizer("uicomponents.alert.empty.message"), dismissTitle: dismiss)
        }
        return AlertViewModel(
            title: localizer("uicomponents.alert.title"), message: localizer("uicomponents.alert.message", text),
            dismissTitle: dismiss)
    }

    func configuration(for mode: InputMode) -> TextFieldConfiguration {
        let key = mode == .name ? "name" : "age"
        return TextFieldConfiguration(
            keyboard: mode.keyboard, placeholder: localizer("uicomponents.field.\(key).placeholder"),
            shortPlaceholder: localizer("uicomponents.field.\(key).placeholder.short"),
            accessibilityLabel: localizer("uicomponents.field.\(key).accessibility"))
    }

    /// Body text with bold, coloured and italic words and the "Click aquí" link.
    /// Texto con palabras en negrita, en color y en cursiva, y el enlace "Click aquí".
    func richText() -> StyledText {
        StyledText(segments: [
            StyledSegment(localizer("uicomponents.rich.lead")),
            StyledSegment(localizer("uicomponents.rich.bold"), [.bold]),
            StyledSegment(localizer("uicomponents.rich.separator")),
            StyledSegment(localizer("uicomponents.rich.colored"), [.color(.accent), .italic]),
            StyledSegment(localizer("uicomponents.rich.beforeLink")),
            StyledSegment(localizer("uicomponents.rich.link"), [.link(interactor.linkURL), .underline, .bold]),
            StyledSegment(localizer("uicomponents.rich.end")),
        ])
    }
}

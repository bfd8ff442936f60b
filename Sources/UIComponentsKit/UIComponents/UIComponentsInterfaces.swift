import AppCore
import Foundation

/// What the presenter tells the UIComponents screen. / Lo que el presenter le dice a la pantalla.
public protocol UIComponentsView: AnyObject {
    /// Every text, image and state of the seven components (sent again when editing is switched).
    /// Todos los textos, la imagen y el estado de los siete componentes (se reenvía al cambiar la edición).
    func render(_ viewModel: UIComponentsViewModel)
    /// Empties the text field and applies the keyboard and placeholder of `field`.
    /// Vacía el campo de texto y aplica el teclado y el placeholder de `field`.
    func resetTextField(_ field: TextFieldConfiguration)
    /// A native alert. / Una alerta nativa.
    func showAlert(_ alert: AlertViewModel)
}

/// Events from the UIComponents screen. / Eventos de la pantalla UIComponents.
public protocol UIComponentsPresenting: AnyObject {
    func viewDidLoad()
    /// The button was tapped; `text` is the field's current text. / Se tocó el botón con el texto actual.
    func didTapShowText(_ text: String?)
    func didToggleEditing(isOn: Bool)
    func didSelectSegment(at index: Int)
    /// `UITextFieldDelegate.textField(_:shouldChangeCharactersIn:replacementString:)` as plain values
    /// (`range` in UTF-16 units, like `NSRange`). / El delegado del campo como valores simples.
    func shouldChangeCharacters(in current: String, range: NSRange, replacement: String) -> Bool
    /// Whether tapping `url` inside the text view may open it. / Si tocar `url` en el texto puede abrirlo.
    func shouldOpenLink(_ url: URL) -> Bool
}

/// The rules of the screen: input filtering and the fixed content.
/// Las reglas de la pantalla: filtro de entrada y el contenido fijo.
public protocol UIComponentsInteracting: AnyObject {
    /// The page the "Click aquí" link opens. / La página que abre el enlace "Click aquí".
    var linkURL: URL { get }
    /// Asset name of the default image. / Nombre del asset de la imagen por defecto.
    var defaultImageName: String { get }
    /// True when `text` is a valid (possibly partial) value for `mode`.
    /// Verdadero si `text` es un valor válido (quizá parcial) para `mode`.
    func accepts(_ text: String, in mode: InputMode) -> Bool
}

/// Navigation of the screen: none (the link opens through the text view), kept for the module shape.
/// Navegación: ninguna (el enlace se abre desde el text view); se mantiene la forma del módulo.
public protocol UIComponentsRouting: AnyObject {}

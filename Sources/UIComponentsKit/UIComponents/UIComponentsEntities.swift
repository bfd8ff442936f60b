import AppCore
import Foundation

/// What the text field accepts, chosen by the segmented control ("Nombre" / "Edad").
/// Lo que acepta el campo, elegido con el control segmentado ("Nombre" / "Edad").
public enum InputMode: Int, CaseIterable, Equatable {
    case name = 0
    case age = 1

    /// The keyboard each mode shows. / El teclado de cada modo.
    public var keyboard: KeyboardKind {
        switch self {
        case .name: return .standard
        case .age: return .numberPad
        }
    }
}

/// A platform-neutral keyboard type the view maps to `UIKeyboardType`.
/// Tipo de teclado neutral que la vista convierte a `UIKeyboardType`.
public enum KeyboardKind: Equatable {
    /// Default alphanumeric keyboard. / Teclado alfanumérico por defecto.
    case standard
    /// Digits only. / Solo dígitos.
    case numberPad
}

/// The text field as one mode wants it. / El campo de texto como lo quiere un modo.
public struct TextFieldConfiguration: Equatable {
    public let keyboard: KeyboardKind
    public let placeholder: String
    /// Shown instead of `placeholder` when that one would be cut (`PlaceholderFit`, accessibility sizes).
    /// Se muestra en lugar de `placeholder` cuando este quedaría cortado.
    public let shortPlaceholder: String
    public let accessibilityLabel: String
}

/// Everything the screen shows, the editable state included. / Todo lo que muestra la pantalla, incluido si se puede editar.
public struct UIComponentsViewModel: Equatable {
    public let title: String
    public let richText: StyledText
    public let textField: TextFieldConfiguration
    public let isTextFieldEditable: Bool
    public let selectedSegment: Int
    public let imageName: String
    public let imageAccessibilityLabel: String
}

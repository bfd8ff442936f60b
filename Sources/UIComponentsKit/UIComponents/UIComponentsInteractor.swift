import Foundation

/// The fixed content and the input rules of the UIComponents screen.
/// El contenido fijo y las reglas de entrada de la pantalla UIComponents.
public final class UIComponentsInteractor: UIComponentsInteracting {
    /// Longest name accepted (same limit as the profile). / Nombre más largo aceptado (como el perfil).
    public static let maximumNameLength = 60
    /// Ages have at most three digits (0–999). / Las edades tienen como máximo tres dígitos.
    public static let maximumAgeDigits = 3

    public let linkURL: URL
    /// Reuses one of the album's CC0 photographs (Chelsea the cat), see docs/licenses/album.md.
    /// Reutiliza una de las fotografías CC0 del álbum (la gata Chelsea).
    public let defaultImageName: String

    public init(
        linkURL: URL = URL(string: "https://www.google.com")!,
        defaultImageName: String = "album-chelsea"
    ) {
        self.linkURL = linkURL
        self.defaultImageName = defaultImageName
    }

    /// Name: anything up to 60 characters. Age: only ASCII digits 0–9 (other Unicode digits such as
    /// "٣" or "３" are rejected because `Int(_:)` cannot read them), at most three.
    /// Nombre: cualquier texto hasta 60 caracteres. Edad: solo dígitos ASCII 0–9 (otros dígitos
    /// Unicode como "٣" o "３" se rechazan porque `Int(_:)` no los lee), como máximo tres.
    public func accepts(_ text: String, in mode: InputMode) -> Bool {
        switch mode {
        case .name:
            return text.count <= Self.maximumNameLength
        case .age:
            return text.unicodeScalars.count <= Self.maximumAgeDigits
                && text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
        }
    }
}

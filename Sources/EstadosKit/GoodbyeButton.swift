import Foundation

/// What the toolbar's "Adiós" does. The document's `adios()` suspends the app through a private
/// selector (`suspend`), which App Review Guideline 2.5.1 (public APIs only) and Technical Q&A QA1561
/// (apps must not quit themselves) advise against. One build setting, `ESTADOS_GOODBYE_BUTTON` in
/// `Config/Estados.xcconfig`, reaches the app through the Info.plist key `EstadosGoodbyeButton` and
/// sets the Swift compilation condition `ESTADOS_GOODBYE_SUSPEND`, without which the app's private
/// call is not compiled: `suspend` (the document, the committed default) or `hidden` (no button and
/// no private call in the binary; what a team submitting to the App Store sets).
///
/// Qué hace "Adiós" en la barra. El `adios()` del documento suspende la app con un selector privado
/// (`suspend`), algo que desaconsejan la guía 2.5.1 de App Review y la nota técnica QA1561. Un ajuste
/// de compilación, `ESTADOS_GOODBYE_BUTTON`, llega a la app por la clave `EstadosGoodbyeButton` del
/// Info.plist y define la condición de compilación `ESTADOS_GOODBYE_SUSPEND`, sin la cual la llamada
/// privada no se compila: `suspend` (el documento, el valor guardado) u `hidden` (sin botón ni llamada
/// privada en el binario; lo que pone un equipo que publica en la App Store).
public enum GoodbyeButton: String, Equatable, CaseIterable {
    /// "Adiós" hides the picker and sends the app to the background. / Oculta el picker y manda la app al fondo.
    case suspend
    /// No "Adiós" button. / Sin botón "Adiós".
    case hidden

    /// The Info.plist key that carries the build setting. / La clave del Info.plist con el ajuste.
    public static let infoPlistKey = "EstadosGoodbyeButton"
    /// The build setting in `Config/Estados.xcconfig`. / El ajuste de compilación.
    public static let buildSetting = "ESTADOS_GOODBYE_BUTTON"

    /// The private API is used only when asked for by name: any other value — "hidden", a typo, a
    /// missing key, a setting Xcode left unexpanded — gives no button.
    /// La API privada solo se usa si se pide por su nombre: cualquier otro valor no muestra el botón.
    public init(infoPlistValue: Any?) {
        let value = (infoPlistValue as? String)?.trimmingCharacters(in: .whitespacesAndNewlines)
        self = value == GoodbyeButton.suspend.rawValue ? .suspend : .hidden
    }

    /// The button the app shows: the Info.plist's choice, and `hidden` whenever the binary was built
    /// without the private call (a button that could do nothing is never shown).
    /// El botón que muestra la app: lo que diga el Info.plist, y `hidden` si el binario no tiene la llamada.
    public init(infoPlistValue: Any?, suspendCompiledIn: Bool) {
        self = suspendCompiledIn ? GoodbyeButton(infoPlistValue: infoPlistValue) : .hidden
    }
}

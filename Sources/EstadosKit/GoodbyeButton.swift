import Foundation

/// What the toolbar's "Adiós" does. The document's `adios()` suspends the app through a private
/// selector (`suspend`), which App Review Guideline 2.5.1 (public APIs only) and Technical Q&A QA1561
/// (apps must not quit themselves) advise against. One build setting, `ESTADOS_GOODBYE_BUTTON` in
/// `Config/Estados.xcconfig`, reaches the app through the Info.plist key `EstadosGoodbyeButton`, so
/// both branches are always compiled: `suspend` (the document, the committed default) or `hidden`
/// (no button; what a team submitting to the App Store sets).
///
/// Qué hace "Adiós" en la barra. El `adios()` del documento suspende la app con un selector privado
/// (`suspend`), algo que desaconsejan la guía 2.5.1 de App Review y la nota técnica QA1561. Un ajuste
/// de compilación, `ESTADOS_GOODBYE_BUTTON`, llega a la app por la clave `EstadosGoodbyeButton` del
/// Info.plist, así que ambas ramas se compilan siempre: `suspend` (el documento, el valor guardado) u
/// `hidden` (sin botón; lo que pone un equipo que publica en la App Store).
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
}

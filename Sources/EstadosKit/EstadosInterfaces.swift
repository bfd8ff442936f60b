import Foundation

/// What the presenter tells the screen. / Lo que el presenter le dice a la pantalla.
public protocol EstadosView: AnyObject {
    /// Static texts and the state before any selection; rendering it twice draws the same screen.
    /// Textos fijos y estado inicial; dibujarlo dos veces da la misma pantalla.
    func render(_ screen: EstadosScreenViewModel)
    /// A chosen state: image, texts and random colours. / Un estado elegido: imagen, textos y colores.
    func render(_ selection: EstadosSelectionViewModel)
    /// Scrolls the population and description into view above the picker (keyboard).
    /// Desplaza la población y la descripción para que se vean sobre el picker (teclado).
    func revealSelectionDetails()
    /// Moves the picker's wheel to `row` without animation. / Mueve la rueda del picker a `row`.
    func showPickerRow(_ row: Int)
    /// Ends editing so the picker goes away. / Termina la edición para ocultar el picker.
    func dismissPicker()
    /// Sends the app to the background (the seed's "adiós"; only with `GoodbyeButton.suspend`).
    /// Manda la app al fondo ("adiós"; solo con `GoodbyeButton.suspend`).
    func suspendApp()
    /// `states.json` could not be read. / No se pudo leer `states.json`.
    func showLoadError(_ alert: EstadosAlertViewModel)
}

/// Events from the screen. / Eventos de la pantalla.
public protocol EstadosPresenting: AnyObject {
    var numberOfRows: Int { get }
    func viewDidLoad()
    /// The state's name alone for `titleForRow`; nil outside the list.
    /// Solo el nombre del estado para `titleForRow`; nil fuera de la lista.
    func title(forRow row: Int) -> String?
    /// What `viewForRow` draws (icon and name) and its VoiceOver label (name and population).
    /// Lo que dibuja `viewForRow` (icono y nombre) y su etiqueta de VoiceOver (nombre y población).
    func row(at row: Int) -> StateRowViewModel?
    /// The picker row style for the current appearance. / Estilo de fila según la apariencia.
    func pickerRowStyle(darkAppearance: Bool) -> PickerRowStyle
    /// The text field gained focus (the picker appears). / El campo recibió el foco (aparece el picker).
    func didBeginEditing()
    func didSelectRow(_ row: Int)
    func didTapHide()
    func didTapGoodbye()
}

/// Business side: the states and the colours. / Lado de negocio: los estados y los colores.
public protocol EstadosInteracting: AnyObject {
    /// Reads and validates the states; throws `StateCatalogError`. / Lee y valida los estados.
    func loadStates() throws
    var stateCount: Int { get }
    func state(at index: Int) -> MexicanState?
    func makePalette() -> EstadosPalette
}

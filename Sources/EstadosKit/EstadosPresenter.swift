import AppCore
import Foundation

/// Decides everything the Estados screen shows: picker rows, the chosen state's image, population,
/// description and colours, and what the toolbar buttons do. The view only renders.
///
/// Decide todo lo que muestra la pantalla Estados: filas del picker, imagen, población,
/// descripción y colores del estado elegido, y qué hacen los botones de la barra. La vista solo dibuja.
public final class EstadosPresenter: EstadosPresenting {
    public weak var view: EstadosView?

    private let interactor: EstadosInteracting
    private let localizer: Localizer
    private let populationFormatter: PopulationFormatter
    private let language: ContentLanguage
    private let goodbye: GoodbyeButton
    private var selectedRow: Int?

    /// - Parameters:
    ///   - localizer: the app's strings (`Localizer.live`; tests: the real `es.lproj` file).
    ///     Los textos de la app.
    ///   - locale: formats populations (`Locale.current` in the app). / Formatea las poblaciones.
    ///   - goodbye: what "Adiós" does, from the Info.plist (`GoodbyeButton`). / Qué hace "Adiós".
    public init(interactor: EstadosInteracting, localizer: Localizer, locale: Locale, goodbye: GoodbyeButton) {
        self.interactor = interactor
        self.localizer = localizer
        populationFormatter = PopulationFormatter(locale: locale)
        language = ContentLanguage(localizer: localizer)
        self.goodbye = goodbye
    }

    public var numberOfRows: Int { interactor.stateCount }

    // MARK: - Lifecycle / Ciclo de vida

    /// Loads the states, then shows the initial screen, or the alert and a plain error state.
    /// Carga los estados y muestra la pantalla inicial, o la alerta y un estado de error claro.
    public func viewDidLoad() {
        do {
            try interactor.loadStates()
            view?.render(initialScreen())
        } catch {
            view?.showLoadError(loadErrorAlert(for: error))
            view?.render(unavailableScreen())
        }
    }

    func initialScreen() -> EstadosScreenViewModel {
        screen(
            placeholder: localizer("estados.field.placeholder"),
            fieldHint: localizer("estados.field.accessibility.hint"),
            populationText: localizer("estados.initial.population", interactor.stateCount),
            informationText: localizer("estados.initial.information"),
            map: .inviting(
                caption: localizer("estados.map.invitation"),
                accessibilityLabel: localizer("estados.map.invitation.accessibility")),
            hasStates: true)
    }

    /// No states to show: the error's title and message where the population and description go, the
    /// outline without an invitation, a field that does not open the picker (no "0 estados").
    /// Sin estados: el título y el mensaje del error en lugar de la población y la descripción, el
    /// contorno sin invitación y un campo que no abre el picker.
    func unavailableScreen() -> EstadosScreenViewModel {
        screen(
            placeholder: localizer("estados.unavailable.placeholder"), fieldHint: "",
            populationText: localizer("estados.error.title"), informationText: localizer("estados.error.message"),
            map: .unavailable, hasStates: false)
    }

    private func screen(
        placeholder: String, fieldHint: String, populationText: String, informationText: String,
        map: EstadosMapViewModel, hasStates: Bool
    ) -> EstadosScreenViewModel {
        EstadosScreenViewModel(
            fieldPlaceholder: placeholder, fieldAccessibilityLabel: localizer("estados.field.accessibility.label"),
            fieldAccessibilityHint: fieldHint, populationText: populationText, informationText: informationText,
            pickerAccessibilityLabel: localizer("estados.picker.accessibility.label"), map: map,
            hideButtonTitle: localizer("estados.toolbar.hide"),
            hideButtonAccessibilityHint: localizer("estados.toolbar.hide.hint"),
            goodbyeButtonTitle: localizer("estados.toolbar.goodbye"),
            goodbyeButtonAccessibilityHint: localizer("estados.toolbar.goodbye.hint"),
            showsGoodbyeButton: hasStates && goodbye == .suspend, isFieldEnabled: hasStates)
    }

    private func loadErrorAlert(for error: Error) -> EstadosAlertViewModel {
        EstadosAlertViewModel(
            title: localizer("estados.error.title"), message: localizer("estados.error.message"),
            dismissTitle: localizer("estados.error.dismiss"), technicalDetail: String(describing: error))
    }

    // MARK: - Picker rows / Filas del picker

    /// The state's name alone, as the field shows it. / Solo el nombre del estado, como lo muestra el campo.
    public func title(forRow row: Int) -> String? {
        interactor.state(at: row).map(name)
    }

    /// The row draws the icon before the name; VoiceOver reads the name and population, no icon.
    /// La fila dibuja el icono antes del nombre; VoiceOver lee el nombre y la población, sin icono.
    public func row(at row: Int) -> StateRowViewModel? {
        guard let state = interactor.state(at: row) else { return nil }
        return StateRowViewModel(
            title: "\(state.icon) \(name(of: state))",
            accessibilityLabel: localizer("estados.row.accessibility", name(of: state), formattedPopulation(of: state)))
    }

    public func pickerRowStyle(darkAppearance: Bool) -> PickerRowStyle {
        PickerRowStyle.style(darkAppearance: darkAppearance)
    }

    // MARK: - Selection / Selección

    /// Opening the picker shows row 0 without the picker reporting it; choose it so the first
    /// state can be picked too.
    /// Al abrir el picker se ve la fila 0 sin que el picker lo informe; se elige para que el
    /// primer estado también pueda elegirse.
    public func didBeginEditing() {
        let row = selectedRow ?? 0
        guard interactor.state(at: row) != nil else { return }
        view?.showPickerRow(row)
        if selectedRow == nil { didSelectRow(row) }
    }

    public func didSelectRow(_ row: Int) {
        guard let state = interactor.state(at: row) else { return }
        selectedRow = row
        view?.render(selection(of: state, row: row))
        // A selection only happens while the picker is up: its texts must show above it.
        // Solo se elige con el picker arriba: sus textos deben verse encima de él.
        view?.revealSelectionDetails()
    }

    func selection(of state: MexicanState, row: Int) -> EstadosSelectionViewModel {
        EstadosSelectionViewModel(
            row: row, fieldText: name(of: state),
            map: .showing(
                imageName: state.imageName,
                accessibilityLabel: localizer("estados.image.accessibility", name(of: state))),
            populationText: localizer("estados.population.text", formattedPopulation(of: state)),
            informationText: state.description.text(in: language), palette: interactor.makePalette())
    }

    /// The state's one name in the app's language (wheel, field, VoiceOver).
    /// El único nombre del estado en el idioma de la app (rueda, campo, VoiceOver).
    private func name(of state: MexicanState) -> String {
        state.shortName.text(in: language)
    }

    private func formattedPopulation(of state: MexicanState) -> String {
        populationFormatter.string(from: state.population)
    }

    // MARK: - Toolbar / Barra de herramientas

    public func didTapHide() {
        view?.dismissPicker()
    }

    /// The seed's "adiós": leave the picker and send the app to the background; nothing when the
    /// button is built out. / El "adiós" del documento; nada si el botón está desactivado.
    public func didTapGoodbye() {
        guard goodbye == .suspend else { return }
        view?.dismissPicker()
        view?.suspendApp()
    }
}

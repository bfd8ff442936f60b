import AppCore
import Foundation
import TestSupport
import XCTest

@testable import EstadosKit

/// The presenter with the real data and the real strings files, a fake view and seeded colours.
/// El presenter con los datos y textos reales, una vista espía y colores con semilla.
final class EstadosPresenterTests: XCTestCase {
    private var view: FakeEstadosView!

    override func setUp() {
        super.setUp()
        view = FakeEstadosView()
    }

    private func makePresenter(
        localizer: Localizer? = nil, locale: String = "es_MX", seed: UInt64 = 7, goodbye: GoodbyeButton = .suspend,
        loadData: @escaping () throws -> Data = EstadosFixtures.statesData
    ) throws -> EstadosPresenter {
        let localizer = try localizer ?? TestLocalizer.spanish(app: "Estados")
        let interactor = EstadosInteractor(
            loadData: loadData, random: .seeded(seed), language: ContentLanguage(localizer: localizer))
        let presenter = EstadosPresenter(
            interactor: interactor, localizer: localizer, locale: Locale(identifier: locale), goodbye: goodbye)
        presenter.view = view
        presenter.viewDidLoad()
        return presenter
    }

    /// The states in the order the picker must show them (accent-insensitive alphabetical by the
    /// name in `language`). / El orden del picker (alfabético sin acentos por el nombre en `language`).
    private func expectedOrder(_ language: ContentLanguage = .spanish) throws -> [MexicanState] {
        let locale = Locale(identifier: language.rawValue)
        func key(_ state: MexicanState) -> String {
            state.shortName.text(in: language).folding(options: .diacriticInsensitive, locale: locale).lowercased()
        }
        return try EstadosFixtures.states().sorted { key($0) < key($1) }
    }

    // MARK: - Initial state / Estado inicial

    func testInitialScreenComesFromTheSpanishStrings() throws {
        let presenter = try makePresenter()
        XCTAssertEqual(presenter.numberOfRows, 32)
        XCTAssertEqual(view.events, ["screen"])
        let screen = try XCTUnwrap(view.screens.first)
        XCTAssertEqual(screen.fieldPlaceholder, "Elige un estado")
        XCTAssertEqual(screen.populationText, "32 estados por descubrir")
        XCTAssertEqual(screen.hideButtonTitle, "Ocultar")
        XCTAssertEqual(screen.goodbyeButtonTitle, "Adiós")
        XCTAssertEqual(screen.pickerAccessibilityLabel, "Lista de estados")
        XCTAssertTrue(screen.informationText.hasPrefix("Toca el campo"))
        XCTAssertTrue(view.selections.isEmpty)
    }

    /// Before a choice the card invites instead of looking like a failed image: the country's outline,
    /// "Elige un estado" on the card and a VoiceOver label saying what to do. The presenter decides it,
    /// the view only renders it.
    /// Antes de elegir, la tarjeta invita en lugar de parecer una imagen fallida: el contorno del país,
    /// "Elige un estado" sobre la tarjeta y una etiqueta de VoiceOver que dice qué hacer.
    func testBeforeAChoiceTheCardShowsTheCountryAndInvitesToChoose() throws {
        _ = try makePresenter()
        let screen = try XCTUnwrap(view.screens.first)
        XCTAssertEqual(screen.map.imageName, EstadosMapViewModel.countryImageName)
        XCTAssertEqual(screen.map.caption, "Elige un estado")
        XCTAssertEqual(
            screen.map.accessibilityLabel, "Mapa de México sin estado elegido. Elige uno en el campo Estado.")
        XCTAssertTrue(screen.map.isAccessibilityElement)
    }

    /// In compact height the card sits left of the field, not under it: the VoiceOver label names the
    /// field by what VoiceOver calls it and says no direction, in both languages.
    /// Con altura compacta la tarjeta está a la izquierda del campo, no debajo: la etiqueta nombra el
    /// campo como lo llama VoiceOver y no da dirección, en ambos idiomas.
    func testTheInvitationNamesTheFieldWithoutADirection() throws {
        for (localizer, locale) in [
            (try TestLocalizer.spanish(app: "Estados"), "es_MX"), (try TestLocalizer.english(app: "Estados"), "en_US"),
        ] {
            _ = try makePresenter(localizer: localizer, locale: locale)
            let screen = try XCTUnwrap(view.screens.last)
            let label = try XCTUnwrap(screen.map.accessibilityLabel)
            XCTAssertTrue(label.contains(screen.fieldAccessibilityLabel), label)
            for direction in ["arriba", "abajo", "above", "below"] {
                XCTAssertFalse(label.contains(direction), label)
            }
        }
    }

    func testTheInvitationInEnglish() throws {
        _ = try makePresenter(localizer: try TestLocalizer.english(app: "Estados"), locale: "en_US")
        let screen = try XCTUnwrap(view.screens.first)
        XCTAssertEqual(screen.map.caption, "Choose a state")
        XCTAssertEqual(
            screen.map.accessibilityLabel, "Map of Mexico with no state chosen. Choose one in the State field.")
    }

    /// The outline is a real image set of the app (drawn by `Scripts/estados_maps.py`).
    /// El contorno es un conjunto de imágenes real de la app (lo dibuja `Scripts/estados_maps.py`).
    func testTheCountryOutlineIsInTheAssetCatalog() throws {
        let folder = TestPaths.app("Estados", "Assets.xcassets", EstadosMapViewModel.countryImageName + ".imageset")
        let contents = try String(contentsOf: folder.appendingPathComponent("Contents.json"), encoding: .utf8)
        for scale in [2, 3] {
            let file = "\(EstadosMapViewModel.countryImageName)@\(scale)x.png"
            XCTAssertTrue(contents.contains(file), file)
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), file)
        }
        let script = try String(
            contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Scripts/estados_maps.py"), encoding: .utf8)
        XCTAssertTrue(script.contains("COUNTRY_IMAGE = \"\(EstadosMapViewModel.countryImageName)\""))
    }

    /// A chosen state replaces the invitation: its map, no caption. / Un estado elegido reemplaza la invitación.
    func testAChoiceRemovesTheInvitation() throws {
        let presenter = try makePresenter()
        presenter.didSelectRow(3)
        let map = try XCTUnwrap(view.selections.last).map
        XCTAssertNil(map.caption)
        XCTAssertNotEqual(map.imageName, EstadosMapViewModel.countryImageName)
    }

    /// Every selection (made with the picker up) asks the view to bring its texts above the picker.
    /// Cada selección (hecha con el picker arriba) pide a la vista subir sus textos sobre el picker.
    func testEverySelectionRevealsItsDetailsAfterShowingThem() throws {
        let presenter = try makePresenter()
        presenter.didSelectRow(4)
        presenter.didSelectRow(32)
        presenter.didSelectRow(7)
        XCTAssertEqual(view.events, ["screen", "selection", "reveal", "selection", "reveal"])
        XCTAssertTrue(try XCTUnwrap(view.selections.last).map.isAccessibilityElement)
    }

    func testInitialScreenInEnglish() throws {
        _ = try makePresenter(localizer: try TestLocalizer.english(app: "Estados"), locale: "en_US")
        let screen = try XCTUnwrap(view.screens.first)
        XCTAssertEqual(screen.fieldPlaceholder, "Choose a state")
        XCTAssertEqual(screen.populationText, "32 states to discover")
        XCTAssertEqual(screen.goodbyeButtonTitle, "Goodbye")
    }

    func testEveryInitialTextIsLocalized() throws {
        _ = try makePresenter()
        let screen = try XCTUnwrap(view.screens.first)
        let texts = [
            screen.fieldPlaceholder, screen.fieldAccessibilityLabel, screen.fieldAccessibilityHint,
            screen.populationText, screen.informationText, screen.pickerAccessibilityLabel, screen.hideButtonTitle,
            screen.hideButtonAccessibilityHint, screen.goodbyeButtonTitle, screen.goodbyeButtonAccessibilityHint,
        ]
        for text in texts {
            XCTAssertFalse(text.hasPrefix("estados."), "Missing key: \(text)")
            XCTAssertFalse(text.isEmpty)
        }
    }

    // MARK: - Rows / Filas

    func testEveryRowTitleAndAccessibilityLabelInSpanishMexico() throws {
        let presenter = try makePresenter()
        for (index, state) in try expectedOrder().enumerated() {
            let population = EstadosFixtures.grouped(state.population, separator: ",")
            XCTAssertEqual(presenter.title(forRow: index), state.shortName.es)
            XCTAssertEqual(
                presenter.row(at: index),
                StateRowViewModel(
                    title: "\(state.icon) \(state.shortName.es)",
                    accessibilityLabel: "\(state.shortName.es), población \(population)"))
        }
        let jalisco = try XCTUnwrap((0..<32).first { presenter.title(forRow: $0) == "Jalisco" })
        XCTAssertEqual(presenter.row(at: jalisco)?.accessibilityLabel, "Jalisco, población 8,348,151")
    }

    func testRowOrderIsAlphabeticalIgnoringAccents() throws {
        let presenter = try makePresenter()
        let titles = (0..<presenter.numberOfRows).compactMap(presenter.title(forRow:))
        XCTAssertEqual(titles.first, "Aguascalientes")
        XCTAssertEqual(titles.last, "Zacatecas")
        XCTAssertLessThan(titles.firstIndex(of: "Ciudad de México")!, titles.firstIndex(of: "Coahuila")!)
        XCTAssertLessThan(titles.firstIndex(of: "Michoacán")!, titles.firstIndex(of: "Morelos")!)
        XCTAssertLessThan(titles.firstIndex(of: "Querétaro")!, titles.firstIndex(of: "Quintana Roo")!)
    }

    func testEnglishRowsUseTheUSGrouping() throws {
        let presenter = try makePresenter(localizer: try TestLocalizer.english(app: "Estados"), locale: "en_US")
        for (index, state) in try expectedOrder(.english).enumerated() {
            let population = EstadosFixtures.grouped(state.population, separator: ",")
            XCTAssertEqual(
                presenter.row(at: index)?.accessibilityLabel, "\(state.shortName.en), population \(population)")
        }
    }

    /// In English every state has one English name — the one the English descriptions use — in the
    /// wheel, the field and VoiceOver ("Mexico City", not "Ciudad de México"), sorted by that name.
    /// En inglés cada estado tiene un solo nombre inglés —el de las descripciones en inglés— en la
    /// rueda, el campo y VoiceOver ("Mexico City", no "Ciudad de México"), ordenado por ese nombre.
    func testEnglishUsesOneEnglishNamePerState() throws {
        let presenter = try makePresenter(localizer: try TestLocalizer.english(app: "Estados"), locale: "en_US")
        let titles = (0..<presenter.numberOfRows).compactMap(presenter.title(forRow:))
        XCTAssertFalse(titles.contains("Ciudad de México"))
        XCTAssertFalse(titles.contains("Estado de México"))
        let city = try XCTUnwrap(titles.firstIndex(of: "Mexico City"))
        let state = try XCTUnwrap(titles.firstIndex(of: "State of Mexico"))
        XCTAssertEqual(titles, try expectedOrder(.english).map(\.shortName.en))
        XCTAssertLessThan(try XCTUnwrap(titles.firstIndex(of: "Jalisco")), city, "sorted by the English name")
        XCTAssertLessThan(try XCTUnwrap(titles.firstIndex(of: "Sonora")), state)
        presenter.didSelectRow(city)
        let selection = try XCTUnwrap(view.selections.last)
        XCTAssertEqual(selection.fieldText, "Mexico City")
        XCTAssertEqual(selection.map.accessibilityLabel, "Map of Mexico with Mexico City highlighted")
        XCTAssertTrue(
            try XCTUnwrap(presenter.row(at: state)?.accessibilityLabel).hasPrefix("State of Mexico, population"))
    }

    func testPopulationFollowsTheInjectedLocale() throws {
        let presenter = try makePresenter(locale: "es_ES")
        let jalisco = try XCTUnwrap((0..<32).first { presenter.title(forRow: $0) == "Jalisco" })
        XCTAssertEqual(presenter.row(at: jalisco)?.accessibilityLabel, "Jalisco, población 8.348.151")
    }

    func testRowsOutsideTheListAreNil() throws {
        let presenter = try makePresenter()
        XCTAssertNil(presenter.title(forRow: -1))
        XCTAssertNil(presenter.row(at: 32))
    }

    /// The document's names carry their icon ("con iconografía en cadena"): the wheel's row draws it
    /// before the name, and only there. VoiceOver reads the name (and population) without it, the
    /// field and the map's label say the name alone, in both languages.
    /// Los nombres del documento llevan su icono: la fila de la rueda lo dibuja antes del nombre, y
    /// solo ahí. VoiceOver lee el nombre (y la población) sin él; el campo y el mapa dicen solo el nombre.
    func testRowsDrawTheIconButVoiceOverAndTheFieldSayTheNameAlone() throws {
        for (localizer, locale, language) in [
            (try TestLocalizer.spanish(app: "Estados"), "es_MX", ContentLanguage.spanish),
            (try TestLocalizer.english(app: "Estados"), "en_US", .english),
        ] {
            let presenter = try makePresenter(localizer: localizer, locale: locale)
            for (index, state) in try expectedOrder(language).enumerated() {
                let name = state.shortName.text(in: language)
                let row = try XCTUnwrap(presenter.row(at: index))
                XCTAssertEqual(row.title, "\(state.icon) \(name)")
                XCTAssertTrue(row.accessibilityLabel.hasPrefix("\(name), "), row.accessibilityLabel)
                presenter.didSelectRow(index)
                let selection = try XCTUnwrap(view.selections.last)
                XCTAssertEqual(selection.fieldText, name)
                for spoken in [row.accessibilityLabel, selection.fieldText, selection.map.accessibilityLabel ?? ""] {
                    XCTAssertFalse(spoken.contains(state.icon), spoken)
                    XCTAssertFalse(spoken.unicodeScalars.contains { $0.properties.isEmojiPresentation }, spoken)
                }
            }
        }
    }

    // MARK: - Selection / Selección

    func testSelectingEveryRowShowsItsStateInSpanish() throws {
        let presenter = try makePresenter()
        for (index, state) in try expectedOrder().enumerated() {
            presenter.didSelectRow(index)
            let selection = try XCTUnwrap(view.selections.last)
            let population = EstadosFixtures.grouped(state.population, separator: ",")
            XCTAssertEqual(selection.row, index)
            XCTAssertEqual(selection.fieldText, state.shortName.es)
            XCTAssertEqual(
                selection.map,
                .showing(imageName: state.key, accessibilityLabel: "Mapa de México con \(state.shortName.es) resaltado")
            )
            XCTAssertEqual(selection.populationText, "Población en 2020: \(population) habitantes")
            XCTAssertEqual(selection.informationText, state.description.es)
            XCTAssertGreaterThanOrEqual(selection.palette.minimumContrast, 4.5)
        }
        XCTAssertEqual(view.selections.count, 32)
    }

    func testSelectingInEnglishShowsTheEnglishDescription() throws {
        let presenter = try makePresenter(localizer: try TestLocalizer.english(app: "Estados"), locale: "en_US")
        for (index, state) in try expectedOrder(.english).enumerated() {
            presenter.didSelectRow(index)
            let selection = try XCTUnwrap(view.selections.last)
            XCTAssertEqual(selection.informationText, state.description.en)
            XCTAssertEqual(selection.fieldText, state.shortName.en)
            XCTAssertEqual(selection.map.accessibilityLabel, "Map of Mexico with \(state.shortName.en) highlighted")
            XCTAssertEqual(
                selection.populationText,
                "Population in 2020: \(EstadosFixtures.grouped(state.population, separator: ",")) people")
        }
    }

    func testEachSelectionDrawsNewColours() throws {
        let presenter = try makePresenter()
        presenter.didSelectRow(3)
        presenter.didSelectRow(3)
        XCTAssertEqual(view.selections.count, 2)
        XCTAssertNotEqual(view.selections[0].palette, view.selections[1].palette)
    }

    func testSameSeedGivesSameColours() throws {
        let first = try makePresenter(seed: 42)
        first.didSelectRow(5)
        let second = try makePresenter(seed: 42)
        second.didSelectRow(5)
        XCTAssertEqual(view.selections[0].palette, view.selections[1].palette)
    }

    func testSelectingOutsideTheListIsIgnored() throws {
        let presenter = try makePresenter()
        presenter.didSelectRow(32)
        presenter.didSelectRow(-1)
        XCTAssertTrue(view.selections.isEmpty)
    }

    func testOpeningThePickerFirstTimeChoosesTheFirstRow() throws {
        let presenter = try makePresenter()
        presenter.didBeginEditing()
        XCTAssertEqual(view.events, ["screen", "row 0", "selection", "reveal"])
        XCTAssertEqual(view.selections.first?.map.imageName, "Aguascalientes")
    }

    func testReopeningThePickerKeepsTheChosenRow() throws {
        let presenter = try makePresenter()
        presenter.didSelectRow(9)
        presenter.didBeginEditing()
        XCTAssertEqual(view.events, ["screen", "selection", "reveal", "row 9"])
    }

    // MARK: - Toolbar / Barra

    func testHideDismissesThePickerOnly() throws {
        let presenter = try makePresenter()
        presenter.didTapHide()
        XCTAssertEqual(view.dismissCount, 1)
        XCTAssertEqual(view.suspendCount, 0)
    }

    func testGoodbyeDismissesThenSuspends() throws {
        let presenter = try makePresenter()
        XCTAssertEqual(view.screens.last?.showsGoodbyeButton, true)
        presenter.didTapGoodbye()
        XCTAssertEqual(view.events, ["screen", "dismiss", "suspend"])
    }

    /// Built for the App Store (`ESTADOS_GOODBYE_BUTTON = hidden`): no "Adiós" button, and nothing
    /// ever calls the private `suspend`. / Para la App Store: sin botón "Adiós" y sin llamar a `suspend`.
    func testWithoutTheGoodbyeButtonTheAppNeverSuspends() throws {
        let presenter = try makePresenter(goodbye: .hidden)
        let screen = try XCTUnwrap(view.screens.last)
        XCTAssertFalse(screen.showsGoodbyeButton)
        XCTAssertEqual(screen.hideButtonTitle, "Ocultar")
        presenter.didTapGoodbye()
        XCTAssertEqual(view.suspendCount, 0)
        XCTAssertEqual(view.events, ["screen"])
    }

    // MARK: - Picker style / Estilo del picker

    func testPickerRowsAreFuturaInReadableOrange() throws {
        let presenter = try makePresenter()
        for dark in [false, true] {
            let style = presenter.pickerRowStyle(darkAppearance: dark)
            XCTAssertTrue(style.fontName.hasPrefix("Futura"))
            XCTAssertGreaterThanOrEqual(style.textColor.contrastRatio(with: style.background), 4.5)
            XCTAssertTrue(ColorMath.isOrange(style.textColor), "\(style.textColor) is not orange")
        }
        XCTAssertNotEqual(
            presenter.pickerRowStyle(darkAppearance: true), presenter.pickerRowStyle(darkAppearance: false))
    }

    // MARK: - Errors and memory / Errores y memoria

    func testUnreadableDataShowsALocalizedErrorAndNoRows() throws {
        let presenter = try makePresenter(loadData: { throw StateCatalogError.missingResource("states.json") })
        XCTAssertEqual(presenter.numberOfRows, 0)
        XCTAssertEqual(view.events, ["alert", "screen"])
        let alert = try XCTUnwrap(view.alerts.first)
        XCTAssertEqual(alert.title, "No se pudieron cargar los estados")
        XCTAssertEqual(alert.dismissTitle, "Aceptar")
        XCTAssertTrue(alert.technicalDetail.contains("states.json"), alert.technicalDetail)
        presenter.didBeginEditing()
        XCTAssertEqual(view.events, ["alert", "screen"])
    }

    /// Under the alert the screen says plainly that there are no states — not "0 estados por
    /// descubrir" over an empty wheel: the error's title and message in place of the texts, the
    /// country's outline without the invitation, and a field that does not open the picker.
    /// Bajo la alerta la pantalla dice claramente que no hay estados, no "0 estados por descubrir"
    /// sobre una rueda vacía: título y mensaje del error, el contorno sin invitación y un campo que no
    /// abre el picker.
    func testUnreadableDataShowsAPlainErrorState() throws {
        for (localizer, title) in [
            (try TestLocalizer.spanish(app: "Estados"), "No se pudieron cargar los estados"),
            (try TestLocalizer.english(app: "Estados"), "The states could not be loaded"),
        ] {
            _ = try makePresenter(localizer: localizer, loadData: { Data("[]".utf8) })
            let screen = try XCTUnwrap(view.screens.last)
            let alert = try XCTUnwrap(view.alerts.last)
            XCTAssertEqual(screen.populationText, title)
            XCTAssertEqual(screen.populationText, alert.title)
            XCTAssertEqual(screen.informationText, alert.message)
            XCTAssertFalse(screen.isFieldEnabled)
            XCTAssertFalse(screen.showsGoodbyeButton)
            XCTAssertNil(screen.map.caption, "no invitation to choose")
            XCTAssertEqual(screen.map.imageName, EstadosMapViewModel.countryImageName)
            XCTAssertFalse(screen.fieldPlaceholder.isEmpty)
            XCTAssertNotEqual(screen.fieldPlaceholder, "Elige un estado")
            XCTAssertFalse(screen.populationText.contains("0"))
        }
        _ = try makePresenter()
        XCTAssertEqual(view.screens.last?.isFieldEnabled, true, "with the states the field opens the picker")
    }

    func testInvalidDataShowsTheValidationProblem() throws {
        _ = try makePresenter(loadData: { Data("[]".utf8) })
        XCTAssertEqual(view.alerts.first?.technicalDetail, "Expected 32 states, found 0")
    }

    func testPresenterHoldsTheViewWeakly() throws {
        let presenter = try makePresenter()
        XCTAssertNotNil(presenter.view)
        view = nil  // the test held the only strong reference / la prueba tenía la única referencia fuerte
        XCTAssertNil(presenter.view)
        presenter.didTapHide()  // no view, no crash / sin vista, sin fallo
    }

    // MARK: - Memory / Memoria

    /// The screen owns its presenter; the presenter holds the screen weakly, so both go together.
    /// La pantalla es dueña de su presenter; el presenter la retiene débilmente: se van juntos.
    func testTheModuleIsReleasedWithItsView() {
        let survivors = LeakCheck.survivors {
            let screen = FakeEstadosView()
            let interactor = EstadosInteractor(
                loadData: EstadosFixtures.statesData, random: .seeded(7), language: .spanish)
            let presenter = EstadosPresenter(
                interactor: interactor, localizer: .keys, locale: Locale(identifier: "es_MX"), goodbye: .suspend)
            presenter.view = screen
            screen.presenter = presenter
            presenter.viewDidLoad()
            presenter.didSelectRow(0)
            return [screen, presenter, interactor]
        }
        XCTAssertEqual(survivors, [])
    }
}

/// Hue helpers for colour assertions. / Ayudas de tono para verificar colores.
enum ColorMath {
    /// Hue in degrees 0..<360. / Tono en grados.
    static func hue(_ color: RGBColor) -> Double {
        let maximum = max(color.red, color.green, color.blue)
        let minimum = min(color.red, color.green, color.blue)
        let delta = maximum - minimum
        guard delta > 0 else { return 0 }
        var hue: Double
        switch maximum {
        case color.red: hue = (color.green - color.blue) / delta
        case color.green: hue = (color.blue - color.red) / delta + 2
        default: hue = (color.red - color.green) / delta + 4
        }
        hue *= 60
        return hue < 0 ? hue + 360 : hue
    }

    static func saturation(_ color: RGBColor) -> Double {
        let maximum = max(color.red, color.green, color.blue)
        return maximum == 0 ? 0 : (maximum - min(color.red, color.green, color.blue)) / maximum
    }

    /// Orange: hue 20°–45°, clearly saturated. / Naranja: tono 20°–45°, bien saturado.
    static func isOrange(_ color: RGBColor) -> Bool {
        (20...45).contains(hue(color)) && saturation(color) > 0.8
    }
}

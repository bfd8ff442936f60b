import AppCore
import Foundation
import TestSupport
import Testing
import UIComponentsKit

/// Every decision of the UIComponents presenter against a fake view and the real Spanish strings.
/// Cada decisión del presenter de UIComponents con una vista falsa y los textos reales.
@Suite struct UIComponentsPresenterTests {
    let view = FakeUIComponentsView()
    let presenter: UIComponentsPresenter

    init() throws {
        presenter = makePresenter(view, localizer: try TestLocalizer.spanish(app: "TestApp"))
    }

    @Test func firstRenderStartsInNameModeEditableWithTheDefaultImage() throws {
        presenter.viewDidLoad()
        let model = try #require(view.rendered.last)
        #expect(model.title == "Componentes")
        #expect(model.selectedSegment == 0)
        #expect(model.textField.keyboard == .standard)
        #expect(model.textField.placeholder == "Escribe tu nombre")
        #expect(model.textField.shortPlaceholder == "Nombre")
        #expect(model.isTextFieldEditable)
        #expect(model.imageName == "album-chelsea")
        #expect(model.imageAccessibilityLabel.contains("Chelsea"))
    }

    @Test func richTextHasAClickAquiLinkToGoogleAndAtLeastTwoAttributeKinds() throws {
        presenter.viewDidLoad()
        let text = try #require(view.rendered.last).richText
        #expect(text.links.count == 1)
        #expect(text.links.first?.text == "Click aquí")
        #expect(text.links.first?.url == URL(string: "https://www.google.com"))
        let kinds = Set(text.runs.flatMap(\.attributes).map(kind))
        #expect(kinds.isSuperset(of: ["bold", "color", "link"]), "\(kinds)")
        #expect(text.string.hasPrefix("Este texto combina estilos: negritas y color con cursivas."))
        let bold = try #require(text.runs.first { $0.attributes == [.bold] })
        #expect(text.text(of: bold) == "negritas")
    }

    @Test func alertShowsTheTypedText() {
        presenter.didTapShowText("Ana López")
        #expect(
            view.alerts == [
                AlertViewModel(title: "Texto ingresado", message: "Escribiste: «Ana López»", dismissTitle: "Aceptar")
            ])
    }

    @Test(arguments: [nil, "", "   ", "\n\t "])
    func blankTextGetsAnExplanation(_ text: String?) {
        presenter.didTapShowText(text)
        #expect(view.alerts.last?.title == "Campo vacío")
        #expect(view.alerts.last?.message == "Escribe algo en el campo antes de tocar el botón.")
    }

    @Test func switchTurnsEditingOffAndOnAndBlocksTypingWhileOff() {
        presenter.didToggleEditing(isOn: false)
        #expect(view.editableStates == [false])
        #expect(!presenter.shouldChangeCharacters(in: "", range: end(of: ""), replacement: "a"))
        presenter.didToggleEditing(isOn: false)
        #expect(view.editableStates == [false], "same value: no second call")
        presenter.didToggleEditing(isOn: true)
        #expect(view.editableStates == [false, true])
        #expect(presenter.shouldChangeCharacters(in: "", range: end(of: ""), replacement: "a"))
    }

    @Test func choosingEdadClearsTheFieldAndShowsTheNumberPad() {
        presenter.didSelectSegment(at: 1)
        #expect(presenter.mode == .age)
        #expect(view.resets.map(\.keyboard) == [.numberPad])
        #expect(view.resets.last?.placeholder == "Escribe tu edad (solo números)")
        // At AX5 the full one is cut; the short one still says what to type.
        // En AX5 el completo se corta; el corto aún dice qué escribir.
        #expect(view.resets.last?.shortPlaceholder == "Edad")
        presenter.didSelectSegment(at: 1)
        #expect(view.resets.count == 1, "re-selecting the same segment keeps the text")
        presenter.didSelectSegment(at: 0)
        #expect(view.resets.map(\.keyboard) == [.numberPad, .standard])
    }

    @Test(arguments: [-1, 2, 99])
    func unknownSegmentsAreIgnored(_ index: Int) {
        presenter.didSelectSegment(at: index)
        #expect(view.resets.isEmpty)
        #expect(presenter.mode == .name)
    }

    @Test func nameModeAcceptsLettersAndSymbols() {
        #expect(presenter.shouldChangeCharacters(in: "Ana", range: end(of: "Ana"), replacement: " María 😀"))
    }

    @Test func nameModeStopsAtSixtyCharacters() {
        let long = String(repeating: "a", count: 60)
        #expect(!presenter.shouldChangeCharacters(in: long, range: end(of: long), replacement: "b"))
    }

    @Test func ageModeAcceptsTypedAndPastedDigits() {
        presenter.didSelectSegment(at: 1)
        #expect(presenter.shouldChangeCharacters(in: "", range: end(of: ""), replacement: "4"))
        #expect(presenter.shouldChangeCharacters(in: "4", range: end(of: "4"), replacement: "2"))
        #expect(presenter.shouldChangeCharacters(in: "", range: end(of: ""), replacement: "130"), "pasted")
    }

    @Test(arguments: ["a", "1a", "12a", " 1", "-5", "4.5", "٣", "３", "²", "1٣", "😀"])
    func ageModeRejectsAnythingButASCIIDigits(_ pasted: String) {
        presenter.didSelectSegment(at: 1)
        #expect(!presenter.shouldChangeCharacters(in: "", range: end(of: ""), replacement: pasted), "\(pasted)")
    }

    @Test func ageModeAllowsAtMostThreeDigits() {
        presenter.didSelectSegment(at: 1)
        #expect(!presenter.shouldChangeCharacters(in: "130", range: end(of: "130"), replacement: "0"))
        #expect(!presenter.shouldChangeCharacters(in: "", range: end(of: ""), replacement: "1234"))
        #expect(presenter.shouldChangeCharacters(in: "130", range: NSRange(location: 0, length: 3), replacement: "99"))
    }

    @Test func deletionIsAlwaysAllowedInBothModes() {
        #expect(presenter.shouldChangeCharacters(in: "Ana", range: NSRange(location: 2, length: 1), replacement: ""))
        presenter.didSelectSegment(at: 1)
        #expect(presenter.shouldChangeCharacters(in: "42", range: NSRange(location: 0, length: 2), replacement: ""))
    }

    @Test func rangesOutsideTheTextAreRefusedNotCrashing() {
        #expect(!presenter.shouldChangeCharacters(in: "ab", range: NSRange(location: 5, length: 1), replacement: "c"))
        #expect(!presenter.shouldChangeCharacters(in: "ab", range: NSRange(location: 1, length: 9), replacement: ""))
        // Splitting a surrogate pair (half an emoji) is refused. / Partir un par sustituto se rechaza.
        #expect(!presenter.shouldChangeCharacters(in: "😀", range: NSRange(location: 1, length: 0), replacement: "a"))
    }

    @Test func onlyWebLinksOpen() {
        #expect(presenter.shouldOpenLink(URL(string: "https://www.google.com")!))
        #expect(presenter.shouldOpenLink(URL(string: "HTTP://example.com")!))
        #expect(!presenter.shouldOpenLink(URL(string: "tel:5555555555")!))
        #expect(!presenter.shouldOpenLink(URL(string: "file:///etc/passwd")!))
        // A relative link has no scheme at all. / Un enlace relativo no tiene esquema.
        #expect(!presenter.shouldOpenLink(URL(string: "www.google.com/search")!))
    }

    @Test func theModuleIsReleasedWithItsView() {
        let survivors = LeakCheck.survivors {
            let screen = FakeUIComponentsView()
            let presenter = makePresenter(screen, localizer: .keys)
            screen.presenter = presenter
            presenter.viewDidLoad()
            presenter.didTapShowText("12")
            return [screen, presenter]
        }
        #expect(survivors == [])
    }

    private func kind(_ attribute: TextAttribute) -> String {
        switch attribute {
        case .bold: return "bold"
        case .italic: return "italic"
        case .color: return "color"
        case .underline: return "underline"
        case .link: return "link"
        }
    }
}

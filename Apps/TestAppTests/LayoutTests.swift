import AppCore
import FeaturesKit
import MapFeatureKit
import NetworkingKit
import PersistenceKit
import ProfileKit
import UIKit
import XCTest

@testable import TestApp

/// Layout rules of issue 14 that need UIKit: the card shadow follows the card's final bounds, pushed
/// feature screens never show a large title, the Map form stays reachable on an SE, the Networking
/// notice scrolls with the list and its error keeps "Reintentar" above the tab bar, and long button
/// titles wrap (Persistencia's row stacks at accessibility sizes).
/// Reglas de maquetación del issue 14 que necesitan UIKit: la sombra sigue los bounds finales de la
/// tarjeta, las pantallas empujadas nunca muestran título grande, el formulario del mapa se alcanza
/// en un SE, el aviso de Networking se desplaza con la lista y su error deja "Reintentar" sobre la
/// barra de pestañas, y los títulos largos de botón se parten (la fila de Persistencia se apila).
final class LayoutTests: XCTestCase {
    private let environment = AppEnvironment.current

    // MARK: - Features card shadow / Sombra de la tarjeta

    func testTheCardShadowPathMatchesTheCardAfterEveryLayout() throws {
        let list = try XCTUnwrap(
            FeatureListWireframe.makeModule(environment: environment) as? FeatureListViewController)
        list.loadViewIfNeeded()
        let cell = try XCTUnwrap(
            list.tableView(list.tableView, cellForRowAt: IndexPath(row: 0, section: 0)) as? FeatureCardCell)
        for size in [CGSize(width: 320, height: 120), CGSize(width: 440, height: 220), CGSize(width: 568, height: 96)] {
            cell.frame = CGRect(origin: .zero, size: size)
            cell.layoutIfNeeded()
            let path = try XCTUnwrap(cell.cardView.layer.shadowPath, "no shadow path at \(size)")
            XCTAssertEqual(path.boundingBoxOfPath, cell.cardView.bounds, "stale shadow at \(size)")
        }
    }

    // MARK: - Pushed screens / Pantallas empujadas

    func testEveryPushedFeatureHasASmallTitle() throws {
        let root = AppRootBuilder.makeRootViewController(environment: environment)
        let navigation = try XCTUnwrap(root.viewControllers?.first as? UINavigationController)
        let list = try XCTUnwrap(navigation.topViewController as? FeatureListViewController)
        list.loadViewIfNeeded()
        let rows = list.tableView.numberOfRows(inSection: 0)
        XCTAssertGreaterThan(rows, 0)
        for row in 0..<rows {
            list.tableView(list.tableView, didSelectRowAt: IndexPath(row: row, section: 0))
            let pushed = try XCTUnwrap(navigation.topViewController, "row \(row)")
            XCTAssertFalse(pushed === list, "row \(row) pushed nothing")
            XCTAssertEqual(pushed.navigationItem.largeTitleDisplayMode, .never, "row \(row)")
            navigation.popToRootViewController(animated: false)
        }
        XCTAssertEqual(list.navigationItem.largeTitleDisplayMode, .always)
    }

    // MARK: - Map form / Formulario del mapa

    private func makeMap(size: CGSize) throws -> MapViewController {
        let map = try XCTUnwrap(MapWireframe.makeModule(environment: environment) as? MapViewController)
        map.loadViewIfNeeded()
        map.view.frame = CGRect(origin: .zero, size: size)
        map.view.layoutIfNeeded()
        return map
    }

    /// SE landscape under a compact navigation bar and tab bar (568 × 320 − 32 − 32), both error
    /// messages shown: the map keeps 160 pt and "Mostrar" is inside the scrollable content.
    /// SE horizontal bajo barras compactas, con los dos mensajes de error: el mapa conserva 160 pt y
    /// "Mostrar" queda dentro del contenido desplazable.
    func testOnALandscapeSEEverythingScrollsInsteadOfHiding() throws {
        let map = try makeMap(size: CGSize(width: 568, height: 256))
        map.render(
            MapViewModel(
                title: "Mapa", latitudePlaceholder: "19.4326", longitudePlaceholder: "-99.1332",
                latitudeError: "La latitud debe estar entre -90 y 90.",
                longitudeError: "Escribe una longitud."))
        map.view.layoutIfNeeded()

        let scroll = try XCTUnwrap(map.scrollView)
        XCTAssertGreaterThanOrEqual(map.mapView.bounds.height, 160)
        XCTAssertGreaterThan(scroll.contentSize.height, scroll.bounds.height, "the content must scroll")
        let button = map.showButton.convert(map.showButton.bounds, to: scroll)
        XCTAssertLessThanOrEqual(button.maxY, scroll.contentSize.height)
        XCTAssertTrue(map.mapView.isDescendant(of: scroll))
    }

    /// On a Pro Max in portrait there is room: the map takes the rest and nothing scrolls.
    /// En un Pro Max vertical hay espacio: el mapa ocupa el resto y nada se desplaza.
    func testOnAProMaxPortraitTheMapFillsTheSpaceLeft() throws {
        let map = try makeMap(size: CGSize(width: 440, height: 956 - 62 - 44 - 83))
        let scroll = try XCTUnwrap(map.scrollView)
        XCTAssertEqual(scroll.contentSize.height, scroll.bounds.height, accuracy: 0.5)
        XCTAssertGreaterThan(map.mapView.bounds.height, 300)
    }

    // MARK: - Networking notice and error / Aviso y error de Networking

    private func makeNetworking(size: CGSize) -> NetworkingViewController {
        let screen = NetworkingViewController.instantiate()
        screen.presenter = SilentNetworkingPresenter()
        screen.loadViewIfNeeded()
        screen.view.frame = CGRect(origin: .zero, size: size)
        screen.view.layoutIfNeeded()
        return screen
    }

    private func rows(_ count: Int) -> [PokemonRow] {
        (1...count).map { PokemonRow(id: "p\($0)", title: "P\($0)", detail: "N.º \($0)", accessibilityLabel: "P\($0)") }
    }

    /// SE landscape (568 × 256) with a notice taller than the screen (as at AX5): the notice is the
    /// table's header, so the list keeps its whole height and the notice scrolls away with it, uncut.
    /// SE horizontal con un aviso más alto que la pantalla (como en AX5): el aviso es el encabezado de
    /// la tabla, así que la lista conserva toda su altura y el aviso se desplaza con ella, sin cortes.
    func testALongOfflineNoticeScrollsWithTheListInsteadOfTakingItsPlace() throws {
        let screen = makeNetworking(size: CGSize(width: 568, height: 256))
        screen.showRows(rows(20))
        screen.showNotice(String(repeating: "Sin conexión: se muestran los datos guardados. ", count: 30))
        screen.view.layoutIfNeeded()

        let table = try XCTUnwrap(screen.tableView)
        XCTAssertEqual(table.frame.height, 256, accuracy: 0.5, "the notice takes no height from the list")
        let header = try XCTUnwrap(table.tableHeaderView)
        let label = screen.noticeView.label
        XCTAssertTrue(label.isDescendant(of: header))
        let needed = label.sizeThatFits(CGSize(width: label.bounds.width, height: .greatestFiniteMagnitude)).height
        XCTAssertGreaterThanOrEqual(label.bounds.height + 0.5, needed, "the notice is cut")
        XCTAssertGreaterThan(header.frame.height, table.frame.height)
        XCTAssertGreaterThan(table.contentSize.height, header.frame.height, "the rows follow the notice")
        XCTAssertNotNil(table.refreshControl, "pull-to-refresh stays")

        screen.showNotice(nil)
        XCTAssertNil(table.tableHeaderView)
    }

    /// The error panel's message and "Reintentar", wherever the panel placed them.
    /// El mensaje y "Reintentar" del panel de error, donde el panel los haya puesto.
    private func errorParts(of panel: RetryMessageView) throws -> (message: UILabel, retry: UIButton) {
        let stack = try XCTUnwrap(panel.subviews.compactMap { $0 as? UIStackView }.first)
        let message = try XCTUnwrap(stack.arrangedSubviews.compactMap { $0 as? UILabel }.first)
        let retry = try XCTUnwrap(stack.arrangedSubviews.compactMap { $0 as? UIButton }.first)
        return (message, retry)
    }

    /// SE portrait under a tab bar (the table runs 49 pt under it): the error is the table's background
    /// (pull-to-refresh keeps working), it keeps clear of the tab bar, and a long message scrolls so that
    /// at the end of the scroll "Reintentar" is above the tab bar.
    /// SE vertical bajo una barra de pestañas: el error es el fondo de la tabla, evita la barra, y un
    /// mensaje largo se desplaza de modo que al final "Reintentar" queda sobre la barra.
    func testTheErrorPanelKeepsRetryAboveTheTabBar() throws {
        let screen = NetworkingViewController.instantiate()
        screen.presenter = SilentNetworkingPresenter()
        screen.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 504))
        window.rootViewController = screen
        window.isHidden = false
        defer { window.isHidden = true }
        screen.showError(
            NetworkingErrorViewModel(
                message: String(repeating: "El servidor tardó demasiado en responder. ", count: 20),
                retryTitle: "Reintentar"))
        window.layoutIfNeeded()

        let table = try XCTUnwrap(screen.tableView)
        let panel = screen.errorView
        XCTAssertTrue(table.backgroundView === panel)
        XCTAssertGreaterThanOrEqual(table.safeAreaInsets.bottom, 49)
        XCTAssertEqual(panel.coveredInsets, table.safeAreaInsets)
        XCTAssertTrue(panel.isScrollEnabled, "a message taller than the screen scrolls")
        let (message, retry) = try errorParts(of: panel)
        let retryFrame = retry.convert(retry.bounds, to: panel)
        let messageFrame = message.convert(message.bounds, to: panel)
        XCTAssertLessThanOrEqual(retryFrame.maxY, panel.contentSize.height - panel.coveredInsets.bottom)
        XCTAssertGreaterThanOrEqual(messageFrame.minY, panel.coveredInsets.top)

        // A short message fits: no scrolling, and the button is above the tab bar as it is.
        // Un mensaje corto cabe: no hay desplazamiento y el botón ya está sobre la barra.
        screen.showError(NetworkingErrorViewModel(message: "Sin conexión.", retryTitle: "Reintentar"))
        window.layoutIfNeeded()
        XCTAssertFalse(panel.isScrollEnabled)
        let shortRetry = retry.convert(retry.bounds, to: panel)
        XCTAssertLessThanOrEqual(shortRetry.maxY, panel.bounds.height - panel.coveredInsets.bottom)
    }

    /// The paragraph style of a label's text (nil without one). / El estilo de párrafo del texto.
    private func paragraphStyle(of label: UILabel) throws -> NSParagraphStyle? {
        let text = try XCTUnwrap(label.attributedText)
        return text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
    }

    /// At AX3–AX5 "inesperadamente," (Web View) or "inesperado." (Networking) is wider than the error
    /// panel or the footer on a phone (`layout-check`'s mirrors): both messages may hyphenate, stay
    /// centred, and keep their colour and the message they were given.
    /// En AX3–AX5 hay palabras más anchas que el panel o el pie en un teléfono: ambos mensajes pueden
    /// dividirse con guion, siguen centrados y conservan su color y el mensaje recibido.
    func testTheErrorMessagesHyphenate() throws {
        let message = "La página se cerró inesperadamente, quizá por falta de memoria."
        let panel = RetryMessageView()
        panel.show(message: message, retryTitle: "Reintentar")
        let panelLabel = try errorParts(of: panel).message
        XCTAssertEqual(panelLabel.text, message)
        XCTAssertEqual(try paragraphStyle(of: panelLabel)?.hyphenationFactor, ruleHyphenationFactor(of: panelLabel))
        XCTAssertEqual(try paragraphStyle(of: panelLabel)?.alignment, .center)
        XCTAssertEqual(panelLabel.textColor, AdaptivePalette.error)

        let footer = NetworkingFooterView()
        footer.show(.failed(NetworkingErrorViewModel(message: message, retryTitle: "Reintentar")))
        XCTAssertEqual(footer.messageLabel.text, message)
        XCTAssertEqual(
            try paragraphStyle(of: footer.messageLabel)?.hyphenationFactor,
            ruleHyphenationFactor(of: footer.messageLabel))
        XCTAssertEqual(try paragraphStyle(of: footer.messageLabel)?.alignment, .center)
        XCTAssertEqual(footer.messageLabel.textColor, AdaptivePalette.error)
    }

    /// Every label under `view`. / Todas las etiquetas bajo `view`.
    private func labels(in view: UIView) -> [UILabel] {
        view.subviews.compactMap { $0 as? UILabel } + view.subviews.flatMap { labels(in: $0) }
    }

    /// At AX5 "Componentes" (320–393 pt screens), "UserDefaults" and "interruptores" (320 pt) are wider
    /// than a feature card (`layout-check`'s mirror, `MirrorTextTests`): the title and the description
    /// may hyphenate, keep the texts they were given and their AppFont styles (following Dynamic Type),
    /// and VoiceOver still reads the card's own label.
    /// En AX5 hay palabras más anchas que la tarjeta: título y descripción pueden dividirse con guion,
    /// conservan sus textos y estilos de AppFont, y VoiceOver sigue leyendo la etiqueta de la tarjeta.
    func testTheFeatureCardTextsHyphenate() throws {
        let list = try XCTUnwrap(
            FeatureListWireframe.makeModule(environment: environment) as? FeatureListViewController)
        list.loadViewIfNeeded()
        let cell = try XCTUnwrap(
            list.tableView(list.tableView, cellForRowAt: IndexPath(row: 0, section: 0)) as? FeatureCardCell)
        let row = FeatureRowViewModel(
            kind: .persistence, title: "Componentes UI",
            description: "Tres interruptores que se recuerdan con UserDefaults.",
            imageName: FeatureKind.persistence.imageName,
            accessibilityLabel: "Componentes UI. Tres interruptores que se recuerdan con UserDefaults.",
            accessibilityHint: "Abre la pantalla.")
        cell.configure(with: row)
        let texts = labels(in: cell.cardView)
        let title = try XCTUnwrap(texts.first { $0.text == row.title })
        let description = try XCTUnwrap(texts.first { $0.text == row.description })
        for (label, style) in [(title, UIFont.TextStyle.headline), (description, .subheadline)] {
            let text = label.text ?? ""
            XCTAssertEqual(try paragraphStyle(of: label)?.hyphenationFactor, ruleHyphenationFactor(of: label), text)
            XCTAssertEqual(try paragraphStyle(of: label)?.alignment, .natural, text)
            XCTAssertEqual(label.font.fontName, AppFont.preferred(style).fontName, text)
            XCTAssertTrue(label.adjustsFontForContentSizeCategory, text)
            XCTAssertEqual(label.numberOfLines, 0, text)
        }
        XCTAssertTrue(cell.isAccessibilityElement)
        XCTAssertEqual(cell.accessibilityLabel, row.accessibilityLabel)
    }

    /// The loading card may grow to the overlay's width − 32 pt (it was 0.8 × the width): at the
    /// default size "Cargando…" keeps the 140 pt card; at AX5 on a 320 pt screen the word is wider than
    /// even the wider card (`MirrorTextTests`), so the message may hyphenate, centred, in its AppFont
    /// Headline; VoiceOver reads the overlay's label, the message itself.
    /// La tarjeta de carga puede crecer hasta el ancho de la cubierta − 32 pt; en el tamaño por omisión
    /// conserva sus 140 pt; el mensaje puede dividirse con guion, centrado; VoiceOver lee el mensaje.
    func testTheLoadingCardGrowsAndItsMessageHyphenates() throws {
        let message = "Cargando…"
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let overlay = LoadingOverlay(message: message)
        overlay.present(over: host)
        host.layoutIfNeeded()
        let card = try XCTUnwrap(overlay.subviews.first)
        let label = try XCTUnwrap(labels(in: overlay).first)
        XCTAssertEqual(label.text, message)
        XCTAssertEqual(try paragraphStyle(of: label)?.hyphenationFactor, 0, "\"Cargando…\" fits: no hyphen")
        XCTAssertEqual(try paragraphStyle(of: label)?.alignment, .center)
        XCTAssertEqual(label.font.fontName, AppFont.preferred(.headline).fontName)
        XCTAssertTrue(label.adjustsFontForContentSizeCategory)
        XCTAssertEqual(overlay.accessibilityLabel, message)
        XCTAssertEqual(card.bounds.width, 140, accuracy: 0.5, "a short message keeps the card")

        let limit = try XCTUnwrap(
            overlay.constraints.first {
                $0.firstItem === card && $0.firstAttribute == .width && $0.relation == .lessThanOrEqual
            })
        XCTAssertTrue(limit.secondItem === overlay)
        XCTAssertEqual(limit.multiplier, 1)
        XCTAssertEqual(limit.constant, -32)

        let largest = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        label.font = AppFont.preferred(.headline, compatibleWith: largest)
        host.layoutIfNeeded()
        host.layoutIfNeeded()
        XCTAssertLessThanOrEqual(card.bounds.width, host.bounds.width - 32 + 0.5)
        XCTAssertEqual(
            try paragraphStyle(of: label)?.hyphenationFactor, ruleHyphenationFactor(of: label),
            "a font change decides the hyphenation again, in the same paragraph")
        XCTAssertEqual(try paragraphStyle(of: label)?.alignment, .center)
        overlay.dismiss()
    }

    // MARK: - Button titles / Títulos de botón

    private func buttons(in view: UIView) -> [UIButton] {
        view.subviews.compactMap { $0 as? UIButton } + view.subviews.flatMap { buttons(in: $0) }
    }

    private func button(_ identifier: String, in screen: UIViewController) throws -> UIButton {
        try XCTUnwrap(buttons(in: screen.view).first { $0.accessibilityIdentifier == identifier }, identifier)
    }

    /// "Mostrar texto en una alerta" at AX5 on an SE (280 pt wide): the title wraps and the button
    /// grows to hold every line instead of cutting the title in the middle.
    /// "Mostrar texto en una alerta" en AX5 en un SE: el título se parte y el botón crece para
    /// contener todas las líneas en lugar de cortar el título por la mitad.
    func testALongButtonTitleWrapsAndTheButtonGrows() throws {
        let screen = try XCTUnwrap(UIComponentsWireframe.makeModule(environment: environment))
        screen.loadViewIfNeeded()
        screen.view.frame = CGRect(x: 0, y: 0, width: 320, height: 455)
        let showText = try button(AccessibilityIdentifiers.UIComponents.showText, in: screen)
        XCTAssertTrue(showText is WrappingButton)
        let largest = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        showText.titleLabel?.font = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: largest)
        showText.invalidateIntrinsicContentSize()
        // Twice: the second pass measures at the final width. / Dos veces: la segunda mide al ancho final.
        screen.view.layoutIfNeeded()
        screen.view.layoutIfNeeded()

        let label = try XCTUnwrap(showText.titleLabel)
        let title = try XCTUnwrap(showText.currentTitle) as NSString
        let font = try XCTUnwrap(label.font)
        let oneLine = title.size(withAttributes: [.font: font])
        XCTAssertGreaterThan(oneLine.width, showText.bounds.width, "the case under test: one line does not fit")
        let wrapped = title.boundingRect(
            with: CGSize(width: showText.bounds.width, height: .greatestFiniteMagnitude),
            options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: font], context: nil)
        XCTAssertGreaterThanOrEqual(showText.bounds.height + 0.5, ceil(wrapped.height), "the button did not grow")
        XCTAssertEqual(label.numberOfLines, 0)
        XCTAssertLessThanOrEqual(label.frame.maxY, showText.bounds.maxY + 0.5)
        XCTAssertGreaterThanOrEqual(label.bounds.height + 0.5, ceil(wrapped.height), "the title is cut")
    }

    /// "Elegir foto" (edit form) wraps like the others. / "Elegir foto" se parte como los demás.
    func testChoosePhotoWraps() throws {
        let module = ProfileEditWireframe.makeModule(
            record: .default, delegate: IgnoringProfileEditDelegate(), environment: environment)
        let editor = (module as? UINavigationController)?.topViewController ?? module
        editor.loadViewIfNeeded()
        let choose = try button(AccessibilityIdentifiers.ProfileEdit.chooseImage, in: editor)
        XCTAssertTrue(choose is WrappingButton)
        XCTAssertEqual(choose.titleLabel?.numberOfLines, 0)
    }

    private func makePersistence(size: CGSize, category: UIContentSizeCategory) throws -> PersistenceViewController {
        let suite = "LayoutTests.\(UUID().uuidString)"
        let defaults = try XCTUnwrap(UserDefaults(suiteName: suite))
        addTeardownBlock { defaults.removePersistentDomain(forName: suite) }
        let screen = try XCTUnwrap(
            PersistenceWireframe.makeModule(keychain: InMemoryKeychain(), defaults: defaults, environment: environment)
                as? PersistenceViewController)
        let container = UIViewController()
        container.addChild(screen)
        container.view.addSubview(screen.view)
        screen.didMove(toParent: container)
        container.setOverrideTraitCollection(
            UITraitCollection(preferredContentSizeCategory: category), forChild: screen)
        container.view.frame = CGRect(origin: .zero, size: size)
        screen.view.frame = container.view.bounds
        // Twice: wrapped titles are re-measured at their final width. / Dos veces: títulos al ancho final.
        screen.view.layoutIfNeeded()
        screen.view.layoutIfNeeded()
        return screen
    }

    /// Guardar / Leer / Borrar: one row at the default size; at an accessibility size (SE portrait) a
    /// full-width column of wrapping buttons, each at least 44 pt tall.
    /// Guardar / Leer / Borrar: una fila en el tamaño por omisión; en un tamaño de accesibilidad, una
    /// columna a todo el ancho de botones que se parten, cada uno de al menos 44 pt.
    func testTheKeychainButtonsStackAtAccessibilitySizes() throws {
        let regular = try makePersistence(size: CGSize(width: 320, height: 455), category: .large)
        XCTAssertEqual(regular.keychainButtonsRow.axis, .horizontal)

        let large = try makePersistence(
            size: CGSize(width: 320, height: 455), category: .accessibilityExtraExtraExtraLarge)
        XCTAssertTrue(large.traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
        let row = try XCTUnwrap(large.keychainButtonsRow)
        XCTAssertEqual(row.axis, .vertical)
        let buttons = row.arrangedSubviews.compactMap { $0 as? UIButton }
        XCTAssertEqual(buttons.count, 3)
        for button in buttons {
            XCTAssertTrue(button is WrappingButton)
            XCTAssertEqual(button.bounds.width, row.bounds.width, accuracy: 0.5)
            XCTAssertGreaterThanOrEqual(button.bounds.height, 44)
        }
    }

    /// The password field and "Mostrar" share a row at the default size and stack at AX5 (issue 20), the
    /// field keeping the whole width; the placeholder is the full one or the short one, never cut.
    /// El campo de contraseña y "Mostrar" comparten fila por defecto y se apilan en AX5.
    func testThePasswordRowStacksAtAccessibilitySizes() throws {
        let regular = try makePersistence(size: CGSize(width: 320, height: 455), category: .large)
        XCTAssertEqual(regular.passwordRow.axis, .horizontal)
        XCTAssertEqual(regular.passwordField.placeholder, Localizer.live("persistence.password.placeholder"))

        let large = try makePersistence(
            size: CGSize(width: 320, height: 455), category: .accessibilityExtraExtraExtraLarge)
        let row = try XCTUnwrap(large.passwordRow)
        XCTAssertEqual(row.axis, .vertical)
        XCTAssertEqual(large.passwordField.bounds.width, row.bounds.width, accuracy: 0.5)
        let shown = [
            Localizer.live("persistence.password.placeholder"),
            Localizer.live("persistence.password.placeholder.short"),
        ]
        XCTAssertTrue(shown.contains(large.passwordField.placeholder ?? ""))
    }

    /// Each setting's label and switch share a row at the default size; from AX2 on an SE the switch goes
    /// under the label, and no word of the label is broken ("automáti / camente" was). Hosted: only UIKit
    /// measures the label's words; the decision is `SwitchRowLayoutTests` on Linux.
    /// La etiqueta y el interruptor de cada ajuste comparten fila por defecto; desde AX2 en un SE el
    /// interruptor baja y ninguna palabra se parte. En la app: solo UIKit mide las palabras.
    func testTheSettingRowsStackInsteadOfBreakingAWord() throws {
        let regular = try makePersistence(size: CGSize(width: 320, height: 455), category: .large)
        for label in try XCTUnwrap(regular.settingLabels) {
            XCTAssertEqual((label.superview as? UIStackView)?.axis, .horizontal, label.text ?? "")
        }
        let large = try makePersistence(size: CGSize(width: 320, height: 455), category: .accessibilityLarge)
        for label in try XCTUnwrap(large.settingLabels) {
            let row = try XCTUnwrap(label.superview as? UIStackView)
            XCTAssertEqual(row.axis, .vertical, label.text ?? "")
            let font = try XCTUnwrap(label.font)
            for word in SwitchRowLayout.words(in: label.text ?? "") {
                let width = (word as NSString).size(withAttributes: [.font: font]).width
                XCTAssertLessThanOrEqual(width, label.bounds.width + 0.5, "\(word) would be broken")
            }
        }
    }

    /// Where even the stacked row is narrower than one word (AX5 on a 320-pt width), the label may
    /// hyphenate instead of breaking the word bare: each setting's title carries the factor
    /// `HyphenationRule` asks for at its width (1 only where a word is wider than the line) and still
    /// shows the title the view model gave it.
    /// Donde incluso la fila apilada es más angosta que una palabra, la etiqueta puede dividir con guion:
    /// cada título lleva el factor que pide la regla a su ancho y sigue mostrando el título.
    func testTheSettingTitlesHyphenate() throws {
        let screen = try makePersistence(
            size: CGSize(width: 320, height: 455), category: .accessibilityExtraExtraExtraLarge)
        let labels = try XCTUnwrap(screen.settingLabels)
        XCTAssertEqual(labels.count, 3)
        for label in labels {
            let text = try XCTUnwrap(label.attributedText)
            XCTAssertFalse(text.string.isEmpty)
            XCTAssertEqual(label.text, text.string)
            let style = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
            XCTAssertEqual(style?.hyphenationFactor, ruleHyphenationFactor(of: label), text.string)
        }
    }

    /// While "Guardar" runs (issue 13 follow-up) the titles stay, so the row keeps its axis on an SE at
    /// every size; busy shows as disabled buttons and fields and the running button's accessibility value.
    /// Mientras corre "Guardar" los títulos no cambian y la fila conserva su eje en un SE; lo ocupado se
    /// ve en botones y campos desactivados y en el valor de accesibilidad del botón en curso.
    func testTheKeychainButtonsKeepTheirTitlesAndAxisWhileBusy() throws {
        typealias IDs = AccessibilityIdentifiers.Persistence
        for category in [UIContentSizeCategory.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge] {
            let screen = try makePersistence(size: CGSize(width: 320, height: 455), category: category)
            let row = try XCTUnwrap(screen.keychainButtonsRow)
            let axis = row.axis
            let titles = try [IDs.save, IDs.read, IDs.delete].map { try button($0, in: screen).currentTitle }

            screen.presenter.didTapSave(user: "ana", password: "uno")
            screen.view.layoutIfNeeded()
            screen.view.layoutIfNeeded()

            XCTAssertEqual(row.axis, axis, "\(category.rawValue)")
            XCTAssertEqual(
                try [IDs.save, IDs.read, IDs.delete].map { try button($0, in: screen).currentTitle }, titles)
            XCTAssertFalse(try button(IDs.save, in: screen).isEnabled)
            XCTAssertEqual(
                try button(IDs.save, in: screen).accessibilityValue, environment.localizer("persistence.save.busy"))
            XCTAssertNil(try button(IDs.read, in: screen).accessibilityValue)
            let fields = textFields(in: screen.view)
            XCTAssertEqual(fields.count, 2)
            XCTAssertTrue(fields.allSatisfy { !$0.isEnabled }, "nothing typed while saving is lost")
        }
    }

    // MARK: - Album strip / Tira del álbum

    /// Portrait, then landscape (a rotation): the thumbnails' inset is the one for the strip's new
    /// height, not the height it had before the halves stack laid it out.
    /// Vertical y luego horizontal (un giro): el margen de las miniaturas es el de la nueva altura de
    /// la tira, no el que tenía antes de que la pila de mitades la maquetara.
    func testTheThumbnailInsetFollowsTheStripAfterARotation() throws {
        let album = try XCTUnwrap(AlbumWireframe.makeModule(environment: environment) as? AlbumViewController)
        album.loadViewIfNeeded()
        for size in [CGSize(width: 320, height: 455), CGSize(width: 568, height: 256), CGSize(width: 440, height: 767)]
        {
            album.view.frame = CGRect(origin: .zero, size: size)
            album.view.layoutIfNeeded()
            let strip = try XCTUnwrap(collectionViews(in: album.view).first)
            let layout = try XCTUnwrap(strip.collectionViewLayout as? UICollectionViewFlowLayout)
            let expected = max((strip.bounds.height - layout.itemSize.height) / 2, 0)
            XCTAssertEqual(layout.sectionInset.top, expected, accuracy: 0.5, "\(size)")
        }
    }

    private func collectionViews(in view: UIView) -> [UICollectionView] {
        view.subviews.compactMap { $0 as? UICollectionView } + view.subviews.flatMap { collectionViews(in: $0) }
    }

    private func textFields(in view: UIView) -> [UITextField] {
        view.subviews.compactMap { $0 as? UITextField } + view.subviews.flatMap { textFields(in: $0) }
    }
}

private final class IgnoringProfileEditDelegate: ProfileEditDelegate {
    func profileEdit(didSave record: ProfileRecord) {}
}

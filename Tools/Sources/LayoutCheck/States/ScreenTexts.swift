import AppCore
import EstadosKit
import Foundation
import ProductosKit

/// Every text Estados and Productos may show in a label, asked of the same presenter and mapper the
/// apps use (called, not copied), with the apps' Spanish strings, their bundled data and Mexican
/// Spanish number formats: the worst case of a label filled at run time is the tallest of these.
/// Cada texto que Estados y Productos pueden mostrar en una etiqueta, preguntado al mismo presenter y
/// mapeador que usan las apps, con sus cadenas en español, sus datos y formatos de México: el peor
/// caso de una etiqueta llenada en ejecución es el más alto de estos.
enum ScreenTexts {
    /// Numbers and dates as in Mexico (`ProductosWorstCaseTexts` uses the same). / Formatos de México.
    static let locale = Locale(identifier: "es_MX")

    // MARK: Estados

    /// Each state as `EstadosPresenter.didSelectRow` renders it: name (field), population, description.
    /// Cada estado como lo dibuja el presenter al elegirlo: nombre, población, descripción.
    static func estadosSelections(root: URL, strings: [String: String]) throws -> [EstadosSelectionViewModel] {
        let data = try Data(contentsOf: root.appendingPathComponent("Apps/Estados/Resources/states.json"))
        let localizer = Localizer.table(strings)
        let interactor = EstadosInteractor(
            loadData: { data }, random: .seeded(0), language: ContentLanguage(localizer: localizer))
        let presenter = EstadosPresenter(
            interactor: interactor, localizer: localizer, locale: locale, goodbye: .suspend)
        let recorder = EstadosRecorder()
        presenter.view = recorder
        presenter.viewDidLoad()
        for row in 0..<presenter.numberOfRows { presenter.didSelectRow(row) }
        return recorder.selections
    }

    // MARK: Productos

    /// labelProd, labelColor, labelPrecioTitulo (the price's heading), labelPrecio (its amount) and
    /// labelTipoCambio as `ProductosStateMapper.state` fills them.
    /// Las etiquetas de texto como las llena el mapeador (el precio: encabezado y monto).
    struct Productos {
        var productNames: [String] = []
        var colorNames: [String] = []
        var priceHeadings: [String] = []
        var amounts: [String] = []
        var captions: [String] = []

        /// The price of `state`: its heading, and its amount when there is one. / El precio del estado.
        mutating func appendPrice(of state: ProductosScreenState) {
            priceHeadings.append(state.priceHeading)
            amounts += state.priceAmount.map { [$0] } ?? []
        }
    }

    /// What the screen shows on launch: the first row of every wheel, the bundled rates, no failure.
    /// Lo que muestra al abrir: la primera fila de cada rueda, los tipos incluidos, sin fallas.
    static func productosLaunch(root: URL, strings: [String: String]) throws -> Productos {
        let rates = try bundledRates(root: root)
        let state = mapper(strings).state(
            selection: ProductosSelection(), price: ProductosSelection().price(with: rates), rates: rates, problem: nil)
        var texts = Productos(
            productNames: [state.productName], colorNames: [state.colorName], captions: [state.rateCaption])
        texts.appendPrice(of: state)
        return texts
    }

    /// Every product and colour name, every price and every rates caption: `ProductosLayout.Texts`,
    /// the enumeration the app's layout uses, with the bundled rates.
    /// Cada nombre, cada precio y cada leyenda: la enumeración que usa la disposición de la app.
    static func productosEvery(root: URL, strings: [String: String]) throws -> Productos {
        let longest = ProductosLayout.Texts(mapper: mapper(strings), rates: try bundledRates(root: root))
        return Productos(
            productNames: longest.productNames, colorNames: longest.colorNames,
            priceHeadings: longest.prices.map(\.heading), amounts: longest.prices.compactMap(\.amount),
            captions: longest.captions)
    }

    /// `ProductosLayout.Texts` as the layout decision measures them, for any rates of the bundled
    /// file's year: a price heading does not depend on the rates' values, an amount is one line and
    /// every caption is enumerated on each month. / Los textos más largos para la decisión.
    static func productosLongest(_ strings: [String: String]) -> ProductosLayout.Texts {
        // Made once per strings table, not once per configuration: hundreds of captions, each formatted.
        // Se hace una vez por tabla de textos, no una por configuración: cientos de leyendas formateadas.
        longestLock.lock()
        defer { longestLock.unlock() }
        if let made = longestMade[strings] { return made }
        let made = makeProductosLongest(strings)
        longestMade[strings] = made
        return made
    }

    private static let longestLock = NSLock()
    nonisolated(unsafe) private static var longestMade: [[String: String]: ProductosLayout.Texts] = [:]

    private static func makeProductosLongest(_ strings: [String: String]) -> ProductosLayout.Texts {
        let rates = ExchangeRates(
            date: RateDate(iso: "2026-03-28")!, source: .ecbReference,
            mxnPerUnit: Dictionary(uniqueKeysWithValues: Currency.foreign.map { ($0, Decimal(20)) }))
        return ProductosLayout.Texts(mapper: mapper(strings), rates: rates)
    }

    private static func mapper(_ strings: [String: String]) -> ProductosStateMapper {
        ProductosStateMapper(localizer: .table(strings), locale: locale)
    }

    /// The rates file the app bundles, read by the app's parser. / El archivo de tipos que incluye la app.
    private static func bundledRates(root: URL) throws -> ExchangeRates {
        let url = root.appendingPathComponent("Apps/Productos/Resources/mxn-reference-rates.json")
        return try ReferenceRatesFile.parse(try Data(contentsOf: url)).get()
    }
}

/// Keeps what the Estados presenter renders. / Guarda lo que dibuja el presenter de Estados.
private final class EstadosRecorder: EstadosView {
    var selections: [EstadosSelectionViewModel] = []

    func render(_ screen: EstadosScreenViewModel) {}
    func render(_ selection: EstadosSelectionViewModel) { selections.append(selection) }
    func revealSelectionDetails() {}
    func showPickerRow(_ row: Int) {}
    func dismissPicker() {}
    func suspendApp() {}
    func showLoadError(_ alert: EstadosAlertViewModel) {}
}

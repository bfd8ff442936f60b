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

    /// Every product and colour name, every price (each product × currency × IVA option) and every
    /// rates caption: each source (live rates on any month), plain and after each failure
    /// (`HTTPError.everyCase`) or rejection (each reason × each foreign currency), and without rates.
    /// Cada nombre, cada precio y cada leyenda: cada fuente, sola y tras cada falla o rechazo, y sin tipos.
    static func productosEvery(root: URL, strings: [String: String]) throws -> Productos {
        let rates = try bundledRates(root: root)
        let mapper = mapper(strings)
        func state(_ selection: ProductosSelection, _ rates: ExchangeRates?, _ problem: RatesProblem?)
            -> ProductosScreenState
        {
            mapper.state(selection: selection, price: selection.price(with: rates), rates: rates, problem: problem)
        }
        var texts = Productos()
        for component in [ProductosComponent.product, .color] {
            for row in 0..<component.rowCount {
                var selection = ProductosSelection()
                selection.select(row: row, in: component)
                let shown = state(selection, rates, nil)
                if component == .product { texts.productNames.append(shown.productName) }
                if component == .color { texts.colorNames.append(shown.colorName) }
            }
        }
        for product in 0..<ProductosComponent.product.rowCount {
            for currency in 0..<ProductosComponent.currency.rowCount {
                for iva in 0..<ProductosComponent.iva.rowCount {
                    var selection = ProductosSelection()
                    selection.select(row: product, in: .product)
                    selection.select(row: currency, in: .currency)
                    selection.select(row: iva, in: .iva)
                    texts.appendPrice(of: state(selection, rates, nil))
                }
            }
        }
        let rejections = Currency.foreign.flatMap {
            [RatesRejection.missing($0), .invalid($0), .outOfRange($0)].map(RatesProblem.rejected)
        }
        let problems: [RatesProblem?] = [nil] + HTTPError.everyCase.map(RatesProblem.failed) + rejections
        // The bundled references carry the file's date; live rates any day (the 28th of each month).
        // Las referencias llevan la fecha del archivo; los tipos en línea, cualquier día.
        let liveDates = (1...12).compactMap { RateDate(iso: String(format: "%04d-%02d-28", rates.date.year, $0)) }
        for source in RateSource.allCases {
            for date in source == .frankfurterLive ? liveDates : [rates.date] {
                // The caption reads only the date and the source. / La leyenda solo lee fecha y fuente.
                let sourced = ExchangeRates(date: date, source: source, mxnPerUnit: [:])
                texts.captions += problems.map {
                    mapper.state(
                        selection: ProductosSelection(), price: nil, rates: sourced, problem: $0
                    ).rateCaption
                }
            }
        }
        texts.captions.append(state(ProductosSelection(), nil, nil).rateCaption)
        return texts
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

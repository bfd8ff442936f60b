import AppCore
import Foundation

/// What the presenter tells the screen. / Lo que el presenter le dice a la pantalla.
public protocol ProductosView: AnyObject {
    /// Shows everything at once (name, image, colour, content mode, price, rate caption).
    /// Muestra todo a la vez (nombre, imagen, color, modo de contenido, precio, leyenda).
    func render(_ state: ProductosScreenState)
}

/// Events and picker questions from the screen. / Eventos y preguntas de los pickers.
public protocol ProductosPresenting: AnyObject {
    func viewDidLoad()
    func numberOfComponents(in picker: ProductosPicker) -> Int
    func numberOfRows(in picker: ProductosPicker, component: Int) -> Int
    /// Empty for an index out of range (never crashes). / Vacío si el índice no existe.
    func title(in picker: ProductosPicker, component: Int, row: Int) -> String
    func accessibilityLabel(in picker: ProductosPicker, component: Int) -> String
    func selectedRow(in picker: ProductosPicker, component: Int) -> Int
    func didSelect(in picker: ProductosPicker, component: Int, row: Int)
}

/// Business rules: catalogue, prices and the rates in use. / Reglas: catálogo, precios y tipos en uso.
public protocol ProductosInteracting: AnyObject {
    /// The rates in use now (bundled until a live update arrives); nil if even the bundled file failed.
    /// Los tipos en uso (los incluidos hasta que llegue una actualización); nil si falló el archivo.
    var currentRates: ExchangeRates? { get }
    func price(for selection: ProductosSelection) -> Money?
    /// Asks for live rates; on failure the bundled ones stay. / Pide tipos en vivo; si falla, quedan los incluidos.
    func refreshRates(completion: @escaping (RateUpdate) -> Void)
}

/// Outcome of a live-rate refresh. / Resultado de actualizar los tipos en vivo.
public enum RateUpdate: Equatable {
    case live(ExchangeRates)
    case keptBundled(HTTPError)
}

/// How results get back to the UI: the main queue in the app, immediately in tests.
/// Cómo vuelven los resultados a la UI: cola principal en la app, inmediato en pruebas.
public struct ResultDelivery {
    public let deliver: (@escaping () -> Void) -> Void

    public init(deliver: @escaping (@escaping () -> Void) -> Void) {
        self.deliver = deliver
    }

    public static let mainQueue = ResultDelivery { work in DispatchQueue.main.async(execute: work) }
    public static let immediate = ResultDelivery { work in work() }
}

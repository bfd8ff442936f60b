import AppCore
import Foundation

/// Answers both pickers, keeps the selection and renders the whole screen on every change.
/// Responde a ambos pickers, guarda la selección y pinta toda la pantalla en cada cambio.
public final class ProductosPresenter: ProductosPresenting {
    public weak var view: ProductosView?
    private let interactor: ProductosInteracting
    private let localizer: Localizer
    private let mapper: ProductosStateMapper
    private let delivery: ResultDelivery
    public private(set) var selection = ProductosSelection()
    private var lastFailure: HTTPError?

    public init(
        interactor: ProductosInteracting, localizer: Localizer, locale: Locale, delivery: ResultDelivery = .mainQueue
    ) {
        self.interactor = interactor
        self.localizer = localizer
        self.mapper = ProductosStateMapper(localizer: localizer, locale: locale)
        self.delivery = delivery
    }

    // MARK: - Lifecycle / Ciclo de vida

    /// Shows the bundled-rate state at once, then asks for live rates.
    /// Muestra de inmediato el estado con los tipos incluidos y luego pide los tipos en vivo.
    public func viewDidLoad() {
        render()
        interactor.refreshRates { [weak self] update in
            self?.delivery.deliver { self?.apply(update) }
        }
    }

    // MARK: - Pickers / Pickers

    public func numberOfComponents(in picker: ProductosPicker) -> Int {
        picker.components.count
    }

    public func numberOfRows(in picker: ProductosPicker, component: Int) -> Int {
        picker.component(at: component)?.rowCount ?? 0
    }

    public func title(in picker: ProductosPicker, component: Int, row: Int) -> String {
        guard let key = picker.component(at: component)?.titleKey(row: row) else { return "" }
        return localizer(key)
    }

    public func accessibilityLabel(in picker: ProductosPicker, component: Int) -> String {
        guard let component = picker.component(at: component) else { return "" }
        return localizer(component.accessibilityKey)
    }

    public func selectedRow(in picker: ProductosPicker, component: Int) -> Int {
        guard let component = picker.component(at: component) else { return 0 }
        return selection.row(of: component)
    }

    /// Every selection updates everything at once; an invalid index changes nothing.
    /// Cada selección actualiza todo a la vez; un índice inválido no cambia nada.
    public func didSelect(in picker: ProductosPicker, component: Int, row: Int) {
        guard let component = picker.component(at: component), selection.select(row: row, in: component) else {
            return
        }
        render()
    }

    // MARK: - Rendering / Pintado

    private func apply(_ update: RateUpdate) {
        switch update {
        case .live:
            lastFailure = nil
        case .keptBundled(let error):
            lastFailure = error
        }
        render()
    }

    private func render() {
        let state = mapper.state(
            selection: selection, price: interactor.price(for: selection), rates: interactor.currentRates,
            failure: lastFailure)
        view?.render(state)
    }
}

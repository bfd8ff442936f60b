import AppCore
import Foundation

/// Answers both pickers, keeps the selection and renders the whole screen on every change.
/// Responde a ambos pickers, guarda la selección y pinta toda la pantalla en cada cambio.
public final class ProductosPresenter: ProductosPresenting {
    public weak var view: ProductosView?
    private let interactor: ProductosInteracting
    private let localizer: Localizer
    private let mapper: ProductosStateMapper
    private let delivery: Delivery
    public private(set) var selection = ProductosSelection()
    private var lastProblem: RatesProblem?
    private var lastState: ProductosScreenState?

    public init(
        interactor: ProductosInteracting, localizer: Localizer, locale: Locale, delivery: Delivery = .mainQueue
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
        refresh(on: .launch)
    }

    public func sceneWillEnterForeground() {
        refresh(on: .foreground)
    }

    public func sceneDidEnterBackground() {
        refresh(on: .background)
    }

    public func connectivityChanged(isReachable: Bool) {
        refresh(on: .connectivity(reachable: isReachable))
    }

    public func ratesRetryDue() {
        refresh(on: .retryDue)
    }

    /// The interactor decides whether `trigger` starts a request (`RatesRefreshPolicy`).
    /// El interactor decide si `trigger` inicia una petición.
    private func refresh(on trigger: RatesRefreshTrigger) {
        interactor.refreshRates(on: trigger) { [weak self] update in
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

    public func rowAccessibilityLabel(in picker: ProductosPicker, component: Int, row: Int) -> String {
        guard let key = picker.component(at: component)?.accessibilityKey(row: row) else { return "" }
        return localizer(key)
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

    /// A live update re-renders; when it changes the price on screen, VoiceOver hears the new price.
    /// Una actualización vuelve a pintar; si cambia el precio en pantalla, VoiceOver oye el nuevo precio.
    private func apply(_ update: RateUpdate) {
        switch update {
        case .live:
            lastProblem = nil
        case .keptBundled(let error):
            lastProblem = .failed(error)
        case .rejected(let rejection):
            lastProblem = .rejected(rejection)
        case .interrupted:
            // The earlier cause, if any, is still why the rates are not live; nothing new to say.
            // La causa anterior, si la hay, sigue siendo el motivo; no hay nada nuevo que decir.
            return
        case .retry(let seconds):
            // Nothing changes on screen meanwhile: the caption still names the rates in use.
            // Nada cambia en pantalla mientras tanto: la leyenda sigue nombrando los tipos en uso.
            view?.scheduleRatesRetry(after: seconds)
            return
        }
        let previousPrice = lastState?.priceAccessibilityLabel
        let state = render()
        if case .live = update, let previousPrice = previousPrice, previousPrice != state.priceAccessibilityLabel {
            view?.announce(localizer("productos.price.updated.announcement", state.priceAccessibilityLabel))
        }
    }

    public func longestTexts() -> ProductosLayout.Texts {
        ProductosLayout.Texts(mapper: mapper, rates: interactor.currentRates)
    }

    /// One snapshot of the rates feeds both the price and the caption.
    /// Un solo juego de tipos alimenta el precio y la leyenda.
    @discardableResult
    private func render() -> ProductosScreenState {
        let rates = interactor.currentRates
        let state = mapper.state(
            selection: selection, price: selection.price(with: rates), rates: rates, problem: lastProblem)
        lastState = state
        view?.render(state)
        return state
    }
}

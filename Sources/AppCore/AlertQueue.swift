/// Alerts waiting for their screen. A screen can present an alert only when it is in a window and
/// shows nothing else on top; until then requested alerts wait here, first come first shown, and
/// each is handed out exactly once. Used by `AlertShowing` in `Apps/SharedUI`.
/// Alertas que esperan a su pantalla. Una pantalla puede presentar una alerta solo si está en una
/// ventana y no muestra nada encima; mientras tanto las alertas pedidas esperan aquí, en orden de
/// llegada, y cada una se entrega una sola vez. La usa `AlertShowing` en `Apps/SharedUI`.
public struct AlertQueue: Equatable {
    public private(set) var waiting: [AlertViewModel] = []

    public init() {}

    /// Keeps `alert` until the screen can show it. / Guarda `alert` hasta que la pantalla pueda mostrarla.
    public mutating func enqueue(_ alert: AlertViewModel) {
        waiting.append(alert)
    }

    /// The alert to present now, removed from the queue; nil when the screen cannot present yet or
    /// nothing waits. / La alerta a presentar ahora, sacada de la cola; nil si la pantalla aún no
    /// puede presentar o no hay nada esperando.
    public mutating func next(canPresent: Bool) -> AlertViewModel? {
        guard canPresent, !waiting.isEmpty else { return nil }
        return waiting.removeFirst()
    }
}

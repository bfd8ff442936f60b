/// What a screen does while background work runs: presenters call `showLoading()` before the work
/// and `hideLoading()` on every path after it (success, error, cancellation). On iOS the
/// reusable Lottie overlay implements it for any view controller; Linux tests use a fake view.
/// Lo que hace una pantalla mientras corre trabajo en segundo plano: los presenters llaman
/// `showLoading()` antes y `hideLoading()` en todos los caminos después (éxito, error,
/// cancelación). En iOS lo implementa el overlay de Lottie; en Linux, una vista falsa.
public protocol LoadingDisplaying: AnyObject {
    /// Covers the screen, blocks interaction and announces "Cargando…".
    /// Cubre la pantalla, bloquea la interacción y anuncia "Cargando…".
    func showLoading()
    /// Removes the cover; calling it when nothing is shown does nothing.
    /// Quita la cubierta; si no hay nada mostrado no hace nada.
    func hideLoading()
}

/// What a screen does while background work runs: presenters call `showLoading(_:)` before the work
/// and `hideLoading()` on every path after it (success, error, cancellation). On iOS the
/// reusable Lottie overlay implements it for any view controller; Linux tests use a fake view.
/// Lo que hace una pantalla mientras corre trabajo en segundo plano: los presenters llaman
/// `showLoading(_:)` antes y `hideLoading()` en todos los caminos después (éxito, error,
/// cancelación). En iOS lo implementa el overlay de Lottie; en Linux, una vista falsa.
public protocol LoadingDisplaying: AnyObject {
    /// Covers the screen, blocks interaction and announces `announcement` ("Cargando…", chosen by
    /// the presenter). / Cubre la pantalla, bloquea la interacción y anuncia `announcement`.
    func showLoading(_ announcement: String)
    /// Removes the cover; calling it when nothing is shown does nothing.
    /// Quita la cubierta; si no hay nada mostrado no hace nada.
    func hideLoading()
}

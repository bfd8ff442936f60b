import AppCore
import ObjectiveC
import UIKit

/// The one way a screen shows a native one-button alert: `showAlert(_:)`. An alert requested while
/// another is on screen, or before the view is in a window, waits in an `AlertQueue` and is shown
/// when possible: after the alert on screen is dismissed, or when the screen calls
/// `presentPendingAlert()` from `viewDidAppear`. A view protocol's `showAlert(_ alert: AlertViewModel)`
/// requirement is met by adopting `AlertShowing`; nothing else is written.
/// La única forma en que una pantalla muestra una alerta nativa de un botón: `showAlert(_:)`. Una
/// alerta pedida mientras otra está en pantalla, o antes de que la vista esté en una ventana, espera
/// en un `AlertQueue` y se muestra cuando se puede: al cerrarse la alerta visible o cuando la
/// pantalla llama a `presentPendingAlert()` desde `viewDidAppear`.
protocol AlertShowing: UIViewController {}

extension AlertShowing {
    /// Shows `alert` now or as soon as the screen can. / Muestra `alert` ahora o en cuanto se pueda.
    func showAlert(_ alert: AlertViewModel) {
        alertQueue.enqueue(alert)
        presentPendingAlert()
    }

    /// Presents the next waiting alert if the screen is in a window with nothing on top.
    /// Presenta la siguiente alerta en espera si la pantalla está en una ventana sin nada encima.
    func presentPendingAlert() {
        let canPresent = viewIfLoaded?.window != nil && presentedViewController == nil
        guard let alert = alertQueue.next(canPresent: canPresent) else { return }
        let controller = UIAlertController(title: alert.title, message: alert.message, preferredStyle: .alert)
        // The handler runs once the alert is gone: the next one may come up.
        // El handler corre cuando la alerta ya se fue: puede subir la siguiente.
        controller.addAction(
            UIAlertAction(title: alert.dismissTitle, style: .default) { [weak self] _ in self?.presentPendingAlert() })
        present(controller, animated: true)
    }

    /// The screen's queue, stored on the view controller itself. / La cola de la pantalla, guardada en el propio view controller.
    private var alertQueue: AlertQueue {
        get { (objc_getAssociatedObject(self, &AlertQueueKey.key) as? AlertQueueBox)?.queue ?? AlertQueue() }
        set {
            objc_setAssociatedObject(
                self, &AlertQueueKey.key, AlertQueueBox(newValue), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }
}

/// The associated-object key and box. / La clave y la caja del objeto asociado.
private enum AlertQueueKey {
    static var key: UInt8 = 0
}

private final class AlertQueueBox {
    let queue: AlertQueue
    init(_ queue: AlertQueue) { self.queue = queue }
}

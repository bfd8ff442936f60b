import AppCore
import ObjectiveC
import UIKit

/// The one way a screen shows a native one-button alert: `showAlert(_:)`. An alert requested while
/// something is presented over the screen, or before the view is in a window, waits in an `AlertQueue`
/// and is shown when possible: when the alert or the `ask(_:)` sheet on screen is answered (their
/// actions' handlers, since dismissing them never calls the screen's appearance methods, on iOS 12 as
/// on 13+), or when the screen calls `presentPendingAlert()` from `viewDidAppear`. A view protocol's
/// `showAlert(_ alert: AlertViewModel)` requirement is met by adopting `AlertShowing`; nothing else is
/// written.
/// La única forma en que una pantalla muestra una alerta nativa de un botón: `showAlert(_:)`. Una
/// alerta pedida mientras algo está presentado sobre la pantalla, o antes de que la vista esté en una
/// ventana, espera en un `AlertQueue` y se muestra cuando se puede: al responderse la alerta o la hoja
/// de `ask(_:)` visible (los handlers de sus acciones, porque cerrarlas nunca llama a los métodos de
/// aparición de la pantalla, ni en iOS 12 ni en 13+) o cuando la pantalla llama a
/// `presentPendingAlert()` desde `viewDidAppear`.
protocol AlertShowing: UIViewController {}

extension AlertShowing {
    /// Shows `alert` now or as soon as the screen can. / Muestra `alert` ahora o en cuanto se pueda.
    func showAlert(_ alert: AlertViewModel) {
        alertQueue.enqueue(alert)
        presentPendingAlert()
    }

    /// Presents the next waiting alert if the screen is in a window with nothing on top and is not
    /// leaving, dismissed or popped (an alert on a closing form would go with it).
    /// Presenta la siguiente alerta en espera si la pantalla está en una ventana sin nada encima y no se
    /// está yendo, cerrada o sacada de la pila (una alerta sobre un formulario que se cierra se iría con él).
    func presentPendingAlert() {
        let leaving = sequence(first: self as UIViewController, next: \.parent).contains {
            $0.isBeingDismissed || $0.isMovingFromParent
        }
        let canPresent = viewIfLoaded?.window != nil && presentedViewController == nil && !leaving
        guard let alert = alertQueue.next(canPresent: canPresent) else { return }
        let controller = UIAlertController(title: alert.title, message: alert.message, preferredStyle: .alert)
        // The next one may come up once this one is gone. / La siguiente puede subir cuando esta se fue.
        controller.addAction(
            UIAlertAction(title: alert.dismissTitle, style: .default) { [weak self] _ in
                self?.presentPendingAlertOnceClear()
            })
        present(controller, animated: true)
    }

    /// Called when something presented over the screen was answered: the waiting alert comes up now, or
    /// once that presentation has finished leaving if UIKit still shows it going.
    /// Se llama cuando se respondió algo presentado sobre la pantalla: la alerta en espera sube ahora o,
    /// si UIKit aún la muestra yéndose, cuando esa presentación terminó de irse.
    func presentPendingAlertOnceClear() {
        guard let leaving = presentedViewController, leaving.isBeingDismissed,
            let transition = leaving.transitionCoordinator
        else { return presentPendingAlert() }
        // `animate` returns false when it cannot queue the completion: then ask again on the next turn.
        // `animate` devuelve false si no puede encolar el cierre: entonces se pregunta en la siguiente vuelta.
        let queued = transition.animate(alongsideTransition: nil) { [weak self] _ in self?.presentPendingAlert() }
        if !queued { DispatchQueue.main.async { [weak self] in self?.presentPendingAlert() } }
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

extension UIViewController {
    /// Something presented from this controller (or a child) has gone: every `AlertShowing` screen in
    /// it that can present now shows its waiting alert (a screen in a hidden tab is in no window and
    /// waits for `viewDidAppear`).
    /// Algo presentado desde este controlador (o un hijo) se fue: cada pantalla `AlertShowing` dentro que
    /// ya puede presentar muestra su alerta en espera (una pantalla en una pestaña oculta no está en una
    /// ventana y espera a `viewDidAppear`).
    func presentPendingAlertsAfterDismissal() {
        (self as? AlertShowing)?.presentPendingAlert()
        children.forEach { $0.presentPendingAlertsAfterDismissal() }
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

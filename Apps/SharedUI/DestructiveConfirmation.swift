import UIKit

/// The one way screens ask before a destructive action: the texts come from the presenter, the
/// answers go back to it, and an action sheet is anchored (iPad shows it as a popover, never crashes).
/// La única forma de preguntar antes de una acción destructiva: los textos vienen del presenter, las
/// respuestas vuelven a él, y la hoja va anclada (en iPad sale como popover, nunca falla).
struct DestructiveQuestion {
    /// Where an action sheet points on iPad. / Adónde apunta la hoja en iPad.
    enum Anchor {
        case barButton(UIBarButtonItem?)
        case view(UIView?, rect: CGRect?)
    }

    var title: String?
    var message: String?
    var confirmTitle: String
    var cancelTitle: String
    var style: UIAlertController.Style = .actionSheet
    var anchor: Anchor
}

extension UIViewController {
    /// Presents `question`; `onConfirm` / `onCancel` run on the main queue after the user answers (on
    /// iPad a tap outside the popover is the cancel). An `AlertShowing` screen then shows an alert that
    /// waited behind the sheet: dismissing the sheet never calls the screen's appearance methods.
    /// Presenta `question`; `onConfirm` / `onCancel` corren en la cola principal tras la respuesta (en
    /// iPad tocar fuera del popover es cancelar). Una pantalla `AlertShowing` muestra luego una alerta
    /// que esperaba detrás de la hoja: cerrarla nunca llama a los métodos de aparición de la pantalla.
    func ask(_ question: DestructiveQuestion, onConfirm: @escaping () -> Void, onCancel: (() -> Void)? = nil) {
        let alert = UIAlertController(title: question.title, message: question.message, preferredStyle: question.style)
        alert.addAction(UIAlertAction(title: question.confirmTitle, style: .destructive, handler: answer(onConfirm)))
        alert.addAction(UIAlertAction(title: question.cancelTitle, style: .cancel, handler: answer(onCancel)))
        if let popover = alert.popoverPresentationController {
            switch question.anchor {
            case .barButton(let item):
                popover.barButtonItem = item
            case .view(let view, let rect):
                popover.sourceView = view ?? self.view
                popover.sourceRect = rect ?? view?.bounds ?? self.view.bounds
            }
        }
        present(alert, animated: true)
    }

    /// An answer's handler: the presenter hears it, then an alert that waited behind the sheet comes up.
    /// El handler de una respuesta: el presenter la recibe y luego sube una alerta que esperaba detrás.
    private func answer(_ then: (() -> Void)?) -> (UIAlertAction) -> Void {
        return { [weak self] _ in
            then?()
            (self as? AlertShowing)?.presentPendingAlertOnceClear()
        }
    }
}

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
    /// Presents `question`; `onConfirm` / `onCancel` run on the main queue after the user answers.
    /// Presenta `question`; `onConfirm` / `onCancel` corren en la cola principal tras la respuesta.
    func ask(_ question: DestructiveQuestion, onConfirm: @escaping () -> Void, onCancel: (() -> Void)? = nil) {
        let alert = UIAlertController(title: question.title, message: question.message, preferredStyle: question.style)
        alert.addAction(UIAlertAction(title: question.confirmTitle, style: .destructive) { _ in onConfirm() })
        alert.addAction(UIAlertAction(title: question.cancelTitle, style: .cancel) { _ in onCancel?() })
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
}

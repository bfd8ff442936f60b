import EstadosKit
import UIKit

/// Keeps a scroll view usable while a keyboard — here the states picker and its toolbar — covers
/// the bottom of the screen: the content is inset by the covered height and `didChange` runs inside
/// the keyboard's animation so the owner can scroll what matters into view. `keyboardLayoutGuide`
/// needs iOS 15; on iOS 13 the keyboard notifications drive it. The arithmetic is
/// `KeyboardLayout` (EstadosKit, tested on Linux).
///
/// Mantiene usable un scroll view mientras un teclado — aquí el picker de estados y su barra — tapa
/// la parte baja de la pantalla: el contenido se recorre la altura tapada y `didChange` corre dentro
/// de la animación del teclado para que el dueño muestre lo importante. `keyboardLayoutGuide` requiere
/// iOS 15; en iOS 13 lo mueven las notificaciones del teclado. La aritmética es `KeyboardLayout`.
final class KeyboardAvoider {
    private weak var scrollView: UIScrollView?
    private let didChange: () -> Void
    private var observers: [NSObjectProtocol] = []

    init(scrollView: UIScrollView, didChange: @escaping () -> Void) {
        self.scrollView = scrollView
        self.didChange = didChange
        let names = [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification]
        observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                self?.keyboardWillChange(note)
            }
        }
    }

    deinit {
        observers.forEach(NotificationCenter.default.removeObserver)
    }

    /// The keyboard's end frame, converted into the scroll view's superview, against the scroll view's
    /// frame there: the overlap becomes the bottom inset (zero when hiding).
    /// El marco final del teclado, convertido a la supervista del scroll view, contra el marco de
    /// este: la superposición es el inset inferior (cero al ocultarse).
    private func keyboardWillChange(_ notification: Notification) {
        guard let scrollView = scrollView, let container = scrollView.superview,
            let screenSpace = scrollView.window?.screen.coordinateSpace
        else { return }
        let info = notification.userInfo ?? [:]
        let endFrame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        let hiding = notification.name == UIResponder.keyboardWillHideNotification
        let keyboard = hiding ? nil : endFrame.map { KeyboardLayout.Rect(container.convert($0, from: screenSpace)) }
        let covered = CGFloat(
            KeyboardLayout.bottomOverlap(keyboard: keyboard, viewport: KeyboardLayout.Rect(scrollView.frame)))
        let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 7
        UIView.animate(
            withDuration: duration, delay: 0,
            options: [UIView.AnimationOptions(rawValue: curve << 16), .beginFromCurrentState]
        ) {
            scrollView.contentInset.bottom = covered
            scrollView.verticalScrollIndicatorInsets.bottom = covered
            self.didChange()
        }
    }
}

extension EstadosViewController {
    /// Scrolls as little as possible so the parts `EstadosLayout` names show above the picker
    /// (stacked: `poblacion` and `informacion`; beside: the map, the name and the population;
    /// KeyboardLayout.offsetRevealing, the top first when they do not fit).
    /// Desplaza lo mínimo para que las partes que nombra `EstadosLayout` se vean sobre el picker
    /// (apilado: población y descripción; al lado: mapa, nombre y población; primero lo de arriba).
    func scrollDetailsIntoView(animated: Bool) {
        view.layoutIfNeeded()
        let parts = (appliedArrangement ?? .stacked).revealedParts.map(partView)
        guard let first = parts.first else { return }
        let details = parts.dropFirst().reduce(frameInScrollView(first)) { $0.union(frameInScrollView($1)) }
        let viewport = KeyboardLayout.Viewport(
            height: Double(scrollView.bounds.height), topInset: Double(scrollView.adjustedContentInset.top),
            bottomInset: Double(scrollView.adjustedContentInset.bottom),
            contentHeight: Double(scrollView.contentSize.height), offset: Double(scrollView.contentOffset.y))
        let offset = CGFloat(KeyboardLayout.offsetRevealing(details, in: viewport))
        guard offset != scrollView.contentOffset.y else { return }
        scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: offset), animated: animated)
    }

    private func partView(_ part: EstadosLayout.Part) -> UIView {
        switch part {
        case .field: return nombreEstado
        case .map: return mapCard
        case .population: return poblacion
        case .information: return informacion
        }
    }

    private func frameInScrollView(_ part: UIView) -> KeyboardLayout.Rect {
        KeyboardLayout.Rect(part.convert(part.bounds, to: scrollView))
    }
}

extension KeyboardLayout.Rect {
    /// A UIKit rectangle in the package's terms. / Un rectángulo de UIKit en términos del paquete.
    fileprivate init(_ rect: CGRect) {
        self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
}

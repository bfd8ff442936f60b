import AppCore
import UIKit

/// Any view controller that is `LoadingDisplaying` gets the overlay; the presenter chooses the text.
/// Todo view controller `LoadingDisplaying` obtiene el overlay; el presenter elige el texto.
extension LoadingDisplaying where Self: UIViewController {
    /// Shows the overlay once (a second call while shown does nothing).
    /// Muestra el overlay una sola vez (una segunda llamada mientras se ve no hace nada).
    func showLoading(_ announcement: String) {
        guard loadingOverlay == nil else { return }
        LoadingOverlay(message: announcement).present(over: view)
    }

    /// Removes the overlay if present. / Quita el overlay si está presente.
    func hideLoading() {
        loadingOverlay?.dismiss()
    }

    private var loadingOverlay: LoadingOverlay? {
        view.subviews.lazy.compactMap { $0 as? LoadingOverlay }.first
    }
}

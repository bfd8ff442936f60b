import Foundation

/// The screen's timer for a request the system cut while the user stayed (`RatesRefreshPolicy`'s
/// `retryAfter`): one at a time, on the main queue, dropped when the screen goes; what it asks is the
/// presenter's decision. / El temporizador de la pantalla para una petición que cortó el sistema con el
/// usuario en ella: uno a la vez, en la cola principal, descartado cuando la pantalla se va; lo que pide
/// lo decide el presenter.
extension ProductosViewController {
    func scheduleRatesRetry(after seconds: TimeInterval) {
        cancelRatesRetry()
        ratesRetryDelay = seconds
        let retry = DispatchWorkItem { [weak self] in
            self?.ratesRetry = nil
            self?.presenter.ratesRetryDue()
        }
        ratesRetry = retry
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: retry)
    }

    func cancelRatesRetry() {
        ratesRetry?.cancel()
        ratesRetry = nil
    }

    /// The screen goes: a pending retry is cancelled and remembered. / La pantalla se va: se cancela y se recuerda.
    func pauseRatesRetry() {
        guard ratesRetry != nil else { return }
        ratesRetryOnReturn = ratesRetryDelay
        cancelRatesRetry()
    }

    /// The screen is back: the remembered retry is scheduled again. / La pantalla volvió: se vuelve a programar.
    func resumeRatesRetry() {
        guard let seconds = ratesRetryOnReturn else { return }
        ratesRetryOnReturn = nil
        scheduleRatesRetry(after: seconds)
    }
}

import Foundation

/// What the overlay needs from its animation (the Lottie view or the spinner).
/// Lo que el overlay necesita de su animación (la vista de Lottie o el indicador).
@objc protocol LoadingAnimating: AnyObject {
    init()
    /// Takes the animation's JSON; false when it cannot be drawn (the overlay then uses the spinner).
    /// Recibe el JSON de la animación; false si no se puede dibujar (el overlay usa el indicador).
    func prepare(animationJSON: Data) -> Bool
    func playLoop()
    func stop()
    func showStillFrame()
}

import Lottie
import UIKit

/// The overlay's animation: the bundled `loader.json` played by Lottie. The only file that imports
/// Lottie; `LoadingOverlay` finds it by its Objective-C name (see `lottieViewClassName`).
/// La animación del overlay: `loader.json` reproducido por Lottie. El único archivo que importa
/// Lottie; `LoadingOverlay` lo encuentra por su nombre de Objective-C.
@objc(TestAppLottieLoaderView)
final class LottieLoaderView: UIView, LoadingAnimating {
    private let animationView = LottieAnimationView(name: LoadingOverlay.animationName, bundle: .main)

    override init(frame: CGRect) {
        super.init(frame: frame)
        animationView.translatesAutoresizingMaskIntoConstraints = false
        animationView.contentMode = .scaleAspectFit
        animationView.backgroundBehavior = .pauseAndRestore
        addSubview(animationView)
        NSLayoutConstraint.activate([
            animationView.leadingAnchor.constraint(equalTo: leadingAnchor),
            animationView.trailingAnchor.constraint(equalTo: trailingAnchor),
            animationView.topAnchor.constraint(equalTo: topAnchor),
            animationView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("LottieLoaderView is created in code")
    }

    func playLoop() {
        animationView.loopMode = .loop
        animationView.play()
    }

    func stop() {
        animationView.stop()
    }

    func showStillFrame() {
        animationView.currentProgress = 0.25
    }
}

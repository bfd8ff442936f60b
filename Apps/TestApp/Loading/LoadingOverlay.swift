import AppCore
import UIKit

/// A full-size cover that blocks a view controller's view while background work runs: it captures
/// every touch, keeps VoiceOver inside it, announces "Cargando…" and plays the bundled Lottie
/// animation (`loader.json`, made by `Scripts/lottie_loader.py`, drawn by `LottieLoaderView`), or
/// the system spinner when that animation is missing or invalid. It is removed on hide.
/// Una cubierta del tamaño de la vista que la bloquea mientras corre trabajo en segundo plano:
/// captura todos los toques, mantiene VoiceOver dentro, anuncia "Cargando…" y reproduce la
/// animación de Lottie incluida (`loader.json`), o el indicador del sistema si falta o no es
/// válida. Se quita al ocultarla.
final class LoadingOverlay: UIView {
    /// Name of the animation JSON in the main bundle. / Nombre del JSON de la animación en el bundle.
    static let animationName = "loader"
    /// `@objc` name of the Lottie view in LottieLoaderView.swift, the only file importing Lottie.
    /// It is found at run time so this file (and every screen using the overlay) compiles, and is
    /// type-checked on Linux, without Lottie; a system spinner stands in if it is ever missing.
    /// Nombre `@objc` de la vista de Lottie (el único archivo que importa Lottie). Se busca en
    /// ejecución para que este archivo se compile y verifique sin Lottie; si faltara, se usa un
    /// indicador del sistema.
    static let lottieViewClassName = "TestAppLottieLoaderView"

    private let animationView = LoadingOverlay.makeAnimationView()
    private let messageLabel = UILabel()
    private let card = UIView()

    /// A new width or text size decides the message's hyphenation again (`updateHyphenation`).
    /// Un ancho o tamaño nuevo decide otra vez el guion del mensaje.
    override func layoutSubviews() {
        super.layoutSubviews()
        messageLabel.updateHyphenation()
    }

    init(message: String) {
        super.init(frame: .zero)
        configureAppearance()
        configureCard(message: message)
        configureAccessibility(message: message)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("LoadingOverlay is created in code")
    }

    // MARK: - Showing / Mostrar

    /// Covers `host` (edge to edge, also when it is a scroll view), plays and announces.
    /// Cubre `host` (de borde a borde, también si es un scroll view), reproduce y anuncia.
    func present(over host: UIView) {
        translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(self)
        pinEdges(to: host)
        startAnimating()
        UIAccessibility.post(notification: .layoutChanged, argument: self)
        UIAccessibility.post(notification: .announcement, argument: accessibilityLabel)
    }

    /// Stops the animation and removes the cover. / Detiene la animación y quita la cubierta.
    func dismiss() {
        animationView.stop()
        let host = superview
        removeFromSuperview()
        UIAccessibility.post(notification: .layoutChanged, argument: host)
    }

    private func pinEdges(to host: UIView) {
        // A scroll view's own anchors follow its content; its frame guide stays on screen (iOS 11+).
        // Las anclas de un scroll view siguen su contenido; su guía de marco queda fija (iOS 11+).
        let guide: UILayoutGuide? = (host as? UIScrollView)?.frameLayoutGuide
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: guide?.leadingAnchor ?? host.leadingAnchor),
            trailingAnchor.constraint(equalTo: guide?.trailingAnchor ?? host.trailingAnchor),
            topAnchor.constraint(equalTo: guide?.topAnchor ?? host.topAnchor),
            bottomAnchor.constraint(equalTo: guide?.bottomAnchor ?? host.bottomAnchor),
        ])
    }

    /// Loops, or shows one still frame when the user asked to reduce motion.
    /// Repite en bucle, o muestra un cuadro fijo si el usuario pidió reducir el movimiento.
    private func startAnimating() {
        if UIAccessibility.isReduceMotionEnabled {
            animationView.showStillFrame()
        } else {
            animationView.playLoop()
        }
    }

    /// The animation's JSON, read once per launch (a 5 KB bundle file).
    /// El JSON de la animación, leído una vez por ejecución (un archivo de 5 KB del bundle).
    private static let animationJSON: Data? = Bundle.main.url(forResource: animationName, withExtension: "json")
        .flatMap { try? Data(contentsOf: $0) }

    /// The Lottie view when `LoadingAnimationChoice` says the animation is usable and Lottie can
    /// draw it; otherwise the system spinner — never an empty square.
    /// La vista de Lottie si `LoadingAnimationChoice` dice que la animación sirve y Lottie puede
    /// dibujarla; si no, el indicador del sistema — nunca un cuadro vacío.
    private static func makeAnimationView() -> UIView & LoadingAnimating {
        let lottieType = NSClassFromString(lottieViewClassName) as? (UIView & LoadingAnimating).Type
        let choice = LoadingAnimationChoice.choose(lottieViewAvailable: lottieType != nil, animationJSON: animationJSON)
        guard choice == .lottie, let type = lottieType, let json = animationJSON else { return SpinnerAnimationView() }
        let lottie = type.init()
        return lottie.prepare(animationJSON: json) ? lottie : SpinnerAnimationView()
    }

    // MARK: - Layout and appearance / Diseño y apariencia

    private func configureAppearance() {
        backgroundColor = UIColor.black.withAlphaComponent(0.3)
        isUserInteractionEnabled = true
        card.translatesAutoresizingMaskIntoConstraints = false
        card.layer.cornerRadius = 16
        card.backgroundColor = AdaptivePalette.card
        addSubview(card)
    }

    private func configureCard(message: String) {
        animationView.translatesAutoresizingMaskIntoConstraints = false
        animationView.contentMode = .scaleAspectFit
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        messageLabel.font = AppFont.preferred(.headline)
        messageLabel.adjustsFontForContentSizeCategory = true
        messageLabel.numberOfLines = 0
        messageLabel.textColor = AdaptivePalette.primaryText
        // Centred and hyphenated: at AX5 "Cargando…" is wider than the card even at its widest on a
        // 320 pt screen (`layout-check`, `MirrorTextTests`); VoiceOver reads `accessibilityLabel`.
        // Centrado y con guion: en AX5 "Cargando…" es más ancho que la tarjeta en una pantalla de 320 pt.
        messageLabel.setHyphenatedText(message, alignment: .center)
        card.addSubview(animationView)
        card.addSubview(messageLabel)
        NSLayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: centerXAnchor),
            card.centerYAnchor.constraint(equalTo: centerYAnchor),
            // Up to the overlay's width less 16 pt a side: a short message keeps the 140 pt card,
            // a word at the accessibility sizes gets the room (`layout-check`, `MirrorTextTests`).
            // Hasta el ancho de la cubierta menos 16 pt por lado: un mensaje corto conserva la
            // tarjeta de 140 pt; una palabra en tamaños de accesibilidad obtiene el espacio.
            card.widthAnchor.constraint(lessThanOrEqualTo: widthAnchor, constant: -32),
            card.widthAnchor.constraint(greaterThanOrEqualToConstant: 140),
            animationView.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            animationView.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            animationView.widthAnchor.constraint(equalToConstant: 96),
            animationView.heightAnchor.constraint(equalToConstant: 96),
            messageLabel.topAnchor.constraint(equalTo: animationView.bottomAnchor, constant: 4),
            messageLabel.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            messageLabel.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            messageLabel.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
        ])
    }

    /// One VoiceOver element, modal, so nothing behind it can be reached.
    /// Un solo elemento de VoiceOver, modal, para que nada detrás sea accesible.
    private func configureAccessibility(message: String) {
        isAccessibilityElement = true
        accessibilityLabel = message
        accessibilityTraits = .updatesFrequently
        accessibilityViewIsModal = true
    }
}

import AppCore
import ProfileKit
import UIKit

/// Shows the picture, name, age and email the presenter gives, or its "cannot be read" message with
/// "Reintentar" (TestApp's one `RetryMessageView`) and, when offered, "Empezar de nuevo" in the
/// navigation bar; "Editar", "Reintentar", the app becoming active and protected data becoming
/// available are forwarded (starting over: `ProfileViewController+StartOver.swift`).
/// Muestra la imagen, nombre, edad y correo que da el presenter, o su mensaje "no se puede leer" con
/// "Reintentar" (el único `RetryMessageView` de TestApp) y, si se ofrece, "Empezar de nuevo" en la
/// barra; "Editar", "Reintentar", la activación de la app y la disponibilidad de los datos protegidos
/// se reenvían (empezar de nuevo: `ProfileViewController+StartOver.swift`).
final class ProfileViewController: UIViewController, StoryboardInstantiable, AlertShowing, AccessibilityIdentifying,
    ProfileView
{
    static let storyboardID = StoryboardID(storyboard: "Profile", identifier: "ProfileViewController")

    /// Set by `ProfileWireframe.makeModule` right after instantiation; the view owns its presenter.
    /// Lo asigna `ProfileWireframe.makeModule` justo después de instanciar; la vista es dueña de su presenter.
    var presenter: ProfilePresenting!

    @IBOutlet private var imageView: UIImageView!
    @IBOutlet private var nameLabel: UILabel!
    @IBOutlet private var ageLabel: UILabel!
    @IBOutlet private var emailLabel: UILabel!
    @IBOutlet private var profileScrollView: UIScrollView!

    /// Shown instead of the profile while the saved profile cannot be read.
    /// Se muestra en lugar del perfil mientras el perfil guardado no se puede leer.
    private let unreadablePanel = RetryMessageView()

    private lazy var editButton = UIBarButtonItem(
        title: nil, style: .plain, target: self, action: #selector(editTapped))
    /// "Empezar de nuevo" while the presenter offers it; the confirmation's iPad anchor.
    /// "Empezar de nuevo" mientras el presenter lo ofrece; el ancla de la confirmación en iPad.
    private(set) lazy var startOverButton = UIBarButtonItem(
        title: nil, style: .plain, target: self, action: #selector(startOverTapped))

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.rightBarButtonItem = editButton
        setUpAccessibility()
        applyAccessibilityIdentifiers()
        // The storyboard's text styles in Lato, scaled with Dynamic Type (`AppFont`).
        // Los estilos de texto del storyboard en Lato, escalados con Dynamic Type.
        AppFont.adopt(in: view)
        unreadablePanel.isHidden = true
        unreadablePanel.onRetry = { [weak self] in
            self?.presenter.didTapRetry(isProtectedDataAvailable: UIApplication.shared.isProtectedDataAvailable)
        }
        unreadablePanel.fillSafeArea(of: view, above: profileScrollView)
        // Active again, or unlocked (protected files readable): the presenter decides whether to read again.
        // Activa otra vez o desbloqueado (archivos protegidos legibles): el presenter decide si vuelve a leer.
        NotificationCenter.default.addObserver(
            self, selector: #selector(appDidBecomeActive), name: UIApplication.didBecomeActiveNotification, object: nil
        )
        NotificationCenter.default.addObserver(
            self, selector: #selector(protectedDataDidBecomeAvailable),
            name: UIApplication.protectedDataDidBecomeAvailableNotification, object: nil)
        presenter.viewDidLoad()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presentPendingAlert()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // A circle at any size. / Un círculo a cualquier tamaño.
        imageView.layer.cornerRadius = imageView.bounds.width / 2
    }

    // MARK: ProfileView

    func render(_ viewModel: ProfileScreenViewModel) {
        title = viewModel.title
        editButton.title = viewModel.editButtonTitle
        switch viewModel.content {
        case .profile(let profile):
            // No title: "Editar" is not offered. / Sin título: no se ofrece "Editar".
            navigationItem.rightBarButtonItem = viewModel.editButtonTitle.map { _ in editButton }
            unreadablePanel.isHidden = true
            profileScrollView.isHidden = false
            render(profile)
        case .unreadable(let message, let retryTitle, let startOverTitle):
            // No title: "Empezar de nuevo" is not offered. / Sin título: no se ofrece.
            startOverButton.title = startOverTitle
            navigationItem.rightBarButtonItem = startOverTitle.map { _ in startOverButton }
            unreadablePanel.show(message: message, retryTitle: retryTitle)
            unreadablePanel.isHidden = false
            profileScrollView.isHidden = true
        }
    }

    private func render(_ profile: ProfileViewModel) {
        imageView.image = UIImage(profileImage: profile.image)
        imageView.accessibilityLabel = profile.imageAccessibilityLabel
        nameLabel.text = profile.name
        ageLabel.text = profile.age
        emailLabel.text = profile.email
    }

    // MARK: Private

    @objc private func editTapped() {
        presenter.didTapEdit()
    }

    @objc private func startOverTapped() {
        presenter.didTapStartOver()
    }

    @objc private func appDidBecomeActive() {
        presenter.appDidBecomeActive(isProtectedDataAvailable: UIApplication.shared.isProtectedDataAvailable)
    }

    @objc private func protectedDataDidBecomeAvailable() {
        presenter.protectedDataDidBecomeAvailable()
    }

    private func setUpAccessibility() {
        imageView.isAccessibilityElement = true
        imageView.accessibilityTraits = .image
    }

    func applyAccessibilityIdentifiers() {
        view.accessibilityIdentifier = AccessibilityIdentifiers.Profile.screen
        imageView.accessibilityIdentifier = AccessibilityIdentifiers.Profile.image
        nameLabel.accessibilityIdentifier = AccessibilityIdentifiers.Profile.name
        ageLabel.accessibilityIdentifier = AccessibilityIdentifiers.Profile.age
        emailLabel.accessibilityIdentifier = AccessibilityIdentifiers.Profile.email
        editButton.accessibilityIdentifier = AccessibilityIdentifiers.Profile.editButton
        startOverButton.accessibilityIdentifier = AccessibilityIdentifiers.Profile.startOverButton
        unreadablePanel.setAccessibilityIdentifiers(
            message: AccessibilityIdentifiers.Profile.unreadableMessage, retry: AccessibilityIdentifiers.Profile.retry)
    }
}

extension ProfileViewController: PrivacySensitiveScreen {}

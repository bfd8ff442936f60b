import AppCore
import ProfileKit
import UIKit

/// Shows the picture, name, age and email the presenter gives; "Editar" is forwarded.
/// Muestra la imagen, nombre, edad y correo que da el presenter; "Editar" se reenvía.
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

    private lazy var editButton = UIBarButtonItem(
        title: nil, style: .plain, target: self, action: #selector(editTapped))

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.rightBarButtonItem = editButton
        setUpAccessibility()
        applyAccessibilityIdentifiers()
        // Lato scaled with Dynamic Type. / Lato escalada con Dynamic Type.
        nameLabel.useAppFont(.title2)
        ageLabel.useAppFont(.body)
        emailLabel.useAppFont(.body)
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
        let profile = viewModel.profile
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
    }
}

extension ProfileViewController: PrivacySensitiveScreen {}

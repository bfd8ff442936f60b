import ProfileKit
import UIKit

/// The modal form: renders texts, values, picture and errors from the presenter; forwards taps.
/// El formulario modal: pinta textos, valores, imagen y errores del presenter; reenvía los toques.
final class ProfileEditViewController: UIViewController, StoryboardInstantiable, ProfileEditView {
    static let storyboardID = StoryboardID(storyboard: "ProfileEdit", identifier: "ProfileEditViewController")

    var presenter: ProfileEditPresenting?

    @IBOutlet private var scrollView: UIScrollView!
    @IBOutlet private var imageView: UIImageView!
    @IBOutlet private var chooseImageButton: UIButton!
    @IBOutlet private var nameCaptionLabel: UILabel!
    @IBOutlet private var nameField: UITextField!
    @IBOutlet private var nameErrorLabel: UILabel!
    @IBOutlet private var ageCaptionLabel: UILabel!
    @IBOutlet private var ageField: UITextField!
    @IBOutlet private var ageErrorLabel: UILabel!
    @IBOutlet private var emailCaptionLabel: UILabel!
    @IBOutlet private var emailField: UITextField!
    @IBOutlet private var emailErrorLabel: UILabel!

    private lazy var saveButton = UIBarButtonItem(title: nil, style: .done, target: self, action: #selector(saveTapped))
    private lazy var cancelButton = UIBarButtonItem(
        title: nil, style: .plain, target: self, action: #selector(cancelTapped))

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = cancelButton
        navigationItem.rightBarButtonItem = saveButton
        chooseImageButton.titleLabel?.adjustsFontForContentSizeCategory = true
        // Lato scaled with Dynamic Type. / Lato escalada con Dynamic Type.
        for caption in [nameCaptionLabel, ageCaptionLabel, emailCaptionLabel] {
            caption?.useAppFont(.subheadline)
        }
        for error in [nameErrorLabel, ageErrorLabel, emailErrorLabel] {
            error?.useAppFont(.footnote)
        }
        setUpAccessibilityIdentifiers()
        presenter?.viewDidLoad()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        imageView.layer.cornerRadius = imageView.bounds.width / 2
    }

    // MARK: ProfileEditView

    func showTexts(_ texts: ProfileEditTexts) {
        title = texts.title
        saveButton.title = texts.save
        cancelButton.title = texts.cancel
        chooseImageButton.setTitle(texts.chooseImage, for: .normal)
        nameCaptionLabel.text = texts.nameCaption
        ageCaptionLabel.text = texts.ageCaption
        emailCaptionLabel.text = texts.emailCaption
        // Captions are read with the fields, not on their own. / Los rótulos se leen con los campos.
        nameField.accessibilityLabel = texts.nameCaption
        ageField.accessibilityLabel = texts.ageCaption
        emailField.accessibilityLabel = texts.emailCaption
        for caption in [nameCaptionLabel, ageCaptionLabel, emailCaptionLabel] {
            caption?.isAccessibilityElement = false
        }
    }

    func showForm(_ form: ProfileForm) {
        nameField.text = form.name
        ageField.text = form.age
        emailField.text = form.email
    }

    func showImage(_ image: ProfileImage, accessibilityLabel: String) {
        imageView.image = UIImage(profileImage: image)
        imageView.isAccessibilityElement = true
        imageView.accessibilityTraits = .image
        imageView.accessibilityLabel = accessibilityLabel
    }

    func showFieldErrors(_ errors: ProfileFieldMessages) {
        let pairs: [(UILabel, UITextField, String?)] = [
            (nameErrorLabel, nameField, errors.name), (ageErrorLabel, ageField, errors.age),
            (emailErrorLabel, emailField, errors.email),
        ]
        for (label, field, message) in pairs {
            label.text = message
            label.isHidden = message == nil
            field.accessibilityValue = message.map { [field.text ?? "", $0].joined(separator: ". ") }
        }
        // VoiceOver moves to the first problem. / VoiceOver va al primer problema.
        if let first = pairs.first(where: { $0.2 != nil }) {
            UIAccessibility.post(notification: .layoutChanged, argument: first.1)
        }
    }

    // MARK: Actions

    @IBAction private func chooseImageTapped(_ sender: UIButton) {
        presenter?.didTapChooseImage()
    }

    @objc private func saveTapped() {
        view.endEditing(true)
        presenter?.didTapSave(
            ProfileForm(name: nameField.text ?? "", age: ageField.text ?? "", email: emailField.text ?? ""))
    }

    @objc private func cancelTapped() {
        view.endEditing(true)
        presenter?.didTapCancel()
    }

    private func setUpAccessibilityIdentifiers() {
        imageView.accessibilityIdentifier = AccessibilityIdentifiers.ProfileEdit.image
        chooseImageButton.accessibilityIdentifier = AccessibilityIdentifiers.ProfileEdit.chooseImage
        nameField.accessibilityIdentifier = AccessibilityIdentifiers.ProfileEdit.name
        ageField.accessibilityIdentifier = AccessibilityIdentifiers.ProfileEdit.age
        emailField.accessibilityIdentifier = AccessibilityIdentifiers.ProfileEdit.email
        saveButton.accessibilityIdentifier = AccessibilityIdentifiers.ProfileEdit.save
        cancelButton.accessibilityIdentifier = AccessibilityIdentifiers.ProfileEdit.cancel
    }
}

// MARK: UITextFieldDelegate

extension ProfileEditViewController: UITextFieldDelegate {
    /// "Next" moves down the form; "Done" on the last field saves.
    /// "Siguiente" baja por el formulario; "Listo" en el último campo guarda.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        switch textField {
        case nameField: ageField.becomeFirstResponder()
        case ageField: emailField.becomeFirstResponder()
        default: saveTapped()
        }
        return false
    }
}

extension ProfileEditViewController: PrivacySensitiveScreen {}

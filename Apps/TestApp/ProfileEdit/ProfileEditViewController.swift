import AppCore
import ProfileKit
import UIKit

/// The modal form: renders texts, values, picture and errors from the presenter; forwards taps and
/// every edit. Closing (discard sheet, swipe-down guard) is in `+Closing.swift`, the fields' values and
/// navigation in `+Fields.swift`.
/// El formulario modal: pinta textos, valores, imagen y errores del presenter; reenvía los toques y
/// cada edición. El cierre (hoja de descarte, bloqueo del deslizamiento) está en `+Closing.swift`, la
/// navegación entre campos en `+Fields.swift`. The picture (spinner while a photo loads) is in
/// `+Picture.swift`. / La imagen (indicador mientras carga una foto) está en `+Picture.swift`.
final class ProfileEditViewController: UIViewController, StoryboardInstantiable, AlertShowing, AccessibilityIdentifying,
    ProfileEditView
{
    static let storyboardID = StoryboardID(storyboard: "ProfileEdit", identifier: "ProfileEditViewController")

    /// Set by `ProfileEditWireframe.makeModule` right after instantiation; the view owns its presenter.
    /// Lo asigna `ProfileEditWireframe.makeModule` justo después de instanciar; la vista es dueña de su presenter.
    var presenter: ProfileEditPresenting!

    @IBOutlet private var scrollView: UIScrollView!
    @IBOutlet private(set) var imageView: UIImageView!
    @IBOutlet private(set) var chooseImageButton: UIButton!
    @IBOutlet private var nameCaptionLabel: UILabel!
    @IBOutlet private(set) var nameField: UITextField!
    @IBOutlet private var nameErrorLabel: UILabel!
    @IBOutlet private var ageCaptionLabel: UILabel!
    @IBOutlet private(set) var ageField: UITextField!
    @IBOutlet private var ageErrorLabel: UILabel!
    @IBOutlet private var emailCaptionLabel: UILabel!
    @IBOutlet private(set) var emailField: UITextField!
    @IBOutlet private var emailErrorLabel: UILabel!

    /// Over the picture while a chosen photo loads. / Sobre la imagen mientras carga una foto elegida.
    let imageSpinner = AdaptivePalette.makeSpinner()
    private lazy var saveButton = UIBarButtonItem(title: nil, style: .done, target: self, action: #selector(saveTapped))
    /// Also the iPad anchor of the discard sheet. / También el ancla en iPad de la hoja de descarte.
    private(set) lazy var cancelButton = UIBarButtonItem(
        title: nil, style: .plain, target: self, action: #selector(cancelTapped))

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = cancelButton
        navigationItem.rightBarButtonItem = saveButton
        chooseImageButton.titleLabel?.adjustsFontForContentSizeCategory = true
        // The storyboard's text styles in Lato, scaled with Dynamic Type (`AppFont`).
        // Los estilos de texto del storyboard en Lato, escalados con Dynamic Type.
        AppFont.adopt(in: view)
        for field in [nameField, ageField, emailField] {
            field?.addTarget(self, action: #selector(formEdited), for: .editingChanged)
        }
        placeImageSpinner()
        applyAccessibilityIdentifiers()
        presenter.viewDidLoad()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presentPendingAlert()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        imageView.layer.cornerRadius = imageView.bounds.width / 2
    }

    // MARK: ProfileEditView

    /// Texts, picture, what works now (a save waiting for the photo turns "Guardar" and the fields off
    /// and says so) and the swipe-down guard, all decided by the presenter.
    /// Textos, imagen, lo que funciona ahora (un guardado que espera la foto apaga "Guardar" y los campos
    /// y lo dice) y el bloqueo del deslizamiento, todo decidido por el presenter.
    func render(_ viewModel: ProfileEditViewModel) {
        show(viewModel.texts)
        saveButton.title = viewModel.saveTitle
        saveButton.isEnabled = viewModel.isSaveEnabled
        chooseImageButton.setTitle(viewModel.chooseImageTitle, for: .normal)
        chooseImageButton.isEnabled = viewModel.isChooseImageEnabled
        for field in [nameField, ageField, emailField] {
            field?.isEnabled = viewModel.areFieldsEditable
        }
        showImage(viewModel.image, accessibilityLabel: viewModel.imageAccessibilityLabel)
        showImageLoading(viewModel.isLoadingImage)
        setHasUnsavedChanges(viewModel.hasUnsavedChanges)
    }

    private func show(_ texts: ProfileEditTexts) {
        title = texts.title
        cancelButton.title = texts.cancel
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

    /// Messages, VoiceOver values and focus all come decided from the presenter.
    /// Mensajes, valores de VoiceOver y foco llegan decididos desde el presenter.
    func showFieldErrors(_ errors: ProfileFormErrorsViewModel) {
        let rows: [(UILabel, UITextField, String?, String?)] = [
            (nameErrorLabel, nameField, errors.messages.name, errors.accessibilityValues.name),
            (ageErrorLabel, ageField, errors.messages.age, errors.accessibilityValues.age),
            (emailErrorLabel, emailField, errors.messages.email, errors.accessibilityValues.email),
        ]
        for (label, field, message, value) in rows {
            label.text = message
            label.isHidden = message == nil
            field.accessibilityValue = value
        }
        // VoiceOver moves to the first problem. / VoiceOver va al primer problema.
        if let first = errors.firstInvalidField {
            UIAccessibility.post(notification: .layoutChanged, argument: textField(for: first))
        }
    }

    // MARK: Actions

    @IBAction private func chooseImageTapped(_ sender: UIButton) {
        presenter.didTapChooseImage()
    }

    @objc func saveTapped() {
        view.endEditing(true)
        presenter.didTapSave(currentForm)
    }

    @objc private func cancelTapped() {
        view.endEditing(true)
        presenter.didTapCancel(currentForm)
    }

    @objc private func formEdited() {
        presenter.didEditForm(currentForm)
    }

    func applyAccessibilityIdentifiers() {
        view.accessibilityIdentifier = AccessibilityIdentifiers.ProfileEdit.screen
        imageView.accessibilityIdentifier = AccessibilityIdentifiers.ProfileEdit.image
        chooseImageButton.accessibilityIdentifier = AccessibilityIdentifiers.ProfileEdit.chooseImage
        nameField.accessibilityIdentifier = AccessibilityIdentifiers.ProfileEdit.name
        ageField.accessibilityIdentifier = AccessibilityIdentifiers.ProfileEdit.age
        emailField.accessibilityIdentifier = AccessibilityIdentifiers.ProfileEdit.email
        saveButton.accessibilityIdentifier = AccessibilityIdentifiers.ProfileEdit.save
        cancelButton.accessibilityIdentifier = AccessibilityIdentifiers.ProfileEdit.cancel
    }
}

extension ProfileEditViewController: PrivacySensitiveScreen {}

import AppCore
import PersistenceKit
import UIKit

/// Keychain form (user, password with show/hide, "Guardar", "Leer", "Borrar") and three switches
/// remembered in UserDefaults. It renders what the presenter decides and forwards every event.
/// It shows a password, so it is covered in the app switcher (`PrivacySensitiveScreen`).
/// Formulario del Keychain (usuario, contraseña con mostrar/ocultar, "Guardar", "Leer", "Borrar")
/// y tres interruptores recordados en UserDefaults. Dibuja lo que decide el presenter y reenvía
/// eventos. Muestra una contraseña, así que se cubre en el selector de apps.
final class PersistenceViewController: UIViewController, StoryboardInstantiable, PrivacySensitiveScreen,
    AlertShowing, AccessibilityIdentifying
{
    static let storyboardID = StoryboardID(storyboard: "Persistence", identifier: "PersistenceViewController")

    /// Set by `PersistenceWireframe.makeModule` right after instantiation; the view owns its presenter.
    /// Lo asigna `PersistenceWireframe.makeModule` justo después de instanciar; la vista es dueña de su presenter.
    var presenter: PersistencePresenting!

    @IBOutlet private weak var userField: UITextField!
    @IBOutlet weak var passwordField: UITextField!
    @IBOutlet weak var visibilityButton: UIButton!
    @IBOutlet private weak var saveButton: UIButton!
    /// Anchors the "replace what you typed?" sheet on iPad. / Ancla la hoja "¿reemplazar?" en iPad.
    @IBOutlet private(set) weak var readButton: UIButton!
    @IBOutlet private weak var deleteButton: UIButton!
    /// Guardar / Leer / Borrar (`Per-ST-003`); one row or stacked, see `layOutKeychainButtons()`.
    /// Guardar / Leer / Borrar; en fila o apilados, ver `layOutKeychainButtons()`.
    @IBOutlet weak var keychainButtonsRow: UIStackView!
    /// Password field and "Mostrar" (`Per-ST-002`); one row or stacked, see `layOutPasswordRow()`.
    /// Campo de contraseña y "Mostrar"; en fila o apilados, ver `layOutPasswordRow()`.
    @IBOutlet weak var passwordRow: UIStackView!
    /// Three rows; each label and switch carries its row index as `tag`.
    /// Tres filas; cada etiqueta e interruptor lleva su índice de fila en `tag`.
    @IBOutlet var settingLabels: [UILabel]!
    @IBOutlet private var settingSwitches: [UISwitch]!

    override func viewDidLoad() {
        super.viewDidLoad()
        // The storyboard's text styles in Lato, scaled with Dynamic Type (`AppFont`).
        // Los estilos de texto del storyboard en Lato, escalados con Dynamic Type.
        AppFont.adopt(in: view)
        userField.delegate = self
        passwordField.delegate = self
        // Every edit reaches the presenter, so "Leer" knows about unsaved typing.
        // Cada edición llega al presenter, así "Leer" sabe si hay algo escrito sin guardar.
        [userField, passwordField].forEach {
            $0?.addTarget(self, action: #selector(fieldsEdited), for: .editingChanged)
        }
        // Button titles follow Dynamic Type live (storyboards cannot set it on buttons).
        // Los títulos de los botones siguen Dynamic Type en vivo (el storyboard no lo permite).
        [visibilityButton, saveButton, readButton, deleteButton].forEach {
            $0?.titleLabel?.adjustsFontForContentSizeCategory = true
        }
        applyAccessibilityIdentifiers()
        presenter.viewDidLoad()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutKeychainButtons()
        layOutPasswordRow()
        layOutSettingRows()
        settingLabels.forEach { $0.updateHyphenation() }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        view.setNeedsLayout()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presentPendingAlert()
    }

    func applyAccessibilityIdentifiers() {
        typealias IDs = AccessibilityIdentifiers.Persistence
        view.accessibilityIdentifier = IDs.screen
        userField.accessibilityIdentifier = IDs.user
        passwordField.accessibilityIdentifier = IDs.password
        visibilityButton.accessibilityIdentifier = IDs.passwordVisibility
        saveButton.accessibilityIdentifier = IDs.save
        readButton.accessibilityIdentifier = IDs.read
        deleteButton.accessibilityIdentifier = IDs.delete
        settingSwitches.forEach { $0.accessibilityIdentifier = IDs.settingSwitch($0.tag) }
    }

    // MARK: - Actions / Acciones

    @IBAction private func togglePasswordTapped(_ sender: UIButton) {
        presenter.didTapTogglePasswordVisibility()
    }

    @IBAction private func saveTapped(_ sender: UIButton) {
        view.endEditing(true)
        presenter.didTapSave(user: userField.text, password: passwordField.text)
    }

    @IBAction private func readTapped(_ sender: UIButton) {
        view.endEditing(true)
        presenter.didTapRead()
    }

    @IBAction private func deleteTapped(_ sender: UIButton) {
        view.endEditing(true)
        presenter.didTapDelete()
    }

    @objc private func fieldsEdited() {
        presenter.didEditFields(user: userField.text, password: passwordField.text)
    }

    @IBAction private func settingChanged(_ sender: UISwitch) {
        presenter.didToggleSetting(tag: sender.tag, isOn: sender.isOn)
    }
}

extension PersistenceViewController: PersistenceView {
    func render(_ viewModel: PersistenceViewModel) {
        title = viewModel.title
        for row in viewModel.settings {
            let label = settingLabels.first { $0.tag == row.tag }
            let toggle = settingSwitches.first { $0.tag == row.tag }
            label?.setHyphenatedText(row.title)
            toggle?.isOn = row.isOn
            toggle?.accessibilityLabel = row.title
        }
        apply(viewModel.passwordVisibility)
        // Busy: buttons and fields disabled, the running button's value says what it does; titles stay,
        // so the button row keeps its axis. / Ocupada: botones y campos desactivados, el valor del botón
        // en curso dice qué hace; los títulos no cambian, así la fila conserva su eje.
        [saveButton, readButton, deleteButton].forEach { $0?.isEnabled = !viewModel.isBusy }
        [userField, passwordField].forEach { $0?.isEnabled = viewModel.areFieldsEnabled }
        saveButton.setTitle(viewModel.saveTitle, for: .normal)
        saveButton.accessibilityValue = viewModel.saveAccessibilityValue
        readButton.accessibilityValue = viewModel.readAccessibilityValue
        deleteButton.accessibilityValue = viewModel.deleteAccessibilityValue
    }

    private func apply(_ visibility: PasswordVisibility) {
        passwordField.setSecureTextEntryKeepingText(visibility.isSecure)
        visibilityButton.setTitle(visibility.buttonTitle, for: .normal)
        visibilityButton.accessibilityLabel = visibility.buttonAccessibilityLabel
    }

    func fill(_ credentials: Credentials) {
        userField.text = credentials.user
        passwordField.text = credentials.password
    }

    func clearCredentials() {
        userField.text = nil
        passwordField.text = nil
    }
}

extension PersistenceViewController: UITextFieldDelegate {
    /// Return moves from user to password, then closes the keyboard.
    /// Intro pasa de usuario a contraseña y luego cierra el teclado.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === userField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }
}

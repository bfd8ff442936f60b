import AppCore
import Foundation
import ProfileKit

/// Test doubles shared by the Profile and ProfileEdit tests.
/// Dobles de prueba compartidos por las pruebas de Perfil y del formulario.
final class InMemoryProfileStore: ProfileStoring {
    var stored: ProfileRecord
    var saved: [ProfileRecord] = []
    var failSaving = false

    init(_ stored: ProfileRecord = .default) { self.stored = stored }

    func load() -> ProfileRecord { stored }

    func save(_ record: ProfileRecord) throws {
        if failSaving { throw ProfileStoreError.writeFailed(path: "/nowhere", reason: "test") }
        saved.append(record)
        stored = record
    }
}

/// A gate that answers with a fixed decision and remembers the reason it was given.
/// Una puerta que responde con una decisión fija y recuerda el motivo recibido.
final class FixedAccessGate: AccessGate {
    var decision: AccessDecision
    var reasons: [String] = []

    init(_ decision: AccessDecision) { self.decision = decision }

    func requestAccess(reason: String, completion: @escaping (AccessDecision) -> Void) {
        reasons.append(reason)
        completion(decision)
    }
}

final class FakeProfileView: ProfileView {
    var presenter: ProfilePresenting?
    var title: String?
    var editTitle: String?
    var shown: [ProfileViewModel] = []
    var alerts: [AlertViewModel] = []

    func setTitle(_ title: String) { self.title = title }
    func setEditButtonTitle(_ title: String) { editTitle = title }
    func showProfile(_ profile: ProfileViewModel) { shown.append(profile) }
    func showAlert(_ alert: AlertViewModel) { alerts.append(alert) }
}

final class FakeProfileRouter: ProfileRouting {
    var editorRecords: [ProfileRecord] = []
    weak var lastDelegate: ProfileEditDelegate?

    func presentEditor(for record: ProfileRecord, delegate: ProfileEditDelegate) {
        editorRecords.append(record)
        lastDelegate = delegate
    }
}

final class FakeProfileEditView: ProfileEditView {
    var presenter: ProfileEditPresenting?
    var texts: ProfileEditTexts?
    var forms: [ProfileForm] = []
    var images: [ProfileImage] = []
    var imageLabels: [String] = []
    var errors: [ProfileFieldMessages] = []

    func showTexts(_ texts: ProfileEditTexts) { self.texts = texts }
    func showForm(_ form: ProfileForm) { forms.append(form) }
    func showImage(_ image: ProfileImage, accessibilityLabel: String) {
        images.append(image)
        imageLabels.append(accessibilityLabel)
    }
    func showFieldErrors(_ errors: ProfileFieldMessages) { self.errors.append(errors) }
}

final class FakeProfileEditRouter: ProfileEditRouting {
    var events: [String] = []
    var pickerCompletion: ((Data?) -> Void)?

    func presentImagePicker(completion: @escaping (Data?) -> Void) {
        events.append("picker")
        pickerCompletion = completion
    }

    func dismiss() { events.append("dismiss") }
}

final class RecordingEditDelegate: ProfileEditDelegate {
    var received: [ProfileRecord] = []
    var onSave: (() -> Void)?

    func profileEdit(didSave record: ProfileRecord) {
        onSave?()
        received.append(record)
    }
}

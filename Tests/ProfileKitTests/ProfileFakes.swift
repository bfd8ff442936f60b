import AppCore
import Foundation
import ProfileKit

/// Test doubles shared by the Profile and ProfileEdit tests.
/// Dobles de prueba compartidos por las pruebas de Perfil y del formulario.
final class InMemoryProfileStore: ProfileStoring {
    var stored: ProfileRecord
    var saved: [ProfileRecord] = []
    var failSaving = false
    /// While true, `load` says the saved profile cannot be read. / Mientras sea verdadero, `load` dice
    /// que el perfil guardado no se puede leer.
    var unreadable = false
    var attempts = 0
    /// How many times the profile was read. / Cuántas veces se leyó el perfil.
    var loads = 0
    /// Called after a successful save (to record the order of events).
    /// Se llama tras un guardado correcto (para registrar el orden de los eventos).
    var onSave: (() -> Void)?
    /// How many times "start over" was asked; `failStartOver` makes it throw.
    /// Cuántas veces se pidió "empezar de nuevo"; `failStartOver` hace que lance.
    var startOvers = 0
    var failStartOver = false
    /// Results `load` gives first, in order (a damaged file, a first launch…), before the usual ones.
    /// Resultados que `load` da primero, en orden (un archivo dañado, un primer arranque…).
    var nextLoads: [ProfileLoadResult] = []

    init(_ stored: ProfileRecord = .default) { self.stored = stored }

    func load() -> ProfileLoadResult {
        loads += 1
        if !nextLoads.isEmpty { return nextLoads.removeFirst() }
        return unreadable ? .unreadable : .loaded(stored)
    }

    func save(_ record: ProfileRecord) throws {
        attempts += 1
        if failSaving { throw ProfileStoreError.writeFailed(path: "/nowhere", reason: "test") }
        saved.append(record)
        stored = record
        onSave?()
    }

    /// Like the real store: the unreadable profile goes away (aside) and the default remains.
    /// Como el almacén real: el perfil ilegible se aparta y queda el de ejemplo.
    func startOver() throws {
        startOvers += 1
        if failStartOver { throw ProfileStoreError.startOverFailed(path: "/nowhere", reason: "test") }
        unreadable = false
        stored = .default
    }
}

/// Records every render and alert; owns its presenter like the real screen.
/// Registra cada dibujo y alerta; es dueña de su presenter como la pantalla real.
final class FakeProfileView: ProfileView {
    var presenter: ProfilePresenting?
    var rendered: [ProfileScreenViewModel] = []
    var alerts: [AlertViewModel] = []
    var startOverConfirmations: [ProfileStartOverConfirmation] = []
    /// How many screen-changed announcements were asked. / Cuántos anuncios de pantalla cambiada.
    var screenChanges = 0

    var title: String? { rendered.last?.title }
    var editTitle: String? { rendered.last?.editButtonTitle }
    /// The profile of every render that showed one. / El perfil de cada dibujo que mostró uno.
    var shown: [ProfileViewModel] { rendered.compactMap(\.profile) }
    /// What each render showed. / Lo que mostró cada dibujo.
    var contents: [ProfileScreenContent] { rendered.map(\.content) }

    func render(_ viewModel: ProfileScreenViewModel) { rendered.append(viewModel) }
    func showAlert(_ alert: AlertViewModel) { alerts.append(alert) }
    func askToStartOver(_ confirmation: ProfileStartOverConfirmation) { startOverConfirmations.append(confirmation) }
    func announceScreenChanged() { screenChanges += 1 }
}

final class FakeProfileRouter: ProfileRouting {
    var editorRecords: [ProfileRecord] = []
    weak var lastDelegate: ProfileEditDelegate?

    func presentEditor(for record: ProfileRecord, delegate: ProfileEditDelegate) {
        editorRecords.append(record)
        lastDelegate = delegate
    }
}

/// Records every render and command; owns its presenter like the real screen.
/// Registra cada dibujo y orden; es dueña de su presenter como la pantalla real.
final class FakeProfileEditView: ProfileEditView {
    var presenter: ProfileEditPresenting?
    var rendered: [ProfileEditViewModel] = []
    var forms: [ProfileForm] = []
    var errorViewModels: [ProfileFormErrorsViewModel] = []
    var confirmations: [ProfileDiscardConfirmation] = []
    var alerts: [AlertViewModel] = []
    var announcements: [String] = []

    var texts: ProfileEditTexts? { rendered.last?.texts }
    /// Each picture shown, in order (a render that keeps the picture adds nothing).
    /// Cada imagen mostrada, en orden (un dibujo que conserva la imagen no agrega nada).
    var images: [ProfileImage] { changes(of: \.image) }
    var imageLabels: [String] { changes(of: \.imageAccessibilityLabel) }
    /// Each answer to "unsaved changes?", in order. / Cada respuesta a "¿cambios sin guardar?", en orden.
    var unsavedChanges: [Bool] { rendered.map(\.hasUnsavedChanges) }
    /// The messages of every `showFieldErrors`. / Los mensajes de cada `showFieldErrors`.
    var errors: [ProfileFieldMessages] { errorViewModels.map(\.messages) }

    func render(_ viewModel: ProfileEditViewModel) { rendered.append(viewModel) }
    func showForm(_ form: ProfileForm) { forms.append(form) }
    func showFieldErrors(_ errors: ProfileFormErrorsViewModel) { errorViewModels.append(errors) }
    func askToDiscardChanges(_ confirmation: ProfileDiscardConfirmation) { confirmations.append(confirmation) }
    func showAlert(_ alert: AlertViewModel) { alerts.append(alert) }
    func announce(_ message: String) { announcements.append(message) }

    private func changes<Value: Equatable>(of value: KeyPath<ProfileEditViewModel, Value>) -> [Value] {
        rendered.map { $0[keyPath: value] }.reduce(into: []) { if $0.last != $1 { $0.append($1) } }
    }
}

final class FakeProfileEditRouter: ProfileEditRouting {
    var events: [String] = []
    var pickerCompletion: ((ProfileImagePickResult) -> Void)?
    var pickerProgress: ((ProfileImagePickerProgress) -> Void)?

    func presentImagePicker(
        progress: @escaping (ProfileImagePickerProgress) -> Void,
        completion: @escaping (ProfileImagePickResult) -> Void
    ) {
        events.append("picker")
        pickerProgress = progress
        pickerCompletion = completion
    }

    func dismiss() { events.append("dismiss") }
}

final class FakeProfileEditDelegate: ProfileEditDelegate {
    var received: [ProfileRecord] = []
    var onSave: (() -> Void)?

    func profileEdit(didSave record: ProfileRecord) {
        onSave?()
        received.append(record)
    }
}

/// The real disk with faults on demand, and a log of every write, move and removal.
/// El disco real con fallos a pedido y un registro de cada escritura, movimiento y borrado.
final class FaultyFileSystem: ProfileFileSystem {
    private let disk = LocalProfileFileSystem()
    /// File names whose write fails. / Nombres de archivo cuya escritura falla.
    var failingWrites: (String) -> Bool = { _ in false }
    /// File names whose read fails with "permission denied". / Lecturas que fallan con "permiso denegado".
    var failingReads: Set<String> = []
    /// File names that cannot be moved. / Nombres de archivo que no se pueden mover.
    var failingMoves: Set<String> = []
    /// "write profile.json", "move profile.json", "remove profile-image-….jpg".
    var operations: [String] = []

    func fileExists(at url: URL) -> Bool { disk.fileExists(at: url) }
    func contentsOfDirectory(at url: URL) throws -> [String] { try disk.contentsOfDirectory(at: url) }
    func createDirectory(at url: URL) throws { try disk.createDirectory(at: url) }

    func read(_ url: URL) throws -> Data {
        if failingReads.contains(url.lastPathComponent) { throw CocoaError(.fileReadNoPermission) }
        return try disk.read(url)
    }

    func write(_ data: Data, to url: URL) throws {
        if failingWrites(url.lastPathComponent) { throw CocoaError(.fileWriteOutOfSpace) }
        operations.append("write \(url.lastPathComponent)")
        try disk.write(data, to: url)
    }

    func moveItem(at source: URL, to destination: URL) throws {
        if failingMoves.contains(source.lastPathComponent) { throw CocoaError(.fileWriteNoPermission) }
        operations.append("move \(source.lastPathComponent)")
        try disk.moveItem(at: source, to: destination)
    }

    func removeItem(at url: URL) throws {
        operations.append("remove \(url.lastPathComponent)")
        try disk.removeItem(at: url)
    }
}

/// A gate that answers only when told (an authentication prompt still on screen).
/// Una puerta que responde solo cuando se le indica (un aviso de autenticación aún en pantalla).
final class HeldAccessGate: AccessGate {
    private var pending: [(AccessDecision) -> Void] = []

    func requestAccess(reason: String, completion: @escaping (AccessDecision) -> Void) {
        pending.append(completion)
    }

    /// Answers every pending request with `decision`. / Responde cada petición pendiente con `decision`.
    func answer(_ decision: AccessDecision) {
        let completions = pending
        pending = []
        completions.forEach { $0(decision) }
    }
}

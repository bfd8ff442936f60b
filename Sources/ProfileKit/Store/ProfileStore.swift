import Foundation

/// Loads and saves the profile; the Profile interactor talks to this protocol only.
/// Carga y guarda el perfil; el interactor de Perfil solo habla con este protocolo.
public protocol ProfileStoring: AnyObject {
    /// Never fails: a missing file gives the default; a damaged one gives the default, is kept
    /// aside and is logged. / Nunca falla: sin archivo da el perfil por defecto; uno dañado también,
    /// se aparta y se registra.
    func load() -> ProfileRecord
    func save(_ record: ProfileRecord) throws
}

/// Why saving failed. / Por qué falló el guardado.
public enum ProfileStoreError: Error, Equatable {
    case writeFailed(path: String, reason: String)
}

/// The profile as `profile.json` plus `profile-image.jpg` (data the app already downscaled) in one
/// folder, e.g. Application Support/Profile. Writes are atomic. A file that cannot be read is
/// renamed to `*.corrupt-<date>` and reported through `log`, so nothing is lost silently.
///
/// El perfil como `profile.json` más `profile-image.jpg` (datos ya reducidos por la app) en una
/// carpeta, p. ej. Application Support/Profile. Escrituras atómicas. Un archivo ilegible se
/// renombra a `*.corrupt-<fecha>` y se informa mediante `log`, así nada se pierde en silencio.
public final class ProfileStore: ProfileStoring {
    public typealias Log = (String) -> Void

    public static let profileFileName = "profile.json"
    public static let imageFileName = "profile-image.jpg"

    private let directory: URL
    private let fileManager: FileManager
    private let log: Log
    private let now: () -> Date

    public init(
        directory: URL, fileManager: FileManager = .default, now: @escaping () -> Date = Date.init, log: @escaping Log
    ) {
        self.directory = directory
        self.fileManager = fileManager
        self.now = now
        self.log = log
    }

    /// The live store in Application Support/Profile. / El almacén real en Application Support/Profile.
    public static func inApplicationSupport(fileManager: FileManager = .default, log: @escaping Log) throws
        -> ProfileStore
    {
        let support = try fileManager.url(
            for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
        return ProfileStore(
            directory: support.appendingPathComponent("Profile", isDirectory: true), fileManager: fileManager, log: log)
    }

    var profileURL: URL { directory.appendingPathComponent(Self.profileFileName) }
    var imageURL: URL { directory.appendingPathComponent(Self.imageFileName) }

    // MARK: Loading / Carga

    public func load() -> ProfileRecord {
        guard fileManager.fileExists(atPath: profileURL.path) else { return .default }
        do {
            let profile = try JSONDecoder().decode(UserProfile.self, from: Data(contentsOf: profileURL))
            return ProfileRecord(profile: profile, imageData: loadImage())
        } catch {
            quarantine(profileURL, because: error)
            return .default
        }
    }

    private func loadImage() -> Data? {
        guard fileManager.fileExists(atPath: imageURL.path) else { return nil }
        do {
            let data = try Data(contentsOf: imageURL)
            guard !data.isEmpty else { throw CocoaError(.fileReadCorruptFile) }
            return data
        } catch {
            quarantine(imageURL, because: error)
            return nil
        }
    }

    /// Moves a damaged file aside (keeping it for support) and logs what happened.
    /// Aparta un archivo dañado (se conserva para soporte) y registra lo ocurrido.
    private func quarantine(_ url: URL, because error: Error) {
        let stamp = Int(now().timeIntervalSince1970)
        let backup = url.appendingPathExtension("corrupt-\(stamp)")
        do {
            try? fileManager.removeItem(at: backup)
            try fileManager.moveItem(at: url, to: backup)
            log(
                "ProfileStore: \(url.lastPathComponent) could not be read (\(error)); using the default. "
                    + "The damaged file was kept as \(backup.lastPathComponent).")
        } catch let moveError {
            log(
                "ProfileStore: \(url.lastPathComponent) could not be read (\(error)) nor moved aside (\(moveError)); "
                    + "using the default.")
        }
    }

    // MARK: Saving / Guardado

    public func save(_ record: ProfileRecord) throws {
        do {
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            // The image first: a profile never points at a picture that failed to save.
            // Primero la imagen: un perfil nunca apunta a una imagen que no se guardó.
            try saveImage(record.imageData)
            try encoder.encode(record.profile).write(to: profileURL, options: .atomic)
        } catch {
            log("ProfileStore: saving failed (\(error)).")
            throw ProfileStoreError.writeFailed(path: directory.path, reason: "\(error)")
        }
    }

    private func saveImage(_ data: Data?) throws {
        if let data = data {
            try data.write(to: imageURL, options: .atomic)
        } else if fileManager.fileExists(atPath: imageURL.path) {
            try fileManager.removeItem(at: imageURL)
        }
    }
}

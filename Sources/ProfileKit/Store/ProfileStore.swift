import Foundation

/// Why saving failed. / Por qué falló el guardado.
public enum ProfileStoreError: Error, Equatable {
    case writeFailed(path: String, reason: String)
    /// The saved profile could not be read in this session, so saving over it was refused (nothing
    /// was written). / El perfil guardado no se pudo leer en esta sesión; no se guardó encima (no se
    /// escribió nada).
    case unreadableProfile(path: String)
    /// "Start over" could not move the unreadable profile aside (nothing was removed; saving stays
    /// refused). / "Empezar de nuevo" no pudo apartar el perfil ilegible (nada se borró; guardar sigue
    /// rechazado).
    case startOverFailed(path: String, reason: String)
}

/// The profile as `profile.json` plus its picture in one folder, e.g. Application Support/Profile.
///
/// - The picture is stored under a name derived from its content (`profile-image-<hash>.jpg|png`)
///   and written **before** the JSON that names it; the JSON is written atomically; older pictures
///   are removed only **after** the new JSON is in place. So a failed save at any step leaves the
///   previous JSON and the picture it names untouched.
/// - Every file is written atomically with complete file protection (`LocalProfileFileSystem`).
/// - Only content that cannot be decoded is renamed `*.corrupt-<date>` (kept for support) and
///   logged. A JSON that cannot be *opened* (permissions, I/O, locked device) is left in place, the
///   load says `.unreadable`, and until a later load succeeds (or `startOver` moves it aside) `save`
///   refuses to write over it. A *picture* that cannot be opened is left in place too, but the profile
///   loads with the default picture and a save without a new picture keeps naming it.
/// - Folders from earlier versions (`profile.json` without a picture name plus `profile-image.jpg`)
///   are read as they are and converted on the next save.
///
/// El perfil como `profile.json` más su imagen en una carpeta, p. ej. Application Support/Profile.
/// - La imagen se guarda con un nombre derivado de su contenido y se escribe **antes** del JSON que
///   la nombra; el JSON se escribe de forma atómica; las imágenes anteriores se borran solo
///   **después** de que el nuevo JSON está en su lugar. Así un guardado fallido en cualquier paso deja
///   intactos el JSON anterior y su imagen.
/// - Cada archivo se escribe de forma atómica con protección completa.
/// - Solo un contenido que no se puede decodificar se renombra `*.corrupt-<fecha>` y se registra. Un
///   JSON que no se puede *abrir* (permisos, E/S, dispositivo bloqueado) se deja donde está, la carga
///   dice `.unreadable` y, hasta que una carga posterior funcione (o `startOver` lo aparte), `save` no
///   escribe encima. Una *imagen* que no se puede abrir también se deja, pero el perfil se carga con la
///   imagen por defecto y un guardado sin imagen nueva la sigue nombrando.
/// - Las carpetas de versiones anteriores se leen tal cual y se convierten en el siguiente guardado.
public final class ProfileStore: ProfileStoring {
    public typealias Log = (String) -> Void

    /// The folder of the live store inside Application Support (and of its temporary fallback).
    /// La carpeta del almacén real dentro de Application Support (y de su reserva temporal).
    public static let folderName = "Profile"
    public static let profileFileName = "profile.json"
    /// The picture's name before content names (read for migration only).
    /// El nombre de la imagen antes de los nombres por contenido (solo se lee para migrar).
    public static let legacyImageFileName = "profile-image.jpg"
    private static let imagePrefix = "profile-image"
    private static let quarantineMarker = ".corrupt-"

    private let directory: URL
    private let fileSystem: ProfileFileSystem
    private let log: Log
    private let now: () -> Date
    /// True after a load found the profile unreadable, until a load succeeds: saving is refused.
    /// Verdadero tras una carga que no pudo leer el perfil, hasta que una carga funcione: no se guarda.
    private var unreadableInThisSession = false
    /// The stored picture the last load could not open: kept in the JSON by a save without a new
    /// picture, and never removed in this session.
    /// La imagen guardada que la última carga no pudo abrir: un guardado sin imagen nueva la conserva
    /// en el JSON y nunca se borra en esta sesión.
    private var unreadableImageName: String?

    public init(
        directory: URL, fileSystem: ProfileFileSystem = LocalProfileFileSystem(), now: @escaping () -> Date = Date.init,
        log: @escaping Log
    ) {
        self.directory = directory
        self.fileSystem = fileSystem
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
            directory: support.appendingPathComponent(folderName, isDirectory: true),
            fileSystem: LocalProfileFileSystem(fileManager: fileManager), log: log)
    }

    /// `profile-image-<16 hex digits of FNV-1a 64>.<jpg|png>`: the same picture always gets the same
    /// name, a different one (practically always) another.
    /// El mismo contenido da siempre el mismo nombre; otro contenido, (prácticamente siempre) otro.
    public static func imageFileName(for data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        let padded = String(repeating: "0", count: 16 - hex.count) + hex
        return "\(imagePrefix)-\(padded).\(ProfileImageFormat.fileExtension(for: data))"
    }

    private var profileURL: URL { directory.appendingPathComponent(Self.profileFileName) }

    private func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    // MARK: Loading / Carga

    public func load() -> ProfileLoadResult {
        unreadableImageName = nil
        let result = read()
        unreadableInThisSession = result == .unreadable
        return result
    }

    /// A JSON that cannot be opened makes the profile unreadable; a picture that cannot be opened only
    /// gives the default picture (its name is remembered so a save keeps it).
    /// Un JSON que no se puede abrir hace ilegible el perfil; una imagen que no se puede abrir solo da
    /// la imagen por defecto (se recuerda su nombre para que un guardado la conserve).
    private func read() -> ProfileLoadResult {
        guard fileSystem.fileExists(at: profileURL) else { return .noProfileYet }
        let data: Data
        do {
            data = try fileSystem.read(profileURL)
        } catch {
            log(
                "ProfileStore: \(Self.profileFileName) could not be opened (\(error)); file left in place, saving refused until it can be read."
            )
            return .unreadable
        }
        let stored: StoredProfile
        do {
            stored = try JSONDecoder().decode(StoredProfile.self, from: data)
        } catch {
            return quarantine(profileURL, because: error) ? .damaged : .damagedInPlace
        }
        do {
            let imageData = try stored.imageName.flatMap(loadImage)
            return .loaded(ProfileRecord(profile: stored.profile, imageData: imageData))
        } catch {
            unreadableImageName = stored.imageName
            return .loaded(ProfileRecord(profile: stored.profile, imageData: nil))
        }
    }

    /// nil: the default picture (invalid name, missing, empty); throws when the file exists but cannot
    /// be opened. / nil: la imagen por defecto (nombre inválido, falta, vacía); lanza si el archivo
    /// existe pero no se puede abrir.
    private func loadImage(named name: String) throws -> Data? {
        guard Self.isImageFileName(name) else {
            log(
                "ProfileStore: \(Self.profileFileName) names an invalid picture file (\(name)); showing the default picture."
            )
            return nil
        }
        let imageURL = url(name)
        guard fileSystem.fileExists(at: imageURL) else {
            if name != Self.legacyImageFileName {
                log("ProfileStore: the picture \(name) is missing; showing the default picture.")
            }
            return nil
        }
        let data: Data
        do {
            data = try fileSystem.read(imageURL)
        } catch {
            log(
                "ProfileStore: \(name) could not be opened (\(error)); showing the default picture, file left in place and kept by the next save."
            )
            throw error
        }
        guard !data.isEmpty else {
            quarantine(imageURL, because: CocoaError(.fileReadCorruptFile))
            return nil
        }
        return data
    }

    /// Moves a damaged file aside (keeping it for support) and logs what happened; false when it
    /// could not be moved and stays in place.
    /// Aparta un archivo dañado (se conserva para soporte) y registra lo ocurrido; falso si no se pudo
    /// mover y sigue en su lugar.
    @discardableResult
    private func quarantine(_ url: URL, because error: Error) -> Bool {
        do {
            let backup = try moveAside(url)
            log(
                "ProfileStore: \(url.lastPathComponent) could not be read (\(error)); using the default. "
                    + "The damaged file was kept as \(backup.lastPathComponent).")
            return true
        } catch let moveError {
            log(
                "ProfileStore: \(url.lastPathComponent) could not be read (\(error)) nor moved aside (\(moveError)); "
                    + "using the default.")
            return false
        }
    }

    /// Renames `url` to `<name>.corrupt-<seconds>` (replacing an older copy of the same second).
    /// Renombra `url` a `<nombre>.corrupt-<segundos>` (reemplaza una copia anterior del mismo segundo).
    @discardableResult
    private func moveAside(_ url: URL) throws -> URL {
        let stamp = Int(now().timeIntervalSince1970)
        let backup = url.appendingPathExtension("corrupt-\(stamp)")
        if fileSystem.fileExists(at: backup) { try fileSystem.removeItem(at: backup) }
        try fileSystem.moveItem(at: url, to: backup)
        return backup
    }

    // MARK: Starting over / Empezar de nuevo

    /// Moves the saved profile aside like a damaged file (the JSON and every picture, never deleted) so
    /// the default profile can be shown and saved. Throws `startOverFailed` when the JSON cannot be
    /// moved; then nothing changed and saving stays refused.
    /// Aparta el perfil guardado como un archivo dañado (el JSON y todas las imágenes, nunca se
    /// borran) para poder mostrar y guardar el de ejemplo. Lanza `startOverFailed` si el JSON no se
    /// puede mover; entonces nada cambió y guardar sigue rechazado.
    public func startOver() throws {
        if fileSystem.fileExists(at: profileURL) {
            do {
                let backup = try moveAside(profileURL)
                log("ProfileStore: starting over; \(Self.profileFileName) was kept as \(backup.lastPathComponent).")
            } catch {
                log("ProfileStore: starting over failed (\(error)); nothing was changed.")
                throw ProfileStoreError.startOverFailed(path: directory.path, reason: "\(error)")
            }
        }
        let names = (try? fileSystem.contentsOfDirectory(at: directory)) ?? []
        for name in names where Self.isImageFileName(name) {
            do {
                try moveAside(url(name))
            } catch {
                log("ProfileStore: starting over; the picture \(name) was not moved aside (\(error)).")
            }
        }
        unreadableInThisSession = false
        unreadableImageName = nil
    }

    // MARK: Saving / Guardado

    /// Refused (`unreadableProfile`, nothing written) while the last load could not read the profile.
    /// Se rechaza (`unreadableProfile`, nada escrito) mientras la última carga no pudo leer el perfil.
    public func save(_ record: ProfileRecord) throws {
        guard !unreadableInThisSession else {
            log("ProfileStore: saving refused; the saved profile could not be read in this session.")
            throw ProfileStoreError.unreadableProfile(path: directory.path)
        }
        // No new picture while the stored one could not be opened: keep naming the stored one.
        // Sin imagen nueva mientras la guardada no se pudo abrir: se sigue nombrando la guardada.
        let imageName = record.imageData.map(Self.imageFileName) ?? unreadableImageName
        do {
            try fileSystem.createDirectory(at: directory)
            // 1. The picture under its content name; the current JSON does not name it yet.
            //    La imagen con su nombre por contenido; el JSON actual todavía no la nombra.
            if let data = record.imageData, let name = imageName { try writeImage(data, named: name) }
            // 2. The JSON, atomically: from here on the new pair is the profile.
            //    El JSON, de forma atómica: desde aquí el nuevo par es el perfil.
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try fileSystem.write(encoder.encode(StoredProfile(record.profile, imageName: imageName)), to: profileURL)
        } catch {
            log("ProfileStore: saving failed (\(error)); the previous profile is unchanged.")
            throw ProfileStoreError.writeFailed(path: directory.path, reason: "\(error)")
        }
        // 3. Only now the pictures nothing names any more. / Solo ahora, las imágenes que nada nombra.
        removeImages(except: [imageName, unreadableImageName].compactMap { $0 })
    }

    /// Skips the write when the same bytes are already there. / No escribe si ya están los mismos bytes.
    private func writeImage(_ data: Data, named name: String) throws {
        let imageURL = url(name)
        if fileSystem.fileExists(at: imageURL), (try? fileSystem.read(imageURL)) == data { return }
        try fileSystem.write(data, to: imageURL)
    }

    /// Leftovers are logged, never an error: the save itself succeeded.
    /// Los restos se registran, nunca son error: el guardado ya tuvo éxito.
    private func removeImages(except kept: [String]) {
        let names: [String]
        do {
            names = try fileSystem.contentsOfDirectory(at: directory)
        } catch {
            log("ProfileStore: old pictures not cleaned up (\(error)).")
            return
        }
        for name in names where Self.isImageFileName(name) && !kept.contains(name) {
            do {
                try fileSystem.removeItem(at: url(name))
            } catch {
                log("ProfileStore: old picture \(name) not removed (\(error)).")
            }
        }
    }

    /// A picture of this store: a plain file name with the prefix, not a quarantined copy.
    /// Una imagen de este almacén: un nombre simple con el prefijo, no una copia apartada.
    private static func isImageFileName(_ name: String) -> Bool {
        name.hasPrefix(imagePrefix) && !name.contains("/") && !name.contains("..")
            && !name.contains(quarantineMarker)
    }
}

/// `profile.json` on disk. `format` 2 names its picture in `image`; without `format` it is the
/// earlier layout, whose picture is `profile-image.jpg`.
/// `profile.json` en disco. `format` 2 nombra su imagen en `image`; sin `format` es el formato
/// anterior, cuya imagen es `profile-image.jpg`.
private struct StoredProfile: Codable {
    static let currentFormat = 2

    var name: String
    var age: Int
    var email: String
    var image: String?
    var format: Int?

    init(_ profile: UserProfile, imageName: String?) {
        name = profile.name
        age = profile.age
        email = profile.email
        image = imageName
        format = Self.currentFormat
    }

    var profile: UserProfile { UserProfile(name: name, age: age, email: email) }

    var imageName: String? { format == nil ? ProfileStore.legacyImageFileName : image }
}

import Foundation
import ProfileKit
import TestSupport
import XCTest

/// The profile store when the disk misbehaves after the fact (a damaged file that cannot be moved
/// aside, a folder that cannot be listed, an old picture that cannot be removed), when `profile.json`
/// names a file that is not one of its pictures, and the live store in Application Support.
/// El almacén cuando el disco falla en pasos secundarios (un archivo dañado que no se puede apartar,
/// una carpeta que no se puede listar, una imagen vieja que no se puede borrar), cuando
/// `profile.json` nombra un archivo que no es una de sus imágenes, y el almacén real en Application Support.
final class ProfileStoreFaultTests: ProfileStoreTestCase {

    private func writeProfileJSON(_ json: String) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: directory.appendingPathComponent(ProfileStore.profileFileName))
    }

    private let ana = UserProfile(name: "Ana", age: 30, email: "ana@correo.mx")

    // MARK: A picture name that is not a picture of the store / Un nombre que no es una imagen del almacén

    /// `profile.json` is data: a name that leaves the folder, names a quarantined copy or lacks the
    /// prefix is never opened; the profile itself still loads.
    /// `profile.json` son datos: un nombre que sale de la carpeta, nombra una copia apartada o no tiene
    /// el prefijo nunca se abre; el perfil sí se carga.
    func testAPictureNameOutsideTheStoreIsNeverOpened() throws {
        let names = [
            "../secret.jpg", "profile-image-../../etc/passwd", "profile-image/../x.jpg",
            "profile-image-0123456789abcdef.jpg.corrupt-1700000000", "avatar.jpg",
        ]
        // The files exist, so opening any of them would put its bytes on screen.
        // Los archivos existen: abrir cualquiera pondría sus bytes en pantalla.
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for file in ["../secret.jpg", "x.jpg", "profile-image-0123456789abcdef.jpg.corrupt-1700000000", "avatar.jpg"] {
            try Data([0xFF, 0xD8, 0x42]).write(to: directory.appendingPathComponent(file))
        }
        for name in names {
            logged = []
            try writeProfileJSON(
                #"{"format":2,"name":"Ana","age":30,"email":"ana@correo.mx","image":"\#(name)"}"#)
            let disk = ScriptedFileSystem()

            XCTAssertEqual(
                makeStore(fileSystem: disk).load(), .loaded(ProfileRecord(profile: ana, imageData: nil)), name)

            XCTAssertEqual(disk.reads, [ProfileStore.profileFileName], "only profile.json is read for \(name)")
            XCTAssertEqual(logged.count, 1, name)
            XCTAssertTrue(logged.first?.contains("names an invalid picture file (\(name))") == true, "\(logged)")
        }
    }

    // MARK: Quarantine that cannot move the file / Apartado que no puede mover el archivo

    func testADamagedProfileThatCannotBeMovedAsideGivesTheDefaultAndIsLogged() throws {
        try writeProfileJSON("{ \"name\": ")
        let disk = ScriptedFileSystem()
        disk.failingMoves = true

        XCTAssertEqual(makeStore(fileSystem: disk).load(), .damagedInPlace)

        XCTAssertEqual(logged.count, 1)
        XCTAssertTrue(logged.first?.contains("profile.json could not be read") == true, "\(logged)")
        XCTAssertTrue(logged.first?.contains("nor moved aside") == true, "\(logged)")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: directory.path), [ProfileStore.profileFileName],
            "the damaged file stays where it was")
    }

    /// Without an injected clock the quarantined copy is stamped with the current time.
    /// Sin reloj inyectado, la copia apartada lleva la hora actual.
    func testTheDefaultClockStampsTheQuarantinedCopyWithTheCurrentTime() throws {
        try writeProfileJSON("not json")
        let before = Int(Date().timeIntervalSince1970)
        let store = ProfileStore(directory: directory, log: { [unowned self] in self.logged.append($0) })

        XCTAssertEqual(store.load(), .damaged)

        let after = Int(Date().timeIntervalSince1970)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertEqual(names.count, 1)
        let prefix = "\(ProfileStore.profileFileName).corrupt-"
        let stamp = names.first.flatMap { $0.hasPrefix(prefix) ? Int($0.dropFirst(prefix.count)) : nil }
        XCTAssertNotNil(stamp, "\(names)")
        XCTAssertTrue((before...after).contains(stamp ?? -1), "\(names) not stamped within [\(before), \(after)]")
    }

    // MARK: Cleaning up after a successful save / Limpieza tras un guardado correcto

    func testASaveWhoseFolderCannotBeListedAfterwardsStillSucceedsAndIsLogged() throws {
        let disk = ScriptedFileSystem()
        let store = makeStore(fileSystem: disk)
        let first = ProfileRecord(profile: ana, imageData: Data([0xFF, 0xD8, 1]))
        try store.save(first)
        disk.failingListing = true
        let second = ProfileRecord(profile: ana, imageData: Data([0xFF, 0xD8, 2]))

        XCTAssertNoThrow(try store.save(second))

        XCTAssertEqual(makeStore(fileSystem: LocalProfileFileSystem()).load(), .loaded(second))
        XCTAssertEqual(logged.count, 1)
        XCTAssertTrue(logged.first?.contains("old pictures not cleaned up") == true, "\(logged)")
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: directory.appendingPathComponent(ProfileStore.imageFileName(for: Data([0xFF, 0xD8, 1]))).path),
            "the old picture is left over, not lost silently")
    }

    func testAnOldPictureThatCannotBeRemovedIsLoggedAndTheSaveSucceeds() throws {
        let disk = ScriptedFileSystem()
        let store = makeStore(fileSystem: disk)
        let oldImage = Data([0xFF, 0xD8, 1])
        try store.save(ProfileRecord(profile: ana, imageData: oldImage))
        disk.failingRemovals = true
        let second = ProfileRecord(profile: ana, imageData: nil)

        XCTAssertNoThrow(try store.save(second))

        XCTAssertEqual(makeStore(fileSystem: LocalProfileFileSystem()).load(), .loaded(second))
        let oldName = ProfileStore.imageFileName(for: oldImage)
        XCTAssertEqual(logged.count, 1)
        XCTAssertTrue(logged.first?.contains("old picture \(oldName) not removed") == true, "\(logged)")
    }

    // MARK: The live store / El almacén real

    /// Runs `body` with Application Support redirected to `dataHome` (Linux: `XDG_DATA_HOME`), then
    /// restores the environment. / Ejecuta `body` con Application Support en `dataHome` y lo restaura.
    private func withApplicationSupport(at dataHome: String, _ body: () throws -> Void) throws {
        #if os(Linux)
            let previous = ProcessInfo.processInfo.environment["XDG_DATA_HOME"]
            setenv("XDG_DATA_HOME", dataHome, 1)
            defer {
                if let previous = previous { setenv("XDG_DATA_HOME", previous, 1) } else { unsetenv("XDG_DATA_HOME") }
            }
            try body()
        #else
            throw XCTSkip("Application Support can only be redirected on Linux (XDG_DATA_HOME)")
        #endif
    }

    func testTheLiveStoreKeepsItsFilesInApplicationSupportProfile() throws {
        let support = folder.url.appendingPathComponent("Support")
        let record = ProfileRecord(profile: ana, imageData: Data([0xFF, 0xD8, 7]))

        try withApplicationSupport(at: support.path) {
            try ProfileStore.inApplicationSupport(log: { [unowned self] in self.logged.append($0) }).save(record)
            XCTAssertEqual(try ProfileStore.inApplicationSupport(log: { _ in }).load(), .loaded(record))
        }

        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: support.appendingPathComponent("Profile").path)
                .sorted(),
            [ProfileStore.imageFileName(for: Data([0xFF, 0xD8, 7])), ProfileStore.profileFileName])
        XCTAssertEqual(logged, [])
    }

    func testTheLiveStoreReportsAnApplicationSupportFolderThatCannotBeMade() throws {
        // A plain file where Application Support's parent should be. / Un archivo donde iría la carpeta.
        let blocker = folder.url.appendingPathComponent("blocker")
        try Data("x".utf8).write(to: blocker)

        try withApplicationSupport(at: blocker.appendingPathComponent("share").path) {
            XCTAssertThrowsError(try ProfileStore.inApplicationSupport(log: { _ in }))
        }
    }
}

/// The real disk, with a record of reads and failures of moves, listings and removals on demand.
/// El disco real, con registro de lecturas y fallos a pedido al mover, listar y borrar.
private final class ScriptedFileSystem: ProfileFileSystem {
    private let disk = LocalProfileFileSystem()
    var failingMoves = false
    var failingListing = false
    var failingRemovals = false
    /// Names of the files read. / Nombres de los archivos leídos.
    var reads: [String] = []

    func fileExists(at url: URL) -> Bool { disk.fileExists(at: url) }

    func contentsOfDirectory(at url: URL) throws -> [String] {
        if failingListing { throw CocoaError(.fileReadNoPermission) }
        return try disk.contentsOfDirectory(at: url)
    }

    func read(_ url: URL) throws -> Data {
        reads.append(url.lastPathComponent)
        return try disk.read(url)
    }

    func write(_ data: Data, to url: URL) throws { try disk.write(data, to: url) }
    func createDirectory(at url: URL) throws { try disk.createDirectory(at: url) }

    func moveItem(at source: URL, to destination: URL) throws {
        if failingMoves { throw CocoaError(.fileWriteNoPermission) }
        try disk.moveItem(at: source, to: destination)
    }

    func removeItem(at url: URL) throws {
        if failingRemovals { throw CocoaError(.fileWriteNoPermission) }
        try disk.removeItem(at: url)
    }
}

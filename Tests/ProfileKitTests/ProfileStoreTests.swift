import Foundation
import ProfileKit
import TestSupport
import XCTest

/// The profile store with real files in a temporary folder: round trip, first launch, damaged files,
/// the picture/JSON pair surviving failed writes, and I/O errors that must not quarantine anything.
/// El almacén con archivos reales en una carpeta temporal: ida y vuelta, primer arranque, archivos
/// dañados, el par imagen/JSON ante escrituras fallidas y errores de E/S que no deben apartar nada.
final class ProfileStoreTests: ProfileStoreTestCase {

    private let ana = ProfileRecord(
        profile: UserProfile(name: "Ana", age: 30, email: "ana@correo.mx"), imageData: Data([0xFF, 0xD8, 1]))
    private let eva = ProfileRecord(
        profile: UserProfile(name: "Eva", age: 27, email: "eva@correo.mx"), imageData: Data([0xFF, 0xD8, 2]))

    private func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    func testFirstLaunchGivesTheDefaultProfileWithoutLogging() {
        XCTAssertEqual(makeStore().load(), .noProfileYet)
        XCTAssertEqual(logged, [])
    }

    func testRoundTripWithImageSurvivesANewStoreInstance() throws {
        let image = Data((0..<2048).map { UInt8($0 % 251) })
        let record = ProfileRecord(
            profile: UserProfile(name: "Luis Pérez", age: 41, email: "luis@correo.mx"), imageData: image)
        try makeStore().save(record)

        XCTAssertEqual(makeStore().load(), .loaded(record))
        XCTAssertEqual(try contents(), [ProfileStore.imageFileName(for: image), "profile.json"])
        XCTAssertEqual(logged, [])
    }

    func testSavingWithoutImageRemovesTheOldPicture() throws {
        let store = makeStore()
        try store.save(ProfileRecord(profile: .default, imageData: Data([1, 2, 3])))
        try store.save(ProfileRecord(profile: .default, imageData: nil))

        XCTAssertNil(makeStore().load().record?.imageData)
        XCTAssertEqual(try contents(), ["profile.json"])
    }

    func testCorruptProfileFallsBackToDefaultLogsAndKeepsTheFile() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let garbage = Data("{ \"name\": \"Ana\", \"age\": ".utf8)
        try garbage.write(to: directory.appendingPathComponent(ProfileStore.profileFileName))

        XCTAssertEqual(makeStore().load(), .damaged)

        XCTAssertEqual(logged.count, 1)
        XCTAssertTrue(logged[0].contains("profile.json could not be read"), logged[0])
        XCTAssertTrue(logged[0].contains("profile.json.corrupt-1700000000"), logged[0])
        let kept = directory.appendingPathComponent("profile.json.corrupt-1700000000")
        XCTAssertEqual(try Data(contentsOf: kept), garbage, "the damaged data is kept, not lost")
    }

    func testWrongTypesCountAsCorrupt() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(#"{"name":"Ana","age":"treinta","email":"a@b.mx"}"#.utf8)
            .write(to: directory.appendingPathComponent(ProfileStore.profileFileName))

        XCTAssertEqual(makeStore().load(), .damaged)
        XCTAssertEqual(logged.count, 1)
    }

    func testAfterACorruptLoadTheNextSaveAndLoadWork() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: directory.appendingPathComponent(ProfileStore.profileFileName))
        let store = makeStore()
        _ = store.load()
        let record = ProfileRecord(profile: UserProfile(name: "Eva", age: 0, email: "eva@ej.mx"))
        try store.save(record)

        XCTAssertEqual(makeStore().load(), .loaded(record))
        XCTAssertEqual(logged.count, 1)
    }

    func testEmptyImageFileIsQuarantinedAndTheProfileKept() throws {
        let profile = UserProfile(name: "Sol", age: 22, email: "sol@ej.mx")
        try makeStore().save(ProfileRecord(profile: profile, imageData: Data([9])))
        let name = ProfileStore.imageFileName(for: Data([9]))
        try Data().write(to: directory.appendingPathComponent(name))

        XCTAssertEqual(makeStore().load(), .loaded(ProfileRecord(profile: profile, imageData: nil)))
        XCTAssertEqual(logged.count, 1)
        XCTAssertTrue(logged[0].contains("\(name) could not be read"), logged[0])
        XCTAssertTrue(try contents().contains("\(name).corrupt-1700000000"))
    }

    func testUnwritableFolderThrowsAndLogs() throws {
        // A file where the folder should be makes every write fail.
        // Un archivo donde debería ir la carpeta hace fallar toda escritura.
        try Data("x".utf8).write(to: directory)
        XCTAssertThrowsError(try makeStore().save(.default)) { error in
            guard case ProfileStoreError.writeFailed = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(logged.count, 1)
        XCTAssertTrue(logged[0].contains("saving failed"), logged[0])
    }

    // MARK: Picture and JSON as one unit / Imagen y JSON como una unidad

    func testAFailedJSONWriteLeavesThePreviousPairIntact() throws {
        let disk = FaultyFileSystem()
        try makeStore(fileSystem: disk).save(ana)
        disk.failingWrites = { $0 == ProfileStore.profileFileName }

        XCTAssertThrowsError(try makeStore(fileSystem: disk).save(eva))

        XCTAssertEqual(
            makeStore().load(), .loaded(ana), "the old JSON still names the old picture, which is still there")
        XCTAssertFalse(disk.operations.contains { $0.hasPrefix("remove") }, "\(disk.operations)")
        // The next good save cleans up the orphan of the failed one.
        // El siguiente guardado correcto borra el huérfano del fallido.
        disk.failingWrites = { _ in false }
        try makeStore(fileSystem: disk).save(eva)
        XCTAssertEqual(makeStore().load(), .loaded(eva))
        XCTAssertEqual(try contents(), [ProfileStore.imageFileName(for: eva.imageData!), "profile.json"])
    }

    func testAFailedPictureWriteLeavesThePreviousPairIntact() throws {
        let disk = FaultyFileSystem()
        try makeStore(fileSystem: disk).save(ana)
        disk.failingWrites = { $0.hasPrefix("profile-image") }

        XCTAssertThrowsError(try makeStore(fileSystem: disk).save(eva))

        XCTAssertEqual(makeStore().load(), .loaded(ana))
        XCTAssertEqual(disk.operations.filter { $0 == "write profile.json" }.count, 1, "the JSON was not touched")
        XCTAssertTrue(logged.contains { $0.contains("saving failed") }, "\(logged)")
    }

    /// Picture first, then the JSON naming it, and only then the old picture goes.
    /// Primero la imagen, luego el JSON que la nombra y solo después se borra la imagen anterior.
    func testTheOldPictureIsRemovedOnlyAfterTheNewJSONIsInPlace() throws {
        try makeStore().save(ana)
        let disk = FaultyFileSystem()
        try makeStore(fileSystem: disk).save(eva)

        XCTAssertEqual(
            disk.operations,
            [
                "write \(ProfileStore.imageFileName(for: eva.imageData!))", "write profile.json",
                "remove \(ProfileStore.imageFileName(for: ana.imageData!))",
            ])
    }

    func testTheSamePictureIsNotWrittenAgain() throws {
        let disk = FaultyFileSystem()
        try makeStore(fileSystem: disk).save(ana)
        var renamed = ana
        renamed.profile.name = "Ana María"
        try makeStore(fileSystem: disk).save(renamed)

        XCTAssertEqual(
            disk.operations,
            ["write \(ProfileStore.imageFileName(for: ana.imageData!))", "write profile.json", "write profile.json"])
        XCTAssertEqual(makeStore().load(), .loaded(renamed))
    }

    func testPictureNamesComeFromTheContent() {
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0])
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0])
        XCTAssertEqual(ProfileStore.imageFileName(for: jpeg), ProfileStore.imageFileName(for: Data(jpeg)))
        XCTAssertNotEqual(ProfileStore.imageFileName(for: jpeg), ProfileStore.imageFileName(for: jpeg + [0]))
        XCTAssertTrue(ProfileStore.imageFileName(for: jpeg).hasSuffix(".jpg"))
        XCTAssertTrue(ProfileStore.imageFileName(for: png).hasSuffix(".png"))
        // FNV-1a 64 of no bytes is its offset basis. / FNV-1a 64 de cero bytes es su base.
        XCTAssertEqual(ProfileStore.imageFileName(for: Data()), "profile-image-cbf29ce484222325.jpg")
    }

    /// Folders written before content names: read as they are, converted by the next save.
    /// Carpetas de antes de los nombres por contenido: se leen tal cual y se convierten al guardar.
    func testTheEarlierLayoutIsReadAndConvertedOnTheNextSave() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(#"{"age":41,"email":"luis@correo.mx","name":"Luis"}"#.utf8)
            .write(to: directory.appendingPathComponent(ProfileStore.profileFileName))
        try Data([7, 7]).write(to: directory.appendingPathComponent(ProfileStore.legacyImageFileName))
        let luis = ProfileRecord(
            profile: UserProfile(name: "Luis", age: 41, email: "luis@correo.mx"), imageData: Data([7, 7]))

        XCTAssertEqual(makeStore().load(), .loaded(luis))
        try makeStore().save(luis)
        XCTAssertEqual(try contents(), [ProfileStore.imageFileName(for: Data([7, 7])), "profile.json"])
        XCTAssertEqual(makeStore().load(), .loaded(luis))
        XCTAssertEqual(logged, [])
    }

    // MARK: Only decoding errors quarantine / Solo los errores de decodificación apartan

    func testAProfileThatCannotBeOpenedIsUnreadableAndLeftInPlace() throws {
        try makeStore().save(ana)
        let disk = FaultyFileSystem()
        disk.failingReads = [ProfileStore.profileFileName]

        XCTAssertEqual(makeStore(fileSystem: disk).load(), .unreadable)

        XCTAssertEqual(disk.operations, [], "nothing renamed, moved or removed")
        XCTAssertEqual(logged.count, 1)
        XCTAssertTrue(logged[0].contains("could not be opened"), logged[0])
        XCTAssertEqual(makeStore().load(), .loaded(ana), "once readable again, the profile is all there")
    }

    /// Only the picture cannot be opened: the profile is usable with the default picture, the picture
    /// file is left in place, and a save that brings no new picture keeps naming it (never deleted).
    /// Solo la imagen no se puede abrir: el perfil se usa con la imagen por defecto, el archivo se deja
    /// en su lugar y un guardado sin imagen nueva la sigue nombrando (nunca se borra).
    func testAPictureThatCannotBeOpenedGivesTheProfileWithTheDefaultPictureAndSavingKeepsIt() throws {
        try makeStore().save(ana)
        let pictureName = ProfileStore.imageFileName(for: ana.imageData!)
        let disk = FaultyFileSystem()
        disk.failingReads = [pictureName]
        let store = makeStore(fileSystem: disk)

        XCTAssertEqual(store.load(), .loaded(ProfileRecord(profile: ana.profile)))
        XCTAssertEqual(disk.operations, [])
        XCTAssertTrue(logged.last?.contains("could not be opened") == true, "\(logged)")

        let renamed = ProfileRecord(profile: UserProfile(name: "Ana María", age: 31, email: "ana@correo.mx"))
        XCTAssertNoThrow(try store.save(renamed))

        XCTAssertFalse(disk.operations.contains("remove \(pictureName)"), "\(disk.operations)")
        XCTAssertEqual(
            makeStore().load(), .loaded(ProfileRecord(profile: renamed.profile, imageData: ana.imageData)),
            "once readable, the picture is back with the saved profile")
    }

    /// A new picture replaces the unreadable one in the JSON, but the unreadable file is not removed in
    /// that session. / Una imagen nueva reemplaza a la ilegible en el JSON, pero el archivo ilegible no
    /// se borra en esa sesión.
    func testANewPictureOverAnUnreadableOneNeverRemovesTheUnreadableFile() throws {
        try makeStore().save(ana)
        let pictureName = ProfileStore.imageFileName(for: ana.imageData!)
        let disk = FaultyFileSystem()
        disk.failingReads = [pictureName]
        let store = makeStore(fileSystem: disk)
        _ = store.load()

        XCTAssertNoThrow(try store.save(eva))

        XCTAssertFalse(disk.operations.contains("remove \(pictureName)"), "\(disk.operations)")
        XCTAssertTrue(try contents().contains(pictureName))
        XCTAssertEqual(makeStore().load(), .loaded(eva))
    }

    // MARK: Never saving over a profile it could not read / Nunca guardar sobre un perfil ilegible

    /// The data-loss path: unreadable at launch, then "Guardar" with the default. The store refuses and
    /// writes nothing, so the saved profile is all there once the device unlocks.
    /// El camino de pérdida: ilegible al arrancar y luego "Guardar" con el de ejemplo. El almacén lo
    /// rechaza y no escribe nada, así el perfil guardado sigue entero al desbloquear.
    func testAfterAnUnreadableLoadSavingIsRefusedAndNothingIsWritten() throws {
        try makeStore().save(ana)
        for failing in [ProfileStore.profileFileName] {
            logged = []
            let disk = FaultyFileSystem()
            disk.failingReads = [failing]
            let store = makeStore(fileSystem: disk)
            XCTAssertEqual(store.load(), .unreadable, failing)

            XCTAssertThrowsError(try store.save(.default), failing) { error in
                XCTAssertEqual(error as? ProfileStoreError, .unreadableProfile(path: directory.path))
            }

            XCTAssertEqual(disk.operations, [], "nothing written, moved or removed (\(failing))")
            XCTAssertTrue(logged.last?.contains("saving refused") == true, "\(logged)")
            XCTAssertEqual(makeStore().load(), .loaded(ana), failing)
        }
    }

    /// Once a load reads the profile again, saving works as usual.
    /// Cuando una carga vuelve a leer el perfil, guardar funciona como siempre.
    func testALaterSuccessfulLoadAllowsSavingAgain() throws {
        try makeStore().save(ana)
        let disk = FaultyFileSystem()
        disk.failingReads = [ProfileStore.profileFileName]
        let store = makeStore(fileSystem: disk)
        XCTAssertEqual(store.load(), .unreadable)
        XCTAssertThrowsError(try store.save(eva))

        disk.failingReads = []
        XCTAssertEqual(store.load(), .loaded(ana))
        XCTAssertNoThrow(try store.save(eva))

        XCTAssertEqual(makeStore().load(), .loaded(eva))
    }

    // MARK: Starting over / Empezar de nuevo

    /// "Empezar de nuevo": the unreadable JSON and its pictures are moved aside (never deleted), and
    /// saving works again; a later save removes none of the kept copies.
    /// "Empezar de nuevo": el JSON ilegible y sus imágenes se apartan (nunca se borran) y se puede
    /// guardar otra vez; un guardado posterior no borra ninguna de las copias.
    func testStartingOverQuarantinesTheUnreadableProfileAndAllowsSaving() throws {
        try makeStore().save(ana)
        let pictureName = ProfileStore.imageFileName(for: ana.imageData!)
        let disk = FaultyFileSystem()
        disk.failingReads = [ProfileStore.profileFileName]
        let store = makeStore(fileSystem: disk)
        XCTAssertEqual(store.load(), .unreadable)

        XCTAssertNoThrow(try store.startOver())
        XCTAssertNoThrow(try store.save(eva))

        XCTAssertFalse(disk.operations.contains { $0.hasPrefix("remove") }, "\(disk.operations)")
        XCTAssertEqual(
            try contents(),
            [
                ProfileStore.imageFileName(for: eva.imageData!), "\(pictureName).corrupt-1700000000",
                ProfileStore.profileFileName, "\(ProfileStore.profileFileName).corrupt-1700000000",
            ].sorted())
        XCTAssertEqual(makeStore().load(), .loaded(eva))
    }

    /// A file that cannot be moved aside either: a clear error, nothing removed, saving still refused.
    /// Un archivo que tampoco se puede apartar: un error claro, nada borrado, guardar sigue rechazado.
    func testStartingOverThatCannotMoveTheFileThrowsAndKeepsRefusingToSave() throws {
        try makeStore().save(ana)
        let disk = FaultyFileSystem()
        disk.failingReads = [ProfileStore.profileFileName]
        disk.failingMoves = [ProfileStore.profileFileName]
        let store = makeStore(fileSystem: disk)
        _ = store.load()

        XCTAssertThrowsError(try store.startOver()) { error in
            guard case .startOverFailed(let path, _)? = error as? ProfileStoreError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(path, directory.path)
        }
        XCTAssertThrowsError(try store.save(eva))

        XCTAssertEqual(disk.operations, [])
        XCTAssertEqual(makeStore().load(), .loaded(ana))
    }

    func testAMissingPictureShowsTheDefaultPictureAndIsLogged() throws {
        try makeStore().save(ana)
        try FileManager.default.removeItem(
            at: directory.appendingPathComponent(ProfileStore.imageFileName(for: ana.imageData!)))

        XCTAssertEqual(makeStore().load(), .loaded(ProfileRecord(profile: ana.profile, imageData: nil)))
        XCTAssertEqual(logged.count, 1)
        XCTAssertTrue(logged[0].contains("missing"), logged[0])
    }

    // MARK: File protection / Protección de archivos

    /// The options carry complete protection, and the same options really write on Linux.
    /// Las opciones llevan protección completa y esas mismas opciones escriben de verdad en Linux.
    func testFilesAreWrittenAtomicallyWithCompleteFileProtection() throws {
        XCTAssertTrue(LocalProfileFileSystem.writeOptions.contains(.completeFileProtection))
        XCTAssertTrue(LocalProfileFileSystem.writeOptions.contains(.atomic))
        let file = folder.url.appendingPathComponent("protected.bin")
        try LocalProfileFileSystem().write(Data([1, 2, 3]), to: file)
        XCTAssertEqual(try Data(contentsOf: file), Data([1, 2, 3]))
    }
}

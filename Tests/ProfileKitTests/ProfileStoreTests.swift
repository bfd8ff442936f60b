import Foundation
import ProfileKit
import TestSupport
import XCTest

/// The profile store with real files in a temporary folder: round trip, first launch, damaged files.
/// El almacén con archivos reales en una carpeta temporal: ida y vuelta, primer arranque, archivos dañados.
final class ProfileStoreTests: XCTestCase {
    private var folder: TemporaryDirectory!
    private var logged: [String] = []

    override func setUpWithError() throws {
        folder = try TemporaryDirectory()
        logged = []
    }

    private var directory: URL { folder.url.appendingPathComponent("Profile") }

    private func makeStore() -> ProfileStore {
        ProfileStore(
            directory: directory, now: { Date(timeIntervalSince1970: 1_700_000_000) },
            log: { [unowned self] in self.logged.append($0) })
    }

    private func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    func testFirstLaunchGivesTheDefaultProfileWithoutLogging() {
        XCTAssertEqual(makeStore().load(), .default)
        XCTAssertEqual(logged, [])
    }

    func testRoundTripWithImageSurvivesANewStoreInstance() throws {
        let image = Data((0..<2048).map { UInt8($0 % 251) })
        let record = ProfileRecord(
            profile: UserProfile(name: "Luis Pérez", age: 41, email: "luis@correo.mx"), imageData: image)
        try makeStore().save(record)

        XCTAssertEqual(makeStore().load(), record)
        XCTAssertEqual(try contents(), ["profile-image.jpg", "profile.json"])
        XCTAssertEqual(logged, [])
    }

    func testSavingWithoutImageRemovesTheOldPicture() throws {
        let store = makeStore()
        try store.save(ProfileRecord(profile: .default, imageData: Data([1, 2, 3])))
        try store.save(ProfileRecord(profile: .default, imageData: nil))

        XCTAssertNil(makeStore().load().imageData)
        XCTAssertEqual(try contents(), ["profile.json"])
    }

    func testCorruptProfileFallsBackToDefaultLogsAndKeepsTheFile() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let garbage = Data("{ \"name\": \"Ana\", \"age\": ".utf8)
        try garbage.write(to: directory.appendingPathComponent(ProfileStore.profileFileName))

        XCTAssertEqual(makeStore().load(), .default)

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

        XCTAssertEqual(makeStore().load(), .default)
        XCTAssertEqual(logged.count, 1)
    }

    func testAfterACorruptLoadTheNextSaveAndLoadWork() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: directory.appendingPathComponent(ProfileStore.profileFileName))
        let store = makeStore()
        _ = store.load()
        let record = ProfileRecord(profile: UserProfile(name: "Eva", age: 0, email: "eva@ej.mx"))
        try store.save(record)

        XCTAssertEqual(makeStore().load(), record)
        XCTAssertEqual(logged.count, 1)
    }

    func testEmptyImageFileIsQuarantinedAndTheProfileKept() throws {
        let profile = UserProfile(name: "Sol", age: 22, email: "sol@ej.mx")
        try makeStore().save(ProfileRecord(profile: profile, imageData: Data([9])))
        try Data().write(to: directory.appendingPathComponent(ProfileStore.imageFileName))

        XCTAssertEqual(makeStore().load(), ProfileRecord(profile: profile, imageData: nil))
        XCTAssertEqual(logged.count, 1)
        XCTAssertTrue(logged[0].contains("profile-image.jpg could not be read"), logged[0])
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
}

import Foundation
import ProfileKit
import XCTest

/// Storage is a contract: installed versions of TestApp read the profile from these exact names, so
/// they are pinned AS LITERALS (not through `ProfileStore`'s constants); renaming one needs a migration.
/// El almacenamiento es un contrato: las versiones instaladas leen el perfil con estos nombres exactos;
/// se fijan COMO LITERALES (no con las constantes de `ProfileStore`); renombrar uno exige una migración.
final class ProfileStorageContractTests: ProfileStoreTestCase {
    func testTheFolderAndFileNamesAreTheOnesInstalledVersionsRead() {
        XCTAssertEqual(ProfileStore.folderName, "Profile")
        XCTAssertEqual(ProfileStore.profileFileName, "profile.json")
        XCTAssertEqual(ProfileStore.legacyImageFileName, "profile-image.jpg")
    }

    func testASaveWritesProfileJSONAndAContentNamedPicture() throws {
        let record = ProfileRecord(
            profile: UserProfile(name: "Ana", age: 30, email: "ana@correo.mx"), imageData: Data([0xFF, 0xD8, 0xFF, 1]))
        try makeStore().save(record)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        XCTAssertEqual(names.count, 2, "\(names)")
        XCTAssertEqual(names.last, "profile.json")
        let picture = try XCTUnwrap(names.first)
        XCTAssertTrue(
            picture.range(of: #"^profile-image-[0-9a-f]{16}\.jpg$"#, options: .regularExpression) != nil, picture)
    }

    func testAProfileWrittenByAnEarlierVersionIsRead() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(#"{"age":41,"email":"luis@correo.mx","name":"Luis"}"#.utf8)
            .write(to: directory.appendingPathComponent("profile.json"))
        try Data([7, 7]).write(to: directory.appendingPathComponent("profile-image.jpg"))
        XCTAssertEqual(
            makeStore().load(),
            .loaded(
                ProfileRecord(
                    profile: UserProfile(name: "Luis", age: 41, email: "luis@correo.mx"), imageData: Data([7, 7]))))
    }
}

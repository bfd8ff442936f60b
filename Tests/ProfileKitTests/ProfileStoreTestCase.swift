import Foundation
import ProfileKit
import TestSupport
import XCTest

/// What the store suites share: a fresh temporary folder per test, a store on it with a fixed clock,
/// and what the store logged.
/// Lo que comparten las suites del almacén: una carpeta temporal nueva por prueba, un almacén en ella
/// con reloj fijo y lo que el almacén registró.
class ProfileStoreTestCase: XCTestCase {
    private(set) var folder: TemporaryDirectory!
    var logged: [String] = []

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = try TemporaryDirectory()
        logged = []
    }

    var directory: URL { folder.url.appendingPathComponent("Profile") }

    func makeStore(fileSystem: ProfileFileSystem = LocalProfileFileSystem()) -> ProfileStore {
        ProfileStore(
            directory: directory, fileSystem: fileSystem, now: { Date(timeIntervalSince1970: 1_700_000_000) },
            log: { [unowned self] in self.logged.append($0) })
    }
}

import Foundation
import Testing
import ToolsTestSupport

/// Every app says in its Info.plist that it uses no non-exempt encryption (only the system's HTTPS and
/// Keychain), so App Store Connect does not ask the export-compliance question on every upload.
/// Cada app declara en su Info.plist que no usa cifrado no exento (solo HTTPS y Keychain del sistema),
/// así App Store Connect no pregunta por el cumplimiento de exportación en cada subida.
@Suite struct ExportComplianceTests {
    static let apps = ["Estados", "Productos", "TestApp"]

    @Test(arguments: apps) func theInfoPlistDeclaresNoNonExemptEncryption(app: String) throws {
        let data = try Data(contentsOf: TestPaths.app(app, "Info.plist"))
        let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        #expect(plist["ITSAppUsesNonExemptEncryption"] as? Bool == false, "\(app)")
    }

    /// The list above is every app folder with an Info.plist. / La lista es cada app con Info.plist.
    @Test func everyAppIsListed() throws {
        let apps = TestPaths.repositoryRoot.appendingPathComponent("Apps")
        let withPlist = try FileManager.default.contentsOfDirectory(atPath: apps.path).filter {
            FileManager.default.fileExists(atPath: apps.appendingPathComponent("\($0)/Info.plist").path)
        }
        #expect(withPlist.sorted() == Self.apps)
    }
}

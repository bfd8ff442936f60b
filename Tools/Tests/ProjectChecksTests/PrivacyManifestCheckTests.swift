import Foundation
import ToolsTestSupport
import XCTest

@testable import ProjectChecks

/// Each test makes the valid fixture (app `Demo`, linking the local library `DemoKit`) use a
/// required-reason API somewhere, with or without a manifest. / Cada prueba hace que el ejemplo
/// use una API de motivo requerido en algún lugar, con o sin manifiesto.
final class PrivacyManifestCheckTests: XCTestCase {
    private let check = PrivacyManifestCheck()
    private let manifest = "Apps/Demo/PrivacyInfo.xcprivacy"
    private let service = "Apps/Demo/Services/Settings.swift"

    /// A manifest declaring `entries` (category → reasons). / Un manifiesto que declara `entries`.
    private func manifestText(_ entries: [(String, [String])]) -> String {
        let types = entries.map { category, reasons in
            """
                    <dict>
                        <key>NSPrivacyAccessedAPIType</key>
                        <string>\(category)</string>
                        <key>NSPrivacyAccessedAPITypeReasons</key>
                        <array>\(reasons.map { "<string>\($0)</string>" }.joined())</array>
                    </dict>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>NSPrivacyTracking</key>
                <false/>
                <key>NSPrivacyAccessedAPITypes</key>
                <array>
            \(types.joined(separator: "\n"))
                </array>
            </dict>
            </plist>

            """
    }

    private let userDefaultsCode = """
        import Foundation

        // Remembers the last tab. / Recuerda la última pestaña.
        struct LastTab {
            func save(_ index: Int) {
                UserDefaults.standard.set(index, forKey: "tab")
            }
        }

        """

    func testAppCodeUsingUserDefaultsWithoutManifestIsReportedAtTheUse() throws {
        let fixture = try FixtureRepository()
        try fixture.write(service, userDefaultsCode)
        assertOnlyFinding(
            fixture.run(check), check: "privacy", path: service, line: 6,
            contains: [
                "UserDefaults", "NSPrivacyAccessedAPICategoryUserDefaults", "app Demo", "no PrivacyInfo.xcprivacy",
                "add Apps/Demo/PrivacyInfo.xcprivacy",
            ])
    }

    func testALinkedPackageLibraryCountsAsTheAppsCode() throws {
        let fixture = try FixtureRepository()
        let library = "Sources/DemoKit/Clock.swift"
        try fixture.write(library, "import Foundation\n\npublic let uptime = ProcessInfo.processInfo.systemUptime\n")
        assertOnlyFinding(
            fixture.run(check), check: "privacy", path: library, line: 3,
            contains: ["systemUptime", "NSPrivacyAccessedAPICategorySystemBootTime", "app Demo"])
    }

    func testALocalLibraryImportedByALinkedOneCountsToo() throws {
        let fixture = try FixtureRepository()
        try fixture.write(
            "Sources/DemoCore/Disk.swift", "import Foundation\nlet key = URLResourceKey.volumeAvailableCapacityKey\n")
        try fixture.write("Sources/DemoKit/Uses.swift", "import DemoCore\n")
        assertOnlyFinding(
            fixture.run(check), check: "privacy", path: "Sources/DemoCore/Disk.swift", line: 2,
            contains: ["NSPrivacyAccessedAPICategoryDiskSpace"])
    }

    func testALibraryTheAppDoesNotLinkIsIgnored() throws {
        let fixture = try FixtureRepository()
        try fixture.write("Sources/OtherKit/Store.swift", userDefaultsCode)
        XCTAssertEqual(fixture.run(check), [])
    }

    func testMentionsInCommentsAndTextsAreNotUses() throws {
        let fixture = try FixtureRepository()
        try fixture.write(
            service,
            """
            // UserDefaults is not used here; neither is systemUptime.
            let note = "UserDefaults and stat( only in a text"
            func stats(_ value: Int) -> Int { value }
            let total = stats(1)

            """)
        XCTAssertEqual(fixture.run(check), [])
    }

    func testAManifestDeclaringTheCategoryWithAValidReasonPasses() throws {
        let fixture = try FixtureRepository()
        try fixture.write(service, userDefaultsCode)
        try fixture.write(manifest, manifestText([("NSPrivacyAccessedAPICategoryUserDefaults", ["CA92.1"])]))
        XCTAssertEqual(fixture.run(check), [])
    }

    func testAManifestWithoutTheUsedCategoryIsReported() throws {
        let fixture = try FixtureRepository()
        try fixture.write(service, userDefaultsCode)
        try fixture.write(manifest, manifestText([("NSPrivacyAccessedAPICategoryFileTimestamp", ["C617.1"])]))
        assertOnlyFinding(
            fixture.run(check), check: "privacy", path: manifest,
            contains: ["uses NSPrivacyAccessedAPICategoryUserDefaults", "\(service):6", "does not declare it"])
    }

    func testADeclaredCategoryNeedsAReasonApplesListHas() throws {
        let fixture = try FixtureRepository()
        try fixture.write(service, userDefaultsCode)
        try fixture.write(manifest, manifestText([("NSPrivacyAccessedAPICategoryUserDefaults", [])]))
        assertOnlyFinding(
            fixture.run(check), check: "privacy", path: manifest, contains: ["without a reason", "CA92.1"])
        try fixture.write(manifest, manifestText([("NSPrivacyAccessedAPICategoryUserDefaults", ["35F9.1"])]))
        assertOnlyFinding(
            fixture.run(check), check: "privacy", path: manifest,
            contains: ["\"35F9.1\" is not a reason Apple defines for NSPrivacyAccessedAPICategoryUserDefaults"])
    }

    func testAManifestExcludedFromTheTargetDoesNotCount() throws {
        let fixture = try FixtureRepository()
        try fixture.write(service, userDefaultsCode)
        try fixture.write(manifest, manifestText([("NSPrivacyAccessedAPICategoryUserDefaults", ["CA92.1"])]))
        try fixture.replace(
            in: FixtureRepository.pbxproj, "membershipExceptions = (\n\t\t\t\tInfo.plist,",
            with: "membershipExceptions = (\n\t\t\t\tInfo.plist,\n\t\t\t\tPrivacyInfo.xcprivacy,")
        assertOnlyFinding(
            fixture.run(check), check: "privacy", path: service,
            contains: ["no PrivacyInfo.xcprivacy", "\(manifest) exists but is a membership exception"])
    }

    func testAnUnreadableManifestIsReported() throws {
        let fixture = try FixtureRepository()
        try fixture.write(service, userDefaultsCode)
        try fixture.write(
            manifest, "<plist><dict><key>NSPrivacyAccessedAPITypes</key><string>x</string></dict></plist>")
        assertOnlyFinding(
            fixture.run(check), check: "privacy", path: manifest, contains: ["cannot read the privacy manifest"])
    }

    /// One use per category is recognised (each pattern can fire). / Cada patrón puede dispararse.
    func testEveryCategoryIsRecognised() throws {
        let samples: [String: String] = [
            "NSPrivacyAccessedAPICategoryUserDefaults": "let d = UserDefaults(suiteName: s)",
            "NSPrivacyAccessedAPICategoryFileTimestamp": "let date = attributes[.modificationDate]",
            "NSPrivacyAccessedAPICategorySystemBootTime": "let t = mach_absolute_time()",
            "NSPrivacyAccessedAPICategoryDiskSpace": "let keys: Set<URLResourceKey> = [.volumeTotalCapacityKey]",
            "NSPrivacyAccessedAPICategoryActiveKeyboards": "let modes = UITextInputMode.activeInputModes",
        ]
        XCTAssertEqual(Set(samples.keys), Set(PrivacyManifestCheck.categories.map(\.name)))
        for (category, line) in samples {
            let fixture = try FixtureRepository()
            try fixture.write(service, "import UIKit\n\(line)\n")
            assertOnlyFinding(fixture.run(check), check: "privacy", path: service, line: 2, contains: [category])
        }
    }

    /// The repository's three apps pass: TestApp declares UserDefaults (CA92.1).
    /// Las tres apps del repositorio pasan: TestApp declara UserDefaults (CA92.1).
    func testTheRepositoryPassesAndTestAppDeclaresUserDefaults() throws {
        let root = TestPaths.repositoryRoot
        let repository = Repository(root: root)
        XCTAssertEqual(check.run(on: repository).map(\.description), [])
        let declared = PrivacyManifestCheck.declaredCategories(
            root.appendingPathComponent("Apps/TestApp/PrivacyInfo.xcprivacy"))
        XCTAssertEqual(declared?["NSPrivacyAccessedAPICategoryUserDefaults"], ["CA92.1"])
    }
}

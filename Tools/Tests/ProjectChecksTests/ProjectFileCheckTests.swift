import Foundation
import XCTest

@testable import ProjectChecks

/// Each test breaks one project-file rule in the valid fixture. / Cada prueba rompe una regla.
final class ProjectFileCheckTests: XCTestCase {
    private let check = ProjectFileCheck()
    private let pbxproj = FixtureRepository.pbxproj

    /// The first value of `key` in the fixture's pbxproj. / El primer valor de `key`.
    private func value(of key: String, in fixture: FixtureRepository) throws -> String {
        let text = try fixture.read(pbxproj)
        let line = try XCTUnwrap(text.split(separator: "\n").first { $0.contains("\t\(key) = ") })
        return String(line.split(separator: "=")[1].dropFirst().dropLast())
    }

    func testLintFailsOnBrokenInfoPlist() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: "Apps/Demo/Info.plist", "</dict>\n</plist>", with: "</plist>")
        assertOnlyFinding(
            fixture.run(check), check: "project", path: "Apps/Demo/Info.plist", contains: ["plutil -lint fails"])
    }

    func testLintFailsOnBrokenStringsFile() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: FixtureRepository.englishStrings, "\"Home\";", with: "\"Home\"")
        assertOnlyFinding(
            fixture.run(check), check: "project", path: FixtureRepository.englishStrings,
            contains: ["plutil -lint fails"])
    }

    func testLintFailsOnBrokenProjectFile() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: pbxproj, "objectVersion = 77;", with: "objectVersion = 77")
        let findings = fixture.run(check)
        assertFinding(findings, check: "project", path: pbxproj, contains: ["plutil -lint fails"])
        assertFinding(findings, check: "project", path: pbxproj, contains: ["cannot read the project"])
    }

    func testUnresolvedReference() throws {
        let fixture = try FixtureRepository()
        let target = try value(of: "remoteGlobalIDString", in: fixture)
        try fixture.replace(
            in: pbxproj, "remoteGlobalIDString = \(target);", with: "remoteGlobalIDString = 0123456789ABCDEF01234567;")
        assertOnlyFinding(
            fixture.run(check), check: "project", path: pbxproj,
            contains: ["PBXContainerItemProxy", "remoteGlobalIDString refers to \"0123456789ABCDEF01234567\""])
    }

    func testMalformedObjectID() throws {
        let fixture = try FixtureRepository()
        let root = try value(of: "rootObject", in: fixture)
        try fixture.write(pbxproj, try fixture.read(pbxproj).replacingOccurrences(of: root, with: root.lowercased()))
        assertOnlyFinding(
            fixture.run(check), check: "project", path: pbxproj,
            contains: ["object id \"\(root.lowercased())\" (PBXProject) is not 24 upper-case hexadecimal digits"])
    }

    func testMissingDeploymentTarget() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: FixtureRepository.baseXCConfig,
            "IPHONEOS_DEPLOYMENT_TARGET = $(DEMO_TARGET_$(DEMO_FLOOR_BUILDS_$(XCODE_VERSION_MAJOR)))", with: "")
        let findings = fixture.run(check)
        // 2 targets × 2 configurations × 4 Xcode versions. / 2 targets × 2 configuraciones × 4 Xcode.
        XCTAssertEqual(findings.count, 16, findings.map(\.description).joined(separator: "\n"))
        assertFinding(
            findings, check: "project", path: pbxproj,
            contains: ["target Demo, configuration Debug, Xcode 16: no IPHONEOS_DEPLOYMENT_TARGET"])
    }

    /// A fixed 13.0 (in the pbxproj, as before this rule) builds on Xcode 16 and 26, not on 27.
    /// Un 13.0 fijo compila en Xcode 16 y 26, no en 27.
    func testFixedDeploymentTargetBelowXcode27FloorFails() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: pbxproj, "GCC_C_LANGUAGE_STANDARD = gnu17;",
            with: "GCC_C_LANGUAGE_STANDARD = gnu17;\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 13.0;")
        try fixture.replace(
            in: FixtureRepository.baseXCConfig,
            "IPHONEOS_DEPLOYMENT_TARGET = $(DEMO_TARGET_$(DEMO_FLOOR_BUILDS_$(XCODE_VERSION_MAJOR)))", with: "")
        let findings = fixture.run(check)
        // 2 targets × 2 configurations × Xcode 27 and a future one. / × Xcode 27 y uno futuro.
        XCTAssertEqual(findings.count, 8, findings.map(\.description).joined(separator: "\n"))
        assertFinding(
            findings, check: "project", path: pbxproj,
            contains: ["target Demo, configuration Release, Xcode 27: IPHONEOS_DEPLOYMENT_TARGET 13.0 is below 15.0"])
        assertFinding(
            findings, check: "project", path: pbxproj,
            contains: ["target DemoTests, configuration Debug, Xcode 99: IPHONEOS_DEPLOYMENT_TARGET 13.0"])
    }

    /// The project-level value reaches the targets that set none. / El valor del proyecto llega a los targets.
    func testProjectLevelDeploymentTargetIsInherited() throws {
        let fixture = try FixtureRepository()
        XCTAssertEqual(fixture.run(check), [])
        try fixture.replace(
            in: FixtureRepository.baseXCConfig, "DEMO_TARGET_YES = 13.0", with: "DEMO_TARGET_YES = 12.5.1.0")
        assertFinding(
            fixture.run(check), check: "project", path: pbxproj,
            contains: ["Xcode 26: no IPHONEOS_DEPLOYMENT_TARGET", "got \"12.5.1.0\""])
    }

    func testTestBundleDeployingElsewhereThanItsHostFails() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: pbxproj, "BUNDLE_LOADER = \"$(TEST_HOST)\";",
            with: "BUNDLE_LOADER = \"$(TEST_HOST)\";\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0;")
        assertOnlyFinding(
            fixture.run(check), check: "project", path: pbxproj,
            contains: ["test bundle DemoTests deploys elsewhere than its host Demo", "Debug/1600: 16.0 vs 13.0"])
    }

    func testTestBundleImportingAPackageProductDeclaresIt() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: "Apps/DemoTests/DemoTests.swift", "import XCTest", with: "import DemoKit\nimport XCTest")
        assertOnlyFinding(
            fixture.run(check), check: "project", path: "Apps/DemoTests/DemoTests.swift",
            contains: ["target DemoTests imports DemoKit", "does not link it"])
    }

    func testMissingBundleIdentifier() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: pbxproj, "PRODUCT_BUNDLE_IDENTIFIER = mx.example.demo;", with: "")
        let findings = fixture.run(check)
        XCTAssertEqual(findings.count, 2, findings.map(\.description).joined(separator: "\n"))
        assertFinding(
            findings, check: "project", path: pbxproj,
            contains: ["target Demo, configuration Release: no PRODUCT_BUNDLE_IDENTIFIER"])
    }

    func testImportedLocalProductNotLinked() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: pbxproj, "productName = DemoKit;", with: "productName = OtherKit;")
        assertOnlyFinding(
            fixture.run(check).filter { $0.rule == ProjectFileCheck.unlinkedImport.id }, check: "project",
            path: "Apps/Demo/AppDelegate.swift", line: 1,
            contains: ["target Demo imports DemoKit", "Sources/DemoKit", "does not link it"])
    }

    func testImportedRemoteProductNotLinked() throws {
        let fixture = try FixtureRepository()
        let delegate = "Apps/Demo/AppDelegate.swift"
        try fixture.replace(in: delegate, "import DemoKit", with: "import DemoKit\nimport Lottie\nimport UnknownModule")
        XCTAssertEqual(fixture.run(check), [], "Lottie is linked; a module of no package is not judged")
        // Unlink Lottie from the target (its package product object stays in the project).
        // Desenlazar Lottie del target (el objeto del producto sigue en el proyecto).
        let text = try fixture.read(pbxproj)
        let pattern = try NSRegularExpression(
            pattern: "([0-9A-F]{24}) = \\{\\s*isa = XCSwiftPackageProductDependency;[^}]*productName = Lottie;")
        let match = try XCTUnwrap(pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)))
        let dependency = String(text[try XCTUnwrap(Range(match.range(at: 1), in: text))])
        try fixture.replace(in: pbxproj, "\t\t\t\t\(dependency),\n", with: "")
        assertOnlyFinding(
            fixture.run(check), check: "project", path: delegate, line: 2,
            contains: ["target Demo imports Lottie, a product of a remote package of the project"])
    }

    func testSynchronizedFolderMissing() throws {
        let fixture = try FixtureRepository()
        try fixture.remove("Apps/DemoTests")
        assertOnlyFinding(
            fixture.run(check), check: "project", path: pbxproj,
            contains: ["points to Apps/DemoTests, which does not exist"])
    }

    func testInfoPlistFileMissing() throws {
        let fixture = try FixtureRepository()
        try fixture.remove("Apps/Demo/Info.plist")
        assertOnlyFinding(
            fixture.run(check), check: "project", path: pbxproj,
            contains: ["target Demo: INFOPLIST_FILE Demo/Info.plist does not exist (expected Apps/Demo/Info.plist)"])
    }

    func testLocalPackageWithoutManifest() throws {
        let fixture = try FixtureRepository()
        try fixture.remove("Package.swift")
        assertOnlyFinding(
            fixture.run(check), check: "project", path: pbxproj,
            contains: ["relativePath \"..\"", "has no Package.swift"])
    }

    func testSceneDelegateClassMissing() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: "Apps/Demo/SceneDelegate.swift", "class SceneDelegate", with: "class WindowDelegate")
        assertOnlyFinding(
            fixture.run(check), check: "project", path: "Apps/Demo/Info.plist",
            contains: ["UISceneDelegateClassName \"$(PRODUCT_MODULE_NAME).SceneDelegate\"", "`class SceneDelegate`"])
    }

    func testAppFontMissing() throws {
        let fixture = try FixtureRepository()
        try fixture.remove("Apps/Demo/Fonts/Demo-Regular.ttf")
        assertOnlyFinding(
            fixture.run(check), check: "project", path: "Apps/Demo/Info.plist",
            contains: ["UIAppFonts lists \"Demo-Regular.ttf\", which is not a file of target Demo"])
    }

    func testUsageDescriptionMissing() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: "Apps/Demo/Info.plist",
            "\t<key>NSFaceIDUsageDescription</key>\n\t<string>Demo usa Face ID para proteger tus datos.</string>\n",
            with: "")
        try fixture.replace(in: FixtureRepository.homeController, "import UIKit", with: "import Photos\nimport UIKit")
        try fixture.replace(
            in: FixtureRepository.homeController, "    @IBAction func reset() {}",
            with: "    @IBAction func reset() { PHPhotoLibrary.requestAuthorization { _ in } }")
        let findings = fixture.run(check)
        XCTAssertEqual(findings.count, 2, findings.map(\.description).joined(separator: "\n"))
        assertFinding(
            findings, check: "project", path: "Apps/Demo/Services/Biometrics.swift", line: 1,
            contains: ["uses LocalAuthentication (Face ID) but Apps/Demo/Info.plist has no NSFaceIDUsageDescription"])
        assertFinding(
            findings, check: "project", path: FixtureRepository.homeController, line: 26,
            contains: ["uses the photo library", "NSPhotoLibraryUsageDescription"])
    }

    // MARK: What Xcode would rewrite on first open / Lo que Xcode reescribiría al abrir

    private static let scheme = "Apps/Demo.xcodeproj/xcshareddata/xcschemes/Demo.xcscheme"
    private static let app = "155495E2C28C3C6F6B7BA647"
    private static let tests = "D98CA52B16D45D29490563CD"
    private static let testsAttributes =
        "\(tests) = {\n\t\t\t\t\t\tCreatedOnToolsVersion = 16.3;\n\t\t\t\t\t\tTestTargetID = \(app);\n\t\t\t\t\t};"

    func testCompatibilityVersionInFormat77() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: pbxproj, "\tdevelopmentRegion = es;",
            with: "\tcompatibilityVersion = \"Xcode 15.0\";\n\t\t\tdevelopmentRegion = es;")
        assertOnlyFinding(
            fixture.run(check), check: "project", path: pbxproj,
            contains: ["compatibilityVersion \"Xcode 15.0\"", "objectVersion 77"])
    }

    func testTargetWithoutTargetAttributes() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: pbxproj, Self.testsAttributes, with: "")
        assertOnlyFinding(
            fixture.run(check), check: "project", path: pbxproj,
            contains: ["target DemoTests has no TargetAttributes entry"])
    }

    func testTargetAttributesWithoutCreatedOnToolsVersion() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: pbxproj, "\(Self.app) = {\n\t\t\t\t\t\tCreatedOnToolsVersion = 16.3;\n",
            with: "\(Self.app) = {\n")
        assertOnlyFinding(
            fixture.run(check), check: "project", path: pbxproj,
            contains: ["target Demo: TargetAttributes has no CreatedOnToolsVersion"])
    }

    func testTestBundleWithoutTestTargetID() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: pbxproj, "\t\t\t\t\t\tTestTargetID = \(Self.app);\n", with: "")
        assertOnlyFinding(
            fixture.run(check), check: "project", path: pbxproj,
            contains: ["test bundle DemoTests: TargetAttributes has no TestTargetID"])
    }

    func testTestTargetIDIsNotTheHostApp() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: pbxproj, "TestTargetID = \(Self.app);", with: "TestTargetID = \(Self.tests);")
        assertOnlyFinding(
            fixture.run(check), check: "project", path: pbxproj,
            contains: ["test bundle DemoTests: TestTargetID \(Self.tests) is DemoTests", "TEST_HOST", "Demo.app"])
    }

    func testTargetAttributesOfUnknownTarget() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: pbxproj, Self.testsAttributes,
            with: Self.testsAttributes + "\n\t\t\t\t\t0123456789ABCDEF01234567 = {\n\t\t\t\t\t};")
        assertOnlyFinding(
            fixture.run(check), check: "project", path: pbxproj,
            contains: ["TargetAttributes names 0123456789ABCDEF01234567, which is not a target of the project"])
    }

    func testSchemeUpgradeVersionDiffersFromProject() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: Self.scheme, "LastUpgradeVersion = \"1630\"", with: "LastUpgradeVersion = \"1600\"")
        assertOnlyFinding(
            fixture.run(check), check: "project", path: Self.scheme, line: 2,
            contains: ["LastUpgradeVersion 1600", "LastUpgradeCheck 1630"])
    }

    func testSchemeReferencesUnknownTarget() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: Self.scheme, "BlueprintIdentifier = \"\(Self.tests)\"",
            with: "BlueprintIdentifier = \"0123456789ABCDEF01234567\"")
        assertOnlyFinding(
            fixture.run(check), check: "project", path: Self.scheme, line: 14,
            contains: ["DemoTests", "0123456789ABCDEF01234567", "is not a target of the project"])
    }

    func testAppWithoutSharedScheme() throws {
        let fixture = try FixtureRepository()
        try fixture.remove(Self.scheme)
        assertOnlyFinding(
            fixture.run(check), check: "project", path: pbxproj,
            contains: ["app target Demo has no shared scheme", "xcodebuild -scheme Demo"])
    }

    func testBaseConfigurationFileMissing() throws {
        let fixture = try FixtureRepository()
        try fixture.remove("Config/Base.xcconfig")
        // The file also decided the deployment target: every target and Xcode loses it.
        // El archivo también decidía el deployment target: todos lo pierden.
        let findings = fixture.run(check)
        let others = findings.filter { !$0.message.contains("no IPHONEOS_DEPLOYMENT_TARGET") }
        XCTAssertEqual(findings.count - others.count, 16, findings.map(\.description).joined(separator: "\n"))
        assertOnlyFinding(
            others, check: "project", path: pbxproj,
            contains: ["baseConfigurationReference", "Config/Base.xcconfig, which does not exist"])
    }

    func testUnresolvedBaseConfigurationReference() throws {
        let fixture = try FixtureRepository()
        let text = try fixture.read(pbxproj)
        try fixture.write(
            pbxproj,
            text.replacingOccurrences(
                of: "baseConfigurationReference = C0F16A000000000000000002;",
                with: "baseConfigurationReference = 0123456789ABCDEF01234567;"))
        let findings = fixture.run(check).filter { !$0.message.contains("no IPHONEOS_DEPLOYMENT_TARGET") }
        XCTAssertEqual(findings.count, 2, findings.map(\.description).joined(separator: "\n"))
        assertFinding(
            findings, check: "project", path: pbxproj,
            contains: ["baseConfigurationReference refers to \"0123456789ABCDEF01234567\""])
    }

    func testRequiredIncludeOfMissingFile() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: "Config/Base.xcconfig", "#include? \"Signing.xcconfig\"", with: "#include \"Signing.xcconfig\"")
        assertOnlyFinding(
            fixture.run(check), check: "project", path: "Config/Base.xcconfig", line: 3,
            contains: ["#include \"Signing.xcconfig\"", "does not exist", "#include?"])
        try fixture.write("Config/Signing.xcconfig", "DEVELOPMENT_TEAM = ABCDE12345\n")
        XCTAssertEqual(fixture.run(check), [], "the included file exists")
    }
}

/// The committed `Package.resolved` of the project pins exactly the versions the project file requires.
/// El `Package.resolved` del proyecto fija exactamente las versiones que exige el fichero de proyecto.
final class ResolvedPinsCheckTests: XCTestCase {
    private let check = ProjectFileCheck()
    private let resolved = "Apps/Demo.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"

    /// A Package.resolved with one pin for each (location, version). / Un Package.resolved con esos pins.
    private func pins(_ pins: [(String, String)]) -> String {
        let entries = pins.map { location, version in
            """
                {
                  "identity" : "\(location.split(separator: "/").last!.replacingOccurrences(of: ".git", with: "").lowercased())",
                  "kind" : "remoteSourceControl",
                  "location" : "\(location)",
                  "state" : {
                    "revision" : "0123456789abcdef0123456789abcdef01234567",
                    "version" : "\(version)"
                  }
                }
            """
        }
        return "{\n  \"pins\" : [\n\(entries.joined(separator: ",\n"))\n  ],\n  \"version\" : 3\n}\n"
    }

    func testPinOfTheRequiredVersionPasses() throws {
        let fixture = try FixtureRepository()
        // Case and ".git" do not matter, as for SwiftPM's identities. / Mayúsculas y ".git" no cuentan.
        try fixture.write(resolved, pins([("https://github.com/Airbnb/lottie-ios", "4.4.1")]))
        XCTAssertEqual(fixture.run(check).map(\.description), [])
    }

    func testPinOfAnotherVersionIsReported() throws {
        let fixture = try FixtureRepository()
        try fixture.write(resolved, pins([("https://github.com/airbnb/lottie-ios.git", "4.4.0")]))
        assertOnlyFinding(
            fixture.run(check), check: "project", path: resolved,
            contains: ["lottie-ios.git pinned at 4.4.0", "requires exactly 4.4.1", "resolve_app_packages.py"])
    }

    func testMissingPinIsReported() throws {
        let fixture = try FixtureRepository()
        try fixture.write(resolved, pins([("https://github.com/google/promises.git", "2.4.1")]))
        assertOnlyFinding(
            fixture.run(check), check: "project", path: resolved,
            contains: ["no pin for https://github.com/airbnb/lottie-ios.git"])
    }

    func testUnreadableFileIsReported() throws {
        let fixture = try FixtureRepository()
        try fixture.write(resolved, "{ \"pins\" : [ ")
        assertOnlyFinding(fixture.run(check), check: "project", path: resolved, contains: ["cannot read"])
    }
}

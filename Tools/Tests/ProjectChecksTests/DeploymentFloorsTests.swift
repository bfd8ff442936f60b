import Foundation
import ProjectChecks
import ToolsTestSupport
import XCTest

/// The repository's own project: the product documents' floors (TestApp iOS 12.0, Estados and
/// Productos iOS 13.0) on the Xcode versions that build them, 15.0 on Xcode 27 and any later one,
/// test bundles with their host; the version in one place; Release-only product validation.
/// Literals on purpose: a change here is a change of what the documents ask, not a refactor.
/// El proyecto del repositorio: los mínimos de los documentos donde Xcode los compila, 15.0 desde
/// Xcode 27, las pruebas con su app; la versión en un solo lugar. Literales a propósito.
final class DeploymentFloorsTests: XCTestCase {
    private let repository = Repository(root: TestPaths.repositoryRoot)

    private func deployment(_ targetName: String, xcode: String, configuration: String = "Release") throws -> String? {
        let project = try XCTUnwrap(repository.project)
        let target = try XCTUnwrap(project.nativeTargets.first { $0.name == targetName })
        return target.settings(
            configuration: configuration, environment: ["XCODE_VERSION_MAJOR": xcode], sdk: "iphoneos"
        )
        .value("IPHONEOS_DEPLOYMENT_TARGET")
    }

    func testDocumentsFloorsOnXcode16And26() throws {
        for xcode in ["1600", "2600"] {
            for configuration in ["Debug", "Release"] {
                XCTAssertEqual(try deployment("TestApp", xcode: xcode, configuration: configuration), "12.0")
                XCTAssertEqual(try deployment("TestAppTests", xcode: xcode, configuration: configuration), "12.0")
                for app in ["Estados", "EstadosTests", "Productos", "ProductosTests"] {
                    XCTAssertEqual(try deployment(app, xcode: xcode, configuration: configuration), "13.0", app)
                }
            }
        }
    }

    func testRaisedFloorOnXcode27AndUnreleasedVersions() throws {
        for xcode in ["2700", "2800", "3100"] {
            for target in ["TestApp", "TestAppTests", "Estados", "EstadosTests", "Productos", "ProductosTests"] {
                XCTAssertEqual(try deployment(target, xcode: xcode), "15.0", "\(target) on \(xcode)")
            }
        }
    }

    func testVersionLivesInOneXCConfig() throws {
        let project = try String(
            contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Apps/MexicoApps.xcodeproj/project.pbxproj"),
            encoding: .utf8)
        for key in ["MARKETING_VERSION", "CURRENT_PROJECT_VERSION", "IPHONEOS_DEPLOYMENT_TARGET"] {
            XCTAssertFalse(project.contains("\(key) ="), "\(key) is decided in Config/, not in the project file")
        }
        for target in try XCTUnwrap(repository.project).nativeTargets {
            let settings = target.settings(configuration: "Release", environment: [:], sdk: "iphoneos")
            XCTAssertNotNil(
                settings.value("MARKETING_VERSION")?.range(of: #"^\d+\.\d+$"#, options: .regularExpression), target.name
            )
            XCTAssertNotNil(Int(settings.value("CURRENT_PROJECT_VERSION") ?? ""), target.name)
        }
    }

    /// Xcode 26 offers "Update to recommended settings" below 2600; 16.3 ignores a newer value.
    /// Xcode 26 ofrece actualizar ajustes por debajo de 2600; 16.3 ignora un valor más nuevo.
    func testUpgradeCheckAndReleaseOnlyValidation() throws {
        let project = try XCTUnwrap(repository.project)
        let attributes = project.project["attributes"] as? [String: Any]
        XCTAssertEqual(attributes?["LastUpgradeCheck"] as? String, "2600")
        for target in project.nativeTargets {
            let value = { (configuration: String) in
                target.settings(configuration: configuration, environment: [:], sdk: "iphoneos").value(
                    "VALIDATE_PRODUCT")
            }
            XCTAssertEqual(value("Release"), "YES", target.name)
            XCTAssertNotEqual(value("Debug"), "YES", target.name)
        }
    }
}

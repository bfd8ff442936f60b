import Foundation
import ToolsTestSupport
import XCTest

@testable import ProjectChecks

/// `Scripts/new_module.py` writes a module that has the shape and passes every project check.
/// `Scripts/new_module.py` escribe un módulo con la forma correcta que pasa todos los chequeos.
final class NewModuleScaffoldTests: XCTestCase {
    private func scaffold(_ arguments: [String], in fixture: FixtureRepository) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["python3", TestPaths.repositoryRoot.appendingPathComponent("Scripts/new_module.py").path]
            + arguments + ["--root", fixture.root.path, "--app", "Demo"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    func testScaffoldedModuleHasTheShapeAndPassesEveryCheck() throws {
        let fixture = try FixtureRepository()
        let identifiers = "Apps/Demo/AccessibilityIdentifiers.swift"
        try fixture.write(identifiers, "enum AccessibilityIdentifiers {\n    enum Home {}\n}\n")
        let (status, output) = try scaffold(["Weather", "--kit", "DemoKit"], in: fixture)
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(
            try fixture.read(identifiers),
            """
            enum AccessibilityIdentifiers {
                enum Home {}

                enum Weather {
                    static let screen = "weather.screen"
                    static let title = "weather.title"
                }
            }

            """)
        for file in [
            "Apps/Demo/Weather/WeatherWireframe.swift", "Apps/Demo/Weather/WeatherViewController.swift",
            "Apps/Demo/Weather/Base.lproj/Weather.storyboard", "Sources/DemoKit/Weather/WeatherInterfaces.swift",
            "Sources/DemoKit/Weather/WeatherPresenter.swift", "Sources/DemoKit/Weather/WeatherInteractor.swift",
            "Sources/DemoKit/Weather/WeatherViewModels.swift", "Tests/DemoKitTests/WeatherPresenterTests.swift",
            "Tests/DemoKitTests/WeatherFakes.swift",
        ] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: fixture.url(file).path), file)
        }
        XCTAssertTrue(try fixture.read(FixtureRepository.spanishStrings).contains(#""weather.title" = "#))
        XCTAssertTrue(try fixture.read(FixtureRepository.englishStrings).contains(#""weather.title" = "#))
        let findings = ProjectChecker().run(on: Repository(root: fixture.root))
        XCTAssertEqual(findings.map(\.description), [])
    }

    /// The app's tuple in `generate_xcodeproj.py` may open on its own line (as TestApp's does).
    /// La tupla de la app puede abrir en su propia línea (como la de TestApp).
    func testTheLibraryIsLinkedToTheAppInTheProjectGenerator() throws {
        let fixture = try FixtureRepository()
        let generator = "Scripts/generate_xcodeproj.py"
        try fixture.write(
            generator,
            """
            APPS = [
                ("Other", "13.0", "x.other", ["AppCore"], []),
                (
                    "Demo", "12.0", "x.demo",
                    ["AppCore", "DemoKit"],
                    [],
                ),
            ]

            """)
        XCTAssertEqual(try scaffold(["Weather"], in: fixture).0, 0)
        let text = try fixture.read(generator)
        XCTAssertTrue(text.contains(#"["AppCore", "DemoKit", "WeatherKit"]"#), text)
        XCTAssertTrue(text.contains(#"("Other", "13.0", "x.other", ["AppCore"], [])"#), text)
    }

    func testNameThatIsNotUpperCamelCaseIsRefusedAndNothingIsWritten() throws {
        let fixture = try FixtureRepository()
        let (status, output) = try scaffold(["weather-app"], in: fixture)
        XCTAssertNotEqual(status, 0)
        XCTAssertTrue(output.contains("UpperCamelCase"), output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.url("Apps/Demo/weather-app").path))
    }

    func testExistingModuleIsNeverOverwritten() throws {
        let fixture = try FixtureRepository()
        XCTAssertEqual(try scaffold(["Weather", "--kit", "DemoKit"], in: fixture).0, 0)
        try fixture.write("Apps/Demo/Weather/WeatherWireframe.swift", "// edited by hand\n")
        let (status, output) = try scaffold(["Weather", "--kit", "DemoKit"], in: fixture)
        XCTAssertNotEqual(status, 0)
        XCTAssertTrue(output.contains("already exist"), output)
        XCTAssertEqual(try fixture.read("Apps/Demo/Weather/WeatherWireframe.swift"), "// edited by hand\n")
    }
}

import Foundation
import ToolsTestSupport
import XCTest

@testable import ProjectChecks

/// `Scripts/new_module.py` writes a module that has the shape and passes every project check.
/// `Scripts/new_module.py` escribe un módulo con la forma correcta que pasa todos los chequeos.
final class NewModuleScaffoldTests: XCTestCase {
    private func scaffold(_ arguments: [String], in fixture: FixtureRepository) throws -> (Int32, String) {
        try Shell.run(
            ["python3", TestPaths.repositoryRoot.appendingPathComponent("Scripts/new_module.py").path] + arguments
                + ["--root", fixture.root.path, "--app", "Demo"])
    }

    /// The two lists the scaffold extends: the package's modules and the app's products in the generator.
    /// Las dos listas que amplía el andamiaje: los módulos del paquete y los productos de la app.
    /// A real manifest (project-checks reads its products through `swift package dump-package`) with
    /// the root package's shape: a `modules` list that makes the products.
    /// Un manifiesto real con la forma del paquete raíz: una lista `modules` que da los productos.
    private static let manifest = """
        // swift-tools-version: 5.9
        import PackageDescription

        struct Module {
            let name: String
            var dependencies: [Target.Dependency] = []
            var testDependencies: [Target.Dependency] = []
        }

        let propertyBased: Target.Dependency = "AppCore"

        let modules: [Module] = [
            Module(name: "DemoKit"),
            Module(name: "AppCore"),
        ]

        let package = Package(
            name: "Demo",
            products: modules.map { .library(name: $0.name, targets: [$0.name]) },
            targets: modules.map { .target(name: $0.name, dependencies: $0.dependencies) })

        """
    private static let generator = """
        APPS = [
            ("Other", "13.0", "x.other", ["AppCore"], []),
            (
                "Demo", "12.0", "x.demo",
                ["AppCore", "DemoKit"],
                [],
            ),
        ]

        """

    /// A fixture repository with both lists. / Un repositorio de ejemplo con las dos listas.
    private func fixtureWithLists() throws -> FixtureRepository {
        let fixture = try FixtureRepository()
        try fixture.write("Package.swift", Self.manifest)
        try fixture.write("Scripts/generate_xcodeproj.py", Self.generator)
        return fixture
    }

    func testScaffoldedModuleHasTheShapeAndPassesEveryCheck() throws {
        let fixture = try fixtureWithLists()
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

    /// The library joins the package's modules and the app's products (its tuple may open on its own line,
    /// as TestApp's does); nothing else in either file changes.
    /// La biblioteca se suma a los módulos del paquete y a los productos de la app; nada más cambia.
    func testTheLibraryIsAddedToThePackageAndLinkedToTheApp() throws {
        let fixture = try fixtureWithLists()
        XCTAssertEqual(try scaffold(["Weather"], in: fixture).0, 0)
        XCTAssertEqual(
            try fixture.read("Package.swift"),
            Self.manifest.replacingOccurrences(
                of: "    Module(name: \"AppCore\"),\n",
                with: "    Module(name: \"AppCore\"),\n"
                    + "    Module(name: \"WeatherKit\", dependencies: [\"AppCore\"], "
                    + "testDependencies: [\"TestSupport\", propertyBased]),\n"))
        XCTAssertEqual(
            try fixture.read("Scripts/generate_xcodeproj.py"),
            Self.generator.replacingOccurrences(
                of: #"["AppCore", "DemoKit"]"#, with: #"["AppCore", "DemoKit", "WeatherKit"]"#))
    }

    /// Without the package's modules list (the old fixture: a comment) the module could not build: the
    /// scaffold refuses and writes nothing, where it used to skip Package.swift silently.
    /// Sin la lista de módulos el módulo no compilaría: se rechaza sin escribir nada.
    func testWithoutTheListsNothingIsWritten() throws {
        let fixture = try fixtureWithLists()
        try fixture.write("Package.swift", "// Fixture package manifest.\n")
        let (status, output) = try scaffold(["Weather"], in: fixture)
        XCTAssertNotEqual(status, 0)
        XCTAssertTrue(output.contains("Package.swift has no `let modules: [Module] = [` list"), output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.url("Apps/Demo/Weather").path))
        XCTAssertEqual(try fixture.read("Scripts/generate_xcodeproj.py"), Self.generator)

        try fixture.write("Package.swift", Self.manifest)
        try fixture.write("Scripts/generate_xcodeproj.py", "APPS = []\n")
        let (again, message) = try scaffold(["Weather"], in: fixture)
        XCTAssertNotEqual(again, 0)
        XCTAssertTrue(message.contains("lists no local products for Demo"), message)
        XCTAssertEqual(try fixture.read("Package.swift"), Self.manifest)
        XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.url("Sources/WeatherKit").path))
    }

    /// Each app's new wireframe takes what that app's own wireframes take (read from the repository's
    /// real ones, copied into the fixture): TestApp's and Productos' environments, Estados' bundle
    /// (no environment there; its presenter's Localizer comes from the bundle). The scaffold used to
    /// write TestApp's `AppEnvironment` for every app, which Estados and Productos do not have.
    /// El wireframe nuevo recibe lo que reciben los de su app: el entorno de TestApp o de Productos, el
    /// bundle en Estados. Antes escribía el `AppEnvironment` de TestApp para todas las apps.
    func testEachAppsWireframeTakesWhatThatAppsWireframesTake() throws {
        let expected = [
            ("TestApp", "makeModule(environment: AppEnvironment)", "localizer: environment.localizer"),
            ("Productos", "makeModule(environment: ProductosEnvironment)", "localizer: environment.localizer"),
            ("Estados", "makeModule(bundle: Bundle)", "localizer: .bundle(bundle)"),
        ]
        for (app, signature, localizer) in expected {
            let fixture = try fixtureWithLists()
            try fixture.write(
                "Scripts/generate_xcodeproj.py", "APPS = [\n    (\"\(app)\", \"13.0\", \"x\", [\"AppCore\"], []),\n]\n")
            let wireframes = try FileManager.default.subpathsOfDirectory(atPath: TestPaths.app(app).path)
                .filter { $0.hasSuffix("Wireframe.swift") }.map { "Apps/\(app)/\($0)" }
            XCTAssertTrue(
                try wireframes.contains {
                    try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent($0), encoding: .utf8)
                        .contains("static func \(signature) -> UIViewController")
                }, "\(app)'s own wireframes use \(signature)")
            try Shell.copy(wireframes, to: fixture.root)
            let (status, output) = try Shell.run(
                [
                    "python3", TestPaths.repositoryRoot.appendingPathComponent("Scripts/new_module.py").path, "Weather",
                    "--root", fixture.root.path, "--app", app,
                ])
            XCTAssertEqual(status, 0, output)
            let written = try fixture.read("Apps/\(app)/Weather/WeatherWireframe.swift")
            XCTAssertTrue(
                written.contains("    static func \(signature) -> UIViewController {\n"), "\(app)\n\(written)")
            XCTAssertTrue(written.contains(localizer), "\(app)\n\(written)")
            XCTAssertEqual(written.contains("AppEnvironment"), app == "TestApp", "\(app)\n\(written)")
        }
    }

    /// An app with no wireframe yet (the fixture's Demo) gets the form that needs nothing of the app:
    /// `makeModule(bundle:)`, the Localizer from that bundle (AppCore imported for it).
    /// Una app sin wireframes recibe la forma que no necesita nada de ella: `makeModule(bundle:)`.
    func testAnAppWithoutAnEnvironmentGetsTheBundleForm() throws {
        let fixture = try fixtureWithLists()
        XCTAssertEqual(try scaffold(["Weather", "--kit", "DemoKit"], in: fixture).0, 0)
        let written = try fixture.read("Apps/Demo/Weather/WeatherWireframe.swift")
        XCTAssertTrue(written.hasPrefix("import AppCore\nimport DemoKit\nimport UIKit\n"), written)
        XCTAssertTrue(written.contains("static func makeModule(bundle: Bundle) -> UIViewController {"), written)
        XCTAssertTrue(written.contains("localizer: .bundle(bundle))"), written)
    }

    func testNameThatIsNotUpperCamelCaseIsRefusedAndNothingIsWritten() throws {
        let fixture = try FixtureRepository()
        let (status, output) = try scaffold(["weather-app"], in: fixture)
        XCTAssertNotEqual(status, 0)
        XCTAssertTrue(output.contains("UpperCamelCase"), output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.url("Apps/Demo/weather-app").path))
    }

    func testExistingModuleIsNeverOverwritten() throws {
        let fixture = try fixtureWithLists()
        XCTAssertEqual(try scaffold(["Weather", "--kit", "DemoKit"], in: fixture).0, 0)
        try fixture.write("Apps/Demo/Weather/WeatherWireframe.swift", "// edited by hand\n")
        let (status, output) = try scaffold(["Weather", "--kit", "DemoKit"], in: fixture)
        XCTAssertNotEqual(status, 0)
        XCTAssertTrue(output.contains("already exist"), output)
        XCTAssertEqual(try fixture.read("Apps/Demo/Weather/WeatherWireframe.swift"), "// edited by hand\n")
    }
}

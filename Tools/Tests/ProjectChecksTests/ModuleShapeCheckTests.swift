import XCTest

@testable import ProjectChecks

/// The fixture gains a complete Home module, then each test removes one piece of the shape.
/// El ejemplo recibe un módulo Home completo; cada prueba quita una pieza de la forma.
final class ModuleShapeCheckTests: XCTestCase {
    private let check = ModuleShapeCheck()
    private let wireframe = "Apps/Demo/Home/HomeWireframe.swift"
    private let interfaces = "Sources/DemoKit/HomeInterfaces.swift"
    private let interactor = "Sources/DemoKit/HomeInteractor.swift"

    private func fixtureWithHomeModule() throws -> FixtureRepository {
        let fixture = try FixtureRepository()
        try fixture.write(
            wireframe,
            """
            /// Builds Home. / Arma Home.
            final class HomeWireframe {
                private init() {}
                static func makeModule(environment: Int) -> HomeViewController { HomeViewController() }
            }
            """)
        try fixture.write(interfaces, "public protocol HomeView: AnyObject {}\n")
        try fixture.write(interactor, "public final class HomeInteractor {}\n")
        return fixture
    }

    func testCompleteModuleHasNoFindings() throws {
        XCTAssertEqual(try fixtureWithHomeModule().run(check), [])
    }

    func testMissingViewControllerIsReported() throws {
        let fixture = try fixtureWithHomeModule()
        try fixture.remove(FixtureRepository.homeController)
        let findings = fixture.run(check)
        XCTAssertTrue(findings.contains { $0.message.contains("has no HomeViewController.swift") }, "\(findings)")
    }

    func testMissingStoryboardSceneIsReported() throws {
        let fixture = try fixtureWithHomeModule()
        try fixture.replace(
            in: FixtureRepository.mainStoryboard, #"customClass="HomeViewController""#,
            with: #"customClass="OtherViewController""#)
        assertOnlyFinding(
            fixture.run(check), check: "module", path: "Apps/Demo/Home", contains: ["no storyboard scene"])
    }

    func testMissingInterfacesFileIsReported() throws {
        let fixture = try fixtureWithHomeModule()
        try fixture.remove(interfaces)
        assertOnlyFinding(
            fixture.run(check), check: "module", path: wireframe, contains: ["HomeInterfaces.swift", "found none"])
    }

    func testMissingInteractorIsReported() throws {
        let fixture = try fixtureWithHomeModule()
        try fixture.remove(interactor)
        assertOnlyFinding(
            fixture.run(check), check: "module", path: "Sources/DemoKit", contains: ["HomeInteractor.swift"])
    }

    func testWireframeWithoutPrivateInitIsReported() throws {
        let fixture = try fixtureWithHomeModule()
        try fixture.replace(in: wireframe, "private init() {}", with: "init() {}")
        assertOnlyFinding(fixture.run(check), check: "module", path: wireframe, contains: ["private init()"])
    }

    /// A router that keeps its environment may take it in its private initializer.
    /// Un router que guarda su entorno puede recibirlo en su inicializador privado.
    func testPrivateInitWithDependenciesIsAcceptedButAnOpenOneIsNot() throws {
        let fixture = try fixtureWithHomeModule()
        try fixture.replace(in: wireframe, "private init() {}", with: "private init(environment: Int) {}")
        XCTAssertEqual(fixture.run(check), [])
        try fixture.replace(in: wireframe, "private init(environment: Int) {}", with: "init(environment: Int) {}")
        assertOnlyFinding(fixture.run(check), check: "module", path: wireframe, contains: ["private init()"])
    }

    func testWireframeWithoutMakeModuleIsReported() throws {
        let fixture = try fixtureWithHomeModule()
        try fixture.replace(in: wireframe, "static func makeModule(", with: "static func build(")
        assertOnlyFinding(fixture.run(check), check: "module", path: wireframe, contains: ["makeModule("])
    }

    func testModuleNameComesFromTheWireframe() {
        XCTAssertEqual(ModuleShapeCheck.moduleName(ofWireframe: "Apps/TestApp/Map/MapWireframe.swift"), "Map")
    }
}

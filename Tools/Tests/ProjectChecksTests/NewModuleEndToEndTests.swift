import Foundation
import ToolsTestSupport
import XCTest

@testable import ProjectChecks

/// `Scripts/new_module.py NAME` used as its users use it, for two apps at once: on ONE scratch copy of
/// this repository's tracked files, `new_module.py Weather` (TestApp) and `new_module.py Capitals --app
/// Estados`, then `python3 Scripts/generate_xcodeproj.py`. `project-checks` finds nothing, `swift format
/// lint --strict` is clean, and both new libraries' tests build and RUN: one `swift build --build-tests`
/// and one filtered `swift test` in one build folder. To keep CI fast that build compiles only what the
/// new modules need: the copy's `modules` list is cut to AppCore and the two new libraries after the
/// checks above have read the whole package (the other modules are untouched by the scaffold and built
/// by `swift test` at the root). Not covered here: the iOS type-check of the new view controllers and
/// wireframes, which needs an iPhoneOS SDK that CI does not have (run `Scripts/ios-typecheck/run
/// --target TestApp --target Estados` by hand on such a copy). No network: the root package's one
/// remote dependency is resolved from the copy SwiftPM already fetched for this checkout.
/// `Scripts/new_module.py NAME` como lo usan sus usuarios, para dos apps a la vez en UNA copia: los
/// chequeos pasan y las pruebas de las dos bibliotecas nuevas se compilan y se EJECUTAN en una sola
/// carpeta de compilación (el paquete de la copia se reduce a AppCore y a las dos bibliotecas nuevas
/// para que CI sea rápido). El type-check iOS necesita un SDK que CI no tiene: se corre a mano. Sin red.
final class NewModuleEndToEndTests: XCTestCase {
    private static let propertyBasedURL = "https://github.com/x-sheep/swift-property-based.git"
    /// (module, app) scaffolded into the copy. / (módulo, app) que se generan en la copia.
    private static let scaffolded = [("Weather", "TestApp"), ("Capitals", "Estados")]

    func testModulesScaffoldedForTestAppAndEstadosPassEveryCheckAndTheirTestsRun() throws {
        let source = TestPaths.repositoryRoot
        let mirror = try localPropertyBased(in: source)
        let scratch = try TemporaryDirectory()
        let copy = scratch.url.appendingPathComponent("repo")
        try Shell.copyTrackedFiles(of: source, to: copy)

        for (name, app) in Self.scaffolded {
            let scaffold = try Shell.run(["python3", "Scripts/new_module.py", name, "--app", app], in: copy)
            XCTAssertEqual(scaffold.status, 0, scaffold.output)
        }
        let generate = try Shell.run(["python3", "Scripts/generate_xcodeproj.py"], in: copy)
        XCTAssertEqual(generate.status, 0, generate.output)

        // Each library is a target of the package, and its app links a product the package has.
        // Cada biblioteca es un target del paquete y su app enlaza un producto que el paquete tiene.
        let manifest = try String(contentsOf: copy.appendingPathComponent("Package.swift"), encoding: .utf8)
        let project = try String(
            contentsOf: copy.appendingPathComponent("Apps/MexicoApps.xcodeproj/project.pbxproj"), encoding: .utf8)
        for (name, app) in Self.scaffolded {
            XCTAssertTrue(manifest.contains(#"Module(name: "\#(name)Kit", dependencies: ["AppCore"]"#), manifest)
            XCTAssertTrue(project.contains("productName = \(name)Kit;"), "\(app) links \(name)Kit")
        }

        XCTAssertEqual(ProjectChecker().run(on: Repository(root: copy)).map(\.description), [])

        let written =
            ["Package.swift"]
            + Self.scaffolded.flatMap { name, app in
                [
                    "Sources/\(name)Kit", "Tests/\(name)KitTests", "Apps/\(app)/\(name)",
                    "Apps/\(app)/AccessibilityIdentifiers.swift",
                ]
            }
        let lint = try Shell.run(["swift", "format", "lint", "--strict", "-r"] + written, in: copy)
        XCTAssertEqual(lint.status, 0, lint.output)

        let configure = try Shell.run(
            ["swift", "package", "config", "set-mirror", "--original", Self.propertyBasedURL, "--mirror", mirror.path],
            in: copy)
        XCTAssertEqual(configure.status, 0, configure.output)
        let libraries = ["AppCore"] + Self.scaffolded.map { "\($0.0)Kit" }
        try Data(try Self.keepingOnly(libraries, in: manifest).utf8).write(
            to: copy.appendingPathComponent("Package.swift"))
        let build = try Shell.run(["swift", "build", "--build-tests"], in: copy)
        XCTAssertEqual(build.status, 0, "swift build --build-tests\n" + build.output)
        let filter = Self.scaffolded.map { "\($0.0)KitTests" }.joined(separator: "|")
        let test = try Shell.run(["swift", "test", "--skip-build", "--filter", filter], in: copy)
        XCTAssertEqual(test.status, 0, "swift test --filter \(filter)\n" + test.output)
        // Two tests per module, all run and passed (not an empty filter). / Dos pruebas por módulo, todas pasan.
        XCTAssertTrue(test.output.contains("Test run with 4 tests"), test.output)
        for (name, _) in Self.scaffolded {
            XCTAssertTrue(test.output.contains("Suite \(name)PresenterTests passed"), test.output)
        }
    }

    /// `manifest` with its `let modules: [Module] = [ … ]` list cut to the one-line entries of `names`
    /// (each must be there once).
    /// El manifiesto con la lista `modules` reducida a las entradas de una línea de `names`.
    static func keepingOnly(_ names: [String], in manifest: String) throws -> String {
        let lines = manifest.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "let modules: [Module] = ["),
            let end = lines[start...].firstIndex(of: "]")
        else { throw Shell.Failure("Package.swift has no `let modules: [Module] = [` list") }
        let kept = lines[(start + 1)..<end].filter { line in
            line.hasSuffix("),") && names.contains { line.hasPrefix("    Module(name: \"\($0)\"") }
        }
        guard kept.count == names.count else {
            throw Shell.Failure("Package.swift's modules list has not one line for each of \(names): \(kept)")
        }
        return (lines[...start] + kept + lines[end...]).joined(separator: "\n")
    }

    /// SwiftPM's own clone of swift-property-based for this checkout (made by the root package's first
    /// `swift build` or `swift test`, which `.ci/run` runs before the tools' tests); without one the test
    /// skips, or fails when the `CI` environment variable is set (CI must run it).
    /// El clon de swift-property-based que SwiftPM ya hizo; sin él, se omite la prueba (en CI, falla).
    private func localPropertyBased(in root: URL) throws -> URL {
        let repositories = root.appendingPathComponent(".build/repositories")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: repositories.path)) ?? []
        guard let name = names.sorted().first(where: { $0.hasPrefix("swift-property-based-") }) else {
            let reason =
                "no local clone of swift-property-based in .build/repositories: run `swift build` at the root first "
                + "(this test never fetches from the network)"
            guard ProcessInfo.processInfo.environment["CI"] == nil else { throw Shell.Failure(reason) }
            throw XCTSkip(reason)
        }
        return repositories.appendingPathComponent(name)
    }
}

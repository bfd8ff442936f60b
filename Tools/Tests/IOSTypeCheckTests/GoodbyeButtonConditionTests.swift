import Foundation
import IOSTypeCheck
import ProjectChecks
import ToolsTestSupport
import XCTest

/// Estados' "Adiós" setting, `ESTADOS_GOODBYE_BUTTON` in `Config/Estados.xcconfig`, as Xcode and the iOS
/// type-check evaluate the real project's settings: `suspend` defines the Swift compilation condition
/// `ESTADOS_GOODBYE_SUSPEND`; `hidden` or a typo defines nothing, so the private `suspend` selector, which
/// appears only inside that condition, is compiled out. Whichever value is committed.
/// El ajuste de "Adiós" evaluado como lo hacen Xcode y el type-check: `suspend` define la condición
/// `ESTADOS_GOODBYE_SUSPEND`; `hidden` o una errata no definen nada y el selector privado no se compila.
final class GoodbyeButtonConditionTests: XCTestCase {
    private static let setting = "ESTADOS_GOODBYE_BUTTON"

    /// The Debug conditions (`-D` flags) of `target` with the setting's line set to `value`, read from a
    /// copy of the repository's project file and `Config/`.
    /// Las condiciones de Debug del target con el ajuste en `value`, en una copia del proyecto y `Config/`.
    private func conditions(_ target: String, goodbye value: String, xcode: String) throws -> [String] {
        let scratch = try TemporaryDirectory()
        let configs = try FileManager.default.contentsOfDirectory(
            atPath: TestPaths.repositoryRoot.appendingPathComponent("Config").path
        ).filter { $0.hasSuffix(".xcconfig") }.map { "Config/\($0)" }
        try Shell.copy(["Apps/MexicoApps.xcodeproj/project.pbxproj"] + configs, to: scratch.url)
        let estados = scratch.url.appendingPathComponent("Config/Estados.xcconfig")
        let text = try String(contentsOf: estados, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        XCTAssertEqual(lines.filter { $0.hasPrefix(Self.setting + " = ") }.count, 1, "one line decides")
        let edited = lines.map { $0.hasPrefix(Self.setting + " = ") ? "\(Self.setting) = \(value)" : $0 }
        try Data(edited.joined(separator: "\n").utf8).write(to: estados)
        let project = try XcodeProject(
            pbxproj: scratch.url.appendingPathComponent("Apps/MexicoApps.xcodeproj/project.pbxproj"))
        let checked = try XCTUnwrap(
            try CheckedTarget.all(in: project, xcodeMajor: xcode).first { $0.name == target }, target)
        return try checked.conditions()
    }

    func testOnlySuspendDefinesTheConditionThatCompilesThePrivateCall() throws {
        for xcode in ["16", "27"] {
            for target in ["Estados", "EstadosTests"] {
                XCTAssertEqual(
                    try conditions(target, goodbye: "suspend", xcode: xcode), ["-DDEBUG", "-DESTADOS_GOODBYE_SUSPEND"],
                    "\(target), Xcode \(xcode)")
                for value in ["hidden", "suspnd", ""] {
                    XCTAssertEqual(
                        try conditions(target, goodbye: value, xcode: xcode), ["-DDEBUG"],
                        "\(target), Xcode \(xcode), \(value)")
                }
            }
        }
        XCTAssertEqual(try conditions("TestApp", goodbye: "suspend", xcode: "16"), ["-DDEBUG"], "Estados only")
    }

    /// Every use of the private selector in the apps' code sits inside `#if ESTADOS_GOODBYE_SUSPEND`.
    /// Cada uso del selector privado en el código de las apps está dentro de `#if ESTADOS_GOODBYE_SUSPEND`.
    func testThePrivateSelectorAppearsOnlyInsideTheCondition() throws {
        let apps = TestPaths.repositoryRoot.appendingPathComponent("Apps")
        let files = try XCTUnwrap(FileManager.default.subpaths(atPath: apps.path)).filter { $0.hasSuffix(".swift") }
        var uses = 0
        for file in files {
            var open: [String] = []
            for line in try String(contentsOf: apps.appendingPathComponent(file), encoding: .utf8)
                .components(separatedBy: "\n").map({ $0.trimmingCharacters(in: .whitespaces) })
            {
                if line.hasPrefix("#if ") { open.append(line) }
                if line.hasPrefix("#endif") { open.removeLast() }
                guard line.contains("#selector(NSXPCConnection.suspend)") else { continue }
                uses += 1
                XCTAssertEqual(open, ["#if ESTADOS_GOODBYE_SUSPEND"], file)
            }
        }
        XCTAssertEqual(uses, 1, "the one call in EstadosViewController.suspendApp")
    }
}

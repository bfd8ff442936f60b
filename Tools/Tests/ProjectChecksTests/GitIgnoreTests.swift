import Foundation
import ToolsTestSupport
import XCTest

/// The app's `Package.resolved` can be tracked even where git ignores every `Package.resolved` through a
/// global or system excludes file (this machine's git does): the repository's `.gitignore` negates it,
/// and a `.gitignore` pattern outranks `core.excludesFile`. The packages' own pins stay ignored.
/// El `Package.resolved` de la app se puede versionar aunque un archivo de exclusión global ignore todos.
final class GitIgnoreTests: XCTestCase {
    private static let appPins = "Apps/MexicoApps.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"

    func testTheAppsPackageResolvedIsTrackableDespiteASystemExcludesFile() throws {
        let folder = try TemporaryDirectory()
        let repository = folder.url.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: TestPaths.repositoryRoot.appendingPathComponent(".gitignore"),
            to: repository.appendingPathComponent(".gitignore"))
        let excludes = folder.url.appendingPathComponent("system-excludes")
        try Data("Package.resolved\n".utf8).write(to: excludes)
        guard try git(["init", "-q"], in: repository, home: folder.url).status == 0 else {
            throw XCTSkip("git is not installed")
        }
        try git(["config", "core.excludesFile", excludes.path], in: repository, home: folder.url)

        // `git check-ignore` exits 0 for an ignored path, 1 for one git would track.
        // `git check-ignore` sale con 0 si la ruta se ignora y con 1 si git la seguiría.
        func ignored(_ path: String) throws -> Bool {
            let result = try git(["check-ignore", "-q", path], in: repository, home: folder.url)
            XCTAssertTrue([0, 1].contains(result.status), "git check-ignore \(path): \(result.output)")
            return result.status == 0
        }
        XCTAssertTrue(try ignored("Elsewhere/Package.resolved"), "the excludes file is in force")
        XCTAssertTrue(try ignored("Package.resolved"), "the root package's pins stay local")
        XCTAssertTrue(try ignored("Tools/Package.resolved"), "the tools package's pins stay local")
        XCTAssertFalse(try ignored(Self.appPins), "the app's pins can be committed")
    }

    @discardableResult
    private func git(_ arguments: [String], in folder: URL, home: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        // No system or user configuration of this machine: only what the test sets.
        // Ninguna configuración del sistema ni del usuario: solo la que fija la prueba.
        process.environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": home.path,
            "GIT_CONFIG_NOSYSTEM": "1", "XDG_CONFIG_HOME": home.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

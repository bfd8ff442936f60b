import Foundation
import ToolsTestSupport
import XCTest

/// Every `Package.resolved` stays out of git — the root and Tools packages' and the app's, which Xcode writes
/// on the first open (docs/xcode.md: its pins cannot all be verified yet) — with or without a global excludes
/// file, so a first open leaves `git status` clean and `Scripts/release` works.
/// Ningún `Package.resolved` entra en git, tampoco el de la app que Xcode escribe al abrir el proyecto:
/// abrirlo deja `git status` limpio y `Scripts/release` funciona.
final class GitIgnoreTests: XCTestCase {
    private static let appPins = "Apps/MexicoApps.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"

    /// What Xcode (any version), `xcodebuild` and `Scripts/run-ios` write in a clone on the first open and
    /// run; the contents differ by Xcode version, so any text stands for them.
    /// Lo que escriben Xcode, `xcodebuild` y `Scripts/run-ios` al abrir y ejecutar por primera vez.
    private static let firstOpenFiles = [
        appPins,
        "Apps/MexicoApps.xcodeproj/project.xcworkspace/xcuserdata/tester.xcuserdatad/UserInterfaceState.xcuserstate",
        "Apps/MexicoApps.xcodeproj/xcuserdata/tester.xcuserdatad/xcschemes/xcschememanagement.plist",
        ".build-ios/logs/Estados.log",
    ]

    func testEveryPackageResolvedIsIgnoredWithOrWithoutAnExcludesFile() throws {
        let folder = try TemporaryDirectory()
        let repository = folder.url.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: TestPaths.repositoryRoot.appendingPathComponent(".gitignore"),
            to: repository.appendingPathComponent(".gitignore"))
        guard try git(["init", "-q"], in: repository, home: folder.url).status == 0 else {
            throw XCTSkip("git is not installed")
        }
        // `git check-ignore` exits 0 for an ignored path, 1 for one git would track.
        // `git check-ignore` sale con 0 si la ruta se ignora y con 1 si git la seguiría.
        func ignored(_ path: String) throws -> Bool {
            let result = try git(["check-ignore", "-q", path], in: repository, home: folder.url)
            XCTAssertTrue([0, 1].contains(result.status), "git check-ignore \(path): \(result.output)")
            return result.status == 0
        }
        func assertEveryPinFileIgnored(_ context: String) throws {
            XCTAssertTrue(try ignored("Package.resolved"), "the root package's pins stay local (\(context))")
            XCTAssertTrue(try ignored("Tools/Package.resolved"), "the tools package's pins stay local (\(context))")
            XCTAssertTrue(try ignored(Self.appPins), "the app's pins stay local (\(context))")
        }
        try assertEveryPinFileIgnored("no excludes file")
        let excludes = folder.url.appendingPathComponent("system-excludes")
        try Data("Package.resolved\n".utf8).write(to: excludes)
        try git(["config", "core.excludesFile", excludes.path], in: repository, home: folder.url)
        XCTAssertTrue(try ignored("Elsewhere/Package.resolved"), "the excludes file is in force")
        try assertEveryPinFileIgnored("with an excludes file")
    }

    /// A scratch repository made of this repository's tracked files (main and develop), where the first open
    /// is simulated: `git status --porcelain` stays empty and `Scripts/release` releases twice in a row (its
    /// tests and checks replaced by `true`: `ReleaseScriptTests` covers them).
    /// Un repositorio de prueba con los archivos versionados: tras simular la primera apertura `git status`
    /// queda vacío y `Scripts/release` publica dos versiones seguidas.
    func testAFirstOpenLeavesTheTreeCleanAndTwoReleasesWork() throws {
        let folder = try TemporaryDirectory()
        let repository = folder.url.appendingPathComponent("repo")
        try Shell.copyTrackedFiles(to: repository)
        for arguments in [
            ["init", "-q"], ["symbolic-ref", "HEAD", "refs/heads/main"], ["add", "-A"],
            ["commit", "-q", "-m", "The repository"], ["checkout", "-q", "-b", "develop"],
        ] {
            let result = try git(arguments, in: repository, home: folder.url)
            XCTAssertEqual(result.status, 0, "git \(arguments.joined(separator: " ")): \(result.output)")
        }
        for path in Self.firstOpenFiles {
            let url = repository.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{ \"pins\" : [ ], \"version\" : 3 }\n".utf8).write(to: url)
        }
        XCTAssertEqual(try git(["status", "--porcelain"], in: repository, home: folder.url).output, "")

        for version in ["900.0", "900.1"] {
            try addNote("- Release test \(version).", in: repository, home: folder.url)
            let settings = Self.gitEnvironment(home: folder.url).merging([
                "RELEASE_TEST_COMMAND": "true", "RELEASE_CHECK_COMMAND": "true", "RELEASE_DATE": "2026-11-28",
            ]) { _, new in new }
            let release = try Shell.run(
                ["env"] + settings.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                    + ["Scripts/release", version], in: repository)
            XCTAssertEqual(release.status, 0, "Scripts/release \(version): \(release.output)")
            XCTAssertEqual(
                try git(["describe", "--tags", "--exact-match", "main"], in: repository, home: folder.url).output,
                "v\(version)\n")
            XCTAssertEqual(try git(["status", "--porcelain"], in: repository, home: folder.url).output, "")
        }
    }

    /// Commits one note under `## [Unreleased]` of the scratch repository's changelog.
    /// Confirma una nota bajo `## [Unreleased]` del changelog del repositorio de prueba.
    private func addNote(_ note: String, in repository: URL, home: URL) throws {
        let changelog = repository.appendingPathComponent("CHANGELOG.md")
        let text = try String(contentsOf: changelog, encoding: .utf8)
        let heading = "## [Unreleased]\n"
        XCTAssertTrue(text.contains(heading))
        try Data(text.replacingOccurrences(of: heading, with: heading + "\n### Added\n" + note + "\n").utf8)
            .write(to: changelog)
        let commit = try git(["commit", "-q", "-am", note], in: repository, home: home)
        XCTAssertEqual(commit.status, 0, commit.output)
    }

    @discardableResult
    private func git(_ arguments: [String], in folder: URL, home: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        // No system or user configuration of this machine: only what the test sets.
        // Ninguna configuración del sistema ni del usuario: solo la que fija la prueba.
        process.environment = Self.gitEnvironment(home: home)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private static func gitEnvironment(home: URL) -> [String: String] {
        [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": home.path,
            "GIT_CONFIG_NOSYSTEM": "1", "XDG_CONFIG_HOME": home.path, "GIT_AUTHOR_NAME": "Release Test",
            "GIT_AUTHOR_EMAIL": "release@example.com", "GIT_COMMITTER_NAME": "Release Test",
            "GIT_COMMITTER_EMAIL": "release@example.com",
        ]
    }
}

import Foundation
import XCTest

/// `Scripts/release X.Y` in a temporary git repository, with `swift test` and `./Scripts/check`
/// replaced (environment variables) by commands that record that they ran.
/// `Scripts/release X.Y` en un repositorio git temporal, con las comprobaciones sustituidas.
final class ReleaseScriptTests: XCTestCase {
    private static let changelog = """
        # Changelog

        ## [Unreleased]

        ### Fixed
        - The map no longer flickers.

        ## [1.0] - 2026-01-10

        ### Added
        - Estados.

        """

    private static let passing = [
        "RELEASE_TEST_COMMAND": #"echo tests >> "$CALL_LOG""#,
        "RELEASE_CHECK_COMMAND": #"echo checks >> "$CALL_LOG""#,
        "RELEASE_DATE": "2026-11-23",
    ]

    private static let versionFile = """
        // Versions / Versiones
        MARKETING_VERSION = 1.0
        CURRENT_PROJECT_VERSION = 7

        """

    /// A repository whose main has one commit tagged v1.0 (changelog above, `Config/Version.xcconfig`), and a
    /// `develop` made from it with one feature merged, checked out.
    /// Un repositorio: main con un commit etiquetado v1.0 y `develop` con una feature, en develop.
    private func repository(changelog: String = changelog) throws -> ScriptSandbox {
        let sandbox = try ScriptSandbox(script: "release")
        guard sandbox.hasTool("git") else { throw XCTSkip("git is not installed") }
        try sandbox.write("CHANGELOG.md", changelog)
        try sandbox.write("Config/Version.xcconfig", Self.versionFile)
        try git(sandbox, "init", "-q")
        try git(sandbox, "symbolic-ref", "HEAD", "refs/heads/main")
        try git(sandbox, "config", "user.name", "Release Test")
        try git(sandbox, "config", "user.email", "release@example.com")
        try git(sandbox, "config", "commit.gpgsign", "false")
        try git(sandbox, "config", "tag.gpgsign", "false")
        try git(sandbox, "add", ".")
        try git(sandbox, "commit", "-q", "-m", "Estados")
        try git(sandbox, "tag", "-a", "v1.0", "-m", "Version 1.0")
        try git(sandbox, "checkout", "-q", "-b", "develop")
        try sandbox.write("map.txt", "no flicker\n")
        try git(sandbox, "add", ".")
        try git(sandbox, "commit", "-q", "-m", "Map without flicker")
        return sandbox
    }

    /// Runs git in the sandbox and returns its trimmed output. / Ejecuta git en el sandbox.
    @discardableResult
    private func git(_ sandbox: ScriptSandbox, input: Data? = nil, _ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = sandbox.tools.appendingPathComponent("git")
        process.arguments = arguments
        process.currentDirectoryURL = sandbox.root
        process.environment = ["HOME": sandbox.folder.url.path, "GIT_CONFIG_NOSYSTEM": "1", "PATH": sandbox.tools.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        let stdin = Pipe()
        if input != nil { process.standardInput = stdin }
        try process.run()
        if let input {
            stdin.fileHandleForWriting.write(input)
            try stdin.fileHandleForWriting.close()
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments.joined(separator: " "))")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func release(_ sandbox: ScriptSandbox, _ arguments: [String], _ environment: [String: String] = passing)
        throws -> ScriptSandbox.Result
    {
        try sandbox.run(
            "release", arguments, environment: environment.merging(["GIT_CONFIG_NOSYSTEM": "1"]) { a, _ in a })
    }

    /// Nothing happened: same commit, same tags, changelog untouched, no check ran (or only `ran`).
    /// No pasó nada: mismo commit, mismas etiquetas, changelog intacto.
    private func assertNothingReleased(
        _ sandbox: ScriptSandbox, head: String, checksRan: [[String]] = [], file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        XCTAssertEqual(try git(sandbox, "rev-parse", "HEAD"), head, file: file, line: line)
        XCTAssertEqual(try git(sandbox, "tag", "--list"), "v1.0", file: file, line: line)
        XCTAssertEqual(sandbox.calls(), checksRan, file: file, line: line)
    }

    func testReleaseBumpsTheVersionOnDevelopAndMergesItIntoMainAsTheTaggedReleaseCommit() throws {
        let sandbox = try repository()
        let developBefore = try git(sandbox, "rev-parse", "develop")
        let mainBefore = try git(sandbox, "rev-parse", "main")
        let result = try release(sandbox, ["1.1"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(sandbox.calls(), [["tests"], ["checks"]], "each check runs once, tests first")
        XCTAssertEqual(
            try sandbox.read("CHANGELOG.md"),
            """
            # Changelog

            ## [Unreleased]

            ## [1.1] - 2026-11-23

            ### Fixed
            - The map no longer flickers.

            ## [1.0] - 2026-01-10

            ### Added
            - Estados.

            """)
        // One place of the version: the marketing version is X.Y, the build number goes up by one.
        // Un solo lugar de la versión: la versión es X.Y y el número de compilación sube en uno.
        XCTAssertEqual(
            try sandbox.read("Config/Version.xcconfig"),
            Self.versionFile.replacingOccurrences(of: "= 1.0", with: "= 1.1").replacingOccurrences(
                of: "= 7", with: "= 8"))
        // develop got one commit with the version and the notes. / develop recibió un commit.
        let versionCommit = try git(sandbox, "rev-parse", "main^2")
        XCTAssertEqual(try git(sandbox, "rev-parse", "main^2~1"), developBefore)
        XCTAssertEqual(try git(sandbox, "log", "-1", "--format=%s", versionCommit), "Version 1.1 (build 8)")
        // main got the --no-ff merge of develop, named "Release X.Y".
        // main recibió el merge --no-ff de develop, llamado "Release X.Y".
        XCTAssertEqual(try git(sandbox, "log", "-1", "--format=%s", "main"), "Release 1.1")
        XCTAssertEqual(
            try git(sandbox, "log", "-1", "--format=%P", "main"), "\(mainBefore) \(versionCommit)",
            "a merge commit: main's old tip, then develop's version commit")
        // develop was fast-forwarded to the release and is checked out (GitFlow: develop contains main).
        // develop avanzó hasta la versión y queda activa (GitFlow: develop contiene main).
        XCTAssertEqual(try git(sandbox, "symbolic-ref", "--short", "HEAD"), "develop")
        XCTAssertEqual(try git(sandbox, "rev-parse", "develop"), try git(sandbox, "rev-parse", "main"))
        XCTAssertEqual(try git(sandbox, "status", "--porcelain"), "")
        XCTAssertEqual(try git(sandbox, "cat-file", "-t", "v1.1"), "tag", "annotated, not lightweight")
        XCTAssertEqual(try git(sandbox, "rev-parse", "v1.1^{commit}"), try git(sandbox, "rev-parse", "main"))
        let message = try git(sandbox, "tag", "--list", "--format=%(contents)", "v1.1")
        XCTAssertTrue(message.hasPrefix("Version 1.1 (2026-11-23)"), message)
        XCTAssertTrue(message.contains("- The map no longer flickers."), message)
        XCTAssertTrue(result.output.contains("tag v1.1"), result.output)
        XCTAssertTrue(result.output.contains("git push --follow-tags origin main develop"), result.output)
    }

    /// Commits a file and a note under "Unreleased" on the checked-out branch.
    /// Confirma un archivo y una nota bajo "Unreleased" en la rama activa.
    private func commitWork(_ sandbox: ScriptSandbox, file: String, note: String, subject: String) throws {
        try sandbox.write(file, subject + "\n")
        let changelog = try sandbox.read("CHANGELOG.md")
        try sandbox.write(
            "CHANGELOG.md", changelog.replacingOccurrences(of: "## [Unreleased]\n", with: "## [Unreleased]\n\n" + note))
        try git(sandbox, "add", ".")
        try git(sandbox, "commit", "-q", "-m", subject)
    }

    /// Develop right after a release is where the next one starts: the second release must not be refused
    /// because the first release's merge exists only on main (it was, before develop followed main).
    /// Develop tras una versión es donde empieza la siguiente: la segunda no debe rechazarse.
    func testTwoReleasesInARow() throws {
        let sandbox = try repository()
        let first = try release(sandbox, ["1.1"])
        XCTAssertEqual(first.status, 0, first.error)
        try git(sandbox, "checkout", "-q", "develop")
        try commitWork(sandbox, file: "rates.txt", note: "### Added\n- Live rates.\n", subject: "Live rates")
        let developBefore = try git(sandbox, "rev-parse", "develop")
        let firstRelease = try git(sandbox, "rev-parse", "main")

        let second = try release(sandbox, ["1.2"])
        XCTAssertEqual(second.status, 0, second.error)
        XCTAssertEqual(try git(sandbox, "log", "-1", "--format=%s", "main"), "Release 1.2")
        XCTAssertEqual(try git(sandbox, "rev-parse", "main^1"), firstRelease, "main's first parents: the releases")
        XCTAssertEqual(try git(sandbox, "rev-parse", "main^2~1"), developBefore)
        XCTAssertEqual(try git(sandbox, "rev-parse", "v1.2^{commit}"), try git(sandbox, "rev-parse", "main"))
        XCTAssertEqual(try git(sandbox, "tag", "--list"), "v1.0\nv1.1\nv1.2")
        XCTAssertEqual(
            try git(sandbox, "log", "--first-parent", "--format=%s", "main"), "Release 1.2\nRelease 1.1\nEstados")
        let changelog = try git(sandbox, "show", "main:CHANGELOG.md")
        XCTAssertTrue(
            changelog.contains("## [Unreleased]\n\n## [1.2] - 2026-11-23\n\n### Added\n- Live rates.\n\n## [1.1]"),
            changelog)
        XCTAssertTrue(try sandbox.read("Config/Version.xcconfig").contains("CURRENT_PROJECT_VERSION = 9"))
        XCTAssertEqual(sandbox.calls(), [["tests"], ["checks"], ["tests"], ["checks"]])
    }

    /// A hotfix (GitFlow): a hotfix/<name> branch from main is released into main and merged back into
    /// develop, whose own unreleased notes stay unreleased; then develop's next release works.
    /// Un hotfix: una rama hotfix/<nombre> desde main se publica en main y vuelve a develop.
    func testAHotfixIsReleasedIntoMainAndReachesDevelop() throws {
        let sandbox = try repository()
        XCTAssertEqual(try release(sandbox, ["1.1"]).status, 0)
        try git(sandbox, "checkout", "-q", "develop")
        try commitWork(sandbox, file: "rates.txt", note: "### Added\n- Live rates.\n", subject: "Live rates")
        try git(sandbox, "checkout", "-q", "-b", "hotfix/launch-crash", "main")
        try commitWork(sandbox, file: "crash.txt", note: "### Fixed\n- No crash at launch.\n", subject: "Crash")
        let hotfixTip = try git(sandbox, "rev-parse", "HEAD")
        let firstRelease = try git(sandbox, "rev-parse", "main")

        let hotfix = try release(sandbox, ["1.2"])
        XCTAssertEqual(hotfix.status, 0, hotfix.error)
        XCTAssertEqual(try git(sandbox, "log", "-1", "--format=%s", "main"), "Release 1.2")
        XCTAssertEqual(try git(sandbox, "rev-parse", "main^1"), firstRelease)
        XCTAssertEqual(try git(sandbox, "rev-parse", "main^2~1"), hotfixTip)
        XCTAssertEqual(try git(sandbox, "rev-parse", "v1.2^{commit}"), try git(sandbox, "rev-parse", "main"))
        XCTAssertFalse(try git(sandbox, "show", "main:CHANGELOG.md").contains("Live rates"), "develop's work stays out")
        // develop contains main, keeps its unreleased note, and lists the hotfix's version below it.
        // develop contiene main, conserva su nota sin publicar y lista la versión del hotfix debajo.
        XCTAssertEqual(try git(sandbox, "symbolic-ref", "--short", "HEAD"), "develop")
        XCTAssertEqual(try git(sandbox, "status", "--porcelain"), "")
        XCTAssertEqual(try git(sandbox, "merge-base", "main", "develop"), try git(sandbox, "rev-parse", "main"))
        XCTAssertEqual(try sandbox.read("crash.txt"), "Crash\n")
        XCTAssertEqual(
            try sandbox.read("CHANGELOG.md"),
            """
            # Changelog

            ## [Unreleased]

            ### Added
            - Live rates.

            ## [1.2] - 2026-11-23

            ### Fixed
            - No crash at launch.

            ## [1.1] - 2026-11-23

            ### Fixed
            - The map no longer flickers.

            ## [1.0] - 2026-01-10

            ### Added
            - Estados.

            """)
        XCTAssertEqual(
            try sandbox.read("Config/Version.xcconfig"),
            Self.versionFile.replacingOccurrences(of: "= 1.0", with: "= 1.2").replacingOccurrences(
                of: "= 7", with: "= 9"))
        XCTAssertTrue(hotfix.output.contains("git branch -d hotfix/launch-crash"), hotfix.output)

        // The next release from develop is not refused and carries develop's note.
        // La siguiente versión desde develop no se rechaza y lleva la nota de develop.
        let next = try release(sandbox, ["1.3"])
        XCTAssertEqual(next.status, 0, next.error)
        let changelog = try git(sandbox, "show", "main:CHANGELOG.md")
        XCTAssertTrue(changelog.contains("## [1.3] - 2026-11-23\n\n### Added\n- Live rates.\n\n## [1.2]"), changelog)
        XCTAssertTrue(try sandbox.read("Config/Version.xcconfig").contains("CURRENT_PROJECT_VERSION = 10"))
    }

    /// A release whose Estados would call the private `suspend` (the committed setting) says so and is
    /// still made; with `hidden`, or a commented-out `suspend`, nothing is said.
    /// Una versión cuyo Estados llamaría al `suspend` privado lo avisa y se publica igual; con `hidden`, no.
    func testWarnsWhenEstadosWouldCarryThePrivateSuspendCall() throws {
        let sandbox = try repository()
        let warning = "warning: Config/Estados.xcconfig sets ESTADOS_GOODBYE_BUTTON = suspend"
        try sandbox.write("Config/Estados.xcconfig", "// Adiós\nESTADOS_GOODBYE_BUTTON = suspend\n")
        try git(sandbox, "add", ".")
        try git(sandbox, "commit", "-q", "-m", "Adiós suspends")
        let first = try release(sandbox, ["1.1"])
        XCTAssertEqual(first.status, 0, first.error)
        XCTAssertTrue(first.error.contains(warning + ": an Estados archive of 1.1"), first.error)

        try git(sandbox, "checkout", "-q", "develop")
        try sandbox.write(
            "Config/Estados.xcconfig", "// ESTADOS_GOODBYE_BUTTON = suspend\nESTADOS_GOODBYE_BUTTON = hidden\n")
        try commitWork(sandbox, file: "goodbye.txt", note: "### Changed\n- No Adiós.\n", subject: "Adiós hidden")
        let second = try release(sandbox, ["1.2"])
        XCTAssertEqual(second.status, 0, second.error)
        XCTAssertFalse(second.error.contains("warning"), second.error)
    }

    func testRefusesOffDevelop() throws {
        let sandbox = try repository()
        try git(sandbox, "checkout", "-q", "main")
        let head = try git(sandbox, "rev-parse", "HEAD")
        let result = try release(sandbox, ["1.1"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.error.contains("releases are made from develop"), result.error)
        XCTAssertTrue(result.error.contains("but this is main"), result.error)
        try assertNothingReleased(sandbox, head: head)
    }

    func testRefusesWhenMainHasCommitsDevelopLacks() throws {
        let sandbox = try repository()
        try git(sandbox, "checkout", "-q", "main")
        try sandbox.write("hotfix.txt", "fix\n")
        try git(sandbox, "add", ".")
        try git(sandbox, "commit", "-q", "-m", "Hotfix")
        let mainHead = try git(sandbox, "rev-parse", "main")
        try git(sandbox, "checkout", "-q", "develop")
        let head = try git(sandbox, "rev-parse", "HEAD")
        let result = try release(sandbox, ["1.1"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.error.contains("develop does not contain main"), result.error)
        try assertNothingReleased(sandbox, head: head)
        XCTAssertEqual(try git(sandbox, "rev-parse", "main"), mainHead)
    }

    func testRefusesWithoutTheVersionLines() throws {
        let sandbox = try repository()
        try sandbox.write("Config/Version.xcconfig", "MARKETING_VERSION = 1.0\n")
        try git(sandbox, "commit", "-q", "-am", "No build number")
        let head = try git(sandbox, "rev-parse", "HEAD")
        let result = try release(sandbox, ["1.1"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.error.contains("no line \"CURRENT_PROJECT_VERSION = <number>\""), result.error)
        try assertNothingReleased(sandbox, head: head)
    }

    /// A mirror that lost the tags: `--retag` recreates each changelog version's tag on its "Release X.Y"
    /// commit, keeps the tags that exist, skips versions with no release commit, and is idempotent.
    /// Un espejo que perdió las etiquetas: `--retag` las recrea sobre los commits "Release X.Y".
    func testRetagRecreatesLostTagsFromTheReleaseCommits() throws {
        let sandbox = try repository(
            changelog: Self.changelog + "## [0.9] - 2025-12-01\n\n- Reconstructed, never released.\n")
        XCTAssertEqual(try release(sandbox, ["1.1"]).status, 0)
        let releaseCommit = try git(sandbox, "rev-parse", "main")
        try git(sandbox, "tag", "-d", "v1.1")
        try git(sandbox, "checkout", "-q", "develop")

        let result = try release(sandbox, ["--retag"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.contains("created: v1.1"), result.output)
        XCTAssertTrue(result.output.contains("kept:    v1.0"), result.output)
        XCTAssertTrue(result.output.contains("skipped: v0.9"), result.output)
        XCTAssertEqual(try git(sandbox, "cat-file", "-t", "v1.1"), "tag", "annotated, not lightweight")
        XCTAssertEqual(try git(sandbox, "rev-parse", "v1.1^{commit}"), releaseCommit)
        let message = try git(sandbox, "tag", "--list", "--format=%(contents)", "v1.1")
        XCTAssertTrue(message.hasPrefix("Version 1.1 (2026-11-23)"), message)
        XCTAssertTrue(message.contains("- The map no longer flickers."), message)
        XCTAssertEqual(try git(sandbox, "tag", "--list"), "v1.0\nv1.1")

        let again = try release(sandbox, ["--retag"])
        XCTAssertEqual(again.status, 0, again.error)
        XCTAssertTrue(again.output.contains("kept:    v1.1"), again.output)
        XCTAssertFalse(again.output.contains("created:"), again.output)
    }

    /// A real history is long: the release commit found, `git log` is cut off mid-write (SIGPIPE), and
    /// with `pipefail` that must not end the script silently (it did, once 0.9 had 64 KiB of older log).
    /// Un historial real es largo: cortar `git log` al encontrar el commit no debe terminar el script.
    func testRetagFindsAReleaseCommitAboveALongHistory() throws {
        let sandbox = try ScriptSandbox(script: "release")
        guard sandbox.hasTool("git") else { throw XCTSkip("git is not installed") }
        try git(sandbox, "init", "-q")
        try git(sandbox, "symbolic-ref", "HEAD", "refs/heads/main")
        try git(sandbox, "config", "user.name", "Release Test")
        try git(sandbox, "config", "user.email", "release@example.com")
        try git(sandbox, "config", "tag.gpgsign", "false")
        // 3,000 older commits in one fast-import stream (~170 KiB of `git log` lines below the release).
        // 3.000 commits anteriores en un solo flujo de fast-import.
        var stream = ""
        for index in 1...3_000 {
            let message = "Older work number \(index) on the way to the first release"
            stream +=
                "commit refs/heads/main\ncommitter Release Test <release@example.com> \(1_700_000_000 + index) +0000\n"
            stream += "data \(message.utf8.count)\n\(message)\n"
            stream += "\n"
        }
        try git(sandbox, input: Data(stream.utf8), "fast-import", "--quiet")
        try git(sandbox, "reset", "-q", "--hard", "main")
        try sandbox.write("CHANGELOG.md", "# Changelog\n\n## [Unreleased]\n\n## [0.9] - 2026-11-23\n\n- First.\n")
        try git(sandbox, "add", "CHANGELOG.md")
        try git(sandbox, "commit", "-q", "-m", "Release 0.9")

        let result = try release(sandbox, ["--retag"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.contains("created: v0.9"), result.output)
        XCTAssertEqual(try git(sandbox, "tag", "--list"), "v0.9")
    }

    func testRefusesDirtyTree() throws {
        let sandbox = try repository()
        let head = try git(sandbox, "rev-parse", "HEAD")
        try sandbox.write("notes.txt", "draft\n")
        let result = try release(sandbox, ["1.1"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.error.contains("the working tree is not clean"), result.error)
        XCTAssertTrue(result.error.contains("untracked files"), result.error)
        XCTAssertTrue(result.error.contains("notes.txt"), result.error)
        XCTAssertTrue(result.error.contains("`git stash -u`"), "a plain git stash would leave it: \(result.error)")
        try assertNothingReleased(sandbox, head: head)
    }

    /// A changed tracked file is named; `git stash` is enough, so untracked files are not mentioned.
    /// Un archivo versionado cambiado se nombra; basta `git stash`.
    func testRefusesAChangedTrackedFileWithoutTheUntrackedHint() throws {
        let sandbox = try repository()
        let head = try git(sandbox, "rev-parse", "HEAD")
        try sandbox.write("map.txt", "flicker again\n")
        let result = try release(sandbox, ["1.1"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.error.contains("the working tree is not clean"), result.error)
        XCTAssertTrue(result.error.contains(" M map.txt"), result.error)
        XCTAssertFalse(result.error.contains("untracked"), result.error)
        try assertNothingReleased(sandbox, head: head)
    }

    func testRefusesMalformedVersions() throws {
        let sandbox = try repository()
        let head = try git(sandbox, "rev-parse", "HEAD")
        for version in ["1", "1.2.3", "v1.2", "1.x", "01.2", "1.2 ", ""] {
            let result = try release(sandbox, [version])
            XCTAssertEqual(result.status, 1, version)
            XCTAssertTrue(result.error.contains("is not a version X.Y"), "\(version): \(result.error)")
        }
        XCTAssertEqual(try release(sandbox, []).status, 1, "no version")
        try assertNothingReleased(sandbox, head: head)
    }

    func testRefusesAVersionThatIsNotNew() throws {
        let sandbox = try repository()
        let head = try git(sandbox, "rev-parse", "HEAD")
        let existing = try release(sandbox, ["1.0"])
        XCTAssertEqual(existing.status, 1)
        XCTAssertTrue(existing.error.contains("tag v1.0 already exists"), existing.error)
        let older = try release(sandbox, ["0.9"])
        XCTAssertEqual(older.status, 1)
        XCTAssertTrue(older.error.contains("version 0.9 is not newer than 1.0"), older.error)
        try assertNothingReleased(sandbox, head: head)
    }

    func testRefusesAVersionOnlyInTheChangelog() throws {
        let sandbox = try repository(changelog: Self.changelog + "## [1.2] - 2026-02-01\n\n- Untagged.\n")
        let head = try git(sandbox, "rev-parse", "HEAD")
        let result = try release(sandbox, ["1.2"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.error.contains("version 1.2 is not newer than 1.2"), result.error)
        try assertNothingReleased(sandbox, head: head)
    }

    func testRefusesWhenTestsFail() throws {
        let sandbox = try repository()
        let head = try git(sandbox, "rev-parse", "HEAD")
        var environment = Self.passing
        environment["RELEASE_TEST_COMMAND"] = #"echo tests >> "$CALL_LOG"; exit 3"#
        let result = try release(sandbox, ["1.1"], environment)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.error.contains("failed; nothing was released"), result.error)
        XCTAssertEqual(try sandbox.read("CHANGELOG.md"), Self.changelog)
        try assertNothingReleased(sandbox, head: head, checksRan: [["tests"]])
    }

    func testRefusesWhenProjectChecksFail() throws {
        let sandbox = try repository()
        let head = try git(sandbox, "rev-parse", "HEAD")
        var environment = Self.passing
        environment["RELEASE_CHECK_COMMAND"] = #"echo checks >> "$CALL_LOG"; false"#
        let result = try release(sandbox, ["1.1"], environment)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.error.contains("failed; nothing was released"), result.error)
        XCTAssertEqual(try sandbox.read("CHANGELOG.md"), Self.changelog)
        try assertNothingReleased(sandbox, head: head, checksRan: [["tests"], ["checks"]])
    }

    func testRefusesAnEmptyUnreleasedSection() throws {
        let empty = Self.changelog.replacingOccurrences(of: "### Fixed\n- The map no longer flickers.\n\n", with: "")
        let sandbox = try repository(changelog: empty)
        let head = try git(sandbox, "rev-parse", "HEAD")
        let result = try release(sandbox, ["1.1"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.error.contains("the \"Unreleased\" section of CHANGELOG.md is empty"), result.error)
        try assertNothingReleased(sandbox, head: head)
    }
}

import Foundation
import XCTest

/// `Scripts/bootstrap` (README's first Linux command) with stand-ins for `python3`, `apt-get`, `sudo` and
/// `swift`: what it installs on a fresh machine, what it keeps, what `--dry-run` prints without changing
/// anything, and its messages when Swift or apt-get is missing.
/// `Scripts/bootstrap` con sustitutos: qué instala en una máquina nueva, qué conserva y qué imprime `--dry-run`.
final class BootstrapScriptTests: XCTestCase {
    private static let install = ["install", "-y", "--no-install-recommends", "python3", "python3-venv"]
    private static let pip = [
        "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-r", "Scripts/layout/requirements.txt",
    ]

    /// A sandbox whose `python3` has venv unless `VENV_MISSING` is set; `python3 -m venv DIR` makes a
    /// `DIR/bin/python` that records its calls as `venv-python`. `swift --version` prints `swiftVersion`.
    /// Un sandbox cuyo python3 tiene venv salvo con `VENV_MISSING`; `swift --version` da `swiftVersion`.
    private func sandbox(swiftVersion: String = "Swift version 6.2 (swift-6.2-RELEASE)", aptGet: Bool = true) throws
        -> ScriptSandbox
    {
        let sandbox = try ScriptSandbox(script: "bootstrap")
        try sandbox.stub(
            "python3",
            #"""
            if [[ "$1" == "-c" ]]; then [[ -z "${VENV_MISSING:-}" ]]; exit; fi
            if [[ "$1 $2" == "-m venv" ]]; then
                dir="${!#}"; mkdir -p "$dir/bin"
                printf '#!/bin/bash\n{ printf venv-python; printf "|%%s" "$@"; printf "\\n"; } >> "$CALL_LOG"\n' > "$dir/bin/python"
                '\#(sandbox.tools.path)/python3' -c 'import os, sys; os.chmod(sys.argv[1], 0o755)' "$dir/bin/python"
            fi
            """#)
        try sandbox.stub("swift", "echo '\(swiftVersion)'")
        try sandbox.stub("sudo", #""$@""#)
        if aptGet { try sandbox.stub("apt-get") }
        return sandbox
    }

    func testAFreshDebianGetsVenvThenTheVirtualEnvironment() throws {
        let sandbox = try sandbox()
        let result = try sandbox.run("bootstrap", [], environment: ["VENV_MISSING": "1"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(sandbox.calls(of: "apt-get"), [["update"], Self.install])
        XCTAssertEqual(
            sandbox.calls(of: "python3").filter { $0.first == "-m" }, [["-m", "venv", "--clear", ".venv-ci"]])
        XCTAssertEqual(sandbox.calls(of: "venv-python").filter { $0.first == "-m" }, [Self.pip])
        XCTAssertTrue(result.output.contains("Swift 6.2: present"), result.output)
        XCTAssertTrue(result.output.contains("Ready: run .ci/run"), result.output)
    }

    func testAWorkingEnvironmentIsKeptAndNothingIsInstalled() throws {
        let sandbox = try sandbox()
        XCTAssertEqual(try sandbox.run("bootstrap", []).status, 0)
        let again = try sandbox.run("bootstrap", [])
        XCTAssertEqual(again.status, 0, again.error)
        XCTAssertTrue(again.output.contains(".venv-ci: present (kept)"), again.output)
        XCTAssertEqual(sandbox.calls(of: "apt-get"), [])
        XCTAssertEqual(sandbox.calls(of: "python3").filter { $0.first == "-m" }.count, 1, "made once")
        XCTAssertEqual(sandbox.calls(of: "venv-python").filter { $0.first == "-m" }, [Self.pip, Self.pip])
    }

    func testDryRunPrintsTheCommandsAndChangesNothing() throws {
        let sandbox = try sandbox()
        let result = try sandbox.run("bootstrap", ["--dry-run"], environment: ["VENV_MISSING": "1"])
        XCTAssertEqual(result.status, 0, result.error)
        for line in [
            "apt-get update", "apt-get " + Self.install.joined(separator: " "), "+ python3 -m venv --clear .venv-ci",
            "+ .venv-ci/bin/python " + Self.pip.joined(separator: " "), "(dry run: nothing was changed)",
        ] {
            XCTAssertTrue(result.output.contains(line), "\(line)\n\(result.output)")
        }
        XCTAssertEqual(sandbox.calls(of: "apt-get"), [])
        XCTAssertEqual(sandbox.calls(of: "python3").filter { $0.first == "-m" }, [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent(".venv-ci").path))
    }

    func testSwiftOlderThan61SaysWhereToGetOne() throws {
        let sandbox = try sandbox(swiftVersion: "Swift version 6.0.3 (swift-6.0.3-RELEASE)")
        let result = try sandbox.run("bootstrap", [])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.error.contains("Swift 6.0.3: the packages need a Swift 6.1 or newer"), result.error)
        XCTAssertTrue(result.error.contains("https://www.swift.org/install/linux/"), result.error)
    }

    func testNoVenvAndNoAptGetIsAClearError() throws {
        let sandbox = try sandbox(aptGet: false)
        let result = try sandbox.run("bootstrap", [], environment: ["VENV_MISSING": "1"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.error.contains("python3 with its venv module is missing"), result.error)
    }

    func testHelpAndUnknownArguments() throws {
        let sandbox = try sandbox()
        let help = try sandbox.run("bootstrap", ["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.error.contains("usage: Scripts/bootstrap [--dry-run]"), help.error)
        XCTAssertEqual(try sandbox.run("bootstrap", ["--force"]).status, 1)
        XCTAssertEqual(sandbox.calls(of: "apt-get"), [])
    }
}

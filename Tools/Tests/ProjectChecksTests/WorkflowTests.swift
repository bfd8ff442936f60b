import Foundation
import ToolsTestSupport
import XCTest

/// `.github/workflows/ci.yml`, parsed as YAML (PyYAML, run by the Python of `LAYOUT_PYTHON`, else `python3`;
/// `.ci/run` installs it with `Scripts/layout/requirements.txt`): Xcode 27 jobs on GitHub's `xcode-27` image,
/// a missing or beta Xcode fails its job (`Scripts/lib/pick_xcode.py`), the simulator comes from
/// `Scripts/test-ios`, actions on Node 24, least permissions, a timeout on every job. Skipped where PyYAML is
/// missing, unless `LAYOUT_CROSSCHECK_REQUIRED=1` (`.ci/run`), where that fails.
/// El workflow de CI leído como YAML: Xcode 27 en la imagen `xcode-27`, un Xcode ausente o beta hace fallar
/// el job, acciones de Node 24, permisos mínimos y un límite de tiempo en cada job.
final class WorkflowTests: XCTestCase {
    private static let workflow = TestPaths.repositoryRoot.appendingPathComponent(".github/workflows/ci.yml")

    /// The first major of each action that runs on Node 24 (GitHub's runners dropped Node 20 in 2026;
    /// docs/xcode.md names the releases). / La primera versión mayor de cada acción que corre en Node 24.
    private static let node24Majors = ["actions/checkout": 5, "actions/upload-artifact": 6]

    /// The runner image of each Xcode line. / La imagen de cada línea de Xcode.
    private static let runners = ["16.4": "macos-15", "26": "macos-26", "27": "xcode-27"]

    private var python: String {
        ProcessInfo.processInfo.environment["LAYOUT_PYTHON"].flatMap { $0.isEmpty ? nil : $0 } ?? "python3"
    }

    /// The workflow as JSON objects. / El workflow como objetos JSON.
    private func parsed() throws -> [String: Any] {
        let script = "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1])), default=str))"
        let result = try Shell.run([python, "-c", script, Self.workflow.path])
        if result.status != 0, result.output.contains("No module named 'yaml'") {
            let reason =
                "PyYAML is not in \(python) (.ci/run installs Scripts/layout/requirements.txt; or set LAYOUT_PYTHON)"
            if ProcessInfo.processInfo.environment["LAYOUT_CROSSCHECK_REQUIRED"] == "1" {
                throw Shell.Failure(reason + " but LAYOUT_CROSSCHECK_REQUIRED=1")
            }
            throw XCTSkip(reason)
        }
        XCTAssertEqual(result.status, 0, result.output)
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
        return try XCTUnwrap(object as? [String: Any], "the workflow is a mapping")
    }

    private func jobs() throws -> [String: [String: Any]] {
        try XCTUnwrap(try parsed()["jobs"] as? [String: [String: Any]])
    }

    private func steps(_ job: [String: Any]) throws -> [[String: Any]] {
        try XCTUnwrap(job["steps"] as? [[String: Any]])
    }

    func testLeastPermissionsAndATimeoutOnEveryJob() throws {
        let workflow = try parsed()
        XCTAssertEqual(workflow["permissions"] as? [String: String], ["contents": "read"])
        for (name, job) in try jobs() {
            XCTAssertNil(job["permissions"], "\(name) asks for no more than the workflow")
            let minutes = try XCTUnwrap(job["timeout-minutes"] as? Int, "\(name) has timeout-minutes")
            XCTAssertTrue((1...120).contains(minutes), "\(name): \(minutes) minutes")
        }
    }

    func testEveryActionRunsOnNode24() throws {
        var used: Set<String> = []
        for (name, job) in try jobs() {
            for step in try steps(job) {
                guard let uses = step["uses"] as? String else { continue }
                let parts = uses.split(separator: "@").map(String.init)
                let minimum = try XCTUnwrap(Self.node24Majors[parts[0]], "\(name): \(uses) is not a known action")
                let major = Int(parts.last?.drop { $0 == "v" }.split(separator: ".").first ?? "") ?? 0
                XCTAssertGreaterThanOrEqual(major, minimum, "\(name): \(uses) runs on Node 20")
                used.insert(parts[0])
            }
        }
        XCTAssertEqual(used, Set(Self.node24Majors.keys))
    }

    func testEachXcodeLineRunsOnItsImageAndAMissingOrBetaXcodeFails() throws {
        let ios = try XCTUnwrap(try jobs()["ios"])
        let matrix = try XCTUnwrap((ios["strategy"] as? [String: Any])?["matrix"] as? [String: Any])
        let include = try XCTUnwrap(matrix["include"] as? [[String: String]])
        XCTAssertEqual(
            Dictionary(uniqueKeysWithValues: include.map { ($0["xcode"] ?? "", $0["runner"] ?? "") }), Self.runners)
        XCTAssertEqual(Set(try XCTUnwrap(matrix["xcode"] as? [String])), Set(Self.runners.keys))
        XCTAssertEqual(ios["runs-on"] as? String, "${{ matrix.runner }}")
        // bash -eo pipefail: a failing pick ends the step. / Un fallo de la elección termina el paso.
        XCTAssertEqual((ios["defaults"] as? [String: [String: String]])?["run"]?["shell"], "bash")
        let steps = try steps(ios)
        let select = try XCTUnwrap(steps.first { $0["id"] as? String == "xcode" }?["run"] as? String)
        XCTAssertTrue(select.contains("python3 Scripts/lib/pick_xcode.py \"${{ matrix.xcode }}\""), select)
        XCTAssertTrue(select.contains("xcode-select -s"), select)
        for escape in ["exit 0", "::notice::", "|| true"] {
            XCTAssertFalse(select.contains(escape), "a missing Xcode must fail the job: \(escape)")
        }
        let runs = steps.compactMap { $0["run"] as? String }
        let test = try XCTUnwrap(runs.first { $0.contains("Scripts/test-ios") }, "the simulator is test-ios's pick")
        XCTAssertTrue(test.contains("Scripts/test-ios \"${{ matrix.scheme }}\""), test)
        // The hosted dumps (frames, UIKit's font metrics) are written and uploaded (issue 32).
        // Los volcados alojados (marcos, métricas de fuentes de UIKit) se escriben y se suben.
        XCTAssertTrue(test.contains("TEST_RUNNER_LAYOUT_DUMP_DIR=\"$PWD/layout-dump\""), test)
        XCTAssertTrue(
            steps.contains {
                ($0["uses"] as? String ?? "").hasPrefix("actions/upload-artifact@")
                    && ($0["with"] as? [String: String])?["path"] == "layout-dump/"
            }, "the layout dump is uploaded")
        XCTAssertFalse(runs.contains { $0.contains("DEPLOYMENT_TARGET") }, "it would override the package targets")
        // Only the steps after a failure, or that must run anyway, have an `if`; none tests a skip flag.
        // Solo llevan `if` los pasos tras un fallo o que deben correr igual; ninguno mira una bandera de omisión.
        for step in steps {
            XCTAssertFalse((step["if"] as? String ?? "").contains("outputs."), "\(step)")
        }
    }

    func testTheLinuxJobSaysWhichSwiftItProvesAndBootstrapsLikeTheReadme() throws {
        let linux = try XCTUnwrap(try jobs()["linux"])
        let container = try XCTUnwrap(linux["container"] as? String)
        XCTAssertTrue(container.hasPrefix("swift:"), container)
        let version = String(container.dropFirst("swift:".count))
        XCTAssertTrue((linux["name"] as? String ?? "").contains("Swift \(version)"), "the job's name says it")
        XCTAssertEqual(
            try steps(linux).compactMap { $0["run"] as? String }.suffix(2), ["Scripts/bootstrap", ".ci/run"])
    }

    /// `Scripts/lib/pick_xcode.py` on /Applications listings of the runner images.
    /// `pick_xcode.py` con listados de /Applications de las imágenes.
    func testPickXcodeTakesTheNewestReleaseAndNeverABeta() throws {
        let listing = [
            "Xcode.app", "Xcode_16.4.app", "Xcode_26.0.1.app", "Xcode_26.1.app", "Xcode_26.2_beta_2.app",
            "Xcode_26.10.app", "Xcode_27.0_beta_3.app", "Xcode_27.1_Release_Candidate.app", "Safari.app",
        ].joined(separator: "\n")
        let cases: [(line: String, status: Int32, output: String)] = [
            ("16.4", 0, "Xcode_16.4.app\n"), ("26", 0, "Xcode_26.10.app\n"),
            (
                "27", 1,
                "no release of Xcode 27 is installed (only pre-releases: Xcode_27.0_beta_3.app, Xcode_27.1_Release_Candidate.app)\n"
            ),
            ("16.3", 1, "no release of Xcode 16.3 is installed\n"),
        ]
        for (line, status, output) in cases {
            let folder = try TemporaryDirectory()
            let input = folder.url.appendingPathComponent("applications.txt")
            try Data(listing.utf8).write(to: input)
            let script = TestPaths.repositoryRoot.appendingPathComponent("Scripts/lib/pick_xcode.py").path
            let result = try Shell.run(["bash", "-c", "python3 \"$0\" \"$1\" < \"$2\"", script, line, input.path])
            XCTAssertEqual(result.status, status, "\(line): \(result.output)")
            XCTAssertEqual(result.output, output, line)
        }
    }
}

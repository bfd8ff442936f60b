import Foundation
import ToolsTestSupport
import XCTest

/// `Scripts/estados_data.py` rebuilds the committed `states.json` byte for byte from what the
/// repository holds (the INEGI facts in `Scripts/data/`, the descriptions), run in a copy of only
/// those files. / El script reconstruye `states.json` byte a byte con lo que guarda el repositorio,
/// ejecutado en una copia que solo tiene esos archivos.
final class EstadosDataScriptTests: XCTestCase {
    private let inputs = [
        "Scripts/estados_data.py", "Scripts/estados_descriptions.json", "Scripts/data/mx-states.json",
    ]
    private let output = "Apps/Estados/Resources/states.json"

    func testTheScriptRebuildsTheCommittedStatesFromTheRepositoryAlone() throws {
        let folder = try TemporaryDirectory()
        let root = folder.url.appendingPathComponent("clone")
        let manager = FileManager.default
        for path in inputs + [output] {
            let source = TestPaths.repositoryRoot.appendingPathComponent(path)
            XCTAssertTrue(manager.fileExists(atPath: source.path), "\(path) is missing from the repository")
            let target = root.appendingPathComponent(path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            if path != output { try manager.copyItem(at: source, to: target) }
        }

        let status = try python(root.appendingPathComponent(inputs[0]), in: root)

        XCTAssertEqual(status, 0)
        let rebuilt = try Data(contentsOf: root.appendingPathComponent(output))
        let committed = try Data(contentsOf: TestPaths.repositoryRoot.appendingPathComponent(output))
        XCTAssertEqual(rebuilt.count, committed.count)
        XCTAssertTrue(rebuilt == committed, "states.json rebuilt from Scripts/data differs from the committed one")
    }

    private func python(_ script: URL, in folder: URL) throws -> Int32 {
        try Shell.run(["python3", script.path], in: folder).status
    }
}

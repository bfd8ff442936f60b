import Foundation
import ToolsTestSupport
import XCTest

/// Each app's chapter restates its requirements in a table (`## Requirements`), one row per
/// requirement with the screen code and the tests that cover it. Every file and test a row names
/// must exist, so the trace cannot silently rot when code moves.
/// Cada capítulo de app reformula sus requisitos en una tabla; cada archivo y prueba que nombra una
/// fila debe existir, para que la traza no se pudra en silencio cuando el código se mueve.
final class RequirementsTraceTests: XCTestCase {
    private let root = TestPaths.repositoryRoot
    private let chapters = ["docs/apps/estados.md", "docs/apps/productos.md", "docs/apps/testapp.md"]

    func testEveryAppChapterHasARequirementsTable() throws {
        for chapter in chapters {
            let rows = try requirementRows(chapter)
            XCTAssertGreaterThanOrEqual(rows.count, 5, "\(chapter): no `## Requirements` table with its rows")
        }
    }

    func testEveryRowNamesItsScreenAndTestsThatExist() throws {
        let testFiles = swiftFiles(under: ["Tests", "Apps", "Tools/Tests"])
        for chapter in chapters {
            for row in try requirementRows(chapter) {
                let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                XCTAssertGreaterThanOrEqual(cells.count, 4, "\(chapter): malformed row \(row)")
                guard cells.count >= 4 else { continue }
                for path in codeSpans(cells[2]) {
                    XCTAssertTrue(exists(path), "\(chapter) \(cells[0]): screen `\(path)` does not exist")
                }
                let tests = codeSpans(cells[3]).filter { !$0.hasPrefix("./") && !$0.hasPrefix("[") }
                // A row without a test says so in words. / Una fila sin prueba lo dice.
                let saysWhy = cells[3].contains("./Scripts/check") || cells[3].hasPrefix("no runtime test")
                XCTAssertFalse(tests.isEmpty && !saysWhy, "\(chapter) \(cells[0]): no test")
                for test in tests {
                    XCTAssertTrue(
                        isDeclared(test, in: testFiles), "\(chapter) \(cells[0]): test `\(test)` is not declared")
                }
            }
        }
    }

    /// A trace naming a test that does not exist is caught (the assertion above can fail).
    /// Una traza que nombra una prueba inexistente se detecta.
    func testAMissingTestIsNotDeclared() {
        let files = swiftFiles(under: ["Tests/EstadosKitTests"])
        XCTAssertTrue(isDeclared("EstadosPresenterTests.testHideDismissesThePickerOnly", in: files))
        XCTAssertFalse(isDeclared("EstadosPresenterTests.testThatDoesNotExist", in: files))
        XCTAssertFalse(isDeclared("NoSuchSuiteTests.testHideDismissesThePickerOnly", in: files))
    }

    // MARK: Helpers / Ayudantes

    /// The table rows (after the header and its rule) of the chapter's `## Requirements` section.
    /// Las filas de la tabla de la sección `## Requirements` del capítulo.
    private func requirementRows(_ chapter: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(chapter), encoding: .utf8)
        var rows: [String] = []
        var inSection = false
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("## ") { inSection = line.hasPrefix("## Requirements") }
            guard inSection, line.hasPrefix("|"), !line.hasPrefix("| #"), !line.hasPrefix("| ---") else { continue }
            rows.append(line)
        }
        return rows
    }

    private func codeSpans(_ text: String) -> [String] {
        text.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// `Suite.test`: a file `Suite.swift` declares `func test(` (XCTest or Swift Testing).
    /// `Suite.test`: un archivo `Suite.swift` declara `func test(`.
    private func isDeclared(_ test: String, in files: [URL]) -> Bool {
        let parts = test.split(separator: ".").map(String.init)
        guard parts.count == 2 else { return false }
        return files.filter { $0.lastPathComponent == parts[0] + ".swift" }.contains { file in
            (try? String(contentsOf: file, encoding: .utf8))?.contains("func \(parts[1])(") == true
        }
    }

    private func swiftFiles(under folders: [String]) -> [URL] {
        folders.flatMap { folder -> [URL] in
            let url = root.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
            return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
        }
    }
}

import Foundation
import LayoutCheck
import Testing
import ToolsTestSupport

/// Every app file that creates views or constraints in code has a model or a listed reason.
/// Cada archivo de app que crea vistas o restricciones en código tiene modelo o razón.
@Suite struct CodeLayoutSourcesTests {
    @Test func everyAppFileThatBuildsLayoutHasAModelOrAReason() throws {
        let found = try CodeLayoutSources.unmirrored(root: TestPaths.repositoryRoot)
        #expect(found.isEmpty, "\(found.map(\.description).joined(separator: "\n"))")
    }

    /// A listed file that no longer builds layout has a stale reason. / Una razón que ya no aplica.
    @Test(arguments: CodeLayoutSources.reasons.keys.sorted())
    func everyListedFileStillBuildsLayout(_ path: String) throws {
        let text = try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
        #expect(CodeLayoutSources.firstLayoutLine(text) != nil, "\(path) builds nothing: drop its reason")
        #expect(!CodeLayoutSources.reasons[path, default: ""].isEmpty)
    }

    /// The listed files are fingerprinted: a change asks for a review. / Los archivos listados tienen huella.
    @Test func listedFilesAreFingerprinted() throws {
        for path in CodeLayoutSources.reasons.keys {
            #expect(MirrorFingerprints.stored[path] != nil, "\(path)")
        }
        #expect(try CodeLayoutSources.staleness(root: TestPaths.repositoryRoot).isEmpty)
    }
}

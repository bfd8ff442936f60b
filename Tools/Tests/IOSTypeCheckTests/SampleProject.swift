import Foundation
import ProjectChecks
import ToolsTestSupport
import XCTest

/// A copy of `Fixtures/Sample` with its project renamed back: it is stored as
/// `Sample.xcodeproj-fixture` so tools that look for the repository's only Xcode project never pick
/// it. A hidden Swift file is written here (resources leave hidden files out).
/// Una copia del fixture con el proyecto renombrado; el archivo oculto se escribe aquí.
final class SampleProject {
    let folder: TemporaryDirectory
    let root: URL

    init(projectName: String = "Sample") throws {
        folder = try TemporaryDirectory()
        let root = folder.url.appendingPathComponent("Sample")
        self.root = root
        let source = try XCTUnwrap(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
            .appendingPathComponent("Sample")
        try FileManager.default.copyItem(at: source, to: root)
        try FileManager.default.moveItem(
            at: root.appendingPathComponent("Sample.xcodeproj-fixture"),
            to: root.appendingPathComponent("\(projectName).xcodeproj"))
        try Data("let hidden = 1\n".utf8).write(to: root.appendingPathComponent("TestApp/.hidden.swift"))
        project = try XcodeProject(
            pbxproj: root.appendingPathComponent("\(projectName).xcodeproj/project.pbxproj"))
    }

    let project: XcodeProject

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func relative(_ paths: [String]) -> [String] {
        let base = root.standardizedFileURL.path + "/"
        return paths.map { $0.hasPrefix(base) ? String($0.dropFirst(base.count)) : $0 }
    }
}

import Foundation
import ToolsTestSupport
import XCTest

@testable import ProjectChecks

/// A writable copy of the valid fixture (`Fixtures/Valid`, a tiny app with its project file) in a
/// temporary folder; each test breaks one thing and runs one check.
/// Una copia modificable del ejemplo válido en una carpeta temporal; cada prueba rompe una cosa
/// y ejecuta un chequeo.
final class FixtureRepository {
    let folder: TemporaryDirectory
    var root: URL { folder.url.appendingPathComponent("Valid") }

    static let app = "Apps/Demo"
    static let pbxproj = "Apps/Demo.xcodeproj/project.pbxproj"
    static let mainStoryboard = "Apps/Demo/Base.lproj/Main.storyboard"
    static let homeController = "Apps/Demo/Home/HomeViewController.swift"
    static let spanishStrings = "Apps/Demo/es.lproj/Localizable.strings"
    static let englishStrings = "Apps/Demo/en.lproj/Localizable.strings"
    static let catalog = "Apps/Demo/Assets.xcassets"
    static let baseXCConfig = "Config/Base.xcconfig"

    init(file: StaticString = #filePath, line: UInt = #line) throws {
        folder = try TemporaryDirectory()
        let source = try XCTUnwrap(
            Bundle.module.url(forResource: "Fixtures", withExtension: nil), file: file, line: line
        ).appendingPathComponent("Valid")
        try FileManager.default.copyItem(at: source, to: root)
        // Stored as `Demo.xcodeproj-fixture` so tools that look for the repository's only Xcode
        // project (the iOS type-check) never pick the fixture; renamed back in the copy.
        // Guardado como `Demo.xcodeproj-fixture` para que las herramientas que buscan el único
        // proyecto de Xcode del repositorio no tomen el de prueba; se renombra en la copia.
        try FileManager.default.moveItem(
            at: url("Apps/Demo.xcodeproj-fixture"), to: url("Apps/Demo.xcodeproj"))
        // The local package reference (relativePath "..") needs a Package.swift; it is written here
        // so SwiftPM never sees a nested package in the test resources.
        // La referencia al paquete local necesita un Package.swift; se escribe aquí para que SwiftPM
        // no vea un paquete anidado en los recursos de prueba.
        try write(
            "Package.swift",
            """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Demo", products: [.library(name: "DemoKit", targets: ["DemoKit"])],
                targets: [.target(name: "DemoKit")])

            """)
    }

    func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    func read(_ path: String) throws -> String { try String(contentsOf: url(path), encoding: .utf8) }

    func write(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(
            at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url(path))
    }

    func remove(_ path: String) throws { try FileManager.default.removeItem(at: url(path)) }

    /// Replaces text that must be present (so a fixture edit cannot silently do nothing).
    /// Reemplaza un texto que debe existir (para que la edición no quede sin efecto en silencio).
    func replace(in path: String, _ old: String, with new: String, file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        let text = try read(path)
        XCTAssertTrue(text.contains(old), "\(path) does not contain \(old)", file: file, line: line)
        try write(path, text.replacingOccurrences(of: old, with: new))
    }

    func run(_ check: ProjectCheck) -> [Finding] { check.run(on: Repository(root: root)) }
}

/// Every file and folder under a root as it is now, kept in memory, so one copy of the fixture can be
/// put back between examples instead of copied again for each (copying was most of the examples' time).
/// Cada archivo y carpeta bajo una raíz tal como están, en memoria, para devolver una sola copia del
/// ejemplo a su estado entre ejemplos en lugar de copiarla de nuevo para cada uno.
final class FixtureSnapshot {
    private let root: URL
    /// Relative path → contents (nil for a folder). / Ruta relativa → contenido (nil si es carpeta).
    private let entries: [String: Data?]

    init(of root: URL) throws {
        self.root = root
        entries = try Self.read(root)
    }

    /// Removes what was added, rewrites what changed and recreates what was removed, then checks
    /// that the tree equals the snapshot (so no example can leak into the next).
    /// Borra lo añadido, reescribe lo cambiado y recrea lo borrado; luego comprueba que el árbol es
    /// igual a la instantánea (ningún ejemplo puede afectar al siguiente).
    func restore() throws {
        let manager = FileManager.default
        let now = try Self.read(root)
        // Deepest first, so a folder is emptied before it is removed. / Lo más profundo primero.
        for (path, data) in now.sorted(by: { $0.key > $1.key }) {
            guard let saved = entries[path] else {
                try? manager.removeItem(at: root.appendingPathComponent(path))
                continue
            }
            if (saved == nil) != (data == nil) { try manager.removeItem(at: root.appendingPathComponent(path)) }
        }
        // Shallowest first, so a folder exists before its files. / Lo menos profundo primero.
        for (path, saved) in entries.sorted(by: { $0.key < $1.key }) {
            let url = root.appendingPathComponent(path)
            if let saved {
                if now[path] != .some(saved) { try saved.write(to: url) }
            } else if !manager.fileExists(atPath: url.path) {
                try manager.createDirectory(at: url, withIntermediateDirectories: true)
            }
        }
        let restored = try Self.read(root)
        guard restored == entries else {
            throw ExampleError(message: "the fixture at \(root.path) could not be put back as it was")
        }
    }

    private static func read(_ root: URL) throws -> [String: Data?] {
        let keys: [URLResourceKey] = [.isDirectoryKey]
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys) else {
            throw ExampleError(message: "cannot list \(root.path)")
        }
        var entries: [String: Data?] = [:]
        let prefix = root.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        for case let url as URL in walk {
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            guard path.hasPrefix(prefix) else { throw ExampleError(message: "\(path) is outside \(prefix)") }
            let relative = String(path.dropFirst(prefix.count))
            let isFolder = try url.resourceValues(forKeys: Set(keys)).isDirectory ?? false
            entries[relative] = isFolder ? .some(nil) : .some(try Data(contentsOf: url))
        }
        return entries
    }
}

/// Asserts that `findings` is exactly one finding of `check` at `path` whose message contains
/// every fragment. / Comprueba que hay exactamente un hallazgo con esos datos.
func assertOnlyFinding(
    _ findings: [Finding], check: String, path: String, line expectedLine: Int? = nil, contains fragments: [String],
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(
        findings.count, 1, "expected one finding, got:\n\(findings.map(\.description).joined(separator: "\n"))",
        file: file, line: line)
    assertFinding(findings, check: check, path: path, line: expectedLine, contains: fragments, file: file, line: line)
}

/// Asserts that one of `findings` matches. / Comprueba que alguno de los hallazgos coincide.
func assertFinding(
    _ findings: [Finding], check: String, path: String, line expectedLine: Int? = nil, contains fragments: [String],
    file: StaticString = #filePath, line: UInt = #line
) {
    let match = findings.first { finding in
        finding.check == check && finding.path == path && fragments.allSatisfy { finding.message.contains($0) }
            && (expectedLine == nil || finding.line == expectedLine)
    }
    XCTAssertNotNil(
        match,
        "no [\(check)] finding at \(path) containing \(fragments); got:\n\(findings.map(\.description).joined(separator: "\n"))",
        file: file, line: line)
}

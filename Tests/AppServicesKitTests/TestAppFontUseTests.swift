import Foundation
import TestSupport
import XCTest

/// TestApp has one typography source, `AppFont` (Lato scaled with `UIFontMetrics`, in
/// `Apps/TestApp/Styleguide/AppFont.swift`): no other TestApp file asks UIKit for the system font,
/// storyboards name only text styles, and every storyboard screen or cell that uses one turns it into
/// `AppFont` when it loads. A scan of the sources, so it runs on Linux.
/// TestApp tiene una sola fuente tipográfica, `AppFont`: ningún otro archivo de TestApp pide a UIKit
/// la fuente del sistema, los storyboards solo nombran estilos de texto, y cada pantalla o celda de
/// storyboard que usa uno lo convierte a `AppFont` al cargar. Un escaneo de las fuentes, en Linux.
final class TestAppFontUseTests: XCTestCase {
    /// The one file allowed to ask UIKit for fonts. / El único archivo que puede pedir fuentes a UIKit.
    private static let typographySource = "Styleguide/AppFont.swift"

    /// Calls that give the system font (or any font but AppFont's). / Llamadas que dan la fuente del sistema.
    private static let systemFontCalls = [
        "preferredFont(forTextStyle", "systemFont(ofSize", "boldSystemFont(", "italicSystemFont(",
        "monospacedDigitSystemFont(", "monospacedSystemFont(", "UIFont(name:",
    ]

    private func files(withExtension ext: String) throws -> [URL] {
        let root = TestPaths.app("TestApp")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == ext }
            .sorted { $0.path < $1.path }
    }

    private func relative(_ url: URL) -> String {
        String(url.path.dropFirst(TestPaths.app("TestApp").path.count + 1))
    }

    /// Code lines, without `//` comments. / Líneas de código, sin comentarios `//`.
    private func codeLines(of url: URL) throws -> [(number: Int, text: String)] {
        try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n").enumerated().map { index, line in
            (index + 1, line.components(separatedBy: "//").first ?? "")
        }
    }

    func testNoTestAppCodeAsksForTheSystemFontDirectly() throws {
        var findings: [String] = []
        for url in try files(withExtension: "swift") where relative(url) != Self.typographySource {
            for line in try codeLines(of: url) where Self.systemFontCalls.contains(where: line.text.contains) {
                findings.append("\(relative(url)):\(line.number): \(line.text.trimmingCharacters(in: .whitespaces))")
            }
        }
        XCTAssertEqual(findings, [], "use AppFont (\(Self.typographySource)) instead")
    }

    func testTestAppStoryboardsNameOnlyTextStyles() throws {
        var findings: [String] = []
        for url in try files(withExtension: "storyboard") {
            for line in try codeLines(of: url) where line.text.contains("<fontDescription") {
                if !line.text.contains("style=\"UICTFontTextStyle") {
                    findings.append("\(relative(url)):\(line.number): a font that is not a text style")
                }
            }
        }
        XCTAssertEqual(findings, [])
    }

    /// A storyboard scene whose views use a text style: its view controller calls `AppFont.adopt(in:)`
    /// (in its file or an extension file); a prototype cell with one sets `AppFont` in its class.
    /// Una escena cuyas vistas usan un estilo de texto: su controlador llama a `AppFont.adopt(in:)`; una
    /// celda prototipo con uno pone `AppFont` en su clase.
    func testEveryStoryboardScreenWithTextTurnsItsTextStylesIntoTheAppFont() throws {
        let sources = try files(withExtension: "swift").map { ($0.lastPathComponent, try String(contentsOf: $0)) }
        func code(of type: String) -> String {
            sources.filter { $0.0 == "\(type).swift" || $0.0.hasPrefix("\(type)+") }.map(\.1).joined()
        }
        var findings: [String] = []
        var checked = 0
        for url in try files(withExtension: "storyboard") {
            let text = try String(contentsOf: url, encoding: .utf8)
            for scene in text.components(separatedBy: "<scene ").dropFirst() {
                let (cells, rest) = Self.splitCells(scene)
                if rest.contains("style=\"UICTFontTextStyle"), let owner = Self.controllerClass(in: rest) {
                    checked += 1
                    if !code(of: owner).contains("AppFont.adopt(in:") {
                        findings.append("\(relative(url)): \(owner) never calls AppFont.adopt(in:)")
                    }
                }
                for cell in cells where cell.contains("style=\"UICTFontTextStyle") {
                    let owner = Self.attribute("customClass", in: cell) ?? "UITableViewCell"
                    checked += 1
                    let body = code(of: owner)
                    if !body.contains("useAppFont(") && !body.contains("AppFont.") {
                        findings.append("\(relative(url)): cell \(owner) keeps the storyboard's system font")
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 5, "the scan found the storyboards")
        XCTAssertEqual(findings, [])
    }

    /// The scene's prototype cells, and the scene without them. / Las celdas prototipo y el resto.
    private static func splitCells(_ scene: String) -> (cells: [String], rest: String) {
        var cells: [String] = []
        var rest = ""
        var remaining = Substring(scene)
        while let start = remaining.range(of: "<tableViewCell "), let end = remaining.range(of: "</tableViewCell>") {
            rest += remaining[..<start.lowerBound]
            cells.append(String(remaining[start.lowerBound..<end.upperBound]))
            remaining = remaining[end.upperBound...]
        }
        return (cells, rest + remaining)
    }

    /// The custom class of the scene's view controller. / La clase del controlador de la escena.
    private static func controllerClass(in scene: String) -> String? {
        scene.components(separatedBy: "<").first { $0.contains("sceneMemberID=\"viewController\"") }
            .flatMap { attribute("customClass", in: $0) }
    }

    private static func attribute(_ name: String, in element: String) -> String? {
        guard let start = element.range(of: "\(name)=\"") else { return nil }
        let tail = element[start.upperBound...]
        return tail.firstIndex(of: "\"").map { String(tail[..<$0]) }
    }
}

import XCTest

@testable import ProjectChecks

/// The Swift scanner the checks stand on. / El analizador de Swift en que se apoyan los chequeos.
final class SwiftSourceTests: XCTestCase {
    func testSelectorsFollowObjectiveCNaming() {
        XCTAssertEqual(SwiftSource.selector(name: "save", parameters: "_ sender: Any"), "save:")
        XCTAssertEqual(SwiftSource.selector(name: "save", parameters: ""), "save")
        XCTAssertEqual(SwiftSource.selector(name: "save", parameters: "sender: Any"), "saveWithSender:")
        XCTAssertEqual(
            SwiftSource.selector(name: "save", parameters: "_ sender: Any, forEvent event: UIEvent"), "save:forEvent:")
        XCTAssertEqual(SwiftSource.selector(name: "pick", parameters: "_ a: [Int: String], _ b: Int"), "pick::")
    }

    func testOutletsAndActionsBelongToTheirClassOrExtension() {
        let source = SwiftSource(
            text: """
                final class A: B {
                    @IBOutlet private weak var label: UILabel!
                    struct Inner { var notAnOutlet = 1 }
                    @IBAction func go(_ sender: UIButton) {}
                }
                extension A {
                    @IBAction
                    private func stop() {}
                }
                // @IBOutlet var commented: UILabel!
                let text = "@IBOutlet var inString: UILabel!"
                """)
        XCTAssertEqual(source.outlets, ["A": ["label"]])
        XCTAssertEqual(source.actions, ["A": ["go:", "stop"]])
        XCTAssertEqual(source.types.first?.inherited, "B")
    }

    func testLiteralsSkipCommentsAndKeepInterpolationMarkers() {
        let source = SwiftSource(
            text: """
                /* "not a literal" /* nested */ still comment */
                let a = "uno" // "nor this"
                let b = "x \\(f("inner")) y"
                let c = #"raw "quoted""#
                """)
        XCTAssertEqual(source.literals.map(\.value), ["uno", "x \\() y", "inner", #"raw "quoted""#])
        XCTAssertEqual(source.literals.map(\.isInterpolated), [false, true, false, false])
        XCTAssertEqual(source.literals.map(\.line), [2, 3, 3, 4])
    }

    func testImportsAreRead() {
        let source = SwiftSource(
            text: "import UIKit\n@testable import DemoKit\n// import Hidden\nimport struct Lottie.Animation\n")
        XCTAssertEqual(source.imports.map(\.module), ["UIKit", "DemoKit", "Lottie"])
    }

    func testPlaceholdersCompareByPosition() {
        XCTAssertEqual(FormatPlaceholders("%@ tiene %ld"), FormatPlaceholders("%1$@ has %2$ld"))
        XCTAssertEqual(FormatPlaceholders("%2$ld by %1$@"), FormatPlaceholders("%@ tiene %ld"))
        XCTAssertNotEqual(FormatPlaceholders("%@ %d"), FormatPlaceholders("%d %@"))
        XCTAssertEqual(FormatPlaceholders("100%% %.2f"), FormatPlaceholders("%f al 100%%"))
        XCTAssertTrue(FormatPlaceholders("100%%").isEmpty)
    }

    func testStringsTableKeepsOrderLinesAndComments() throws {
        let table = try StringsTable(
            text: """
                /* header */

                /* first */
                "a" = "uno";
                "b" = "dos \\"dos\\"";
                // line comment only
                "c" = "tres";
                """)
        XCTAssertEqual(table.entries.map(\.key), ["a", "b", "c"])
        XCTAssertEqual(table.entries.map(\.hasTranslatorComment), [true, false, false])
        XCTAssertEqual(table.entries.map(\.line), [4, 5, 7])
        XCTAssertEqual(table.values["b"], #"dos "dos""#)
        XCTAssertThrowsError(try StringsTable(text: "\"a\" = \"b\""))
    }
}

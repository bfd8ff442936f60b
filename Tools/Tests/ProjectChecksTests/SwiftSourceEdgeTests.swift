import XCTest

@testable import ProjectChecks

/// The Swift scanner on files that are cut off or unbalanced (a file saved mid-edit): it reports
/// only what it can read, never invents a type or a literal, and an unclosed parameter list counts
/// as no parameters (so the storyboard check compares the plain selector).
/// El analizador de Swift con archivos cortados o desbalanceados (guardados a medio editar): solo
/// informa lo que puede leer, nunca inventa un tipo ni un literal, y una lista de parámetros sin
/// cerrar cuenta como ninguna (el chequeo de storyboards compara el selector simple).
final class SwiftSourceEdgeTests: XCTestCase {
    func testATypeWhoseBodyNeverClosesIsNotATypeAndOwnsNothing() {
        let source = SwiftSource(
            text: """
                final class Complete: UIViewController {
                    @IBOutlet weak var title: UILabel!
                }
                final class Cut: UIViewController {
                    @IBOutlet weak var lost: UILabel!
                    func viewDidLoad() {
                """)

        XCTAssertEqual(source.types.map(\.name), ["Complete"])
        XCTAssertEqual(source.outlets, ["Complete": ["title"]])
    }

    func testAnUnclosedParameterListCountsAsNoParameters() {
        let source = SwiftSource(
            text: """
                final class Editor: UIViewController {
                    @IBAction func save(_ sender: UIButton {}
                }
                """)

        XCTAssertEqual(source.actions, ["Editor": ["save"]])
        XCTAssertNil(source.arguments(openingAt: (source.skeleton as NSString).range(of: "save(").upperBound - 1))
    }

    func testALiteralIsFoundOnlyAtItsOpeningQuote() throws {
        let text = #"let greeting = "hola""#
        let source = SwiftSource(text: text)
        let quote = (text as NSString).range(of: "\"").location

        XCTAssertEqual(source.literal(at: quote)?.value, "hola")
        XCTAssertNil(source.literal(at: quote + 1), "inside the literal")
        XCTAssertNil(source.literal(at: 0), "before any literal")
        XCTAssertNil(source.literal(at: text.utf16.count), "after the last literal")
    }

    /// A string left open at the end of a line does not swallow the next lines' literals.
    /// Un texto sin cerrar al final de una línea no se traga los literales de las líneas siguientes.
    func testAnUnterminatedStringRecoversAtTheEndOfItsLine() {
        let source = SwiftSource(text: "let a = \"open\nlet b = \"closed\"\n")
        XCTAssertEqual(source.literals.last?.value, "closed")
        XCTAssertEqual(source.literals.last?.line, 2)
    }
}

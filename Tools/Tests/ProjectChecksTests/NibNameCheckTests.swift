import XCTest

@testable import ProjectChecks

/// `UINib(nibName:)` literals are judged against the target's own `.xib` files, wherever they sit
/// (a module folder or a `.lproj`): an existing nib passes, a missing one is reported at its line.
/// Interface files sharing a name (they would land on one bundle path) are reported copy by copy.
/// Los literales `UINib(nibName:)` se comparan con los `.xib` del propio target, estén donde estén
/// (carpeta de módulo o `.lproj`): uno existente pasa, uno que falta se informa en su línea. Los
/// archivos de interfaz con el mismo nombre (irían a la misma ruta del bundle) se informan uno a uno.
final class NibNameCheckTests: XCTestCase {
    private let check = StoryboardCheck()
    private let controller = FixtureRepository.homeController

    /// A minimal nib: File's Owner, First Responder and one view. / Un nib mínimo.
    static let nib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="Nb1-VW-001"/>
            </objects>
        </document>

        """

    func testNibNamesResolveToTheTargetsXibFiles() throws {
        let fixture = try FixtureRepository()
        try fixture.write("Apps/Demo/Celda/Celda.xib", Self.nib)
        try fixture.write("Apps/Demo/Base.lproj/Encabezado.xib", Self.nib.replacingOccurrences(of: "Nb1", with: "Nb2"))
        try fixture.replace(
            in: controller, "    @IBAction func reset() {}",
            with: """
                    @IBAction func reset() {
                        _ = UINib(nibName: "Celda", bundle: nil)
                        _ = UINib(nibName: "Encabezado", bundle: nil)
                        _ = UINib(nibName: "Fila", bundle: nil)
                    }
                """)

        assertOnlyFinding(
            fixture.run(check), check: "storyboard", path: controller, line: 28,
            contains: ["UINib(nibName: \"Fila\"): target Demo has no Fila.xib"])
    }

    /// Every extra copy of a name is reported once, for each name (in name order), naming the copy it
    /// clashes with. / Cada copia extra de un nombre se informa una vez, para cada nombre (en orden de
    /// nombre), con la copia con que choca.
    func testEveryExtraCopyOfEveryDuplicatedInterfaceNameIsReported() throws {
        let fixture = try FixtureRepository()
        let cells = ["Apps/Demo/Uno/Cell.xib", "Apps/Demo/Dos/Cell.xib", "Apps/Demo/Tres/Cell.xib"]
        let headers = ["Apps/Demo/Uno/Header.xib", "Apps/Demo/Dos/Header.xib"]
        for (index, path) in (cells + headers).enumerated() {
            try fixture.write(path, Self.nib.replacingOccurrences(of: "Nb1", with: "Nd\(index)"))
        }

        let findings = fixture.run(check)

        XCTAssertEqual(findings.count, 3, findings.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(
            findings.map { $0.message.contains("Cell.xib") ? "Cell" : "Header" }, ["Cell", "Cell", "Header"],
            "grouped by name, in name order")
        for (name, copies) in [("Cell.xib", cells), ("Header.xib", headers)] {
            let reported = findings.filter { $0.message.contains("has another \(name) (") }
            XCTAssertEqual(reported.count, copies.count - 1, name)
            let kept = copies.filter { copy in !reported.contains { $0.path == copy } }
            XCTAssertEqual(kept.count, 1, "exactly one copy of \(name) is not reported")
            XCTAssertTrue(reported.allSatisfy { $0.message.contains("(\(kept.first ?? "?"))") }, "\(reported)")
        }
    }
}

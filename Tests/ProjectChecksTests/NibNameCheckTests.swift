import XCTest

@testable import ProjectChecks

/// `UINib(nibName:)` literals are judged against the target's own `.xib` files, wherever they sit
/// (a module folder or a `.lproj`): an existing nib passes, a missing one is reported at its line.
/// Los literales `UINib(nibName:)` se comparan con los `.xib` del propio target, estén donde estén
/// (carpeta de módulo o `.lproj`): uno existente pasa, uno que falta se informa en su línea.
final class NibNameCheckTests: XCTestCase {
    private let check = StoryboardCheck()
    private let controller = FixtureRepository.homeController

    /// A minimal nib: File's Owner, First Responder and one view. / Un nib mínimo.
    private static let nib = """
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
}

import Foundation
import TestSupport
import XCTest

@testable import EstadosKit

/// "Adiós": the document's `suspend` (a private API; App Review Guideline 2.5.1, Technical Q&A
/// QA1561) or no button, chosen by one build setting read at run time through the Info.plist.
/// "Adiós": el `suspend` del documento (API privada) o ningún botón, según un ajuste de compilación
/// que la app lee en tiempo de ejecución a través del Info.plist.
final class GoodbyeButtonTests: XCTestCase {
    /// Only the explicit "suspend" uses the private API; anything else (the App Store value, a typo, a
    /// missing key or a setting Xcode did not expand) shows no button.
    /// Solo el "suspend" explícito usa la API privada; cualquier otro valor no muestra el botón.
    func testOnlyAnExplicitSuspendKeepsTheButton() {
        XCTAssertEqual(GoodbyeButton(infoPlistValue: "suspend"), .suspend)
        XCTAssertEqual(GoodbyeButton(infoPlistValue: " suspend\n"), .suspend)
        for value: Any? in ["hidden", "", "Suspend", "suspnd", "$(ESTADOS_GOODBYE_BUTTON)", nil, true, 1] {
            XCTAssertEqual(GoodbyeButton(infoPlistValue: value), .hidden, "\(String(describing: value))")
        }
    }

    /// The committed setting is the document's behaviour, and the Info.plist forwards that one setting.
    /// El ajuste guardado es el comportamiento del documento y el Info.plist reenvía ese único ajuste.
    func testTheCommittedSettingKeepsTheDocumentsBehaviour() throws {
        let config = try String(
            contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Config/Estados.xcconfig"), encoding: .utf8)
        let assignments = config.split(separator: "\n").filter {
            $0.trimmingCharacters(in: .whitespaces).hasPrefix(GoodbyeButton.buildSetting)
        }
        XCTAssertEqual(assignments.count, 1, "one line decides")
        let value = try XCTUnwrap(assignments.first?.split(separator: "=", maxSplits: 1).last)
        XCTAssertEqual(GoodbyeButton(infoPlistValue: String(value)), .suspend)

        let plistData = try Data(contentsOf: TestPaths.app("Estados", "Info.plist"))
        let plist = try XCTUnwrap(
            try PropertyListSerialization.propertyList(from: plistData, format: nil) as? [String: Any])
        XCTAssertEqual(plist[GoodbyeButton.infoPlistKey] as? String, "$(\(GoodbyeButton.buildSetting))")
    }
}

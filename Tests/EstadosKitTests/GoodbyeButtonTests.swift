import Foundation
import TestSupport
import Testing

@testable import EstadosKit

/// "Adiós": the document's `suspend` (a private API; App Review Guideline 2.5.1, Technical Q&A
/// QA1561) or no button, chosen by one build setting that reaches the app through the Info.plist (read
/// at run time) and a Swift compilation condition (without it the private call is not compiled). These
/// tests check that plumbing, not which of the two values is committed: a team may set either.
/// "Adiós": el `suspend` del documento (API privada) o ningún botón, según un ajuste de compilación
/// que llega por el Info.plist y por una condición de compilación. Se prueba la conexión, no el valor.
@Suite struct GoodbyeButtonTests {
    /// Only the explicit "suspend" uses the private API; anything else (the App Store value, a typo, a
    /// missing key or a setting Xcode did not expand) shows no button.
    /// Solo el "suspend" explícito usa la API privada; cualquier otro valor no muestra el botón.
    @Test func onlyAnExplicitSuspendKeepsTheButton() {
        #expect(GoodbyeButton(infoPlistValue: "suspend") == .suspend)
        #expect(GoodbyeButton(infoPlistValue: " suspend\n") == .suspend)
        for value: Any? in ["hidden", "", "Suspend", "suspnd", "$(ESTADOS_GOODBYE_BUTTON)", nil, true, 1] {
            #expect(GoodbyeButton(infoPlistValue: value) == .hidden, "\(String(describing: value))")
        }
    }

    /// A binary built without the private call never shows the button, whatever its Info.plist says.
    /// Un binario compilado sin la llamada privada nunca muestra el botón, diga lo que diga el Info.plist.
    @Test func withoutTheCompiledCallThereIsNoButton() {
        #expect(GoodbyeButton(infoPlistValue: "suspend", suspendCompiledIn: true) == .suspend)
        #expect(GoodbyeButton(infoPlistValue: "suspend", suspendCompiledIn: false) == .hidden)
        #expect(GoodbyeButton(infoPlistValue: "hidden", suspendCompiledIn: true) == .hidden)
        #expect(GoodbyeButton(infoPlistValue: "suspnd", suspendCompiledIn: true) == .hidden)
    }

    /// One line of `Config/Estados.xcconfig` decides, with one of the two values; the Info.plist forwards
    /// that setting, and the compilation condition is derived from it (only `suspend` defines one).
    /// Una línea decide, con uno de los dos valores; el Info.plist reenvía ese ajuste y la condición de
    /// compilación sale de él (solo `suspend` la define).
    @Test func theOneSettingReachesTheInfoPlistAndTheCompilationCondition() throws {
        let config = try String(
            contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Config/Estados.xcconfig"), encoding: .utf8)
        let lines = config.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        func assignments(_ key: String) -> [String] {
            lines.filter { $0.hasPrefix(key + " ") || $0.hasPrefix(key + "=") }.compactMap {
                $0.split(separator: "=", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) }
            }
        }
        let value = try #require(assignments(GoodbyeButton.buildSetting).first)
        #expect(assignments(GoodbyeButton.buildSetting).count == 1, "one line decides")
        #expect(GoodbyeButton.allCases.map(\.rawValue).contains(value), "\(value) is suspend or hidden")
        #expect(assignments("ESTADOS_GOODBYE_CONDITION_suspend") == ["ESTADOS_GOODBYE_SUSPEND"])
        #expect(lines.filter { $0.hasPrefix("ESTADOS_GOODBYE_CONDITION_") }.count == 1, "nothing for hidden")
        #expect(
            assignments("SWIFT_ACTIVE_COMPILATION_CONDITIONS") == [
                "$(inherited) $(ESTADOS_GOODBYE_CONDITION_$(\(GoodbyeButton.buildSetting)))"
            ])

        let plistData = try Data(contentsOf: TestPaths.app("Estados", "Info.plist"))
        let plist = try #require(
            try PropertyListSerialization.propertyList(from: plistData, format: nil) as? [String: Any])
        #expect(plist[GoodbyeButton.infoPlistKey] as? String == "$(\(GoodbyeButton.buildSetting))")
    }
}

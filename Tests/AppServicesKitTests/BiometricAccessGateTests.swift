import AppCore
import AppServicesKit
import TestSupport
import XCTest

/// A scripted evaluator: reports `available` and answers each prompt with `outcome`, now or later.
/// Un evaluador guionizado: informa `available` y responde cada solicitud con `outcome`, ahora o después.
final class FakeEvaluator: BiometricEvaluating {
    var available: BiometricAvailability
    var outcome: BiometricOutcome
    var answersImmediately = true
    private(set) var prompts: [BiometricPrompt] = []
    private var pending: [(BiometricOutcome) -> Void] = []

    init(_ available: BiometricAvailability, outcome: BiometricOutcome = .success) {
        self.available = available
        self.outcome = outcome
    }

    func availability() -> BiometricAvailability { available }

    func evaluate(_ prompt: BiometricPrompt, completion: @escaping (BiometricOutcome) -> Void) {
        prompts.append(prompt)
        if answersImmediately { completion(outcome) } else { pending.append(completion) }
    }

    /// Answers the oldest pending prompt. / Responde la solicitud pendiente más antigua.
    func answer(_ outcome: BiometricOutcome) {
        pending.removeFirst()(outcome)
    }
}

final class BiometricAccessGateTests: XCTestCase {
    private var spanish: Localizer!

    override func setUpWithError() throws {
        spanish = try Localizer.stringsFile(at: TestPaths.app("TestApp", "es.lproj", "Localizable.strings"))
    }

    /// Runs one request and returns its decision (the fake answers synchronously).
    /// Ejecuta una petición y devuelve su decisión (el doble responde de inmediato).
    private func decide(
        _ available: BiometricAvailability, _ outcome: BiometricOutcome = .success, reason: String = "Editar perfil"
    ) -> (decision: AccessDecision?, evaluator: FakeEvaluator) {
        let evaluator = FakeEvaluator(available, outcome: outcome)
        let gate = BiometricAccessGate(evaluator: evaluator, policy: BiometricPolicy(localizer: spanish))
        var decision: AccessDecision?
        gate.requestAccess(reason: reason) { decision = $0 }
        return (decision, evaluator)
    }

    // MARK: Availability / Disponibilidad

    func testEveryAvailabilityExceptNoPasscodeShowsThePrompt() {
        for available in [BiometricAvailability.faceID, .touchID, .notEnrolled, .lockedOut, .none] {
            let result = decide(available)
            XCTAssertEqual(result.evaluator.prompts.count, 1, "\(available)")
            XCTAssertEqual(result.decision, .granted, "\(available)")
        }
    }

    func testWithoutPasscodeTheActionIsDeniedWithoutPrompt() {
        let result = decide(.passcodeNotSet)
        XCTAssertTrue(result.evaluator.prompts.isEmpty)
        XCTAssertEqual(
            result.decision,
            .denied(
                message: "Para proteger esta acción, configura un código de desbloqueo en los Ajustes del dispositivo.")
        )
    }

    func testUnavailableAuthenticationIsDeniedWithoutPrompt() {
        let result = decide(.unavailable)
        XCTAssertTrue(result.evaluator.prompts.isEmpty)
        XCTAssertEqual(
            result.decision,
            .denied(message: "La verificación de identidad no está disponible en este momento. Inténtalo más tarde."))
    }

    // MARK: Outcomes / Resultados

    func testCancellationsStayQuiet() {
        XCTAssertEqual(decide(.faceID, .userCancel).decision, .cancelled)
        XCTAssertEqual(decide(.touchID, .systemCancel).decision, .cancelled)
    }

    func testFailureNamesTheMethodTheSystemUsed() {
        XCTAssertEqual(
            decide(.faceID, .failed).decision,
            .denied(message: "No pudimos verificar tu identidad con Face ID. Inténtalo de nuevo."))
        XCTAssertEqual(
            decide(.touchID, .failed).decision,
            .denied(message: "No pudimos verificar tu identidad con Touch ID. Inténtalo de nuevo."))
        for available in [BiometricAvailability.none, .notEnrolled, .lockedOut] {
            XCTAssertEqual(
                decide(available, .failed).decision,
                .denied(
                    message: "No pudimos verificar tu identidad con el código del dispositivo. Inténtalo de nuevo."),
                "\(available)")
        }
    }

    func testEveryOtherOutcomeHasItsOwnMessage() {
        let expected: [BiometricOutcome: String] = [
            .userFallback: "Usa el código de tu dispositivo para continuar. Inténtalo de nuevo.",
            .lockout: "Demasiados intentos fallidos. Desbloquea tu dispositivo con tu código e inténtalo de nuevo.",
            .notEnrolled:
                "No hay Face ID ni Touch ID registrados. Regístralos en Ajustes o usa el código del dispositivo.",
            .passcodeNotSet:
                "Para proteger esta acción, configura un código de desbloqueo en los Ajustes del dispositivo.",
            .notAvailable: "La verificación de identidad no está disponible en este momento. Inténtalo más tarde.",
        ]
        for (outcome, message) in expected {
            XCTAssertEqual(decide(.faceID, outcome).decision, .denied(message: message), "\(outcome)")
        }
    }

    func testEveryOutcomeAndMethodHasARealSpanishAndEnglishText() throws {
        let english = try Localizer.stringsFile(at: TestPaths.app("TestApp", "en.lproj", "Localizable.strings"))
        for localizer in [spanish!, english] {
            let policy = BiometricPolicy(localizer: localizer)
            for outcome in BiometricOutcome.allCases {
                for method in [AuthenticationMethod.faceID, .touchID, .passcode] {
                    guard case .denied(let message) = policy.decision(for: outcome, method: method) else { continue }
                    XCTAssertFalse(message.contains("biometric."), "missing text: \(message)")
                    XCTAssertFalse(message.contains("%@"), "unformatted: \(message)")
                }
            }
        }
    }

    // MARK: Prompt / Solicitud

    func testThePromptCarriesTheReasonAndALocalizedCancelTitle() {
        let result = decide(.faceID, reason: "  Leer la contraseña guardada \n")
        XCTAssertEqual(
            result.evaluator.prompts, [BiometricPrompt(reason: "Leer la contraseña guardada", cancelTitle: "Cancelar")])
    }

    func testABlankReasonGetsTheGenericOne() {
        for reason in ["", "   ", "\n\t"] {
            XCTAssertEqual(
                decide(.touchID, reason: reason).evaluator.prompts.first?.reason,
                "Confirma tu identidad para continuar.")
        }
    }

    // MARK: Concurrency / Concurrencia

    func testASecondRequestWhileThePromptIsShowingIsCancelled() {
        let evaluator = FakeEvaluator(.faceID)
        evaluator.answersImmediately = false
        let gate = BiometricAccessGate(evaluator: evaluator, policy: BiometricPolicy(localizer: spanish))
        var decisions: [AccessDecision] = []
        gate.requestAccess(reason: "Editar perfil") { decisions.append($0) }
        gate.requestAccess(reason: "Editar perfil") { decisions.append($0) }
        XCTAssertEqual(decisions, [.cancelled])
        XCTAssertEqual(evaluator.prompts.count, 1)

        evaluator.answer(.success)
        XCTAssertEqual(decisions, [.cancelled, .granted])

        // After the answer the gate accepts new requests. / Tras la respuesta acepta nuevas peticiones.
        gate.requestAccess(reason: "Editar perfil") { decisions.append($0) }
        evaluator.answer(.failed)
        XCTAssertEqual(evaluator.prompts.count, 2)
        XCTAssertEqual(
            decisions.last, .denied(message: "No pudimos verificar tu identidad con Face ID. Inténtalo de nuevo."))
    }
}

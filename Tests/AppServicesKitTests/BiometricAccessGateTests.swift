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

/// Records the notices the gate shows. / Registra los avisos que muestra la puerta.
final class NoticeRecorder: AccessNoticeShowing {
    private(set) var notices: [String] = []
    func showAccessNotice(_ text: String) { notices.append(text) }
}

final class BiometricAccessGateTests: XCTestCase {
    private var spanish: Localizer!

    override func setUpWithError() throws {
        spanish = try TestLocalizer.spanish(app: "TestApp")
    }

    private let noPasscodeNotice = "Este dispositivo no tiene código para verificarte; se continúa sin verificación."
    private let unavailableNotice = "La verificación de identidad no está disponible; se continúa sin verificación."

    /// Runs one request and returns its decision and notices (the fake answers synchronously).
    /// Ejecuta una petición y devuelve su decisión y avisos (el doble responde de inmediato).
    private func decide(
        _ available: BiometricAvailability, _ outcome: BiometricOutcome = .success, reason: String = "Editar perfil"
    ) -> (decision: AccessDecision?, evaluator: FakeEvaluator, notices: [String]) {
        let evaluator = FakeEvaluator(available, outcome: outcome)
        let recorder = NoticeRecorder()
        let gate = BiometricAccessGate(
            evaluator: evaluator, policy: BiometricPolicy(localizer: spanish), notices: recorder)
        var decisions: [AccessDecision] = []
        gate.requestAccess(reason: reason) { decisions.append($0) }
        XCTAssertLessThanOrEqual(decisions.count, 1, "the completion runs once")
        return (decisions.first, evaluator, recorder.notices)
    }

    // MARK: Availability / Disponibilidad

    func testEveryAvailabilityWithAPasscodeShowsThePrompt() {
        for available in [BiometricAvailability.faceID, .touchID, .notEnrolled, .lockedOut, .none] {
            let result = decide(available)
            XCTAssertEqual(result.evaluator.prompts.count, 1, "\(available)")
            XCTAssertEqual(result.decision, .granted, "\(available)")
            XCTAssertEqual(result.notices, [], "\(available)")
        }
    }

    /// A fresh Simulator has no passcode: "Editar" and "Leer" must still work.
    /// Un Simulador nuevo no tiene código: "Editar" y "Leer" deben seguir funcionando.
    func testWithoutPasscodeTheActionProceedsWithANoticeAndNoPrompt() {
        let result = decide(.passcodeNotSet)
        XCTAssertTrue(result.evaluator.prompts.isEmpty)
        XCTAssertEqual(result.decision, .granted)
        XCTAssertEqual(result.notices, [noPasscodeNotice])
    }

    func testUnavailableAuthenticationProceedsWithANoticeAndNoPrompt() {
        let result = decide(.unavailable)
        XCTAssertTrue(result.evaluator.prompts.isEmpty)
        XCTAssertEqual(result.decision, .granted)
        XCTAssertEqual(result.notices, [unavailableNotice])
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

    func testFallbackAndLockoutAreDeniedWithTheirOwnMessage() {
        let expected: [BiometricOutcome: String] = [
            .userFallback: "Usa el código de tu dispositivo para continuar. Inténtalo de nuevo.",
            .lockout: "Demasiados intentos fallidos. Desbloquea tu dispositivo con tu código e inténtalo de nuevo.",
        ]
        for (outcome, message) in expected {
            let result = decide(.faceID, outcome)
            XCTAssertEqual(result.decision, .denied(message: message), "\(outcome)")
            XCTAssertEqual(result.notices, [], "\(outcome)")
        }
    }

    /// A prompt that could not verify anyone does not lock the user out of the feature.
    /// Una solicitud que no pudo verificar a nadie no deja al usuario fuera de la función.
    func testAPromptThatCannotVerifyProceedsWithTheNotice() {
        let expected: [BiometricOutcome: String] = [
            .passcodeNotSet: noPasscodeNotice, .notEnrolled: unavailableNotice, .notAvailable: unavailableNotice,
        ]
        for (outcome, notice) in expected {
            let result = decide(.touchID, outcome)
            XCTAssertEqual(result.decision, .granted, "\(outcome)")
            XCTAssertEqual(result.notices, [notice], "\(outcome)")
        }
    }

    /// Every `LAError` code, through the outcome mapping and the gate: only an explicit failure or
    /// cancel stops the action. / Cada código `LAError`: solo un fallo o una cancelación la detienen.
    func testEveryLAErrorCodeEndsAsDocumented() {
        let failed = AccessDecision.denied(
            message: "No pudimos verificar tu identidad con Face ID. Inténtalo de nuevo.")
        let fallback = AccessDecision.denied(
            message: "Usa el código de tu dispositivo para continuar. Inténtalo de nuevo.")
        let lockout = AccessDecision.denied(
            message: "Demasiados intentos fallidos. Desbloquea tu dispositivo con tu código e inténtalo de nuevo.")
        let expected: [AuthenticationErrorCode: (AccessDecision, [String])] = [
            .authenticationFailed: (failed, []),
            .userCancel: (.cancelled, []),
            .userFallback: (fallback, []),
            .systemCancel: (.cancelled, []),
            .passcodeNotSet: (.granted, [noPasscodeNotice]),
            .biometryNotAvailable: (.granted, [unavailableNotice]),
            .biometryNotEnrolled: (.granted, [unavailableNotice]),
            .biometryLockout: (lockout, []),
            .appCancel: (.cancelled, []),
            .invalidContext: (.granted, [unavailableNotice]),
            .watchNotAvailable: (.granted, [unavailableNotice]),
            .biometryNotPaired: (.granted, [unavailableNotice]),
            .biometryDisconnected: (.granted, [unavailableNotice]),
            .invalidDimensions: (.granted, [unavailableNotice]),
            .notInteractive: (.granted, [unavailableNotice]),
        ]
        XCTAssertEqual(Set(expected.keys), Set(AuthenticationErrorCode.allCases))
        for (code, (decision, notices)) in expected {
            let result = decide(.faceID, BiometricOutcome(success: false, errorCode: code.rawValue))
            XCTAssertEqual(result.decision, decision, "\(code)")
            XCTAssertEqual(result.notices, notices, "\(code)")
        }
    }

    func testOutcomeMappingOfSuccessUnknownAndMissingCodes() {
        XCTAssertEqual(BiometricOutcome(success: true, errorCode: nil), .success)
        XCTAssertEqual(BiometricOutcome(success: true, errorCode: -2), .success)
        XCTAssertEqual(BiometricOutcome(success: false, errorCode: nil), .notAvailable)
        XCTAssertEqual(BiometricOutcome(success: false, errorCode: -999), .notAvailable)
        XCTAssertEqual(BiometricOutcome(success: false, errorCode: -2), .userCancel)
        XCTAssertEqual(BiometricOutcome(success: false, errorCode: -9), .systemCancel)
        XCTAssertEqual(BiometricOutcome(success: false, errorCode: -8), .lockout)
    }

    func testRawValuesMatchLocalAuthentication() {
        // LAPublicDefines.h: kLAError… values. / Valores kLAError… de LAPublicDefines.h.
        let codes = AuthenticationErrorCode.allCases.map(\.rawValue)
        XCTAssertEqual(codes, [-1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -1004])
    }

    // MARK: canEvaluatePolicy → availability / Disponibilidad

    private func probe(
        biometrics: Bool = false, faceID: Bool = false, biometricsError: AuthenticationErrorCode? = nil,
        owner: Bool = true, ownerError: AuthenticationErrorCode? = nil
    ) -> BiometricAvailability {
        BiometricAvailability(
            BiometricProbe(
                canUseBiometrics: biometrics, isFaceID: faceID, biometricsErrorCode: biometricsError?.rawValue,
                canUseDeviceOwner: owner, deviceOwnerErrorCode: ownerError?.rawValue))
    }

    func testProbeMapping() {
        XCTAssertEqual(probe(biometrics: true, faceID: true), .faceID)
        XCTAssertEqual(probe(biometrics: true, faceID: false), .touchID)
        XCTAssertEqual(probe(biometricsError: .biometryNotEnrolled), .notEnrolled)
        XCTAssertEqual(probe(biometricsError: .biometryLockout), .lockedOut)
        XCTAssertEqual(probe(biometricsError: .biometryNotAvailable), BiometricAvailability.none)
        XCTAssertEqual(probe(), BiometricAvailability.none)
        XCTAssertEqual(
            probe(biometricsError: .passcodeNotSet, owner: false, ownerError: .passcodeNotSet), .passcodeNotSet)
        XCTAssertEqual(probe(owner: false, ownerError: .invalidContext), .unavailable)
        XCTAssertEqual(probe(owner: false, ownerError: nil), .unavailable)
    }

    func testOnlyAvailabilitiesWithAPasscodeAllowUserPresenceItems() {
        let withPasscode = BiometricAvailability.allCases.filter(\.hasDevicePasscode)
        XCTAssertEqual(withPasscode, [.faceID, .touchID, .notEnrolled, .lockedOut, .none])
    }

    func testEveryOutcomeAndMethodHasARealSpanishAndEnglishText() throws {
        let english = try TestLocalizer.english(app: "TestApp")
        for localizer in [spanish!, english] {
            let policy = BiometricPolicy(localizer: localizer)
            for outcome in BiometricOutcome.allCases {
                for method in [AuthenticationMethod.faceID, .touchID, .passcode] {
                    let message: String
                    switch policy.verdict(for: outcome, method: method) {
                    case .decide(.denied(let text)), .proceed(let text): message = text
                    case .decide: continue
                    }
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
        let gate = BiometricAccessGate(
            evaluator: evaluator, policy: BiometricPolicy(localizer: spanish), notices: NoticeRecorder())
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

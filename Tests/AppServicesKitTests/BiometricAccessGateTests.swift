import AppCore
import AppServicesKit
import TestSupport
import XCTest

/// A scripted evaluator: reports `available` and answers each prompt with `outcome`, now or later;
/// a success hands over a fresh context (kept in `contexts`), like `LocalAuthenticationEvaluator`.
/// Un evaluador guionizado: informa `available` y responde cada solicitud con `outcome`, ahora o
/// después; un éxito entrega un contexto nuevo (en `contexts`), como el evaluador real.
final class FakeEvaluator: BiometricEvaluating {
    var available: BiometricAvailability
    var outcome: BiometricOutcome
    var answersImmediately = true
    private(set) var prompts: [BiometricPrompt] = []
    /// Every evaluated context, in order. / Cada contexto evaluado, en orden.
    private(set) var contexts: [FakeAuthenticationContext] = []
    private var pending: [(BiometricOutcome, AccessAuthorization?) -> Void] = []

    init(_ available: BiometricAvailability, outcome: BiometricOutcome = .success) {
        self.available = available
        self.outcome = outcome
    }

    func availability() -> BiometricAvailability { available }

    func evaluate(
        _ prompt: BiometricPrompt, completion: @escaping (BiometricOutcome, AccessAuthorization?) -> Void
    ) {
        prompts.append(prompt)
        if answersImmediately { reply(completion, outcome) } else { pending.append(completion) }
    }

    /// Answers the oldest pending prompt. / Responde la solicitud pendiente más antigua.
    func answer(_ outcome: BiometricOutcome) {
        reply(pending.removeFirst(), outcome)
    }

    /// Every prompt evaluates a context; the platform hands it over only on success, and the
    /// evaluator always hands it (the gate decides). / Cada solicitud evalúa un contexto.
    private func reply(_ completion: (BiometricOutcome, AccessAuthorization?) -> Void, _ outcome: BiometricOutcome) {
        let context = FakeAuthenticationContext()
        contexts.append(context)
        completion(outcome, AccessAuthorization(context: context))
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
    private let unexpectedDenial = "No se pudo comprobar tu identidad en este momento. Inténtalo de nuevo."

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

    /// Once a prompt was attempted, "could not verify" is a denial, never a pass (issue 13 review).
    /// Una vez intentada la solicitud, "no se pudo verificar" es una negación, nunca un paso libre.
    func testAPromptThatCannotVerifyIsDenied() {
        for outcome in [BiometricOutcome.passcodeNotSet, .notEnrolled, .notAvailable] {
            let result = decide(.touchID, outcome)
            XCTAssertEqual(result.decision, .denied(message: unexpectedDenial), "\(outcome)")
            XCTAssertEqual(result.notices, [], "\(outcome)")
        }
    }

    /// Unexpected failures (invalid context -10, not interactive -1004, a future code 999, a failure
    /// without a code) never let the user through: not from `canEvaluatePolicy` before prompting,
    /// not from `evaluatePolicy` after it.
    /// Los fallos inesperados nunca dejan pasar: ni antes de preguntar ni después.
    func testUnexpectedFailuresAreDeniedBeforeAndAfterPrompting() {
        for code in [-10, -1004, 999, nil] as [Int?] {
            let before = BiometricAvailability(
                BiometricProbe(
                    canUseBiometrics: false, isFaceID: false, biometricsErrorCode: code, canUseDeviceOwner: false,
                    deviceOwnerErrorCode: code))
            XCTAssertEqual(before, .indeterminate, "\(String(describing: code))")
            let probed = decide(before)
            XCTAssertEqual(probed.decision, .denied(message: unexpectedDenial), "\(String(describing: code))")
            XCTAssertEqual(probed.evaluator.prompts, [], "no prompt: \(String(describing: code))")
            XCTAssertEqual(probed.notices, [], "\(String(describing: code))")

            let after = decide(.faceID, BiometricOutcome(success: false, errorCode: code))
            XCTAssertEqual(after.evaluator.prompts.count, 1)
            XCTAssertEqual(after.decision, .denied(message: unexpectedDenial), "\(String(describing: code))")
            XCTAssertEqual(after.notices, [], "\(String(describing: code))")
        }
    }

    /// Every `LAError` code of a prompt, through the outcome mapping and the gate: only success
    /// grants, a cancel is quiet, the rest is denied.
    /// Cada código `LAError` de una solicitud: solo el éxito concede; cancelar calla; el resto deniega.
    func testEveryLAErrorCodeEndsAsDocumented() {
        let unexpected = AccessDecision.denied(message: unexpectedDenial)
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
            .passcodeNotSet: (unexpected, []),
            .biometryNotAvailable: (unexpected, []),
            .biometryNotEnrolled: (unexpected, []),
            .biometryLockout: (lockout, []),
            .appCancel: (.cancelled, []),
            .invalidContext: (unexpected, []),
            .watchNotAvailable: (unexpected, []),
            .biometryNotPaired: (unexpected, []),
            .biometryDisconnected: (unexpected, []),
            .invalidDimensions: (unexpected, []),
            .notInteractive: (unexpected, []),
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
        XCTAssertEqual(probe(owner: false, ownerError: .biometryNotAvailable), .unavailable)
        XCTAssertEqual(probe(owner: false, ownerError: .invalidContext), .indeterminate)
        XCTAssertEqual(probe(owner: false, ownerError: .notInteractive), .indeterminate)
        XCTAssertEqual(probe(owner: false, ownerError: nil), .indeterminate)
    }

    func testOnlyAvailabilitiesWithAPasscodeAllowUserPresenceItems() {
        let withPasscode = BiometricAvailability.allCases.filter(\.hasDevicePasscode)
        XCTAssertEqual(withPasscode, [.faceID, .touchID, .notEnrolled, .lockedOut, .none, .indeterminate])
    }

    func testEveryOutcomeAndMethodHasARealSpanishAndEnglishText() throws {
        let english = try TestLocalizer.english(app: "TestApp")
        for localizer in [spanish!, english] {
            let policy = BiometricPolicy(localizer: localizer)
            for outcome in BiometricOutcome.allCases {
                for method in [AuthenticationMethod.faceID, .touchID, .passcode] {
                    guard case .denied(let message) = policy.verdict(for: outcome, method: method) else { continue }
                    XCTAssertFalse(message.contains("biometric."), "missing text: \(message)")
                    XCTAssertFalse(message.contains("%@"), "unformatted: \(message)")
                }
            }
            for availability in BiometricAvailability.allCases {
                switch policy.preflight(availability) {
                case .proceed(let text), .deny(let text): XCTAssertFalse(text.contains("biometric."), text)
                case .ask: continue
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

    // MARK: One evaluation, one operation / Una evaluación, una operación

    /// `requestAuthorization` hands the evaluated context on only with `.granted`; a denial or a
    /// cancel invalidates it at once. / Solo `.granted` entrega el contexto; negar o cancelar lo invalida.
    func testOnlyAGrantedPromptHandsOnTheEvaluatedContext() throws {
        for (outcome, handsOn) in [(BiometricOutcome.success, true), (.failed, false), (.userCancel, false)] {
            let evaluator = FakeEvaluator(.faceID, outcome: outcome)
            let gate = BiometricAccessGate(
                evaluator: evaluator, policy: BiometricPolicy(localizer: spanish), notices: NoticeRecorder())
            var authorizations: [AccessAuthorization?] = []
            gate.requestAuthorization(reason: "Leer") { authorizations.append($1) }
            let context = try XCTUnwrap(evaluator.contexts.first)
            XCTAssertEqual(authorizations.count, 1)
            XCTAssertEqual(authorizations.first.map { $0 != nil }, handsOn, "\(outcome)")
            XCTAssertEqual(context.invalidations, handsOn ? 0 : 1, "\(outcome)")
        }
    }

    /// Without a lock to verify with, nothing was evaluated: granted with no authorization.
    /// Sin bloqueo no se evaluó nada: concedido sin autorización.
    func testProceedingWithoutALockCarriesNoAuthorization() {
        let evaluator = FakeEvaluator(.passcodeNotSet)
        let gate = BiometricAccessGate(
            evaluator: evaluator, policy: BiometricPolicy(localizer: spanish), notices: NoticeRecorder())
        var results: [(AccessDecision, Bool)] = []
        gate.requestAuthorization(reason: "Leer") { results.append(($0, $1 != nil)) }
        XCTAssertEqual(results.map(\.0), [.granted])
        XCTAssertEqual(results.map(\.1), [false])
    }

    /// `requestAccess` (Perfil's "Editar") needs no Keychain operation: the context it evaluated is
    /// invalidated before the completion runs, so it can unlock nothing later.
    /// `requestAccess` no necesita el Keychain: el contexto se invalida antes de la respuesta.
    func testRequestAccessInvalidatesTheContextAtOnce() throws {
        let evaluator = FakeEvaluator(.touchID)
        let gate = BiometricAccessGate(
            evaluator: evaluator, policy: BiometricPolicy(localizer: spanish), notices: NoticeRecorder())
        var invalidationsSeen: [Int] = []
        gate.requestAccess(reason: "Editar perfil") { _ in
            invalidationsSeen.append(evaluator.contexts.first?.invalidations ?? -1)
        }
        XCTAssertEqual(invalidationsSeen, [1])
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

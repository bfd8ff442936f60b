import AppCore
import TestSupport
import Testing

/// One evaluation → one protected operation: the token's whole policy.
/// Una evaluación → una operación protegida: toda la política del testigo.
@Suite struct AccessAuthorizationTests {
    private struct Failure: Error {}

    @Test func theContextGoesToTheFirstOperationOnlyAndIsInvalidatedAfterIt() {
        let context = FakeAuthenticationContext()
        let authorization = AccessAuthorization(context: context)
        var invalidationsDuring: [Int] = []
        let first = authorization.spend { given -> Bool in
            invalidationsDuring.append(context.invalidations)
            return given === context
        }
        let second = authorization.spend { $0 == nil }
        #expect(first, "the first operation gets the evaluated context")
        #expect(invalidationsDuring == [0], "still valid while the operation runs")
        #expect(second, "a second operation gets nothing")
        #expect(context.invalidations == 1)
        #expect(authorization.isSpent)
    }

    @Test func aSuccessfulEvaluationHandsItsContextOnAndAFailedOneInvalidatesIt() throws {
        let granted = FakeAuthenticationContext()
        let authorization = try #require(AccessAuthorization.after(success: true, context: granted))
        #expect(granted.invalidations == 0 && !authorization.isSpent)
        authorization.spend { #expect($0 === granted) }
        #expect(granted.invalidations == 1)

        let refused = FakeAuthenticationContext()
        #expect(AccessAuthorization.after(success: false, context: refused) == nil)
        #expect(refused.invalidations == 1, "a failed evaluation's context is invalidated at once")
    }

    @Test func aThrowingOperationStillInvalidatesTheContext() {
        let context = FakeAuthenticationContext()
        let authorization = AccessAuthorization(context: context)
        #expect(throws: Failure.self) { try authorization.spend { _ in throw Failure() } }
        #expect(context.invalidations == 1)
        #expect(authorization.isSpent)
    }

    @Test func anUnspentAuthorizationIsInvalidatedWhenDiscardedOnce() {
        let context = FakeAuthenticationContext()
        let authorization = AccessAuthorization(context: context)
        #expect(!authorization.isSpent)
        authorization.discard()
        authorization.discard()
        #expect(context.invalidations == 1)
        #expect(authorization.spend { $0 == nil })
    }

    @Test func anAuthorizationDroppedUnusedInvalidatesItsContext() {
        let context = FakeAuthenticationContext()
        do { _ = AccessAuthorization(context: context) }
        #expect(context.invalidations == 1)
    }

    @Test func aGateThatVerifiesNothingGrantsWithoutAnAuthorization() {
        var results: [(AccessDecision, Bool)] = []
        OpenAccessGate().requestAuthorization(reason: "Leer") { results.append(($0, $1 != nil)) }
        #expect(results.map(\.0) == [.granted])
        #expect(results.map(\.1) == [false])
    }
}

import AppCore
import Foundation
import PersistenceKit
import TestSupport
import Testing

/// The credentials service spends an authorization on the one Keychain call that needs it, then
/// invalidates it; nothing keeps an old authentication alive (issue 13 review, finding 2).
/// El servicio gasta una autorización en la única llamada que la necesita y luego la invalida.
@Suite struct OneShotAuthorizationTests {
    let keychain = InMemoryKeychain()
    let stored = Credentials(user: "ana", password: "uno")

    func service(passcode: Bool = true) -> CredentialsService {
        CredentialsService(keychain: keychain, deviceHasPasscode: { passcode })
    }

    /// The context given to each read/update, as "which context" names. / El contexto de cada llamada.
    func contextsUsed(_ known: [FakeAuthenticationContext]) -> [String] {
        keychain.contexts.map { call in
            let name = call.1.map { given in known.firstIndex { $0 === given }.map { "context\($0)" } ?? "other" }
            return "\(call.0):\(name ?? "none")"
        }
    }

    @Test func aReadGetsTheEvaluatedContextOnceAndItIsInvalidatedAfterwards() throws {
        try service().save(stored)
        let first = FakeAuthenticationContext()
        #expect(try service().load(authorization: AccessAuthorization(context: first)) == stored)
        #expect(first.invalidations == 1, "dropped right after the one read")
        #expect(try service().load() == stored)
        let second = FakeAuthenticationContext()
        #expect(try service().load(authorization: AccessAuthorization(context: second)) == stored)
        #expect(contextsUsed([first, second]) == ["read:context0", "read:none", "read:context1"])
        #expect(second.invalidations == 1)
    }

    @Test func aFailedReadStillInvalidatesTheContext() throws {
        try service().save(stored)
        keychain.failNext(.read, status: KeychainStatus.authFailed)
        let context = FakeAuthenticationContext()
        #expect(throws: KeychainError.authenticationFailed) {
            try service().load(authorization: AccessAuthorization(context: context))
        }
        #expect(context.invalidations == 1)
    }

    @Test func anUpdateOfTheExistingItemGetsTheContextAndOnlyIt() throws {
        try service().save(stored)
        let context = FakeAuthenticationContext()
        try service().save(
            Credentials(user: "ana", password: "dos"), authorization: AccessAuthorization(context: context))
        #expect(contextsUsed([context]) == ["update:context0"])
        #expect(context.invalidations == 1)
        #expect(try service().load() == Credentials(user: "ana", password: "dos"))
    }

    /// A new item needs no authentication: the unused context is invalidated anyway.
    /// Un elemento nuevo no pide autenticación: el contexto sin usar se invalida igual.
    @Test func anAddDoesNotUseTheContextButDropsIt() throws {
        let context = FakeAuthenticationContext()
        try service().save(stored, authorization: AccessAuthorization(context: context))
        #expect(keychain.contexts.isEmpty)
        #expect(context.invalidations == 1)
    }

    @Test func onlyAnExistingItemOnADeviceWithAPasscodeNeedsTheGateToBeSaved() throws {
        #expect(try service(passcode: true).saveRequiresAuthorization() == false, "nothing stored yet")
        try service().save(stored)
        #expect(try service(passcode: true).saveRequiresAuthorization() == true)
        #expect(try service(passcode: false).saveRequiresAuthorization() == false, "no lock to verify with")
        #expect(keychain.calls.filter { $0.0 == .read }.isEmpty, "checked without reading the secret")
    }

    @Test func aFailedExistenceCheckIsReported() {
        keychain.failNext(.contains, status: KeychainStatus.interactionNotAllowed)
        #expect(throws: KeychainError.interactionNotAllowed) { try service().saveRequiresAuthorization() }
    }
}

/// The status of the silent existence lookup (`SystemKeychain.contains`).
/// El estado de la búsqueda silenciosa de existencia.
@Suite struct KeychainExistenceTests {
    @Test func aProtectedItemExistsAMissingOneDoesNotOthersAreErrors() throws {
        #expect(try KeychainError.existence(status: KeychainStatus.success))
        #expect(try KeychainError.existence(status: KeychainStatus.interactionNotAllowed), "protected: no prompt")
        #expect(try !KeychainError.existence(status: KeychainStatus.itemNotFound))
        #expect(throws: KeychainError.unexpectedStatus(-34_018)) { try KeychainError.existence(status: -34_018) }
        #expect(throws: KeychainError.authenticationFailed) {
            try KeychainError.existence(status: KeychainStatus.authFailed)
        }
    }
}

import AppCore
import Foundation
import PersistenceKit
import TestSupport
import Testing

/// OSStatus mapping, the status-code-faithful fake and add-or-update on top of it.
/// Traducción de OSStatus, el doble fiel a los códigos y agregar-o-actualizar encima.
@Suite struct KeychainErrorTests {
    @Test(arguments: [
        (Int32(-25_300), KeychainError.itemNotFound), (-25_299, .duplicateItem), (-25_293, .authenticationFailed),
        (-25_308, .interactionNotAllowed), (-26_275, .unreadableData), (-34_018, .unexpectedStatus(-34_018)),
        (-50, .unexpectedStatus(-50)),
    ])
    func statusesMapToReadableErrors(_ status: Int32, _ error: KeychainError) {
        #expect(KeychainError(status: status) == error)
        #expect(error.status == status, "round trip")
        #expect(throws: error) { try KeychainError.check(status) }
    }

    @Test func successIsNotAnError() throws {
        #expect(KeychainError(status: 0) == nil)
        try KeychainError.check(KeychainStatus.success)
    }

    @Test func descriptionsNameTheStatusAndMessagesExistInBothLanguages() throws {
        let tables = try ["es", "en"].map {
            try StringsFile.parse(contentsOf: TestPaths.app("TestApp", "\($0).lproj", "Localizable.strings"))
        }
        let errors: [KeychainError] = [
            .itemNotFound, .duplicateItem, .authenticationFailed, .interactionNotAllowed, .unreadableData,
            .unexpectedStatus(-1),
        ]
        for error in errors {
            #expect(error.description.contains("\(error.status)"))
            for table in tables { #expect(table[error.messageKey] != nil, "\(error.messageKey)") }
        }
    }
}

@Suite struct InMemoryKeychainTests {
    let keychain = InMemoryKeychain()
    let secret = Data("s3cr3t".utf8)

    @Test func addingAnExistingAccountFailsWithDuplicateItem() throws {
        try keychain.add(secret, account: "a")
        #expect(throws: KeychainError.duplicateItem) { try keychain.add(Data("other".utf8), account: "a") }
        #expect(try keychain.read(account: "a") == secret, "the first value survives")
    }

    @Test func readingUpdatingOrDeletingAMissingAccountFailsWithItemNotFound() {
        #expect(throws: KeychainError.itemNotFound) { try keychain.read(account: "missing") }
        #expect(throws: KeychainError.itemNotFound) { try keychain.update(secret, account: "missing") }
        #expect(throws: KeychainError.itemNotFound) { try keychain.delete(account: "missing") }
    }

    @Test func injectedStatusesFailOnceWithTheirMappedError() throws {
        try keychain.add(secret, account: "a")
        keychain.failNext(.read, status: KeychainStatus.interactionNotAllowed)
        #expect(throws: KeychainError.interactionNotAllowed) { try keychain.read(account: "a") }
        #expect(try keychain.read(account: "a") == secret)
    }
}

@Suite struct CredentialsServiceTests {
    let keychain = InMemoryKeychain()
    let service: CredentialsService

    init() {
        service = CredentialsService(keychain: keychain)
    }

    @Test func savingTwiceUpdatesInsteadOfFailing() throws {
        try service.save(Credentials(user: "ana", password: "uno"))
        try service.save(Credentials(user: "beto", password: "dos"))
        #expect(try service.load() == Credentials(user: "beto", password: "dos"))
        let operations = keychain.calls.map(\.0)
        #expect(operations == [.add, .add, .add, .update, .add, .update, .read, .read])
        #expect(keychain.accounts == [CredentialsService.passwordAccount, CredentialsService.userAccount])
    }

    @Test func readingWhenNothingIsStoredGivesNil() throws {
        #expect(try service.load() == nil)
    }

    @Test func halfStoredCredentialsCountAsNothing() throws {
        try keychain.add(Data("ana".utf8), account: CredentialsService.userAccount)
        #expect(try service.load() == nil)
    }

    @Test func otherFailuresAreThrownNotHidden() throws {
        keychain.failNext(.add, status: KeychainStatus.authFailed)
        #expect(throws: KeychainError.authenticationFailed) { try service.save(Credentials(user: "a", password: "b")) }
        try service.save(Credentials(user: "a", password: "b"))
        keychain.failNext(.read, status: KeychainStatus.interactionNotAllowed)
        #expect(throws: KeychainError.interactionNotAllowed) { try service.load() }
    }

    @Test func anUpdateFailureAfterADuplicateIsReported() throws {
        try service.save(Credentials(user: "a", password: "b"))
        keychain.failNext(.update, status: -34_018)
        #expect(throws: KeychainError.unexpectedStatus(-34_018)) {
            try service.save(Credentials(user: "c", password: "d"))
        }
    }

    @Test func bytesThatAreNotUTF8AreUnreadable() throws {
        let keychain = InMemoryKeychain(items: [
            CredentialsService.userAccount: Data([0xFF, 0xFE]), CredentialsService.passwordAccount: Data("x".utf8),
        ])
        #expect(throws: KeychainError.unreadableData) { try CredentialsService(keychain: keychain).load() }
    }

    @Test func removeAllToleratesMissingItems() throws {
        try service.save(Credentials(user: "a", password: "b"))
        try service.removeAll()
        try service.removeAll()
        #expect(keychain.accounts.isEmpty)
    }
}

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
        (-128, .userCanceled),
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
            .itemNotFound, .duplicateItem, .authenticationFailed, .userCanceled, .interactionNotAllowed,
            .unreadableData, .unexpectedStatus(-1),
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
        try keychain.add(secret, account: "a", protection: .whenUnlocked)
        #expect(throws: KeychainError.duplicateItem) {
            try keychain.add(Data("other".utf8), account: "a", protection: .whenUnlocked)
        }
        #expect(try keychain.read(account: "a") == secret, "the first value survives")
    }

    @Test func readingUpdatingOrDeletingAMissingAccountFailsWithItemNotFound() {
        #expect(throws: KeychainError.itemNotFound) { try keychain.read(account: "missing") }
        #expect(throws: KeychainError.itemNotFound) {
            try keychain.update(secret, account: "missing", protection: .whenUnlocked)
        }
        #expect(throws: KeychainError.itemNotFound) { try keychain.delete(account: "missing") }
    }

    @Test func injectedStatusesFailOnceWithTheirMappedError() throws {
        try keychain.add(secret, account: "a", protection: .whenUnlocked)
        keychain.failNext(.read, status: KeychainStatus.interactionNotAllowed)
        #expect(throws: KeychainError.interactionNotAllowed) { try keychain.read(account: "a") }
        #expect(try keychain.read(account: "a") == secret)
    }

    @Test func theSecondWriteCanBeMadeToFail() throws {
        keychain.failWrite(number: 2, status: KeychainStatus.interactionNotAllowed)
        try keychain.add(secret, account: "a", protection: .whenUnlocked)
        #expect(throws: KeychainError.interactionNotAllowed) {
            try keychain.add(secret, account: "b", protection: .whenUnlocked)
        }
        try keychain.update(secret, account: "a", protection: .userPresence)
        #expect(keychain.accounts == ["a"])
        #expect(keychain.protection(of: "a") == .userPresence)
    }
}

/// The one-item format, its protection, the migration of the old two-item format and removal.
/// El formato de un elemento, su protección, la migración del formato de dos y el borrado.
@Suite struct CredentialsServiceTests {
    let keychain = InMemoryKeychain()
    let service: CredentialsService
    let old = Credentials(user: "ana", password: "uno")
    let new = Credentials(user: "beto", password: "dos")

    init() {
        service = CredentialsService(keychain: keychain, deviceHasPasscode: { true })
    }

    /// Items as older versions of the app wrote them. / Elementos como los escribían versiones anteriores.
    static func legacyKeychain(user: String?, password: String?) -> InMemoryKeychain {
        var items: [String: Data] = [:]
        items[CredentialsService.legacyUserAccount] = user.map { Data($0.utf8) }
        items[CredentialsService.legacyPasswordAccount] = password.map { Data($0.utf8) }
        return InMemoryKeychain(items: items)
    }

    @Test func userAndPasswordAreOneItemWrittenOnce() throws {
        try service.save(old)
        #expect(keychain.accounts == [CredentialsService.account])
        #expect(keychain.calls.filter { $0.0 == .add || $0.0 == .update }.count == 1)
        #expect(try service.load() == old)
    }

    @Test func savingTwiceUpdatesInsteadOfFailing() throws {
        try service.save(old)
        try service.save(new)
        #expect(try service.load() == new)
        let writes = keychain.calls.filter { $0.0 != .delete }.map(\.0)
        #expect(writes == [.add, .add, .update, .read])
        #expect(keychain.accounts == [CredentialsService.account])
    }

    /// Whatever write fails, a load gives the old pair or the new pair, never a mix.
    /// Falle la escritura que falle, se lee el par viejo o el nuevo, nunca una mezcla.
    @Test(arguments: [1, 2, 3])
    func aFailedWriteNeverMixesOldAndNew(failingWrite: Int) throws {
        try service.save(old)
        keychain.failWrite(number: failingWrite, status: KeychainStatus.interactionNotAllowed)
        let saved = (try? service.save(new)) != nil
        #expect(try service.load() == (saved ? new : old))
    }

    @Test func theFirstWriteFailingKeepsTheOldPair() throws {
        try service.save(old)
        keychain.failWrite(number: 1, status: KeychainStatus.interactionNotAllowed)
        #expect(throws: KeychainError.interactionNotAllowed) { try service.save(new) }
        #expect(try service.load() == old)
    }

    // MARK: Protection / Protección

    @Test func withAPasscodeTheItemRequiresUserPresence() throws {
        try service.save(old)
        #expect(keychain.protection(of: CredentialsService.account) == .userPresence)
        #expect(KeychainProtection.userPresence.accessibility == .whenPasscodeSetThisDeviceOnly)
        #expect(KeychainProtection.userPresence.requiresUserPresence)
    }

    @Test func withoutAPasscodeTheItemIsReadableWhenUnlocked() throws {
        var hasPasscode = false
        let service = CredentialsService(keychain: keychain, deviceHasPasscode: { hasPasscode })
        try service.save(old)
        #expect(keychain.protection(of: CredentialsService.account) == .whenUnlocked)
        #expect(KeychainProtection.whenUnlocked.accessibility == .whenUnlockedThisDeviceOnly)
        #expect(!KeychainProtection.whenUnlocked.requiresUserPresence)
        hasPasscode = true
        try service.save(new)
        #expect(keychain.protection(of: CredentialsService.account) == .userPresence, "asked at each save")
    }

    // MARK: Reading / Lectura

    @Test func readingWhenNothingIsStoredGivesNil() throws {
        #expect(try service.load() == nil)
    }

    @Test func bytesThatAreNotTheJSONPairAreUnreadable() throws {
        let keychain = InMemoryKeychain(items: [CredentialsService.account: Data([0xFF, 0xFE])])
        #expect(throws: KeychainError.unreadableData) {
            try CredentialsService(keychain: keychain, deviceHasPasscode: { true }).load()
        }
    }

    @Test func otherFailuresAreThrownNotHidden() throws {
        keychain.failNext(.add, status: KeychainStatus.authFailed)
        #expect(throws: KeychainError.authenticationFailed) { try service.save(old) }
        try service.save(old)
        keychain.failNext(.read, status: KeychainStatus.interactionNotAllowed)
        #expect(throws: KeychainError.interactionNotAllowed) { try service.load() }
        keychain.failNext(.read, status: KeychainStatus.userCanceled)
        #expect(throws: KeychainError.userCanceled) { try service.load() }
    }

    @Test func anUpdateFailureAfterADuplicateIsReported() throws {
        try service.save(old)
        keychain.failNext(.update, status: -34_018)
        #expect(throws: KeychainError.unexpectedStatus(-34_018)) { try service.save(new) }
        #expect(try service.load() == old)
    }

    // MARK: Migration / Migración

    @Test func theOldTwoItemPairIsMigratedOnFirstRead() throws {
        let keychain = Self.legacyKeychain(user: "ana", password: "uno")
        let service = CredentialsService(keychain: keychain, deviceHasPasscode: { true })
        #expect(try service.load() == old)
        #expect(keychain.accounts == [CredentialsService.account], "the old items are gone")
        #expect(keychain.protection(of: CredentialsService.account) == .userPresence)
        #expect(try service.load() == old)
    }

    @Test func aFailedMigrationLosesNothingAndIsRetried() throws {
        let keychain = Self.legacyKeychain(user: "ana", password: "uno")
        let service = CredentialsService(keychain: keychain, deviceHasPasscode: { true })
        keychain.failWrite(number: 1, status: KeychainStatus.interactionNotAllowed)
        #expect(try service.load() == old)
        #expect(
            keychain.accounts == [CredentialsService.legacyPasswordAccount, CredentialsService.legacyUserAccount])
        #expect(try service.load() == old)
        #expect(keychain.accounts == [CredentialsService.account])
    }

    @Test(arguments: [("ana", nil), (nil, "uno")] as [(String?, String?)])
    func halfOfAnOldPairCountsAsNothing(_ user: String?, _ password: String?) throws {
        let keychain = Self.legacyKeychain(user: user, password: password)
        #expect(try CredentialsService(keychain: keychain, deviceHasPasscode: { true }).load() == nil)
    }

    @Test func oldBytesThatAreNotUTF8AreUnreadable() throws {
        let keychain = InMemoryKeychain(items: [
            CredentialsService.legacyUserAccount: Data([0xFF, 0xFE]),
            CredentialsService.legacyPasswordAccount: Data("x".utf8),
        ])
        #expect(throws: KeychainError.unreadableData) {
            try CredentialsService(keychain: keychain, deviceHasPasscode: { true }).load()
        }
    }

    @Test func aNewSaveClearsTheOldItems() throws {
        let keychain = Self.legacyKeychain(user: "ana", password: "uno")
        try CredentialsService(keychain: keychain, deviceHasPasscode: { true }).save(new)
        #expect(keychain.accounts == [CredentialsService.account])
    }

    // MARK: Removal / Borrado

    @Test func removeAllToleratesMissingItems() throws {
        try service.save(old)
        try service.removeAll()
        try service.removeAll()
        #expect(keychain.accounts.isEmpty)
    }

    /// Every combination of present and missing items ends empty (issue 11: `removeAll` must not
    /// return early when the user item is missing). / Toda combinación termina vacía.
    @Test(arguments: 0..<8)
    func removeAllRemovesEverythingWhateverIsMissing(mask: Int) throws {
        var items: [String: Data] = [:]
        for (bit, account) in CredentialsService.allAccounts.enumerated() where mask & (1 << bit) != 0 {
            items[account] = Data("x".utf8)
        }
        let keychain = InMemoryKeychain(items: items)
        try CredentialsService(keychain: keychain, deviceHasPasscode: { true }).removeAll()
        #expect(keychain.accounts.isEmpty, "left behind: \(keychain.accounts)")
    }

    @Test func removeAllWithoutTheUserItemStillRemovesThePassword() throws {
        let keychain = Self.legacyKeychain(user: nil, password: "uno")
        try CredentialsService(keychain: keychain, deviceHasPasscode: { true }).removeAll()
        #expect(keychain.accounts.isEmpty)
    }

    @Test func aFailedDeleteStillTriesTheRestThenReports() throws {
        let keychain = InMemoryKeychain(items: [
            CredentialsService.account: Data("x".utf8), CredentialsService.legacyPasswordAccount: Data("y".utf8),
        ])
        keychain.failNext(.delete, status: KeychainStatus.interactionNotAllowed)
        #expect(throws: KeychainError.interactionNotAllowed) {
            try CredentialsService(keychain: keychain, deviceHasPasscode: { true }).removeAll()
        }
        #expect(keychain.accounts == [CredentialsService.account], "the others were still removed")
    }
}

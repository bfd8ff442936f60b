import AppCore
import AppServicesKit
import Foundation
import PersistenceKit
import Testing

/// Storage is a contract: the versions of TestApp already on phones read these exact names. A renamed
/// UserDefaults key, suite or Keychain account silently loses what users saved, so every name is
/// pinned here AS A LITERAL — never through the constant the code uses — and, where possible, by
/// reading what the code actually wrote. Changing one of these literals needs a migration, not an edit.
///
/// El almacenamiento es un contrato: las versiones de TestApp ya instaladas leen estos nombres exactos.
/// Renombrar una clave, una suite o una cuenta del Keychain pierde en silencio lo que el usuario guardó;
/// por eso cada nombre se fija aquí COMO LITERAL — nunca con la constante del código — y, donde se
/// puede, leyendo lo que el código escribió. Cambiar un literal exige una migración, no una edición.
@Suite(.serialized) struct StorageContractTests {
    // MARK: UserDefaults

    @Test func theSwitchesLiveInTheAppSuiteUnderTheirKeys() throws {
        #expect(SettingsStore.appSuiteName == "com.mexicoapps.TestApp.settings")
        let suite = "storage-contract-" + UUID().uuidString
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let store = SettingsStore(defaults: defaults)

        store.set(true, for: .notifications)
        store.set(true, for: .autoSync)
        store.set(false, for: .sounds)

        #expect(defaults.object(forKey: "persistence.setting.notifications") as? Bool == true)
        #expect(defaults.object(forKey: "persistence.setting.autoSync") as? Bool == true)
        #expect(defaults.object(forKey: "sound.selection.enabled") as? Bool == false)
    }

    @Test func valuesWrittenByAnEarlierVersionAreReadUnderTheSameKeys() throws {
        let suite = "storage-contract-" + UUID().uuidString
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.set(true, forKey: "persistence.setting.notifications")
        defaults.set(false, forKey: "sound.selection.enabled")

        let store = SettingsStore(defaults: defaults)
        #expect(store.isOn(.notifications))
        #expect(!store.isOn(.sounds))
        #expect(!store.isOn(.autoSync))
    }

    /// The click's setting: the same key in the standard defaults and in `Settings.bundle/Root.plist`.
    /// El ajuste del clic: la misma clave en los defaults estándar y en `Settings.bundle/Root.plist`.
    @Test func theSoundSettingKeyIsTheSettingsBundleKey() throws {
        #expect(SoundSettingKey.defaultsKey == "sound.selection.enabled")
        #expect(SoundPreference.enabledKey == "sound.selection.enabled")
        let suite = "storage-contract-" + UUID().uuidString
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        SoundPreference(defaults: defaults).isEnabled = false
        #expect(defaults.object(forKey: "sound.selection.enabled") as? Bool == false)
    }

    // MARK: Keychain

    @Test func credentialsAreOneItemUnderTheirAccount() throws {
        let keychain = InMemoryKeychain()
        let service = CredentialsService(keychain: keychain, deviceHasPasscode: { false })
        try service.save(Credentials(user: "ana", password: "uno"))
        #expect(keychain.accounts == ["testapp.credentials"])
    }

    @Test func itemsOfTheTwoItemVersionAreStillReadAndRemoved() throws {
        let keychain = InMemoryKeychain(items: [
            "testapp.credentials.user": Data("ana".utf8), "testapp.credentials.password": Data("uno".utf8),
        ])
        let service = CredentialsService(keychain: keychain, deviceHasPasscode: { false })
        #expect(try service.load() == Credentials(user: "ana", password: "uno"))
        try service.removeAll()
        #expect(keychain.accounts.isEmpty)
    }

    @Test func theKeychainServiceIsTheBundleIdentifier() {
        #expect(CredentialsService.keychainService(bundleIdentifier: "mx.example.testapp") == "mx.example.testapp")
        #expect(CredentialsService.keychainService(bundleIdentifier: nil) == "TestApp")
    }
}

import AppCore
import AppServicesKit
import Foundation
import PersistenceKit
import TestSupport
import Testing

/// Counts clicks that reach the real player. / Cuenta los clics que llegan al reproductor real.
final class ClickCounter: SelectionSoundPlaying {
    private(set) var plays = 0
    func playSelectionSound() { plays += 1 }
}

/// The Persistencia "Sonidos" switch and the click are ONE setting, the one Settings.bundle shows:
/// the app wires both to the same `SoundPreference` (standard defaults), while the other switches
/// live in the app's suite. / El interruptor "Sonidos" y el clic son UN ajuste, el de Settings.bundle.
@Suite struct OneSoundSettingTests {
    let suiteName = "f13-sound-" + UUID().uuidString
    let sharedName = "f13-standard-" + UUID().uuidString

    /// The app's wiring: switches in a suite, the sound setting in "standard" (here another suite).
    /// La conexión de la app: interruptores en una suite, el sonido en "standard" (aquí otra suite).
    func wiring() throws -> (store: SettingsStore, click: PreferenceGatedSoundPlayer, counter: ClickCounter) {
        let suite = try #require(UserDefaults(suiteName: suiteName))
        let shared = try #require(UserDefaults(suiteName: sharedName))
        let preference = SoundPreference(defaults: shared)
        let counter = ClickCounter()
        return (
            SettingsStore(defaults: suite, sound: preference),
            PreferenceGatedSoundPlayer(preference: preference, player: counter), counter
        )
    }

    func cleanUp() {
        for name in [suiteName, sharedName] { UserDefaults(suiteName: name)?.removePersistentDomain(forName: name) }
    }

    @Test func turningTheSwitchOffSilencesTheClickAndOnBringsItBack() throws {
        defer { cleanUp() }
        let (store, click, counter) = try wiring()
        #expect(store.isOn(.sounds), "on until the user chooses, like Settings.bundle")
        click.playSelectionSound()
        store.set(false, for: .sounds)
        click.playSelectionSound()
        #expect(counter.plays == 1)
        store.set(true, for: .sounds)
        click.playSelectionSound()
        #expect(counter.plays == 2)
    }

    @Test func aChoiceMadeInTheSettingsAppShowsInTheSwitch() throws {
        defer { cleanUp() }
        let (store, click, counter) = try wiring()
        // The Settings app writes the toggle's Key in the app's standard defaults.
        // La app Ajustes escribe la clave del interruptor en los defaults estándar de la app.
        UserDefaults(suiteName: sharedName)?.set(false, forKey: try Self.settingsBundleToggle().key)
        #expect(store.isOn(.sounds) == false)
        click.playSelectionSound()
        #expect(counter.plays == 0)
    }

    @Test func theSwitchDoesNotWriteItsOwnCopyInTheSuite() throws {
        defer { cleanUp() }
        let (store, _, _) = try wiring()
        store.set(false, for: .sounds)
        let suite = try #require(UserDefaults(suiteName: suiteName))
        #expect(suite.object(forKey: "persistence.setting.sounds") == nil)
        #expect(SettingKey.sounds.defaultsKey == SoundPreference.enabledKey)
    }

    @Test func settingsBundleUsesTheSameKeyAndDefault() throws {
        let toggle = try Self.settingsBundleToggle()
        #expect(toggle.key == SoundPreference.enabledKey)
        #expect(toggle.defaultValue == SoundPreference.builtInDefault)
    }

    /// The only toggle of `Settings.bundle/Root.plist`. / El único interruptor de Root.plist.
    static func settingsBundleToggle() throws -> (key: String, defaultValue: Bool) {
        let url = TestPaths.app("TestApp", "Resources", "Settings.bundle", "Root.plist")
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
        let specifiers = try #require((plist as? [String: Any])?["PreferenceSpecifiers"] as? [[String: Any]])
        let toggles = specifiers.filter { $0["Type"] as? String == "PSToggleSwitchSpecifier" }
        #expect(toggles.count == 1)
        let toggle = try #require(toggles.first)
        return (try #require(toggle["Key"] as? String), try #require(toggle["DefaultValue"] as? Bool))
    }
}

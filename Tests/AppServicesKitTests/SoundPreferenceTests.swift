import AppCore
import AppServicesKit
import Foundation
import TestSupport
import XCTest

/// Counts clicks. / Cuenta clics.
final class CountingSoundPlayer: SelectionSoundPlaying {
    private(set) var plays = 0
    func playSelectionSound() { plays += 1 }
}

/// Real UserDefaults in a suite of its own, removed after each test.
/// UserDefaults reales en una suite propia que se borra tras cada prueba.
final class SoundPreferenceTests: XCTestCase {
    private var suiteName: String!
    private var defaults: UserDefaults!

    override func setUp() {
        suiteName = "AppServicesKitTests.sound.\(UUID().uuidString)"
        defaults = UserDefaults(suiteName: suiteName)
    }

    override func tearDown() {
        defaults.removePersistentDomain(forName: suiteName)
    }

    func testSoundIsOnUntilTheUserChooses() {
        XCTAssertTrue(SoundPreference(defaults: defaults).isEnabled)
    }

    func testTheChoiceIsStoredUnderTheSettingsBundleKey() {
        let preference = SoundPreference(defaults: defaults)
        preference.isEnabled = false
        XCTAssertEqual(defaults.object(forKey: "sound.selection.enabled") as? Bool, false)
        XCTAssertFalse(SoundPreference(defaults: UserDefaults(suiteName: suiteName)!).isEnabled)
    }

    func testAValueWrittenByTheSettingsAppIsRead() {
        defaults.set(false, forKey: SoundPreference.enabledKey)
        XCTAssertFalse(SoundPreference(defaults: defaults).isEnabled)
    }

    func testTheRemoteDefaultAppliesOnlyUntilTheUserChooses() {
        let preference = SoundPreference(defaults: defaults)
        preference.useDefault(false)
        XCTAssertFalse(preference.isEnabled)
        preference.isEnabled = true
        XCTAssertTrue(preference.isEnabled)
        preference.reset()
        XCTAssertFalse(preference.isEnabled, "after reset the registered default applies again")
    }

    func testTheGatedPlayerFollowsThePreference() {
        let preference = SoundPreference(defaults: defaults)
        let speaker = CountingSoundPlayer()
        let player = PreferenceGatedSoundPlayer(preference: preference, player: speaker)
        player.playSelectionSound()
        preference.isEnabled = false
        player.playSelectionSound()
        player.playSelectionSound()
        preference.isEnabled = true
        player.playSelectionSound()
        XCTAssertEqual(speaker.plays, 2)
    }

    func testSettingsBundleToggleMatchesThePreference() throws {
        let url = TestPaths.app("TestApp", "Resources", "Settings.bundle", "Root.plist")
        let root = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
        let specifiers = try XCTUnwrap((root as? [String: Any])?["PreferenceSpecifiers"] as? [[String: Any]])
        let toggle = try XCTUnwrap(specifiers.first { $0["Type"] as? String == "PSToggleSwitchSpecifier" })
        XCTAssertEqual(toggle["Key"] as? String, SoundPreference.enabledKey)
        XCTAssertEqual(toggle["DefaultValue"] as? Bool, SoundPreference.builtInDefault)
        let titleKey = try XCTUnwrap(toggle["Title"] as? String)
        for language in ["es", "en"] {
            let strings = try StringsFile.parse(
                contentsOf: TestPaths.app(
                    "TestApp", "Resources", "Settings.bundle", "\(language).lproj", "Root.strings"))
            XCTAssertNotNil(strings[titleKey], "\(language) Root.strings lacks \(titleKey)")
        }
    }

    func testTheClickSoundIsAShortBundledWave() throws {
        let data = try Data(contentsOf: TestPaths.app("TestApp", "Resources", "click.wav"))
        XCTAssertEqual(String(decoding: data.prefix(4), as: UTF8.self), "RIFF")
        XCTAssertEqual(String(decoding: data[8..<12], as: UTF8.self), "WAVE")
        XCTAssertLessThan(data.count, 40_000, "a click should stay tiny")
    }
}

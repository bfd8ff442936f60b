import Foundation
import PersistenceKit
import Testing

/// `SettingsStore` over a real `UserDefaults` suite and the `defaults-probe` command line.
/// `SettingsStore` sobre una suite real de `UserDefaults` y la línea de órdenes de `defaults-probe`.
@Suite struct SettingsStoreTests {
    @Test func valuesNeverWrittenReadAsOffAndWrittenOnesStick() throws {
        let suite = "f234-store-" + UUID().uuidString
        let store = try #require(SettingsStore(suiteName: suite))
        defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
        #expect(store.values().map(\.isOn) == [false, true, false], "Sonidos is on until the user chooses")
        store.set(true, for: .notifications)
        store.set(true, for: .autoSync)
        store.set(false, for: .autoSync)
        store.set(false, for: .sounds)
        #expect(store.values().map(\.isOn) == [true, false, false])
    }

    @Test func anEmptySuiteNameIsRefused() {
        #expect(SettingsStore(suiteName: "") == nil)
    }

    @Test func writeAndReadCommandsParse() {
        #expect(
            SettingsCommand.parse(["write", "s", "notifications=true", "sounds=false", "autoSync=true"])
                == .success(.write(suite: "s", values: [.notifications: true, .sounds: false, .autoSync: true])))
        #expect(SettingsCommand.parse(["read", "s"]) == .success(.read(suite: "s")))
    }

    @Test(
        arguments: [
            ([], SettingsCommandError.usage), (["read"], .usage), (["read", "s", "x"], .usage),
            (["write", "s"], .usage),
            (["delete", "s"], .usage), (["read", ""], .usage),
            (["write", "s", "sounds"], .malformedAssignment("sounds")),
            (["write", "s", "volume=true"], .unknownKey("volume")),
            (["write", "s", "sounds=yes"], .notABoolean("yes")),
        ] as [([String], SettingsCommandError)])
    func badCommandLinesGiveClearErrors(_ arguments: [String], _ error: SettingsCommandError) {
        #expect(SettingsCommand.parse(arguments) == .failure(error))
        #expect(!error.description.isEmpty)
    }
}

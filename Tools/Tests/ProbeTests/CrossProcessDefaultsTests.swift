import Foundation
import PersistenceKit
import Testing

/// The real `UserDefaults` across processes: `defaults-probe` writes the three switches in one
/// process, a second `defaults-probe` process reads them, and this process reads them again with a
/// fresh `UserDefaults(suiteName:)` — what "remembered after closing and reopening the app" means.
/// `UserDefaults` real entre procesos: un proceso escribe los tres interruptores, un segundo
/// proceso los lee y este proceso los vuelve a leer con un `UserDefaults(suiteName:)` nuevo.
@Suite(.serialized) struct CrossProcessDefaultsTests {
    /// Anchor for `Bundle(for:)`. / Ancla para `Bundle(for:)`.
    final class Anchor {}

    /// The folder of built products holds both the test bundle and `defaults-probe`.
    /// La carpeta de productos contiene el bundle de pruebas y `defaults-probe`.
    static func probeURL() -> URL? {
        let candidates = [
            Bundle(for: Anchor.self).bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
            URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent(),
        ]
        return candidates.map { $0.appendingPathComponent("defaults-probe") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs the probe and returns (exit status, standard output). / Ejecuta la sonda.
    static func runProbe(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let probe = try #require(
            probeURL(),
            "defaults-probe was not built next to the test bundle; run `swift build --build-tests` (it builds every executable) before `swift test`"
        )
        let process = Process()
        process.executableURL = probe
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = Pipe()
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func valuesWrittenByOneProcessAreReadByAnotherAndByThisOne() throws {
        let suite = "f234-crossprocess-" + UUID().uuidString
        defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }

        let write = try Self.runProbe(["write", suite, "notifications=true", "sounds=false", "autoSync=true"])
        #expect(write.status == 0, "write failed: \(write.output)")

        let read = try Self.runProbe(["read", suite])
        #expect(read.status == 0)
        #expect(read.output.split(separator: "\n") == ["notifications=true", "sounds=false", "autoSync=true"])

        let fresh = try #require(SettingsStore(suiteName: suite))
        #expect(fresh.values().map(\.isOn) == [true, false, true])
    }

    @Test func aSecondWriteOverwritesOnlyTheNamedSwitch() throws {
        let suite = "f234-crossprocess-" + UUID().uuidString
        defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
        _ = try Self.runProbe(["write", suite, "notifications=true", "sounds=true", "autoSync=true"])
        _ = try Self.runProbe(["write", suite, "sounds=false"])
        let read = try Self.runProbe(["read", suite])
        #expect(read.output.split(separator: "\n") == ["notifications=true", "sounds=false", "autoSync=true"])
    }

    @Test func aBadCommandLineExitsWithAnError() throws {
        let result = try Self.runProbe(["write", "f234-unused", "volume=loud"])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
    }
}

// Writes or reads TestApp's three settings in a real UserDefaults suite, in its own process.
// The cross-process test runs it twice (write, then read) and compares the output.
// Escribe o lee los tres ajustes de TestApp en una suite real de UserDefaults, en su propio
// proceso. La prueba entre procesos lo ejecuta dos veces (escribir y leer) y compara la salida.
import Foundation
import PersistenceKit

/// Prints `message` to standard error and exits with `code`. / Escribe en stderr y termina.
func fail(_ message: String, code: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data(("defaults-probe: " + message + "\n").utf8))
    exit(code)
}

func run(_ command: SettingsCommand) {
    switch command {
    case .write(let suite, let values):
        guard let store = SettingsStore(suiteName: suite) else {
            fail(SettingsCommandError.unusableSuite(suite).description)
        }
        for key in SettingKey.allCases { if let value = values[key] { store.set(value, for: key) } }
        guard store.flush() else { fail("could not save suite \"\(suite)\"", code: 1) }
        print("ok")
    case .read(let suite):
        guard let store = SettingsStore(suiteName: suite) else {
            fail(SettingsCommandError.unusableSuite(suite).description)
        }
        print(SettingsCommand.output(of: store))
    }
}

switch SettingsCommand.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let command): run(command)
case .failure(let error): fail(error.description)
}

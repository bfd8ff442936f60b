// The iOS type-check of the apps on Linux (`Scripts/ios-typecheck/run --help`): exit 0 pass,
// 1 an error or warning, 2 setup problem.
// El type-check iOS de las apps en Linux: salida 0 pasa, 1 error o aviso, 2 problema de preparación.
import Foundation
import IOSTypeCheck

setvbuf(stdout, nil, _IOLBF, 0)
let environment = ProcessInfo.processInfo.environment

func failSetup(_ message: String) -> Never {
    FileHandle.standardError.write(Data("ios-typecheck: \(message)\n".utf8))
    exit(2)
}

/// The repository: `IOS_TYPECHECK_ROOT` (set by Scripts/ios-typecheck/run), else git's top level.
/// El repositorio: `IOS_TYPECHECK_ROOT` (lo pone el script), si no, la raíz de git.
func repositoryRoot() -> String {
    if let root = environment["IOS_TYPECHECK_ROOT"], !root.isEmpty { return root }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "rev-parse", "--show-toplevel"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try? process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return process.terminationStatus == 0
        ? output.trimmingCharacters(in: .whitespacesAndNewlines) : FileManager.default.currentDirectoryPath
}

do {
    switch try Options.parse(Array(CommandLine.arguments.dropFirst()), environment: environment) {
    case .help:
        print(Options.help, terminator: "")
    case .run(let options):
        let root = URL(fileURLWithPath: repositoryRoot()).standardizedFileURL.path
        exit(try TypeCheck(options: options, root: root).run())
    }
} catch let error as SetupError {
    failSetup(error.description)
} catch {
    failSetup("\(error)")
}

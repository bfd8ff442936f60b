import Foundation

/// Compiling for iOS on Linux, as far as Swift's diagnostics go: every file is compiled for
/// arm64-apple-iosVER against the iPhoneOS SDK up to SIL (`-emit-sil`), so besides type and
/// availability errors it reports what Xcode's compiler finds after type-checking (a missing
/// return, a property not initialised before super.init, a `let` assigned twice). Nothing is linked.
/// Modules are cached in the work folder by compiler (`swiftc --version`), deployment target,
/// sources, flags and inputs.
/// Compilar para iOS en Linux hasta SIL: errores de tipos, de disponibilidad y los que Xcode da
/// tras el chequeo de tipos. No se enlaza nada. Los módulos se guardan por compilador y entradas.
struct Compiler {
    /// The SDK's `os` overlay expects these Swift names for the C logging API (Apple's toolchain
    /// carries them; Linux's does not). / El overlay `os` del SDK espera estos nombres.
    static let osAPINotes = """
        Name: os
        Typedefs:
        - {Name: os_log_type_t, SwiftName: OSLogType}
        - {Name: os_signpost_type_t, SwiftName: OSSignpostType}
        - {Name: os_log_t, Availability: nonswift}
        Classes:
        - {Name: OS_os_log, SwiftName: OSLog}
        Enumerators:
        - {Name: OS_LOG_TYPE_DEFAULT, SwiftPrivate: true}
        - {Name: OS_LOG_TYPE_INFO, SwiftPrivate: true}
        - {Name: OS_LOG_TYPE_DEBUG, SwiftPrivate: true}
        - {Name: OS_LOG_TYPE_ERROR, SwiftPrivate: true}
        - {Name: OS_LOG_TYPE_FAULT, SwiftPrivate: true}
        - {Name: OS_SIGNPOST_EVENT, SwiftPrivate: true}
        - {Name: OS_SIGNPOST_INTERVAL_BEGIN, SwiftPrivate: true}
        - {Name: OS_SIGNPOST_INTERVAL_END, SwiftPrivate: true}
        Functions:
        - {Name: _os_log_impl, SwiftPrivate: true}
        - {Name: _os_signpost_emit_with_name_impl, SwiftPrivate: true}
        - {Name: os_log_type_enabled, SwiftName: 'OSLog.isEnabled(self:type:)'}
        - {Name: os_log_create, SwiftName: 'OSLog.init(__subsystem:category:)', SwiftPrivate: true}
        - {Name: os_signpost_enabled, SwiftPrivate: true}
        - {Name: os_signpost_id_generate, SwiftPrivate: true}
        - {Name: os_signpost_id_make_with_pointer, SwiftPrivate: true}

        """

    let work: String
    let common: [String]
    let modules: String

    /// - Parameter compilerVersion: `swiftc --version`, part of every cache key (a module built by
    ///   one compiler cannot be read by another). / Parte de cada clave de caché.
    init(sdk: String, work: String, version: String, swiftVersion: String, compilerVersion: String) throws {
        self.work = work
        let triple = "arm64-apple-ios\(version)"
        let key = Digest.of([sdk, triple, compilerVersion])
        modules = work + "/modules/" + key
        try FileManager.default.makeFolder(modules)
        common = [
            "-target", triple, "-sdk", sdk, "-resource-dir", try Self.resourceDirectory(work: work),
            "-module-cache-path", work + "/clang-cache/" + key, "-swift-version", swiftVersion,
            "-diagnostic-style", "llvm", "-package-name", "MexicoApps",
            // below iOS 12.2 some modules ask for layout files that only Xcode ships
            "-Xfrontend", "-disable-legacy-type-info", "-wmo",
        ]
    }

    /// Builds module `name` (its .swiftmodule) from `files` on top of `inputs` (module → folder).
    /// An unchanged module comes from the cache with the output it gave then.
    /// Construye el módulo; uno sin cambios sale de la caché con la salida que dio entonces.
    func buildModule(_ name: String, files: [String], inputs: [(String, String)], flags: [String]) throws -> (
        ok: Bool, output: String, folder: String?
    ) {
        var digest = Digest()
        ([name] + flags + inputs.sorted { $0.0 < $1.0 }.flatMap { [$0.0, $0.1] }).forEach { digest.add($0) }
        for file in files {
            digest.add(file)
            digest.add((try? Data(contentsOf: URL(fileURLWithPath: file))) ?? Data())
        }
        let folder = "\(modules)/\(name)-\(digest.hex)"
        if let cached = try? String(contentsOfFile: folder + "/output.txt", encoding: .utf8) {
            return (true, cached, folder)
        }
        let temporary = folder + ".tmp"
        try? FileManager.default.removeItem(atPath: temporary)
        try FileManager.default.makeFolder(temporary)
        let result = try run(
            Self.includes(inputs) + flags + Self.mode(files) + [
                "-emit-module", "-module-name", name, "-emit-module-path", "\(temporary)/\(name).swiftmodule",
            ] + files)
        guard result.ok else {
            try? FileManager.default.removeItem(atPath: temporary)
            return (false, result.output, nil)
        }
        try Data(result.output.utf8).write(to: URL(fileURLWithPath: temporary + "/output.txt"))
        try FileManager.default.replaceFolder(folder, with: temporary)
        return (true, result.output, folder)
    }

    /// Compiles the checked module up to SIL. / Compila el módulo comprobado hasta SIL.
    func check(_ name: String, files: [String], inputs: [(String, String)], flags: [String]) throws -> (
        ok: Bool, output: String
    ) {
        try run(
            Self.includes(inputs) + flags + Self.mode(files) + ["-emit-sil", "-o", "/dev/null", "-module-name", name]
                + files)
    }

    private func run(_ arguments: [String]) throws -> (ok: Bool, output: String) {
        let result = try Shell.run(["swiftc"] + common + arguments)
        return (result.status == 0, result.combined)
    }

    private static func mode(_ files: [String]) -> [String] {
        files.contains { ($0 as NSString).lastPathComponent == "main.swift" } ? [] : ["-parse-as-library"]
    }

    private static func includes(_ inputs: [(String, String)]) -> [String] {
        var seen: Set<String> = []
        return inputs.map(\.1).filter { seen.insert($0).inserted }.flatMap { ["-I", $0] }
    }

    /// `swiftc --version`: the compiler the caches belong to. / El compilador al que pertenecen las cachés.
    static func version() throws -> String {
        let result = try Shell.run(["swiftc", "--version"])
        guard result.status == 0 else { throw SetupError("swiftc --version failed: \(result.combined)") }
        return result.combined.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The toolchain's resource folder without its Linux-only module maps, plus os.apinotes.
    /// La carpeta de recursos de la toolchain sin sus mapas de módulos de Linux, más os.apinotes.
    static func resourceDirectory(work: String) throws -> String {
        guard let swiftc = Shell.which("swiftc") else { throw SetupError("swiftc not found in PATH") }
        let lib = URL(fileURLWithPath: swiftc).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift").standardizedFileURL.path
        let folder = work + "/resource-dir-" + Digest.of([lib])
        let manager = FileManager.default
        guard !manager.isFolder(folder) else { return folder }
        let temporary = folder + ".tmp"
        try? manager.removeItem(atPath: temporary)
        try manager.makeFolder(temporary + "/apinotes")
        try manager.makeFolder(temporary + "/iphoneos")
        for name in ["clang", "shims", "host"] {
            let target = URL(fileURLWithPath: lib + "/" + name).resolvingSymlinksInPath().path
            try manager.createSymbolicLink(atPath: temporary + "/" + name, withDestinationPath: target)
        }
        try Data(osAPINotes.utf8).write(to: URL(fileURLWithPath: temporary + "/apinotes/os.apinotes"))
        try manager.replaceFolder(folder, with: temporary)
        return folder
    }

    /// An iPhoneOS SDK folder; a bare git directory holding one is extracted once into `work`.
    /// Una carpeta de SDK; un directorio git que lo contiene se extrae una vez en `work`.
    static func prepareSDK(_ argument: String, work: String) throws -> String {
        let manager = FileManager.default
        var sdk = URL(fileURLWithPath: argument).standardizedFileURL.path
        if ThirdParty.isBareGit(argument) {
            let folder = work + "/sdk/" + Digest.of([sdk])
            sdk = folder + "/iPhoneOS.sdk"
            if !manager.fileExists(atPath: sdk + "/SDKSettings.json") {
                print("== extracting the SDK from \(argument) (once)")
                try? manager.removeItem(atPath: sdk + ".tmp")
                try ThirdParty.extract(gitDirectory: argument, revision: "HEAD", paths: ["."], into: sdk + ".tmp")
                try manager.replaceFolder(sdk, with: sdk + ".tmp")
            }
        }
        guard manager.isFolder(sdk + "/usr/lib/swift/Swift.swiftmodule") else {
            throw SetupError(
                "\(argument) is not an iPhoneOS SDK with Swift interfaces (no usr/lib/swift/Swift.swiftmodule)")
        }
        // A copy whose links became folders holds libxml's module map twice ("redefinition of
        // module 'libxml2'"), which breaks CoreFoundation: restore the link.
        // Una copia cuyos enlaces se volvieron carpetas tiene el mapa de libxml dos veces: se restaura.
        let libxml = sdk + "/usr/include/libxml"
        let isLink = (try? manager.destinationOfSymbolicLink(atPath: libxml)) != nil
        if manager.isFolder(libxml), !isLink, manager.isWritableFile(atPath: sdk + "/usr/include"),
            manager.fileExists(atPath: sdk + "/usr/include/libxml2/libxml/module.modulemap")
        {
            try manager.removeItem(atPath: libxml)
            try manager.createSymbolicLink(atPath: libxml, withDestinationPath: "libxml2/libxml")
        }
        return sdk
    }

    /// `iphoneos18.5` from the SDK's SDKSettings.json (the `sdk` build-setting condition).
    /// El nombre canónico del SDK, para la condición `sdk` de los ajustes.
    static func canonicalName(sdk: String) -> String {
        let settings = (try? Data(contentsOf: URL(fileURLWithPath: sdk + "/SDKSettings.json")))
            .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
        return settings?["CanonicalName"] as? String ?? "iphoneos" + (settings?["Version"] as? String ?? "")
    }
}

/// Which compiler diagnostics count. / Qué diagnósticos cuentan.
public enum Diagnostics {
    /// The file of each `kind` ("error" / "warning") diagnostic in compiler output; `<unknown>` for
    /// one without a file (`<unknown>:0: warning: …`, e.g. about a flag).
    /// El archivo de cada diagnóstico; `<unknown>` para uno sin archivo.
    public static func files(in output: String, kind: String) -> [String] {
        output.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            if line.hasPrefix("<unknown>:0: \(kind): ") { return "<unknown>" }
            guard line.hasPrefix("/"), let marker = line.range(of: ": \(kind): ") else { return nil }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, location.suffix(2).allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) })
            else { return nil }
            return location.dropLast(2).joined(separator: ":")
        }
    }

    /// How many `kind` diagnostics are ours: in files of the repository at `root` (the work folder,
    /// where third-party sources are extracted, is not ours) or in no file at all.
    /// Cuántos son nuestros: en archivos del repositorio (no en la carpeta de trabajo) o sin archivo.
    public static func countOurs(_ output: String, kind: String, root: String, work: String) -> Int {
        files(in: output, kind: kind).filter {
            $0 == "<unknown>" || ($0.hasPrefix(root + "/") && !$0.hasPrefix(work + "/"))
        }.count
    }
}

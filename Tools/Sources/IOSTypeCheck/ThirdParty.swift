import Foundation

/// The sources of the app's remote packages (and XCTest), taken from git directories the user
/// gives, at the version the project pins. Nothing is downloaded. Each recipe says how a repository
/// is recognised (a file at its top), which of its folders are extracted, and which modules it
/// provides: Swift modules built from a folder, or (Firebase) Objective-C public headers read as
/// clang modules plus a Swift module that re-exports them.
/// Las fuentes de los paquetes remotos (y de XCTest), sacadas de directorios git locales en la
/// versión que fija el proyecto. No se descarga nada.
public enum ThirdParty {
    /// How a repository is recognised (`marker`), what is extracted, and the one module it gives
    /// (built from `folder` of the extracted root). / Cómo se reconoce, qué se extrae y su módulo.
    struct Recipe {
        let name: String
        let marker: String
        let extract: [String]
        let module: String
        let folder: String
    }

    /// By repository name (last part of the project's repositoryURL). Apple's XCTest is not in the
    /// iPhoneOS SDK; the open-source one has the same unit-test API.
    /// Por nombre de repositorio. XCTest de Apple no está en el SDK; el de código abierto tiene su API.
    static let recipes = [
        Recipe(
            name: "lottie-ios", marker: "lottie-ios.podspec", extract: ["Sources"], module: "Lottie", folder: "Sources"),
        Recipe(
            name: "IQKeyboardManager", marker: "IQKeyboardManagerSwift.podspec.json",
            extract: ["IQKeyboardManagerSwift"], module: "IQKeyboardManagerSwift", folder: "IQKeyboardManagerSwift"),
        Recipe(
            name: "firebase-ios-sdk", marker: "FirebaseCore.podspec",
            extract: ["FirebaseCore/Sources/Public", "FirebaseRemoteConfig/Sources/Public"],
            module: "FirebaseRemoteConfig", folder: "FirebaseRemoteConfigSwift"),
        Recipe(
            name: "swift-corelibs-xctest", marker: "Sources/XCTest/Public/XCTestCase.swift",
            extract: ["Sources/XCTest"], module: "XCTest", folder: "Sources/XCTest"),
    ]

    /// Module name → folder of its umbrella header. / Módulo → carpeta de su cabecera paraguas.
    static let firebaseClangModules = [
        ("FirebaseCore", "FirebaseCore/Sources/Public/FirebaseCore"),
        ("FirebaseRemoteConfigInternal", "FirebaseRemoteConfig/Sources/Public/FirebaseRemoteConfig"),
    ]

    /// A module the type-check can build: its folder and extra swiftc flags. / Un módulo de terceros.
    public struct Module: Equatable {
        public let folder: String
        public let flags: [String]
    }

    static func isBareGit(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path + "/HEAD") && FileManager.default.isFolder(path + "/objects")
    }

    /// The git directory of a bare repository or of a checkout, else nil (a plain folder).
    static func gitDirectory(_ path: String) -> String? {
        if isBareGit(path) { return path }
        return FileManager.default.isFolder(path + "/.git") ? path + "/.git" : nil
    }

    static func git(_ directory: String, _ arguments: [String], input: Data? = nil) throws -> Shell.Result {
        try Shell.run(["git", "--git-dir", directory] + arguments, input: input)
    }

    /// Which recipe a directory holds (by its marker file), or nil. / Qué receta contiene.
    static func recognise(_ path: String) throws -> Recipe? {
        let directory = gitDirectory(path)
        for recipe in recipes {
            if let directory {
                if try git(directory, ["cat-file", "-e", "HEAD:\(recipe.marker)"]).status == 0 { return recipe }
            } else if FileManager.default.fileExists(atPath: path + "/" + recipe.marker) {
                return recipe
            }
        }
        return nil
    }

    static func tag(in directory: String, version: String) throws -> String {
        let tags = try git(directory, ["tag", "--list"]).text.split(separator: "\n").map(String.init)
        guard let tag = [version, "v" + version].first(where: tags.contains) else {
            throw SetupError("\(directory): no tag \(version) (nor v\(version)); the project pins \(version)")
        }
        return tag
    }

    /// Writes `paths` of `revision` under `destination`. Blobs absent from a partial copy are left out.
    /// Escribe `paths` de `revision` en `destination`; los objetos ausentes de una copia parcial se omiten.
    static func extract(gitDirectory directory: String, revision: String, paths: [String], into destination: String)
        throws
    {
        let listing = try git(directory, ["ls-tree", "-r", "-z", revision, "--"] + paths).text
        let blobs = listing.split(separator: "\0").compactMap { line -> (oid: String, path: String, link: Bool)? in
            let parts = line.split(separator: "\t", maxSplits: 1)
            let meta = parts.first?.split(separator: " ") ?? []
            guard parts.count == 2, meta.count == 3, meta[1] == "blob" else { return nil }
            return (String(meta[2]), String(parts[1]), meta[0] == "120000")
        }
        guard !blobs.isEmpty else {
            throw SetupError("\(directory): nothing under \(paths.joined(separator: ", ")) at \(revision)")
        }
        // One `git cat-file --batch` streams every blob: "<oid> blob <size>\n<bytes>\n" or "<oid> missing\n".
        // Un solo `git cat-file --batch` entrega cada objeto.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "--git-dir", directory, "cat-file", "--batch"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let request = Data(blobs.map { $0.oid + "\n" }.joined().utf8)
        DispatchQueue.global().async {
            input.fileHandleForWriting.write(request)
            try? input.fileHandleForWriting.close()
        }
        let reader = StreamReader(output.fileHandleForReading)
        let manager = FileManager.default
        for blob in blobs {
            let header = reader.line().split(separator: " ")
            guard header.last != "missing", header.count == 3, let size = Int(header[2]) else { continue }
            let data = reader.bytes(size + 1).dropLast()
            let target = destination + "/" + blob.path
            try manager.makeFolder((target as NSString).deletingLastPathComponent)
            if blob.link {  // git keeps a symbolic link as a blob holding its target
                try manager.createSymbolicLink(
                    atPath: target, withDestinationPath: String(decoding: data, as: UTF8.self))
            } else {
                try Data(data).write(to: URL(fileURLWithPath: target))
            }
        }
        process.waitUntilExit()
    }

    /// Extracts every given directory once; returns module → (folder, flags) and one line per
    /// directory saying what was used. `pins`: repository name → version, from the project.
    /// Prepara cada directorio una vez; devuelve los módulos y un informe.
    public static func prepare(_ directories: [String], pins: [String: String], work: String) throws -> (
        modules: [String: Module], report: [String]
    ) {
        var modules: [String: Module] = [:]
        var report: [String] = []
        for path in directories {
            guard let recipe = try recognise(path) else {
                throw SetupError(
                    "\(path): not one of \(recipes.map(\.name).joined(separator: ", ")) (no marker file found)")
            }
            let name = recipe.name
            let version = pins[name] ?? ""
            if name != "swift-corelibs-xctest", version.isEmpty {
                throw SetupError("\(path): the project pins no package \(name)")
            }
            var root: String
            if let directory = gitDirectory(path) {
                let revision = version.isEmpty ? "HEAD" : try tag(in: directory, version: version)
                let commit = try git(directory, ["rev-parse", revision + "^{commit}"]).text
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                root = "\(work)/thirdparty/\(name)-\(commit.prefix(12))"
                if !FileManager.default.isFolder(root) {
                    try? FileManager.default.removeItem(atPath: root + ".tmp")
                    try extract(gitDirectory: directory, revision: revision, paths: recipe.extract, into: root + ".tmp")
                    try FileManager.default.replaceFolder(root, with: root + ".tmp")
                }
                report.append("\(name) \(revision) (\(commit.prefix(12))) from \(path)")
            } else {  // a plain folder: taken as it is, the user vouches for its version
                root = URL(fileURLWithPath: path).standardizedFileURL.path
                report.append("\(name) from the folder \(path) (version not checked: not a git directory)")
            }
            var flags: [String] = []
            if name == "firebase-ios-sdk" {
                root = try firebaseOverlay(root, work: work)
                flags = firebaseClangModules.map { "-I\(root)/\($0.1)" }
            }
            modules[recipe.module] = Module(folder: root + "/" + recipe.folder, flags: flags)
        }
        return (modules, report)
    }

    /// Module maps for the public headers and the Swift module FirebaseRemoteConfig that re-exports
    /// them, as SwiftPM arranges the product (written next to a copy, not in the source).
    /// Mapas de módulos para las cabeceras públicas y el módulo Swift que las reexporta.
    static func firebaseOverlay(_ root: String, work: String) throws -> String {
        let manager = FileManager.default
        let workPath = URL(fileURLWithPath: work).standardizedFileURL.path
        var out = root
        if !root.hasPrefix(workPath) {  // a plain folder of the user's: the overlay goes to the work folder
            out = work + "/thirdparty/firebase-overlay"
            for (_, folder) in firebaseClangModules {
                try manager.makeFolder(out + "/" + folder)
                for file in try manager.contentsOfDirectory(atPath: root + "/" + folder) where file.hasSuffix(".h") {
                    try? manager.removeItem(atPath: "\(out)/\(folder)/\(file)")
                    try manager.copyItem(atPath: "\(root)/\(folder)/\(file)", toPath: "\(out)/\(folder)/\(file)")
                }
            }
        }
        for (module, folder) in firebaseClangModules {
            let umbrella = (folder as NSString).lastPathComponent + ".h"
            try Data("module \(module) { umbrella header \"\(umbrella)\" export * }\n".utf8)
                .write(to: URL(fileURLWithPath: "\(out)/\(folder)/module.modulemap"))
        }
        try manager.makeFolder(out + "/FirebaseRemoteConfigSwift")
        try Data("@_exported import FirebaseRemoteConfigInternal\n".utf8)
            .write(to: URL(fileURLWithPath: out + "/FirebaseRemoteConfigSwift/Reexport.swift"))
        return out
    }
}

/// Reads lines and counted bytes from a pipe without holding all of it. / Lee por partes de una tubería.
final class StreamReader {
    private let handle: FileHandle
    private var buffer = Data()
    private var start = 0

    init(_ handle: FileHandle) { self.handle = handle }

    private func fill(_ count: Int) -> Bool {
        if start > 1 << 20 {
            buffer.removeSubrange(buffer.startIndex..<(buffer.startIndex + start))
            start = 0
        }
        while buffer.count - start < count {
            let chunk = handle.readData(ofLength: 1 << 20)
            if chunk.isEmpty { return false }
            buffer.append(chunk)
        }
        return true
    }

    /// The next line without its newline ("" at the end). / La siguiente línea.
    func line() -> String {
        var length = 0
        while true {
            if buffer.count - start <= length, !fill(length + 1) { break }
            if buffer[buffer.startIndex + start + length] == UInt8(ascii: "\n") { break }
            length += 1
        }
        let text = String(
            decoding: buffer[(buffer.startIndex + start)..<(buffer.startIndex + start + length)], as: UTF8.self)
        start = min(buffer.count, start + length + 1)
        return text
    }

    /// The next `count` bytes (fewer at the end). / Los siguientes `count` bytes.
    func bytes(_ count: Int) -> Data {
        _ = fill(count)
        let end = min(buffer.count, start + count)
        let data = buffer[(buffer.startIndex + start)..<(buffer.startIndex + end)]
        start = end
        return Data(data)
    }
}

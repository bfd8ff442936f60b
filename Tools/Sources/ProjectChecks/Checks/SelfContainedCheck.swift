import Foundation

/// A clone holds the repository and nothing else, so no tracked text file may name a path outside it:
/// a relative path whose `..` steps climb above the root (resolved from the file's own folder), or an
/// absolute path into someone's machine (`/home/<user>/…`, `/Users/…`, `/work/…`). The text of a
/// Markdown or `.txt` document is also read from the root (the documents name paths from there), its
/// link targets only from its folder. Paths are read as written (runs of path characters); paths
/// computed at run time are not judged.
/// Un clon tiene solo el repositorio: ningún archivo de texto seguido por git puede nombrar una ruta
/// fuera de él, ni relativa que suba por encima de la raíz ni absoluta hacia una máquina concreta.
public struct SelfContainedCheck: ProjectCheck {
    public let name = "paths"

    /// Text files read by extension. / Archivos de texto que se leen, por extensión.
    static let textExtensions: Set<String> = [
        "md", "txt", "swift", "py", "sh", "bash", "zsh", "rb", "js", "xcconfig", "plist", "pbxproj", "json",
        "storyboard", "xib", "strings", "stringsdict", "xcscheme", "xcworkspacedata", "xcprivacy", "entitlements",
        "yml", "yaml", "resolved", "swift-format", "gitignore", "html", "css", "xml", "toml", "cfg", "ini",
    ]

    /// First folders of absolute paths that belong to a machine, not to a system.
    /// Primeras carpetas de rutas absolutas que son de una máquina y no del sistema.
    static let machineRoots: Set<String> = ["work", "home", "Users", "root", "mnt", "media", "Volumes"]

    public init() {}

    public func run(on repository: Repository) -> [Finding] {
        Self.trackedFiles(in: repository.root).filter { Self.isTextFile($0, in: repository) }.flatMap { path in
            findings(in: path, text: repository.text(path) ?? "")
        }
    }

    private func findings(in path: String, text: String) -> [Finding] {
        text.components(separatedBy: "\n").enumerated().flatMap { index, line in
            Self.problems(in: line, of: path).map { finding(Self.outside, path, line: index + 1, $0) }
        }
    }

    /// What is wrong with the paths of one line of `path`. / Lo que falla en las rutas de una línea.
    static func problems(in line: String, of path: String) -> [String] {
        let folder = path.split(separator: "/").dropLast().map(String.init)
        let isDocument = ["md", "txt"].contains((path as NSString).pathExtension)
        return pathTokens(in: line).compactMap { token in
            if let base = leavingBase(token, folder: folder, isDocument: isDocument) {
                return
                    "`\(token.text)` leaves the repository (read from \(base)); a clone has only the repository: keep what is needed inside it and name it by an inner path"
            }
            guard isMachinePath(token.text) else { return nil }
            return
                "`\(token.text)` is a path on one machine, outside the repository; name a path inside it (or say what to install)"
        }
    }

    /// Where a token is read from when it leaves: the file's folder (every file), or the root (text of
    /// a document, not a link target, when a named step follows the climb). Nil when it stays inside.
    /// Desde dónde se lee una ruta que sale: la carpeta del archivo, o la raíz (texto de un documento,
    /// no destino de enlace, si tras subir nombra algo). Nil si queda dentro.
    static func leavingBase(_ token: PathToken, folder: [String], isDocument: Bool) -> String? {
        if leavesRoot(token.text, from: folder) {
            return folder.isEmpty ? "the root" : "its folder " + folder.joined(separator: "/")
        }
        if isDocument && !token.isLinkTarget && leavesRoot(token.text, from: [], namingSomething: true) {
            return "the root, as the documents name paths"
        }
        return nil
    }

    // MARK: Reading paths / Lectura de rutas

    private static let pathCharacters = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_.-/~+@%"))

    /// A run of path characters and whether it is a Markdown link target (`](x)` or `[id]: x`).
    /// Un tramo de caracteres de ruta y si es el destino de un enlace de Markdown.
    struct PathToken: Equatable {
        let text: String
        let isLinkTarget: Bool
    }

    /// Maximal runs of path characters that contain a `..` step or start with `/`; a bare `..`
    /// before `<` is Swift's range operator. / Tramos de caracteres de ruta con `..` o que empiezan por `/`.
    static func pathTokens(in line: String) -> [PathToken] {
        var tokens: [PathToken] = []
        var start: String.Index?
        var index = line.startIndex
        while index <= line.endIndex {
            let isPath = index < line.endIndex && line[index].unicodeScalars.allSatisfy(pathCharacters.contains)
            if isPath, start == nil { start = index }
            if !isPath, let first = start {
                let text = String(line[first..<index])
                let isRange = text == ".." && index < line.endIndex && line[index] == "<"
                if !isRange && (text.hasPrefix("/") || text.split(separator: "/").contains("..")) {
                    tokens.append(PathToken(text: text, isLinkTarget: isLinkTarget(after: line[..<first])))
                }
                start = nil
            }
            guard index < line.endIndex else { break }
            index = line.index(after: index)
        }
        return tokens
    }

    /// After `](` (inline link) or a whole `[id]:` (reference definition). / Tras `](` o `[id]:`.
    private static func isLinkTarget(after text: Substring) -> Bool {
        text.hasSuffix("](") || text.range(of: #"^\s*\[[^\]]+\]:\s*$"#, options: .regularExpression) != nil
    }

    /// Whether a relative path climbs above the root when resolved from `folder`; with
    /// `namingSomething`, only when a named step follows the climb (`../x`, not `..` or `../`).
    /// Si una ruta relativa sube por encima de la raíz desde `folder`; con `namingSomething`, solo si
    /// tras subir nombra algo.
    static func leavesRoot(_ token: String, from folder: [String], namingSomething: Bool = false) -> Bool {
        guard !token.hasPrefix("/"), !token.hasPrefix("~") else { return false }
        var depth = folder.count
        var hasLeft = false
        for step in token.split(separator: "/") where step != "." {
            if step == ".." {
                depth -= 1
                hasLeft = hasLeft || depth < 0
                if hasLeft && !namingSomething { return true }
            } else {
                if hasLeft { return true }
                depth += 1
            }
        }
        return false
    }

    /// `/home/<user>/…`-like paths with at least one folder below the machine root (`//` starts a URL's host).
    /// Rutas como `/home/<usuario>/…` con al menos una carpeta bajo la raíz (`//` es el host de una URL).
    static func isMachinePath(_ token: String) -> Bool {
        guard token.hasPrefix("/"), !token.hasPrefix("//") else { return false }
        let steps = token.split(separator: "/").map(String.init)
        return steps.count >= 2 && machineRoots.contains(steps[0])
    }

    // MARK: Files / Archivos

    /// `git ls-files` when the root is a git work tree, else every non-hidden file under it.
    /// `git ls-files` si la raíz es un árbol de git; si no, cada archivo no oculto bajo ella.
    static func trackedFiles(in root: URL) -> [String] {
        if FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path),
            let listed = gitListedFiles(in: root)
        {
            return listed
        }
        return Repository.files(under: root, relativeTo: root)
    }

    private static func gitListedFiles(in root: URL) -> [String]? {
        guard let result = try? Subprocess.run(["git", "-C", root.path, "ls-files", "-z"]), result.status == 0 else {
            return nil
        }
        return String(decoding: result.output, as: UTF8.self).split(separator: "\0").map(String.init).sorted()
    }

    /// A known text extension, or no extension and a `#!` first line (scripts).
    /// Una extensión de texto conocida, o sin extensión y con `#!` en la primera línea (scripts).
    static func isTextFile(_ path: String, in repository: Repository) -> Bool {
        let name = (path as NSString).lastPathComponent
        let pathExtension = (name as NSString).pathExtension
        if !pathExtension.isEmpty { return textExtensions.contains(pathExtension) }
        guard let handle = try? FileHandle(forReadingFrom: repository.url(path)) else { return false }
        defer { try? handle.close() }
        return handle.readData(ofLength: 2) == Data("#!".utf8)
    }
}

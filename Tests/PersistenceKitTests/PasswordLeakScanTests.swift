import Foundation
import TestSupport
import Testing

/// Finds statements that would send the password to UserDefaults, logs or files. Comments are
/// ignored; each rule is one regular expression on a single code line that also names the password.
/// Busca sentencias que enviarían la contraseña a UserDefaults, a registros o a archivos. Ignora
/// comentarios; cada regla es una expresión regular sobre una línea que además nombra la contraseña.
struct PasswordLeakScanner {
    struct Finding: Equatable, CustomStringConvertible {
        let file: String
        let line: Int
        let rule: String
        var description: String { "\(file):\(line): password written to \(rule)" }
    }

    /// Words that name the secret. / Palabras que nombran el secreto.
    static let secret = #"(?i)(password|contrase(ñ|n)a|passwd|\bsecret\b)"#
    /// (rule, pattern of the sink). / (regla, patrón del destino).
    static let sinks: [(String, String)] = [
        ("UserDefaults", #"(UserDefaults|\bdefaults\b|standard)[^\n]*\.set(Value)?\s*\("#),
        ("UserDefaults", #"\bUserDefaults\b[^\n]*\[[^\]]*\]\s*="#),
        ("a log", #"\b(print|debugPrint|dump|NSLog|os_log|assertionFailure|fatalError)\s*\("#),
        (
            "a log",
            #"\b(logger|log|Logger\([^)]*\))\s*\.\s*(log|trace|debug|info|notice|warning|error|critical|fault)\s*\("#
        ),
        ("a file", #"\.write\s*\(\s*(to|toFile)\s*:"#),
        ("a file", #"\b(createFile|FileHandle|OutputStream)\b[^\n]*\("#),
        ("a file", #"\.(append|write)\s*\(\s*contentsOf\s*:"#),
    ]

    /// Code without `//` comments (string contents kept). / Código sin comentarios `//`.
    static func code(of line: String) -> String {
        var inString = false
        var previous: Character = " "
        var result = ""
        for character in line {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString && character == "/" && previous == "/" {
                result.removeLast()
                break
            }
            result.append(character)
            previous = character
        }
        return result
    }

    static func scan(_ text: String, file: String) -> [Finding] {
        var findings: [Finding] = []
        for (index, rawLine) in text.components(separatedBy: "\n").enumerated() {
            let line = code(of: rawLine)
            guard line.range(of: secret, options: .regularExpression) != nil else { continue }
            for (rule, pattern) in sinks where line.range(of: pattern, options: .regularExpression) != nil {
                findings.append(Finding(file: file, line: index + 1, rule: rule))
            }
        }
        return findings
    }

    /// Every `.swift` file under the given folders of the repository. / Cada `.swift` bajo las carpetas.
    static func swiftFiles(under folders: [String]) -> [URL] {
        folders.flatMap { folder -> [URL] in
            let root = TestPaths.repositoryRoot.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
        }
    }
}

@Suite struct PasswordLeakScanTests {
    @Test func noSourceFileWritesThePasswordToDefaultsLogsOrFiles() throws {
        let files = PasswordLeakScanner.swiftFiles(under: ["Sources", "Apps"])
        #expect(files.count > 20, "the scan must actually see the sources")
        var findings: [PasswordLeakScanner.Finding] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let relative = String(file.path.dropFirst(TestPaths.repositoryRoot.path.count + 1))
            findings += PasswordLeakScanner.scan(text, file: relative)
        }
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test(arguments: [
        #"UserDefaults.standard.set(credentials.password, forKey: "pw")"#,
        #"defaults.set(passwordField.text, forKey: "p")"#,
        #"UserDefaults.standard["password"] = value"#,
        #"print("login \(user) \(password)")"#,
        #"NSLog("%@", credentials.password)"#,
        #"os_log("pw %{public}@", log: .default, type: .info, password)"#,
        #"logger.debug("password: \(password)")"#,
        #"try password.write(to: url, atomically: true, encoding: .utf8)"#,
        #"try Data(contraseña.utf8).write(to: fileURL)"#,
        #"FileManager.default.createFile(atPath: path, contents: Data(password.utf8))"#,
    ])
    func plantedLeaksAreFound(_ planted: String) {
        let source = "let a = 1\n    " + planted + "\n"
        let findings = PasswordLeakScanner.scan(source, file: "Planted.swift")
        #expect(findings.map(\.line) == [2], "not caught: \(planted)")
    }

    @Test(arguments: [
        #"// print(password) is forbidden"#,
        #"passwordField.isSecureTextEntry = visibility.isSecure"#,
        #"view?.setPasswordVisibility(passwordVisibility())"#,
        #"print("ready")  // the password is never printed"#,
        #"try keychain.add(Data(credentials.password.utf8), account: Self.passwordAccount)"#,
        #"defaults.set(isOn, forKey: key.defaultsKey)"#,
    ])
    func legitimateLinesAreNotFlagged(_ line: String) {
        #expect(PasswordLeakScanner.scan(line, file: "Fine.swift").isEmpty, "\(line)")
    }
}

import Foundation

/// Every product a target links from a local package is a product that package's `Package.swift`
/// declares (else Xcode reports "Missing package product" and nothing builds). The manifest is
/// evaluated by SwiftPM (`swift package dump-package`), so computed product lists count.
/// Cada producto que un target enlaza de un paquete local es un producto que declara su
/// `Package.swift` (evaluado por SwiftPM, así cuentan las listas calculadas).
extension ProjectFileCheck {
    func localProducts(_ project: XcodeProject, repository: Repository, path: String) -> [Finding] {
        var findings: [Finding] = []
        for target in project.nativeTargets {
            for product in target.packageProducts where product.packageKind == "XCLocalSwiftPackageReference" {
                guard let id = product.packageID, let relative = project.objects[id]?["relativePath"] as? String else {
                    continue
                }
                let folder = project.sourceRoot.appendingPathComponent(relative).standardizedFileURL
                // A missing manifest is `project-missing-file`'s. / Un manifiesto ausente lo informa otra regla.
                guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) else {
                    continue
                }
                let manifest = Self.repositoryRelative(
                    folder.appendingPathComponent("Package.swift"), root: repository.root)
                switch PackageManifest.products(in: folder) {
                case .failure(let error):
                    findings.append(
                        finding(Self.unknownProduct, manifest, "cannot list the products of \(manifest): \(error)"))
                case .success(let products) where !products.contains(product.productName):
                    findings.append(
                        finding(
                            Self.unknownProduct, path,
                            "target \(target.name) links \(product.productName) from the local package \(manifest), which declares no such product (it has: \(products.sorted().joined(separator: ", "))); add the product to \(manifest) or fix Scripts/generate_xcodeproj.py"
                        ))
                default: continue
                }
            }
        }
        return findings.uniqued()
    }
}

/// The product names of a package as SwiftPM evaluates its manifest, cached by manifest text.
/// Los nombres de productos de un paquete según SwiftPM, en caché por el texto del manifiesto.
enum PackageManifest {
    private static var cache: [String: Result<Set<String>, PlistTool.Failure>] = [:]
    private static let lock = NSLock()

    static func products(in folder: URL) -> Result<Set<String>, PlistTool.Failure> {
        let text = (try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[text] { return cached }
        let result = dump(folder)
        cache[text] = result
        return result
    }

    private static func dump(_ folder: URL) -> Result<Set<String>, PlistTool.Failure> {
        // A scratch folder of its own, so a build holding the package's `.build` lock never blocks it.
        // Una carpeta de trabajo propia, para que una compilación con el candado de `.build` no lo bloquee.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "project-checks-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let arguments = [
            "swift", "package", "--package-path", folder.path, "--scratch-path", scratch.path, "dump-package",
        ]
        let result: (status: Int32, output: Data, errors: Data)
        do { result = try Subprocess.run(arguments) } catch { return .failure(.failed("cannot run swift: \(error)")) }
        guard result.status == 0,
            let json = try? JSONSerialization.jsonObject(with: result.output) as? [String: Any],
            let products = json["products"] as? [[String: Any]]
        else {
            return .failure(
                .failed(String(decoding: result.errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        return .success(Set(products.compactMap { $0["name"] as? String }))
    }
}

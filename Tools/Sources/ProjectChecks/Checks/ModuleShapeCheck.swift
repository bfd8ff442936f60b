import Foundation

/// Every screen module has the same shape (docs/CONVENTIONS.md, "Module shape"). A module is named
/// by its wireframe, `Apps/<App>/<Folder>/<M>Wireframe.swift`; beside it must stand
/// `<M>ViewController.swift`, a storyboard of the app must have its scene (normally
/// `<Folder>/Base.lproj/<M>.storyboard`; a one-screen app's `Main.storyboard`), and the package must hold one folder
/// with `<M>Interfaces.swift`, `<M>Presenter.swift` and `<M>Interactor.swift`. The wireframe builds
/// the module with `static func makeModule(` and cannot be instantiated from outside
/// (`private init()` — with parameters when its router keeps dependencies — or a caseless `enum`).
/// Cada módulo de pantalla tiene la misma forma. Un módulo se nombra por su wireframe; a su lado
/// van el view controller y el storyboard, y el paquete tiene una carpeta con Interfaces,
/// Presenter e Interactor. El wireframe arma el módulo con `makeModule(` y no se instancia desde
/// fuera (`private init()` o un `enum` sin casos).
public struct ModuleShapeCheck: ProjectCheck {
    public let name = "module"

    public init() {}

    public func run(on repository: Repository) -> [Finding] {
        let packageFiles = Repository.files(under: repository.url("Sources"), relativeTo: repository.root)
        var findings: [Finding] = []
        for app in repository.apps {
            for wireframe in app.swiftFiles where wireframe.hasSuffix("Wireframe.swift") {
                findings += check(wireframe, app: app, packageFiles: packageFiles, repository: repository)
            }
            findings += layerColors(app, repository: repository)
        }
        return findings.uniqued()
    }

    /// The module name of a wireframe path: `Apps/TestApp/Map/MapWireframe.swift` → `Map`.
    /// El nombre del módulo de un wireframe.
    static func moduleName(ofWireframe path: String) -> String {
        String((path as NSString).lastPathComponent.dropLast("Wireframe.swift".count))
    }

    private func check(_ wireframe: String, app: AppTarget, packageFiles: [String], repository: Repository)
        -> [Finding]
    {
        let module = Self.moduleName(ofWireframe: wireframe)
        let folder = (wireframe as NSString).deletingLastPathComponent
        var findings: [Finding] = []
        if !app.files.contains("\(folder)/\(module)ViewController.swift") {
            findings.append(
                finding(
                    Self.shape, folder, "module \(module) has no \(module)ViewController.swift beside its wireframe"))
        }
        let scene = "customClass=\"\(module)ViewController\""
        if !app.interfaceFiles.contains(where: { repository.text($0)?.contains(scene) == true }) {
            findings.append(
                finding(
                    Self.shape, folder,
                    "module \(module) has no storyboard scene for \(module)ViewController (Base.lproj/\(module).storyboard)"
                ))
        }
        findings += packageFolder(of: module, wireframe: wireframe, packageFiles: packageFiles)
        findings += wireframeText(wireframe, module: module, repository: repository)
        return findings
    }

    /// The package folder holding `<M>Interfaces.swift` also holds the presenter and interactor.
    /// La carpeta del paquete con `<M>Interfaces.swift` tiene también presenter e interactor.
    private func packageFolder(of module: String, wireframe: String, packageFiles: [String]) -> [Finding] {
        let interfaces = packageFiles.filter { ($0 as NSString).lastPathComponent == "\(module)Interfaces.swift" }
        guard interfaces.count == 1, let path = interfaces.first else {
            let found = interfaces.isEmpty ? "none" : interfaces.joined(separator: ", ")
            return [
                finding(
                    Self.shape, wireframe,
                    "module \(module) needs exactly one Sources/**/\(module)Interfaces.swift with its protocols (found \(found))"
                )
            ]
        }
        let folder = (path as NSString).deletingLastPathComponent
        return ["Presenter", "Interactor"].compactMap { role in
            let file = "\(folder)/\(module)\(role).swift"
            return packageFiles.contains(file) ? nil : finding(Self.shape, folder, "module \(module) has no \(file)")
        }
    }

    private func wireframeText(_ wireframe: String, module: String, repository: Repository) -> [Finding] {
        let source = repository.swiftSource(wireframe).code
        var findings: [Finding] = []
        if !source.contains("static func makeModule(") {
            findings.append(
                finding(Self.wireframe, wireframe, "\(module)Wireframe builds its module in `static func makeModule(`"))
        }
        let isEnum = source.contains("enum \(module)Wireframe")
        // `private init()`, or `private init(environment:)` when the router keeps what it navigates with.
        // `private init()`, o `private init(environment:)` si el router guarda con qué navegar.
        if !isEnum && !source.contains("private init(") {
            findings.append(
                finding(
                    Self.wireframe, wireframe,
                    "\(module)Wireframe must not be created from outside: add `private init() {}`"))
        }
        return findings
    }
}

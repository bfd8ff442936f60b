// What other tools need from an Xcode project, read by the one project model (`XcodeProject`):
// `project-model PATH.xcodeproj` prints JSON, e.g. the remote packages Scripts/resolve_app_packages.py
// resolves. Exit 1 when the project cannot be read.
// Lo que otras herramientas necesitan de un proyecto Xcode, leído por el único modelo del proyecto.
import Foundation
import ProjectChecks

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: project-model PATH.xcodeproj\n".utf8))
    exit(2)
}
do {
    let project = try XcodeProject(
        pbxproj: URL(fileURLWithPath: CommandLine.arguments[1]).appendingPathComponent("project.pbxproj"))
    let packages = project.remotePackages.map { package -> [String: Any] in
        ["url": package.url, "kind": package.kind, "version": package.version, "products": package.products]
    }
    let data = try JSONSerialization.data(
        withJSONObject: ["remotePackages": packages], options: [.prettyPrinted, .sortedKeys])
    print(String(decoding: data, as: UTF8.self))
} catch {
    FileHandle.standardError.write(Data("project-model: \(error)\n".utf8))
    exit(1)
}

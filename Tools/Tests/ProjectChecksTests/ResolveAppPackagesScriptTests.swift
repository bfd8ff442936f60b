import Foundation
import ToolsTestSupport
import XCTest

/// `Scripts/resolve_app_packages.py` on a fixture project and fixture repositories (local bare git copies
/// standing for https://github.com/example/…): SwiftPM's real resolver picks the versions, the pins keep
/// the original URLs and the tags' own commits, and a missing copy is named.
/// El script sobre un proyecto y repositorios de prueba: el resolvedor real de SwiftPM elige las versiones.
final class ResolveAppPackagesScriptTests: XCTestCase {
    private static let resolvedPath =
        "Apps/MexicoApps.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"

    /// `leaf` 1.0.0–1.2.0 (the project pins 1.1.0 exactly; 1.1.0 needs `base` from 2.0.0 and has a file
    /// left out of the copy, like a snapshot without its large files); `base` 2.0.0 and 2.1.0.
    /// `leaf` (fijado a 1.1.0, con un fichero ausente en la copia) y `base` (2.0.0 y 2.1.0).
    private static let fixtureScript = #"""
        set -euo pipefail
        export GIT_CONFIG_NOSYSTEM=1 GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@t GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@t
        package() { # name version dependencies
            mkdir -p "Sources/$1"
            echo "public let version = \"$2\"" > "Sources/$1/$1.swift"
            printf '// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: "%s", products: [.library(name: "%s", targets: ["%s"])], dependencies: [%s], targets: [.target(name: "%s", dependencies: [%s])])\n' \
                "$1" "$1" "$1" "$3" "$1" "$4" > Package.swift
            git add -A && git commit -qm "$2" && git tag "$2"
        }
        mkdir -p work/base work/leaf mirrors/example
        (cd work/base && git init -q && package Base 2.0.0 "" "" && package Base 2.1.0 "" "")
        cd work/leaf && git init -q
        package Leaf 1.0.0 "" ""
        head -c 4096 /dev/zero > big.bin
        package Leaf 1.1.0 '.package(url: "https://github.com/example/base.git", from: "2.0.0")' '.product(name: "Base", package: "base")'
        BIG=$(git rev-parse 1.1.0:big.bin)
        git rm -q big.bin && package Leaf 1.2.0 "" ""
        cd ../..
        git clone -q --bare work/base mirrors/example/base.git
        git clone -q --bare --no-local work/leaf mirrors/example/leaf.git
        # Leave big.bin out of the copy (packs and loose objects). / Deja big.bin fuera de la copia.
        cd mirrors/example/leaf.git && mv objects/pack/*.pack ../../../leaf.pack && rm -f objects/pack/*
        git unpack-objects -q < ../../../leaf.pack && rm -f "objects/${BIG:0:2}/${BIG:2}"
        ! git cat-file -e "$BIG" 2>/dev/null
        """#

    private static let project = """
        // !$*UTF8*$!
        {
        \tobjects = {

        \t\tAAAA0000000000000000AAAA = {
        \t\t\tisa = XCRemoteSwiftPackageReference;
        \t\t\trepositoryURL = "https://github.com/example/leaf.git";
        \t\t\trequirement = {
        \t\t\t\tkind = exactVersion;
        \t\t\t\tversion = 1.1.0;
        \t\t\t};
        \t\t};
        \t\tBBBB0000000000000000BBBB = {
        \t\t\tisa = XCSwiftPackageProductDependency;
        \t\t\tpackage = AAAA0000000000000000AAAA /* XCRemoteSwiftPackageReference "leaf" */;
        \t\t\tproductName = Leaf;
        \t\t};
        \t};
        }

        """

    /// The fixture's folder: `root/` (project file and an empty local package) and `mirrors/`.
    /// La carpeta de prueba: `root/` (proyecto y paquete local vacío) y `mirrors/`.
    private func fixture() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        let made = try Shell.run(["bash", "-c", Self.fixtureScript], in: folder.url)
        XCTAssertEqual(made.status, 0, made.output)
        let root = folder.url.appendingPathComponent("root")
        let projectFile = root.appendingPathComponent("Apps/MexicoApps.xcodeproj/project.pbxproj")
        try FileManager.default.createDirectory(
            at: projectFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(Self.project.utf8).write(to: projectFile)
        let manifest =
            "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Local\")\n"
        try Data(manifest.utf8).write(to: root.appendingPathComponent("Package.swift"))
        return folder
    }

    /// The `project-model` built beside the tests: the script reads the project through it (a nested
    /// `swift build` of this package would wait for the running `swift test`).
    /// El `project-model` compilado junto a las pruebas: el script lee el proyecto con él.
    private func projectModel() throws -> String {
        let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") } ?? Bundle.main
        let candidates = [bundle.bundleURL, bundle.bundleURL.deletingLastPathComponent()].map {
            $0.appendingPathComponent("project-model").path
        }
        guard let found = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw XCTSkip("project-model was not built next to the tests (\(candidates[0]))")
        }
        return found
    }

    private func resolve(_ folder: TemporaryDirectory, _ extra: [String] = []) throws -> (status: Int32, output: String)
    {
        let script = TestPaths.repositoryRoot.appendingPathComponent("Scripts/resolve_app_packages.py").path
        return try Shell.run(
            ["PROJECT_MODEL=\(try projectModel())", "python3", script, "--mirrors", "mirrors", "--root", "root"]
                + ["--work", "work-resolve"] + extra,
            in: folder.url)
    }

    private func tagCommit(_ folder: TemporaryDirectory, _ repository: String, _ tag: String) throws -> String {
        let result = try Shell.run(["git", "-C", "work/\(repository)", "rev-parse", "\(tag)^{commit}"], in: folder.url)
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func testPinsAreTheResolversVersionsAtTheTagsOwnCommitsWithTheOriginalURLs() throws {
        let folder = try fixture()
        let result = try resolve(folder)
        XCTAssertEqual(result.status, 0, result.output)
        let file = folder.url.appendingPathComponent("root").appendingPathComponent(Self.resolvedPath)
        let resolved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        let pins = try XCTUnwrap(resolved?["pins"] as? [[String: Any]])
        XCTAssertEqual(pins.map { $0["identity"] as? String }, ["base", "leaf"], "sorted by identity")
        XCTAssertEqual(pins.map { $0["kind"] as? String }, ["remoteSourceControl", "remoteSourceControl"])
        XCTAssertEqual(
            pins.map { $0["location"] as? String },
            ["https://github.com/example/base.git", "https://github.com/example/leaf.git"])
        let states = pins.map { $0["state"] as? [String: String] }
        // base: the newest version allowed by leaf 1.1.0's `from: "2.0.0"`. / La más nueva permitida.
        XCTAssertEqual(states[0], ["version": "2.1.0", "revision": try tagCommit(folder, "base", "2.1.0")])
        // leaf: checked out through a stand-in (big.bin is absent), pinned at the tag's real commit.
        // leaf: se extrae con un sustituto (falta big.bin), pero se fija en el commit real de la etiqueta.
        XCTAssertEqual(states[1], ["version": "1.1.0", "revision": try tagCommit(folder, "leaf", "1.1.0")])
        XCTAssertTrue(result.output.contains("leaf: "), "the stand-in is reported: \(result.output)")
        let check = try resolve(folder, ["--check"])
        XCTAssertEqual(check.status, 0, check.output)
    }

    func testCheckFailsWhenTheCommittedFileDiffers() throws {
        let folder = try fixture()
        let file = folder.url.appendingPathComponent("root").appendingPathComponent(Self.resolvedPath)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\n  \"pins\" : [],\n  \"version\" : 2\n}\n".utf8).write(to: file)
        let result = try resolve(folder, ["--check"])
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.output.contains("differs from what the resolver gives"), result.output)
    }

    /// A requirement other than an exact version is refused, as the project model reads it.
    /// Un requisito que no es una versión exacta se rechaza.
    func testOnlyExactVersionsAreAccepted() throws {
        let folder = try fixture()
        let file = folder.url.appendingPathComponent("root/Apps/MexicoApps.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(
            text.replacingOccurrences(of: "kind = exactVersion;", with: "kind = upToNextMajorVersion;")
                .replacingOccurrences(of: "\tversion = 1.1.0;", with: "\tminimumVersion = 1.1.0;").utf8
        ).write(to: file)
        let result = try resolve(folder)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(
            result.output.contains("https://github.com/example/leaf.git: requirement upToNextMajorVersion"),
            result.output)
    }

    func testAMissingCopyIsNamedAndNothingIsWritten() throws {
        let folder = try fixture()
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("mirrors/example/base.git"))
        let result = try resolve(folder)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.output.contains("https://github.com/example/base.git"), result.output)
        let file = folder.url.appendingPathComponent("root").appendingPathComponent(Self.resolvedPath)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))
    }
}

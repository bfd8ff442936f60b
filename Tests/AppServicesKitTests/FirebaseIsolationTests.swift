import Foundation
import TestSupport
import XCTest

/// RemoteConfigService.swift cannot be compiled on Linux, so its contract with the checked code is
/// verified from the source text: one file imports Firebase, and the runtime name it registers is
/// the one the loader looks up.
/// RemoteConfigService.swift no compila en Linux; su contrato con el código verificado se comprueba
/// desde el texto: un solo archivo importa Firebase y el nombre registrado es el que busca el cargador.
final class FirebaseIsolationTests: XCTestCase {
    private let services = TestPaths.app("TestApp", "Services")

    private func source(_ name: String) throws -> String {
        try String(contentsOf: services.appendingPathComponent(name), encoding: .utf8)
    }

    func testOnlyOneAppFileImportsFirebase() throws {
        let root = TestPaths.app("TestApp")
        let files =
            FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        let importing = try files.filter { url in
            try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
                .contains { $0.hasPrefix("import Firebase") }
        }
        XCTAssertEqual(importing.map(\.lastPathComponent), ["RemoteConfigService.swift"])
    }

    func testTheRuntimeNameMatchesTheLookup() throws {
        let service = try source("RemoteConfigService.swift")
        let loader = try source("RemoteSettingsLoader.swift")
        let name = try XCTUnwrap(
            service.range(of: #"@objc\((\w+)\)"#, options: .regularExpression).map {
                String(service[$0].dropFirst(6).dropLast())
            })
        XCTAssertEqual(name, "TestAppRemoteConfigService")
        XCTAssertTrue(loader.contains("firebaseClassName = \"\(name)\""), "the loader must look up \(name)")
        XCTAssertTrue(service.contains("RemoteValuesFetching"), "the service must adopt RemoteValuesFetching")
    }
}

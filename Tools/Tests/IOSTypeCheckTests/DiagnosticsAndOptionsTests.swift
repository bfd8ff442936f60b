import Foundation
import ToolsTestSupport
import XCTest

@testable import IOSTypeCheck

/// Which diagnostics fail a target, and the command line. / Qué diagnósticos cuentan, y las opciones.
final class DiagnosticsAndOptionsTests: XCTestCase {
    private let output = """
        /repo/Apps/TestApp/A.swift:3:9: warning: 'keyWindow' was deprecated in iOS 13.0 [#DeprecatedDeclaration]
            let w = UIApplication.shared.keyWindow
                ^
        /repo/.build-ios-typecheck/thirdparty/lottie/B.swift:1:1: warning: something in Lottie
        /repo/Apps/TestApp/C.swift:10:5: error: 'UIMenu' is only available in iOS 13.0 or newer
        <unknown>:0: warning: a flag is deprecated
        /repo/Apps/TestApp/C.swift:9:2: note: add 'if #available' version check

        """

    func testWarningsAndErrorsByFile() {
        XCTAssertEqual(
            Diagnostics.files(in: output, kind: "warning"),
            ["/repo/Apps/TestApp/A.swift", "/repo/.build-ios-typecheck/thirdparty/lottie/B.swift", "<unknown>"])
        XCTAssertEqual(Diagnostics.files(in: output, kind: "error"), ["/repo/Apps/TestApp/C.swift"])
    }

    func testOurFilesAndFilelessWarningsCountTheExtractedThirdPartyDoesNot() {
        // a warning in our code or without a file fails the target; Lottie's (under the work folder) does not
        // un aviso en nuestro código o sin archivo hace fallar el target; uno de Lottie no
        XCTAssertEqual(
            Diagnostics.countOurs(output, kind: "warning", root: "/repo", work: "/repo/.build-ios-typecheck"), 2)
        XCTAssertEqual(
            Diagnostics.countOurs(output, kind: "warning", root: "/elsewhere", work: "/repo/.build-ios-typecheck"), 1)
        XCTAssertEqual(Diagnostics.countOurs(output, kind: "error", root: "/repo", work: "/tmp/work"), 1)
    }

    func testOptionsDefaultsAndRepeats() throws {
        let request = try Options.parse(
            ["--sdk", "S", "--target", "A", "--target", "B", "--xcode", "26"],
            environment: ["IOS_THIRDPARTY": "x:y", "IOS_TYPECHECK_WORK": "W"])
        XCTAssertEqual(
            request, .run(Options(sdk: "S", thirdparty: ["x", "y"], xcode: ["26"], targets: ["A", "B"], work: "W")))
        XCTAssertEqual(try Options.parse(["--sdk", "S", "-h"], environment: [:]), .help)
        guard case .run(let defaults) = try Options.parse([], environment: ["IOS_SDK": "E"]) else {
            return XCTFail("expected a run")
        }
        XCTAssertEqual(defaults.xcode, ["16", "27"])
        XCTAssertThrowsError(try Options.parse([], environment: [:]))
        XCTAssertThrowsError(try Options.parse(["--sdk"], environment: [:]))
        XCTAssertThrowsError(try Options.parse(["--sdk", "S", "--colour", "red"], environment: [:]))
    }

    /// An option that needs a value never takes another option as it (`--sdk --help` is not a path),
    /// and a wrong `--xcode` is refused while parsing, before any slow step.
    /// Una opción no toma otra como valor; un `--xcode` erróneo se rechaza al leer la línea de órdenes.
    func testAnOptionIsNeverAnotherOptionsValueAndXcodeIsCheckedFirst() {
        for arguments in [["--sdk", "--help"], ["--sdk", "S", "--target", "--xcode", "16"], ["--work", "-h"]] {
            XCTAssertThrowsError(try Options.parse(arguments, environment: [:]), "\(arguments)")
        }
        XCTAssertThrowsError(try Options.parse(["--sdk", "S", "--xcode", "abc"], environment: [:])) { error in
            XCTAssertEqual("\(error)", "not an Xcode version: abc")
        }
    }

    /// A module built by one compiler cannot be read by another: `swiftc --version` is in the key.
    /// Un módulo de un compilador no lo lee otro: `swiftc --version` forma parte de la clave.
    func testTheModuleCacheIsKeyedByCompilerVersion() throws {
        let work = try TemporaryDirectory()
        func compiler(_ version: String, ios: String = "12.0") throws -> Compiler {
            try Compiler(sdk: "/sdk", work: work.url.path, version: ios, swiftVersion: "5", compilerVersion: version)
        }
        func clangCache(_ compiler: Compiler) -> String? {
            compiler.common.firstIndex(of: "-module-cache-path").map { compiler.common[$0 + 1] }
        }
        let first = try compiler("Swift version 6.3.1")
        let again = try compiler("Swift version 6.3.1")
        let other = try compiler("Swift version 6.2")
        XCTAssertEqual(first.modules, again.modules)
        XCTAssertNotEqual(first.modules, other.modules)
        XCTAssertNotEqual(clangCache(first), clangCache(other))
        XCTAssertNotEqual(first.modules, try compiler("Swift version 6.3.1", ios: "15.0").modules)
    }

    func testXcodeVersionMajor() throws {
        XCTAssertEqual(try ["16", "16.3", "27", "9"].map(Options.xcodeVersionMajor), ["1600", "1600", "2700", "0900"])
        XCTAssertThrowsError(try Options.xcodeVersionMajor("latest"))
    }
}

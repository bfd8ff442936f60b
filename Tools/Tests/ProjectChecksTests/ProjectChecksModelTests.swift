import Foundation
import ProjectChecks
import ToolsTestSupport
import XCTest

/// The `.strings` scanner and the XML tree the checks are built on, at their edges: unquoted
/// tokens, escapes, every parse error with its line, UTF-16 files, and a node's ancestors.
/// El lector de `.strings` y el árbol XML en los que se apoyan los chequeos, en sus bordes.
final class ProjectChecksModelTests: XCTestCase {
    // MARK: - StringsTable

    /// Old-style property-list tokens are allowed unquoted, and a lone key is its own value.
    /// Se permiten tokens sin comillas y una clave sola es su propio valor.
    func testUnquotedTokensAndALoneKey() throws {
        let table = try StringsTable(text: "plain.key = value_1;\n\"only\";\npath = a/b:c-$d;\n")
        XCTAssertEqual(table.values, ["plain.key": "value_1", "only": "only", "path": "a/b:c-$d"])
        XCTAssertEqual(table.keys, ["plain.key", "only", "path"])
    }

    func testEscapesInsideQuotedStrings() throws {
        let table = try StringsTable(text: #""k" = "a\nb\tc\rd\\e\"f\%";"#)
        XCTAssertEqual(table.values["k"], "a\nb\tc\rd\\e\"f%")
    }

    func testEveryParseErrorNamesItsLine() {
        let cases: [(String, String)] = [
            ("\"a\" = \"b\"\n", "line 2: expected `;`"),
            ("\n\n\"a\" = \"unterminated;\n", "line 3: unterminated string"),
            ("\"a\" = \"b\";\n/* never closed\n", "line 2: unterminated comment"),
            ("\"a\" = ;\n", "line 1: expected a quoted string"),
            ("\"a\" = \"b\\", "line 1: unterminated string"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try StringsTable(text: text), text.debugDescription) { error in
                XCTAssertEqual(String(describing: error), expected, text.debugDescription)
            }
        }
    }

    func testFilesAreReadAsUTF8OrUTF16AndAMissingFileIsAnError() throws {
        let directory = try TemporaryDirectory()
        let utf16 = directory.url.appendingPathComponent("UTF16.strings")
        try XCTUnwrap("/* c */\n\"clave\" = \"señal\";\n".data(using: .utf16)).write(to: utf16)
        let table = try StringsTable(contentsOf: utf16)
        let entry = try XCTUnwrap(table.entries.first)
        XCTAssertEqual(table.entries.count, 1)
        XCTAssertEqual([entry.key, entry.value], ["clave", "señal"])
        XCTAssertEqual(entry.line, 2)
        XCTAssertTrue(entry.hasTranslatorComment)

        let missing = directory.url.appendingPathComponent("Missing.strings")
        XCTAssertThrowsError(try StringsTable(contentsOf: missing)) { error in
            XCTAssertEqual(String(describing: error), "line 0: cannot read file")
        }
    }

    // MARK: - MarkupNode

    func testNodesKnowTheirAncestorsNearestFirst() throws {
        let root = try MarkupNode.parse(Data("<a><b id=\"x\"><c/></b><d/></a>".utf8))
        XCTAssertEqual(root.allNodes.map(\.name), ["a", "b", "c", "d"])
        let c = try XCTUnwrap(root.allNodes.first { $0.name == "c" })
        XCTAssertEqual(c.ancestors.map(\.name), ["b", "a"])
        XCTAssertEqual(c.ancestors.first?["id"], "x")
        XCTAssertEqual(root.ancestors.count, 0)
    }

    func testMalformedXMLSaysWhereAndWhy() {
        XCTAssertThrowsError(try MarkupNode.parse(Data("<a>\n<b></c>\n</a>".utf8))) { error in
            let text = String(describing: error)
            XCTAssertTrue(text.hasPrefix("malformed XML near line "), text)
            XCTAssertFalse(text.hasSuffix("unknown error"), text)
        }
    }
}

/// Build settings resolved as Xcode layers and expands them. / Ajustes resueltos como en Xcode.
final class BuildSettingsResolverTests: XCTestCase {
    private func resolver(_ levels: [[String: String]], xcode: String = "1600") -> BuildSettingsResolver {
        BuildSettingsResolver(levels: levels, environment: ["XCODE_VERSION_MAJOR": xcode])
    }

    func testNestedNamesPickTheDocumentsFloorOrTheRaisedOne() {
        let deployment = [
            "FLOOR_BUILDS_1600": "YES", "FLOOR_BUILDS_2600": "YES", "TARGET_YES": "$(DOCUMENT)", "TARGET_": "15.0",
            "IPHONEOS_DEPLOYMENT_TARGET": "$(TARGET_$(FLOOR_BUILDS_$(XCODE_VERSION_MAJOR)))",
        ]
        let app = ["DOCUMENT": "12.0"]
        XCTAssertEqual(resolver([deployment, app], xcode: "1600").value("IPHONEOS_DEPLOYMENT_TARGET"), "12.0")
        XCTAssertEqual(resolver([deployment, app], xcode: "2600").value("IPHONEOS_DEPLOYMENT_TARGET"), "12.0")
        XCTAssertEqual(resolver([deployment, app], xcode: "2700").value("IPHONEOS_DEPLOYMENT_TARGET"), "15.0")
        XCTAssertEqual(resolver([deployment, app], xcode: "2800").value("IPHONEOS_DEPLOYMENT_TARGET"), "15.0")
    }

    func testHigherLevelsWinAndInheritedIsTheLevelBelow() {
        let levels = [
            ["FLAGS": "-a", "NAME": "low"], ["FLAGS": "$(inherited) -b"], ["NAME": "high", "OTHER": "${NAME}!"],
        ]
        XCTAssertEqual(resolver(levels).value("FLAGS"), "-a -b")
        XCTAssertEqual(resolver(levels).value("NAME"), "high")
        XCTAssertEqual(resolver(levels).value("OTHER"), "high!")
        XCTAssertNil(resolver(levels).value("MISSING"))
        XCTAssertEqual(resolver([["X": "a$(UNKNOWN)b"]]).value("X"), "ab")
    }

    /// A setting naming itself means the level below, as `$(inherited)` does; a cycle is an error.
    /// Un ajuste que se nombra a sí mismo es el nivel de abajo, como `$(inherited)`; un ciclo es un error.
    func testSelfReferenceIsInheritedAndACycleIsAnError() {
        XCTAssertEqual(resolver([["LOOP": "low"], ["LOOP": "x $(LOOP) ${LOOP}"]]).value("LOOP"), "x low low")
        XCTAssertEqual(resolver([["LOOP": "x$(LOOP)"]]).value("LOOP"), "x")
        XCTAssertThrowsError(try resolver([["A": "$(B)", "B": "<$(A)>"]]).evaluate("A")) { error in
            XCTAssertEqual(error as? BuildSettingsResolver.EvaluationError, .cycle(["A", "B", "A"]))
        }
    }

    func testBracesInheritedAndATrailingSemicolon() throws {
        let levels = [["A": "low"], ["A": "${inherited} top ${B} [$(NOWHERE)]", "B": "bee"]]
        XCTAssertEqual(resolver(levels).value("A"), "low top bee []")
        let folder = try TemporaryDirectory()
        try Data("A = one;\nB = two ; // note\n".utf8).write(to: folder.url.appendingPathComponent("X.xcconfig"))
        let file = XCConfigFile(path: "X.xcconfig", repository: Repository(root: folder.url))
        let evaluated = BuildSettingsResolver(chain: file.assignments, environment: [:])
        XCTAssertEqual(["A", "B"].map(evaluated.value), ["one", "two"])
    }

    func testOperatorsInUseAndAClearErrorForOthers() {
        let levels = [["NAME": "Estados App", "FILE": "/a/b/Info.plist", "EMPTY": ""]]
        XCTAssertEqual(resolver(levels).value("X") ?? "", "")
        let cases = [
            "$(NAME:lower)": "estados app", "$(NAME:upper)": "ESTADOS APP", "$(NAME:c99extidentifier)": "Estados_App",
            "$(NAME:rfc1034identifier)": "Estados-App", "$(EMPTY:default=none)": "none",
            "$(NAME:default=none)": "Estados App",
            "$(FILE:file)": "Info.plist", "$(FILE:base)": "Info", "$(FILE:suffix)": ".plist",
            "$(NAME:default=x:lower)": "estados app",
        ]
        for (expression, expected) in cases {
            XCTAssertEqual(resolver(levels + [["X": expression]]).value("X"), expected, expression)
        }
        XCTAssertThrowsError(try resolver(levels + [["X": "$(FILE:dir)"]]).evaluate("X")) { error in
            XCTAssertEqual("\(error)", "build setting FILE: operator :dir is not supported by this evaluator")
        }
    }

    /// Conditions apply where they match the scope, the newest matching assignment winning; a
    /// condition on a parameter the scope does not set does not match.
    /// Las condiciones se aplican donde coinciden; gana la asignación más nueva que coincide.
    func testConditionalAssignmentsApplyWhereTheyMatch() throws {
        let folder = try TemporaryDirectory()
        let config = folder.url.appendingPathComponent("Config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("A = 1 // one\n#include? \"Missing.xcconfig\"\n".utf8).write(
            to: config.appendingPathComponent("Inner.xcconfig"))
        try Data(
            ("#include \"Inner.xcconfig\"\nB = $(A)2\nA[sdk=iphoneos*] = 9\nA = $(inherited)0\n"
                + "C[config=Debug][arch=arm64] = debug-arm\nC[sdk=iphone*,config=Release] = release\nC = $(inherited)!\n")
                .utf8
        ).write(to: config.appendingPathComponent("Outer.xcconfig"))
        let file = XCConfigFile(path: "Config/Outer.xcconfig", repository: Repository(root: folder.url))
        XCTAssertEqual(file.problems, [])
        func evaluated(_ conditions: [String: String]) -> [String?] {
            let resolver = BuildSettingsResolver(chain: file.assignments, environment: [:], conditions: conditions)
            return ["A", "B", "C"].map(resolver.value)
        }
        XCTAssertEqual(
            evaluated(["sdk": "iphoneos18.5", "config": "Debug", "arch": "arm64"]), ["90", "902", "debug-arm!"])
        XCTAssertEqual(evaluated(["sdk": "iphonesimulator18.5", "config": "Release"]), ["10", "102", "release!"])
        XCTAssertEqual(evaluated(["config": "Debug"]), ["10", "102", "!"])
    }

    func testAMissingRequiredIncludeIsAnErrorAtAnyDepth() throws {
        let folder = try TemporaryDirectory()
        try Data("#include \"Middle.xcconfig\"\nA = 1\n".utf8).write(
            to: folder.url.appendingPathComponent("Top.xcconfig"))
        try Data("#include? \"Optional.xcconfig\"\n#include \"Gone.xcconfig\"\n".utf8).write(
            to: folder.url.appendingPathComponent("Middle.xcconfig"))
        let file = XCConfigFile(path: "Top.xcconfig", repository: Repository(root: folder.url))
        XCTAssertEqual(
            file.problems.map(\.description), ["Middle.xcconfig:2: #include \"Gone.xcconfig\": no such file"])
        let resolver = BuildSettingsResolver(
            chain: file.assignments, environment: [:], problems: file.problems.map(\.description))
        XCTAssertEqual(resolver.value("A"), "1", "value() still gives what was read")
        XCTAssertThrowsError(try resolver.evaluate("A"))
    }
}

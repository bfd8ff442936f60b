import Foundation
import TestSupport
import XCTest

@testable import EstadosKit

/// The icon each picker row draws beside its state's name (the document's "iconografía en cadena"):
/// one per state, drawn from emoji that iOS 13.0 has (Emoji 11.0 or older, per the committed excerpt
/// of Unicode's emoji-test.txt) and explained by a fact of the state's own description.
/// El icono que cada fila del picker dibuja junto al nombre: uno por estado, de emoji que iOS 13.0
/// tiene (Emoji 11.0 o anterior, según el extracto de emoji-test.txt de Unicode) y explicado por un
/// dato de la propia descripción del estado.
final class EstadosIconTests: XCTestCase {
    /// iOS 13.0 draws Emoji 11.0 (iOS 12.1); Emoji 12.0 arrived in iOS 13.2.
    /// iOS 13.0 dibuja Emoji 11.0; Emoji 12.0 llegó con iOS 13.2.
    private let newestEmojiVersion = (major: 11, minor: 0)

    /// One line of the excerpt: "1F3A1 ; fully-qualified # 🎡 E0.6 ferris wheel".
    private struct ExcerptLine {
        let scalars: [Unicode.Scalar]
        let status: String
        let emoji: String
        let version: (major: Int, minor: Int)
        let name: String
    }

    private func excerpt() throws -> [ExcerptLine] {
        let url = TestPaths.repositoryRoot.appendingPathComponent("Scripts/data/estados-emoji.txt")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        return try lines.filter { !$0.hasPrefix("#") && !$0.isEmpty }.map { line in
            let halves = line.split(separator: "#", maxSplits: 1).map(String.init)
            let fields = halves[0].split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            let comment = try XCTUnwrap(halves.last).trimmingCharacters(in: .whitespaces).split(
                separator: " ", maxSplits: 2
            ).map(String.init)
            XCTAssertEqual(fields.count, 2, String(line))
            XCTAssertEqual(comment.count, 3, String(line))
            let version = try XCTUnwrap(comment[1].hasPrefix("E") ? comment[1].dropFirst() : nil, String(line))
                .split(separator: ".").compactMap { Int($0) }
            XCTAssertEqual(version.count, 2, String(line))
            let scalars = try fields[0].split(separator: " ").map {
                try XCTUnwrap(UInt32($0, radix: 16).flatMap(Unicode.Scalar.init), String(line))
            }
            return ExcerptLine(
                scalars: scalars, status: fields[1], emoji: comment[0], version: (version[0], version[1]),
                name: comment[2])
        }
    }

    func testEveryStateHasItsOwnIcon() throws {
        let states = try EstadosFixtures.states()
        XCTAssertTrue(states.allSatisfy { !$0.icon.isEmpty })
        XCTAssertEqual(Set(states.map(\.icon)).count, 32, "no two states share an icon")
    }

    /// Each icon is a fully-qualified emoji of the excerpt, and the excerpt holds only Emoji 11.0 or older.
    /// Cada icono es un emoji completo del extracto, y el extracto solo tiene Emoji 11.0 o anteriores.
    func testEveryIconIsAnEmojiThatIOS13Draws() throws {
        let lines = try excerpt()
        XCTAssertFalse(lines.isEmpty)
        for line in lines {
            XCTAssertTrue(
                line.version <= newestEmojiVersion, "\(line.emoji) \(line.name) is Emoji \(line.version)")
            XCTAssertEqual(line.status, "fully-qualified", line.name)
            XCTAssertEqual(line.emoji.unicodeScalars.map { $0 }, line.scalars, "\(line.name): code points")
        }
        let allowed = Set(lines.map(\.emoji))
        for state in try EstadosFixtures.states() {
            XCTAssertTrue(allowed.contains(state.icon), "\(state.key): \(state.icon) is not in the excerpt")
            XCTAssertEqual(state.icon.count, 1, "\(state.key): one emoji")
        }
    }

    /// The reason for each icon is a fact quoted from the state's own description, in both languages
    /// (its source), plus a few words on what the emoji shows.
    /// La razón de cada icono es un dato citado de la propia descripción del estado, en ambos idiomas
    /// (su fuente), más unas palabras sobre lo que muestra el emoji.
    func testEachIconIsExplainedByAFactOfItsOwnDescription() throws {
        let url = TestPaths.repositoryRoot.appendingPathComponent("Scripts/estados_descriptions.json")
        let written = try JSONDecoder().decode([String: Written].self, from: Data(contentsOf: url))
        let states = try EstadosFixtures.states()
        XCTAssertEqual(Set(written.keys), Set(states.map(\.key)))
        for state in states {
            let icon = try XCTUnwrap(written[state.key]?.icon, state.key)
            XCTAssertEqual(state.icon, icon.emoji, state.key)
            XCTAssertFalse(icon.reason.trimmingCharacters(in: .whitespaces).isEmpty, state.key)
            XCTAssertTrue(state.description.es.contains(icon.fact.es), "\(state.key): \(icon.fact.es)")
            XCTAssertTrue(state.description.en.contains(icon.fact.en), "\(state.key): \(icon.fact.en)")
        }
    }

    private struct Written: Decodable {
        struct Icon: Decodable {
            let emoji: String
            let reason: String
            let fact: LocalizedText
        }
        let icon: Icon
    }
}

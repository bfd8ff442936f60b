import Foundation
import TestSupport
import XCTest

@testable import EstadosKit

/// Every state's facts in the real `states.json`, one by one: a population or a description moved
/// to another state turns these red (a sum or a single state would not notice a swap).
/// Los datos de cada estado del `states.json` real, uno por uno: una población o una descripción
/// movida a otro estado los pone en rojo (una suma o un solo estado no notarían un intercambio).
final class StateCatalogFactsTests: XCTestCase {
    func testEveryPopulationCodeAndNameMatchesTheINEGITable() throws {
        let states = try EstadosFixtures.states()
        XCTAssertEqual(states.map(\.key), INEGICensus2020.states.map(\.key), "keys in INEGI code order")
        for (state, census) in zip(states, INEGICensus2020.states) {
            XCTAssertEqual(state.population, census.population, state.key)
            XCTAssertEqual(state.inegiCode, census.code, state.key)
            XCTAssertEqual(state.name, census.name, state.key)
        }
    }

    func testTheCopiedTableAddsUpToTheNationalTotal() {
        XCTAssertEqual(INEGICensus2020.states.count, 32)
        XCTAssertEqual(INEGICensus2020.states.reduce(0) { $0 + $1.population }, INEGICensus2020.nationalTotal)
    }

    /// Each description is the one written for that state in `Scripts/estados_descriptions.json`,
    /// the text `Scripts/estados_data.py` puts into `states.json`.
    /// Cada descripción es la escrita para ese estado en `Scripts/estados_descriptions.json`.
    func testEveryDescriptionBelongsToItsOwnState() throws {
        let url = TestPaths.repositoryRoot.appendingPathComponent("Scripts").appendingPathComponent(
            "estados_descriptions.json")
        let written = try JSONDecoder().decode([String: WrittenDescription].self, from: Data(contentsOf: url))
        let states = try EstadosFixtures.states()
        XCTAssertEqual(Set(written.keys), Set(states.map(\.key)))
        for state in states {
            let own = try XCTUnwrap(written[state.key], state.key)
            XCTAssertEqual(state.description, LocalizedText(es: own.es, en: own.en), state.key)
            XCTAssertEqual(state.shortName, own.shortName, state.key)
        }
    }

    /// One English name per state, the one the English texts use: a description that names a state in
    /// Spanish ("al sur de la Ciudad de México") names it in English by its English name ("south of
    /// Mexico City"), and the other way round.
    /// Un solo nombre inglés por estado, el de los textos en inglés: una descripción que nombra un
    /// estado en español lo nombra en inglés con su nombre inglés, y al revés.
    func testEnglishTextsCallEachStateByItsOneEnglishName() throws {
        let states = try EstadosFixtures.states()
        for named in states {
            for text in states {
                XCTAssertEqual(
                    text.description.es.contains(named.shortName.es), text.description.en.contains(named.shortName.en),
                    "\(text.key) names \(named.shortName.es) / \(named.shortName.en) in one language only")
            }
        }
        XCTAssertEqual(Set(states.map(\.shortName.en)).count, 32, "no two states share an English name")
    }

    func testNoTwoStatesShareADescription() throws {
        let states = try EstadosFixtures.states()
        XCTAssertEqual(Set(states.map(\.description.es)).count, 32)
        XCTAssertEqual(Set(states.map(\.description.en)).count, 32)
    }

    private struct WrittenDescription: Decodable {
        let shortName: LocalizedText
        let es: String
        let en: String
    }
}

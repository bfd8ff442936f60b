import AppCore
import Foundation
import TestSupport
import XCTest

@testable import EstadosKit

/// The model's public API: the memberwise initializer and its JSON keys, the content language and
/// every catalog error's description.
/// La API pública del modelo: el inicializador y sus claves JSON, el idioma del contenido y la
/// descripción de cada error del catálogo.
final class EstadosModelTests: XCTestCase {
    private let jalisco = MexicanState(
        key: "Jalisco", name: "Jalisco", shortName: LocalizedText(es: "Jalisco", en: "Jalisco"), icon: "🎺",
        inegiCode: "14",
        isoCode: "MX-JAL",
        capital: "Guadalajara", population: 8_348_151, areaKm2: 78_595.9, latitude: 20.57, longitude: -103.68,
        description: LocalizedText(es: "Tierra del tequila.", en: "Land of tequila."))

    /// A state built in code is written with the file's keys ("iso", "population2020", "lat",
    /// "lon") and reads back equal. / Un estado armado en código se escribe con las claves del archivo.
    func testInitializerAndFileKeysRoundTrip() throws {
        XCTAssertEqual(jalisco.imageName, "Jalisco")
        let data = try JSONEncoder().encode(jalisco)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(
            Set(object.keys),
            [
                "key", "name", "shortName", "icon", "inegiCode", "iso", "capital", "population2020", "areaKm2", "lat",
                "lon",
                "description",
            ])
        XCTAssertEqual(object["population2020"] as? Int, 8_348_151)
        XCTAssertEqual(try JSONDecoder().decode(MexicanState.self, from: data), jalisco)
    }

    func testTheRealFileDecodesIntoTheSameFieldsAsTheInitializer() throws {
        let real = try XCTUnwrap(try EstadosFixtures.states().first { $0.key == "Jalisco" })
        XCTAssertEqual(real.inegiCode, jalisco.inegiCode)
        XCTAssertEqual(real.isoCode, jalisco.isoCode)
        XCTAssertEqual(real.capital, jalisco.capital)
        XCTAssertEqual(real.population, jalisco.population)
        XCTAssertEqual(real.icon, jalisco.icon)
    }

    func testContentLanguageFollowsTheLocalizationAndFallsBackToSpanish() throws {
        XCTAssertEqual(ContentLanguage(localizer: try TestLocalizer.spanish(app: "Estados")), .spanish)
        XCTAssertEqual(ContentLanguage(localizer: try TestLocalizer.english(app: "Estados")), .english)
        XCTAssertEqual(ContentLanguage(localizer: .keys), .spanish, "a missing key means the development language")
        XCTAssertEqual(ContentLanguage(localizer: .table([ContentLanguage.localizationKey: "fr"])), .spanish)
        XCTAssertEqual(jalisco.description.text(in: .english), "Land of tequila.")
        XCTAssertEqual(jalisco.description.text(in: .spanish), "Tierra del tequila.")
    }

    func testEveryCatalogErrorNamesItsCulprit() {
        let cases: [(StateCatalogError, String)] = [
            (.missingResource("states.json"), "Resource states.json is not in the app bundle"),
            (.malformedJSON("bad"), "states.json is not valid: bad"),
            (.wrongCount(expected: 32, found: 31), "Expected 32 states, found 31"),
            (.duplicateKey("Jalisco"), "Duplicate state key Jalisco"),
            (.duplicateINEGICode("14"), "Duplicate INEGI code 14"),
            (.duplicateISOCode("MX-JAL"), "Duplicate ISO code MX-JAL"),
            (.invalidINEGICode(key: "Jalisco", code: "33"), "Jalisco: INEGI code 33 is not 01…32"),
            (.invalidISOCode(key: "Jalisco", code: "JAL"), "Jalisco: ISO code JAL is not MX-XXX"),
            (.emptyField(key: "Jalisco", field: "capital"), "Jalisco: capital is empty"),
            (.invalidPopulation(key: "Jalisco", value: 0), "Jalisco: population 0 is not positive"),
            (.invalidArea(key: "Jalisco", value: -1), "Jalisco: area -1.0 km² is not positive"),
            (
                .coordinatesOutsideMexico(key: "Jalisco", latitude: 20.57, longitude: 103.68),
                "Jalisco: (20.57, 103.68) is outside Mexico"
            ),
        ]
        for (error, text) in cases {
            XCTAssertEqual(error.description, text)
        }
    }

    func testINEGICodesAreTwoASCIIDigitsFromOneToThirtyTwo() {
        for valid in ["01", "14", "32"] { XCTAssertTrue(StateCatalog.isINEGICode(valid), valid) }
        for invalid in ["00", "33", "1", "001", "٠١", "1a", "", "-1"] {
            XCTAssertFalse(StateCatalog.isINEGICode(invalid), invalid)
        }
    }

    func testThePaletteMinimumIsTheLowestTextContrast() {
        let palette = EstadosPalette(
            background: .white, fieldText: .black, populationText: RGBColor(hex: 0x777777),
            informationText: RGBColor(hex: 0x333333))
        XCTAssertEqual(palette.minimumContrast, RGBColor(hex: 0x777777).contrastRatio(with: .white))
        XCTAssertEqual(palette.minimumContrast, 4.48, accuracy: 0.01)
    }
}

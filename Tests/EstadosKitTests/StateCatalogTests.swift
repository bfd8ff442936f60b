import AppCore
import Foundation
import TestSupport
import XCTest

@testable import EstadosKit

/// The real `states.json` and its validation. / El `states.json` real y su validación.
final class StateCatalogTests: XCTestCase {
    func testRealFileHasThe32StatesWithUniqueCodes() throws {
        let states = try EstadosFixtures.states()
        XCTAssertEqual(states.count, 32)
        XCTAssertEqual(Set(states.map(\.inegiCode)).count, 32)
        XCTAssertEqual(Set(states.map(\.isoCode)).count, 32)
        XCTAssertEqual(Set(states.map(\.key)).count, 32)
        XCTAssertEqual(states.map(\.inegiCode).sorted(), (1...32).map { String(format: "%02d", $0) })
    }

    func testPopulationsSumToTheCensusTotal() throws {
        let states = try EstadosFixtures.states()
        XCTAssertEqual(states.reduce(0) { $0 + $1.population }, 126_014_024)
    }

    func testKeysAreExactlyTheSeedImageNames() throws {
        let seedNames: Set<String> = [
            "Coahuila", "Chihuahua", "Sonora", "BajaCalifornia", "BajaCaliforniaSur", "Jalisco", "CiudadDeMexico",
            "QuintanaRoo", "Zacatecas", "Aguascalientes", "NuevoLeon", "Tamaulipas", "Sinaloa", "Michoacan",
            "Guanajuato", "Queretaro", "SanLuisPotosi", "Colima", "Veracruz", "Tabasco", "Oaxaca", "Chiapas",
            "Yucatan", "Campeche", "Guerrero", "Durango", "Hidalgo", "Tlaxcala", "Puebla", "Nayarit", "Morelos",
            "EstadoDeMexico",
        ]
        XCTAssertEqual(Set(try EstadosFixtures.states().map(\.imageName)), seedNames)
    }

    func testEveryImageIsInTheCatalogWith2xAnd3xFiles() throws {
        for state in try EstadosFixtures.states() {
            let folder = EstadosFixtures.catalogURL.appendingPathComponent(state.imageName + ".imageset")
            let contents = try Data(contentsOf: folder.appendingPathComponent("Contents.json"))
            let json = try JSONSerialization.jsonObject(with: contents) as? [String: Any]
            let images = json?["images"] as? [[String: String]] ?? []
            for scale in ["2x", "3x"] {
                let file = images.first { $0["scale"] == scale }?["filename"]
                XCTAssertNotNil(file, "\(state.imageName) has no \(scale) image")
                let path = folder.appendingPathComponent(file ?? "-").path
                XCTAssertTrue(FileManager.default.fileExists(atPath: path), "\(path) is missing")
            }
        }
    }

    /// The 32 state maps, the country before a choice (`EstadosMapViewModel.countryImageName`) and the icon.
    /// Los 32 mapas, el país antes de elegir y el icono.
    func testTheCatalogHoldsOnlyTheStateImagesTheCountryAndTheIcon() throws {
        let entries = try FileManager.default.contentsOfDirectory(atPath: EstadosFixtures.catalogURL.path)
        let imageSets = Set(entries.filter { $0.hasSuffix(".imageset") })
        let names = try EstadosFixtures.states().map(\.imageName) + [EstadosMapViewModel.countryImageName]
        XCTAssertEqual(imageSets, Set(names.map { $0 + ".imageset" }))
        XCTAssertTrue(entries.contains("AppIcon.appiconset"))
    }

    func testEveryStateHasBothDescriptionsAndSaneFacts() throws {
        for state in try EstadosFixtures.states() {
            XCTAssertGreaterThan(state.description.es.count, 40, state.key)
            XCTAssertGreaterThan(state.description.en.count, 40, state.key)
            XCTAssertNotEqual(state.description.es, state.description.en, state.key)
            XCTAssertFalse(state.capital.isEmpty, state.key)
            XCTAssertGreaterThan(state.areaKm2, 1_000, state.key)
        }
    }

    func testKnownFactsOfOneState() throws {
        let jalisco = try XCTUnwrap(try EstadosFixtures.states().first { $0.key == "Jalisco" })
        XCTAssertEqual(jalisco.inegiCode, "14")
        XCTAssertEqual(jalisco.isoCode, "MX-JAL")
        XCTAssertEqual(jalisco.capital, "Guadalajara")
        XCTAssertEqual(jalisco.population, 8_348_151)
    }

    // MARK: - Broken input / Entrada rota

    func testMalformedJSONIsAClearError() {
        XCTAssertThrowsError(try StateCatalog.load(from: Data("[{]".utf8))) { error in
            guard case StateCatalogError.malformedJSON = error else { return XCTFail("\(error)") }
        }
    }

    func testMissingFieldIsMalformed() throws {
        var objects = try EstadosFixtures.jsonObjects()
        objects[3]["population2020"] = nil
        XCTAssertThrowsError(try StateCatalog.load(from: EstadosFixtures.data(objects))) { error in
            guard case StateCatalogError.malformedJSON(let detail) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(detail.contains("population2020"), detail)
        }
    }

    func testWrongCount() throws {
        let objects = Array(try EstadosFixtures.jsonObjects().dropLast())
        XCTAssertThrowsError(try StateCatalog.load(from: EstadosFixtures.data(objects))) { error in
            XCTAssertEqual(error as? StateCatalogError, .wrongCount(expected: 32, found: 31))
        }
    }

    func testDuplicateCodes() throws {
        var objects = try EstadosFixtures.jsonObjects()
        objects[1]["inegiCode"] = objects[0]["inegiCode"]
        assertThrows(objects, .duplicateINEGICode("01"))

        objects = try EstadosFixtures.jsonObjects()
        objects[5]["iso"] = "MX-AGU"
        assertThrows(objects, .duplicateISOCode("MX-AGU"))

        objects = try EstadosFixtures.jsonObjects()
        objects[5]["key"] = "Aguascalientes"
        assertThrows(objects, .duplicateKey("Aguascalientes"))
    }

    func testInvalidFields() throws {
        let cases: [(String, Any, StateCatalogError)] = [
            ("inegiCode", "33", .invalidINEGICode(key: "Aguascalientes", code: "33")),
            ("inegiCode", "1", .invalidINEGICode(key: "Aguascalientes", code: "1")),
            ("iso", "MX-ag", .invalidISOCode(key: "Aguascalientes", code: "MX-ag")),
            ("population2020", 0, .invalidPopulation(key: "Aguascalientes", value: 0)),
            ("areaKm2", -1.0, .invalidArea(key: "Aguascalientes", value: -1)),
            ("capital", "  ", .emptyField(key: "Aguascalientes", field: "capital")),
            ("lat", -102.36, .coordinatesOutsideMexico(key: "Aguascalientes", latitude: -102.36, longitude: -102.36)),
            ("lat", 33.5, .coordinatesOutsideMexico(key: "Aguascalientes", latitude: 33.5, longitude: -102.36)),
            ("lat", 13.5, .coordinatesOutsideMexico(key: "Aguascalientes", latitude: 13.5, longitude: -102.36)),
            // Latitude and longitude swapped, and a longitude east or west of Mexico.
            // Latitud y longitud invertidas, y una longitud al este o al oeste de México.
            ("lon", 22.01, .coordinatesOutsideMexico(key: "Aguascalientes", latitude: 22.01, longitude: 22.01)),
            ("lon", -86.0, .coordinatesOutsideMexico(key: "Aguascalientes", latitude: 22.01, longitude: -86.0)),
            ("lon", -119.0, .coordinatesOutsideMexico(key: "Aguascalientes", latitude: 22.01, longitude: -119.0)),
            ("description", ["es": "", "en": "x"], .emptyField(key: "Aguascalientes", field: "description.es")),
            ("shortName", ["es": "Ags.", "en": " "], .emptyField(key: "Aguascalientes", field: "shortName.en")),
            ("shortName", ["es": "", "en": "Ags."], .emptyField(key: "Aguascalientes", field: "shortName.es")),
            ("icon", " ", .emptyField(key: "Aguascalientes", field: "icon")),
        ]
        for (field, value, expected) in cases {
            var objects = try EstadosFixtures.jsonObjects()
            objects[0][field] = value
            assertThrows(objects, expected)
        }
    }

    func testErrorsDescribeTheCulprit() {
        XCTAssertEqual(StateCatalogError.duplicateISOCode("MX-JAL").description, "Duplicate ISO code MX-JAL")
        XCTAssertEqual(
            StateCatalogError.wrongCount(expected: 32, found: 3).description, "Expected 32 states, found 3")
    }

    private func assertThrows(
        _ objects: [[String: Any]], _ expected: StateCatalogError, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try StateCatalog.load(from: EstadosFixtures.data(objects)), file: file, line: line) {
            XCTAssertEqual($0 as? StateCatalogError, expected, file: file, line: line)
        }
    }
}

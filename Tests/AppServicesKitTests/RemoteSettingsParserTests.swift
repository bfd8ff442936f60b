import AppServicesKit
import XCTest

/// A stand-in for the app's `FeatureKind` (the package cannot see it).
/// Un sustituto de `FeatureKind` de la app (el paquete no puede verlo).
enum Fruit: String, CaseIterable, Hashable {
    case apple
    case banana
    case cherry
    case date
    case elderberry
}

final class RemoteSettingsParserTests: XCTestCase {
    private let parser = RemoteSettingsParser<Fruit>()
    private let order = RemoteSettingsKey.featuresOrder.rawValue
    private let welcome = RemoteSettingsKey.welcomeMessage.rawValue
    private let sound = RemoteSettingsKey.soundEnabledByDefault.rawValue

    func testNothingFetchedGivesTheInAppDefaults() {
        let settings = parser.parse([:])
        XCTAssertEqual(settings, .builtIn)
        XCTAssertEqual(settings.featuresOrder, [.apple, .banana, .cherry, .date, .elderberry])
        XCTAssertNil(settings.welcomeMessage)
        XCTAssertTrue(settings.soundEnabledByDefault)
    }

    func testTheDefaultsRoundTripThroughTheirRawValues() {
        XCTAssertEqual(
            parser.defaultRawValues,
            [
                "features_order": "apple,banana,cherry,date,elderberry", "welcome_message": "",
                "sound_enabled_default": "true",
            ])
        XCTAssertEqual(parser.parse(parser.defaultRawValues), .builtIn)
        let custom = RemoteSettings<Fruit>(
            featuresOrder: [.date, .apple, .banana, .cherry, .elderberry], welcomeMessage: "Hola",
            soundEnabledByDefault: false)
        let customParser = RemoteSettingsParser(defaults: custom)
        XCTAssertEqual(customParser.parse(customParser.defaultRawValues), custom)
    }

    func testACompleteRemoteOrderIsTakenAsIs() {
        XCTAssertEqual(
            parser.parse([order: "elderberry,date,cherry,banana,apple"]).featuresOrder,
            [.elderberry, .date, .cherry, .banana, .apple])
    }

    func testMissingFeaturesAreAppendedInDefaultOrder() {
        XCTAssertEqual(
            parser.parse([order: "date,banana"]).featuresOrder, [.date, .banana, .apple, .cherry, .elderberry])
    }

    func testUnknownNamesAndDuplicatesAreDropped() {
        XCTAssertEqual(
            parser.parse([order: "cherry, kiwi, cherry, APPLE, , apple,,"]).featuresOrder,
            [.cherry, .apple, .banana, .date, .elderberry])
    }

    func testAJSONArrayIsAccepted() {
        XCTAssertEqual(
            parser.parse([order: #"["date", "Cherry", 3, null, "kiwi"]"#]).featuresOrder,
            [.date, .cherry, .apple, .banana, .elderberry])
    }

    func testGarbageGivesTheDefaultOrder() {
        for text in ["", "   ", "🍎🍌", "{\"a\":1}", "[", "null"] {
            XCTAssertEqual(parser.parse([order: text]).featuresOrder, Array(Fruit.allCases), text.debugDescription)
        }
    }

    func testTheWelcomeMessageIsTrimmedAndBlankHidesIt() {
        XCTAssertEqual(parser.parse([welcome: "  ¡Hola de nuevo!\n"]).welcomeMessage, "¡Hola de nuevo!")
        XCTAssertNil(parser.parse([welcome: ""]).welcomeMessage)
        XCTAssertNil(parser.parse([welcome: " \n\t "]).welcomeMessage)
    }

    func testAnOverlyLongWelcomeMessageIsCut() throws {
        let limit = RemoteSettingsParser<Fruit>.maximumWelcomeLength
        let exact = String(repeating: "a", count: limit)
        XCTAssertEqual(parser.parse([welcome: exact]).welcomeMessage, exact)
        let cut = try XCTUnwrap(parser.parse([welcome: String(repeating: "ñ", count: limit + 50)]).welcomeMessage)
        XCTAssertEqual(cut.count, limit)
        XCTAssertTrue(cut.hasSuffix("…"))
    }

    func testBooleansInTheirUsualSpellings() {
        for text in ["true", "TRUE", " 1 ", "yes", "sí", "on"] {
            XCTAssertEqual(parser.parse([sound: text]).soundEnabledByDefault, true, text)
        }
        for text in ["false", "False", "0", "no", "OFF"] {
            XCTAssertEqual(parser.parse([sound: text]).soundEnabledByDefault, false, text)
        }
    }

    func testAnInvalidBooleanKeepsTheDefault() {
        let quiet = RemoteSettingsParser<Fruit>(
            defaults: RemoteSettings(
                featuresOrder: Array(Fruit.allCases), welcomeMessage: nil, soundEnabledByDefault: false))
        for text in ["", "maybe", "2", "verdadero"] {
            XCTAssertEqual(parser.parse([sound: text]).soundEnabledByDefault, true, text)
            XCTAssertEqual(quiet.parse([sound: text]).soundEnabledByDefault, false, text)
        }
    }

    func testUnknownKeysAreIgnored() {
        XCTAssertEqual(parser.parse(["something_else": "date", "FEATURES_ORDER": "date"]), .builtIn)
    }
}

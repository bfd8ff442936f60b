import AppCore
import Foundation
import TestSupport
import Testing

/// The map sits on the `MapCard` colour of the asset catalog, whatever the random background. Its
/// grey country and red state must stand out from that card by at least 3:1 (WCAG non-text
/// contrast) in light and dark appearance. Both sides are read from the real files: the colour set
/// and the colours `Scripts/estados_maps.py` draws with.
///
/// El mapa va sobre el color `MapCard` del catálogo, sea cual sea el fondo aleatorio. Su país gris y
/// su estado rojo deben contrastar al menos 3:1 con la tarjeta (contraste no textual WCAG) en
/// apariencia clara y oscura. Ambos lados se leen de los archivos reales: el color del catálogo y
/// los colores con que dibuja `Scripts/estados_maps.py`.
@Suite struct MapCardContrastTests {
    private static let minimum = 3.0

    @Test func theCardHasALightAndADarkVariant() throws {
        let card = try Self.cardColours()
        #expect(card.keys.sorted() == ["any", "dark"])
    }

    @Test(arguments: ["COUNTRY", "HIGHLIGHT"])
    func theMapColourStandsOutFromTheCardInBothAppearances(_ name: String) throws {
        let mapColour = try Self.scriptColour(name)
        for (appearance, card) in try Self.cardColours() {
            let ratio = mapColour.contrastRatio(with: card)
            #expect(ratio >= Self.minimum, "\(name) \(mapColour) on \(appearance) card \(card): \(ratio)")
        }
    }

    /// Guards the test itself: a white card, the obvious choice, fails for the grey (about 2.2:1).
    /// Protege la prueba: una tarjeta blanca, la opción obvia, no basta para el gris (≈ 2.2:1).
    @Test func aWhiteCardWouldNotBeEnough() throws {
        #expect(try Self.scriptColour("COUNTRY").contrastRatio(with: .white) < Self.minimum)
    }

    // MARK: - Reading the files / Lectura de los archivos

    struct ReadError: Error, CustomStringConvertible {
        let description: String
    }

    /// `NAME = (r, g, b, a)` from the map script. / `NAME = (r, g, b, a)` del script de mapas.
    static func scriptColour(_ name: String) throws -> RGBColor {
        let script = try String(
            contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Scripts/estados_maps.py"), encoding: .utf8)
        let prefix = name + " = ("
        guard let line = script.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) else {
            throw ReadError(description: "Scripts/estados_maps.py has no \(name) colour")
        }
        let numbers = line.dropFirst(prefix.count).prefix { $0 != ")" }.split(separator: ",")
            .compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count >= 3 else { throw ReadError(description: "unreadable colour: \(line)") }
        return RGBColor(red: Double(numbers[0]) / 255, green: Double(numbers[1]) / 255, blue: Double(numbers[2]) / 255)
    }

    /// The `MapCard` colour set, keyed "any" and "dark". / El color `MapCard`, por apariencia.
    static func cardColours() throws -> [String: RGBColor] {
        let url = TestPaths.app("Estados", "Assets.xcassets", "MapCard.colorset", "Contents.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let entries = json?["colors"] as? [[String: Any]] ?? []
        var colours: [String: RGBColor] = [:]
        for entry in entries {
            let appearances = entry["appearances"] as? [[String: String]] ?? []
            let key = appearances.first { $0["appearance"] == "luminosity" }?["value"] ?? "any"
            guard let color = entry["color"] as? [String: Any],
                let components = color["components"] as? [String: String],
                let red = components["red"].flatMap(component), let green = components["green"].flatMap(component),
                let blue = components["blue"].flatMap(component)
            else { throw ReadError(description: "MapCard entry \(key) is not an sRGB colour") }
            #expect(components["alpha"].flatMap(component) == 1, "the card must be opaque (\(key))")
            colours[key] = RGBColor(red: red, green: green, blue: blue)
        }
        return colours
    }

    /// Xcode writes components as "0.071", "18" or "0x12". / Xcode escribe "0.071", "18" o "0x12".
    private static func component(_ text: String) -> Double? {
        if text.hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if text.contains(".") { return Double(text) }
        return Int(text).map { Double($0) / 255 }
    }
}

/// The invitation ("Elige un estado") is white on a badge of the card's colour, over the map: at least
/// 4.5:1 in both appearances, read from the storyboard.
/// La invitación es blanca sobre una insignia del color de la tarjeta: al menos 4.5:1 en ambas apariencias.
@Suite struct InvitationContrastTests {
    @Test func theInvitationIsWhiteOnTheCardColourAndReads() throws {
        let url = TestPaths.app("Estados", "Base.lproj", "Main.storyboard")
        let storyboard = try String(contentsOf: url, encoding: .utf8)
        let label = try #require(storyboard.range(of: "id=\"EsL-iv-aaa\""))
        let end = try #require(storyboard.range(of: "</label>", range: label.upperBound..<storyboard.endIndex))
        let body = storyboard[label.upperBound..<end.lowerBound]
        #expect(body.contains("<color key=\"textColor\" white=\"1\" alpha=\"1\""))
        let badge = try #require(storyboard.range(of: "id=\"EsV-iv-aaa\""))
        let badgeEnd = try #require(storyboard.range(of: "</view>", range: badge.upperBound..<storyboard.endIndex))
        #expect(
            storyboard[badge.upperBound..<badgeEnd.lowerBound].contains(
                "<color key=\"backgroundColor\" name=\"MapCard\"/>"))
        for (appearance, card) in try MapCardContrastTests.cardColours() {
            #expect(RGBColor.white.contrastRatio(with: card) >= 4.5, "\(appearance)")
        }
    }
}

import AppServicesKit
import PropertyBased
import Testing

/// Arbitrary remote values never crash the parser and always give a usable Features list.
/// Valores remotos arbitrarios nunca hacen fallar al analizador y siempre dan una lista utilizable.
@Suite struct RemoteSettingsPropertyTests {
    let parser = RemoteSettingsParser<Fruit>()

    /// Words a console user might type: real names in any case, unknown names, noise.
    /// Palabras que alguien podría escribir en la consola: nombres reales, desconocidos, ruido.
    static let word = zip(
        Gen.int(in: 0...3), Gen.element(of: Fruit.allCases),
        Gen.element(of: ["kiwi", "", " ", "\"date\"", "null", "[", "]", "🍒", "apple banana"]),
        Gen.letterOrNumber.string(of: 0...12)
    ).map { choice, fruit, noise, random -> String in
        switch choice {
        case 0: return fruit?.rawValue ?? ""
        case 1: return fruit?.rawValue.uppercased() ?? ""
        case 2: return noise ?? ""
        default: return random
        }
    }

    /// A list joined with random separators, sometimes written as JSON.
    /// Una lista unida con separadores al azar, a veces escrita como JSON.
    static let orderText = zip(word.array(of: 0...12), Gen.element(of: [",", ", ", ";", " ", "\n", ",,"]), Gen.bool)
        .map { words, separator, json in
            json
                ? "[" + words.map { "\"\($0)\"" }.joined(separator: ",") + "]"
                : words.joined(separator: separator ?? ",")
        }

    @Test func theOrderIsAlwaysAPermutationOfEveryFeature() async {
        await propertyCheck(count: 500, input: Self.orderText) { text in
            let result = parser.parse(["features_order": text]).featuresOrder
            #expect(result.count == Fruit.allCases.count, "\(text.debugDescription)")
            #expect(Set(result) == Set(Fruit.allCases), "\(text.debugDescription)")
        }
    }

    @Test func namedFeaturesComeFirstInTheirFirstOrder() async {
        await propertyCheck(count: 300, input: Gen.shuffled(Fruit.allCases), Gen.int(in: 0...5)) { shuffled, count in
            let chosen = Array(shuffled.prefix(count))
            let text = (chosen + chosen.reversed()).map(\.rawValue).joined(separator: ",")
            let result = parser.parse(["features_order": text]).featuresOrder
            #expect(Array(result.prefix(chosen.count)) == chosen)
            #expect(Array(result.dropFirst(chosen.count)) == Fruit.allCases.filter { !chosen.contains($0) })
        }
    }

    @Test func arbitraryTextInEveryKeyNeverCrashes() async {
        let anyText = zip(
            Gen.bool, Gen.latin1.string(of: 0...200),
            Gen.unicodeScalar(in: "\u{0}"..."\u{D7FF}").map { Character($0) }.string(of: 0...60)
        ).map { latin, latinText, unicodeText in latin ? latinText : unicodeText }
        await propertyCheck(count: 400, input: anyText, anyText, anyText) { order, welcome, sound in
            let settings = parser.parse(
                ["features_order": order, "welcome_message": welcome, "sound_enabled_default": sound])
            #expect(Set(settings.featuresOrder) == Set(Fruit.allCases))
            #expect(settings.featuresOrder.count == Fruit.allCases.count)
            if let message = settings.welcomeMessage {
                #expect(!message.isEmpty && message.count <= RemoteSettingsParser<Fruit>.maximumWelcomeLength)
                #expect(message.trimmingCharacters(in: .whitespacesAndNewlines) == message)
            }
        }
    }
}

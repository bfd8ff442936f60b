import AppCore
import Foundation
import TestSupport
import Testing

/// The overlay's "is the Lottie animation usable?" decision, on the app's real `loader.json` and on
/// broken copies of it. / La decisión "¿sirve la animación de Lottie?" con el `loader.json` real de
/// la app y con copias dañadas.
struct LoadingAnimationChoiceTests {
    private let loader: Data

    init() throws {
        loader = try Data(contentsOf: TestPaths.app("TestApp", "Loading", "loader.json"))
    }

    /// The bundled animation with one top-level field set to the JSON `literal` (nil removes it).
    /// La animación incluida con un campo de primer nivel igual al JSON `literal` (nil lo quita).
    private func loader(setting key: String, to literal: String?) throws -> Data {
        var root = try #require(try JSONSerialization.jsonObject(with: loader) as? [String: Any])
        root[key] = try literal.map {
            try JSONSerialization.jsonObject(with: Data($0.utf8), options: .fragmentsAllowed)
        }
        return try JSONSerialization.data(withJSONObject: root)
    }

    @Test func theBundledAnimationIsPlayedByLottie() {
        #expect(LoadingAnimationChoice.isUsableLottieAnimation(loader))
        #expect(LoadingAnimationChoice.choose(lottieViewAvailable: true, animationJSON: loader) == .lottie)
    }

    @Test func withoutTheLottieViewTheSpinnerStandsIn() {
        #expect(LoadingAnimationChoice.choose(lottieViewAvailable: false, animationJSON: loader) == .spinner)
    }

    @Test func missingTruncatedOrForeignJSONFallsBackToTheSpinner() {
        let broken: [Data?] = [
            nil, Data(), loader.prefix(loader.count / 2), Data("[]".utf8), Data("{}".utf8),
            Data("not json".utf8), Data("{\"count\":1302,\"results\":[]}".utf8),
        ]
        for data in broken {
            #expect(LoadingAnimationChoice.choose(lottieViewAvailable: true, animationJSON: data) == .spinner)
        }
    }

    @Test(
        arguments: [
            ("v", nil), ("v", "5"), ("fr", "0"), ("fr", nil), ("op", "0"), ("ip", "60"), ("w", "0"), ("h", "-1"),
            ("layers", "[]"), ("layers", nil), ("layers", "[{\"nm\": \"x\"}]"), ("layers", "[1]"),
        ] as [(String, String?)])
    func eachRequiredFieldIsChecked(key: String, literal: String?) throws {
        #expect(!LoadingAnimationChoice.isUsableLottieAnimation(try loader(setting: key, to: literal)))
        #expect(
            LoadingAnimationChoice.choose(
                lottieViewAvailable: true, animationJSON: try loader(setting: key, to: literal)) == .spinner)
    }
}

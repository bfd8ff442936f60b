/// A small deterministic random number generator (SplitMix64) so tests can replay random draws.
/// Generador pseudoaleatorio determinista (SplitMix64) para repetir sorteos en las pruebas.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A type-erased random source that presenters receive by injection (live: system, tests: seeded).
/// Fuente aleatoria que los presenters reciben inyectada (real: sistema; pruebas: con semilla).
public final class RandomSource {
    private var draw: () -> UInt64

    public init<G: RandomNumberGenerator>(_ generator: G) {
        var generator = generator
        draw = { generator.next() }
    }

    public static func system() -> RandomSource { RandomSource(SystemRandomNumberGenerator()) }

    public static func seeded(_ seed: UInt64) -> RandomSource { RandomSource(SeededGenerator(seed: seed)) }

    /// A uniform value in 0...1. / Un valor uniforme en 0...1.
    public func unit() -> Double {
        Double(draw() >> 11) / Double(1 << 53 - 1)
    }
}

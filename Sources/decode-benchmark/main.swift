// Decode benchmark for NetworkingKit's PokeAPI models. Run in release mode:
//     swift run -c release decode-benchmark
// It builds a 20-entry page and a 1,302-entry list in the recorded page's shape
// (Tests/NetworkingKitTests/Fixtures/pokeapi-list-sample.json), then decodes the same bytes with
// the project's `Codable` models (JSONDecoder) and with `JSONSerialization` followed by a mapping to
// the same structs (so both sides produce identical values), and prints median times and ratios.
//
// Benchmark de decodificación de los modelos de PokeAPI. Ejecutar en modo release. Arma una página
// de 20 y una lista de 1,302 con la forma de la página grabada, decodifica los mismos bytes con los
// modelos `Codable` (JSONDecoder) y con `JSONSerialization` + mapeo a las mismas estructuras, e
// imprime medianas y proporciones.
import Dispatch
import Foundation
import NetworkingKit

// MARK: - Input / Entrada

/// The 20 names of the recorded first page; later entries reuse them with their number.
/// Los 20 nombres de la página grabada; las entradas siguientes los reutilizan con su número.
let recordedNames = [
    "bulbasaur", "ivysaur", "venusaur", "charmander", "charmeleon", "charizard", "squirtle", "wartortle",
    "blastoise", "caterpie", "metapod", "butterfree", "weedle", "kakuna", "beedrill", "pidgey", "pidgeotto",
    "pidgeot", "rattata", "raticate",
]

/// Pretty-printed JSON bytes like PokeAPI's list response with `entries` results.
/// Bytes JSON con sangría como la respuesta de lista de PokeAPI con `entries` resultados.
func listJSON(entries: Int) -> Data {
    let results: [[String: Any]] = (1...entries).map { number in
        let base = recordedNames[(number - 1) % recordedNames.count]
        let name = number <= recordedNames.count ? base : "\(base)-\(number)"
        return ["name": name, "url": "https://pokeapi.co/api/v2/pokemon/\(number)/"]
    }
    let next: Any = entries < 1302 ? "https://pokeapi.co/api/v2/pokemon?offset=\(entries)&limit=\(entries)" : NSNull()
    let object: [String: Any] = ["count": 1302, "next": next, "previous": NSNull(), "results": results]
    return try! JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
}

// MARK: - Decoders / Decodificadores

enum MappingError: Error { case shape }

/// `JSONSerialization` plus a hand-written mapping into the project's structs.
/// `JSONSerialization` más un mapeo escrito a mano a las estructuras del proyecto.
func decodeWithSerialization(_ data: Data) throws -> PokemonListPage {
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
        let count = root["count"] as? Int, let items = root["results"] as? [[String: Any]]
    else { throw MappingError.shape }
    let results = try items.map { item -> NamedResource in
        guard let name = item["name"] as? String, let url = item["url"] as? String else { throw MappingError.shape }
        return NamedResource(name: name, url: url)
    }
    return PokemonListPage(
        count: count, next: root["next"] as? String, previous: root["previous"] as? String, results: results)
}

let sharedDecoder = JSONDecoder()

struct Candidate {
    let name: String
    let decode: (Data) throws -> PokemonListPage
}

let candidates = [
    Candidate(name: "JSONDecoder (one reused instance, as PokemonAPI does)") {
        try sharedDecoder.decode(PokemonListPage.self, from: $0)
    },
    Candidate(name: "JSONDecoder (new instance per decode)") {
        try JSONDecoder().decode(PokemonListPage.self, from: $0)
    },
    Candidate(name: "JSONSerialization + mapping to the same structs", decode: decodeWithSerialization),
]

/// Reference only: parsing into `[String: Any]` without building the structs (not a fair rival).
/// Solo referencia: leer a `[String: Any]` sin armar las estructuras (no es un rival justo).
func serializationOnlyNanoseconds(data: Data, iterations: Int, samples: Int) -> Double {
    let reference = Candidate(name: "JSONSerialization only") { data in
        let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let count = (root?["results"] as? [Any])?.count ?? 0
        return PokemonListPage(count: count, next: nil, previous: nil, results: [NamedResource(name: "", url: "")])
    }
    return medianNanoseconds(reference, data: data, iterations: iterations, samples: samples)
}

// MARK: - Measurement / Medición

/// Median nanoseconds per decode over `samples` batches of `iterations` decodes.
/// Mediana de nanosegundos por decodificación en `samples` lotes de `iterations`.
func medianNanoseconds(_ candidate: Candidate, data: Data, iterations: Int, samples: Int) -> Double {
    var checksum = 0
    for _ in 0..<max(1, iterations / 4) { checksum &+= (try? candidate.decode(data))?.results.count ?? 0 }
    var timings: [Double] = []
    for _ in 0..<samples {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<iterations { checksum &+= (try? candidate.decode(data))?.results.count ?? 0 }
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        timings.append(Double(elapsed) / Double(iterations))
    }
    precondition(checksum > 0, "nothing decoded")
    timings.sort()
    return timings[timings.count / 2]
}

func format(_ nanoseconds: Double) -> String {
    nanoseconds >= 1_000_000
        ? String(format: "%8.2f ms", nanoseconds / 1_000_000) : String(format: "%8.1f µs", nanoseconds / 1_000)
}

// Both decoders must agree before anything is timed. / Ambos deben coincidir antes de medir.
let inputs: [(label: String, data: Data, iterations: Int)] = [
    ("page of 20", listJSON(entries: 20), 2_000),
    ("list of 1,302", listJSON(entries: 1302), 30),
]
for input in inputs {
    let expected = try decodeWithSerialization(input.data)
    for candidate in candidates {
        let decoded = try candidate.decode(input.data)
        precondition(decoded == expected, "\(candidate.name) disagrees on \(input.label)")
    }
}

#if DEBUG
    print("warning: debug build; run `swift run -c release decode-benchmark` for meaningful figures")
#endif
let samples = 21
print("decode-benchmark: median time per decode, \(samples) samples each (lower is better)")
for input in inputs {
    print("\n\(input.label) — \(input.data.count) bytes, \(input.iterations) decodes per sample")
    let medians = candidates.map {
        medianNanoseconds($0, data: input.data, iterations: input.iterations, samples: samples)
    }
    for (candidate, median) in zip(candidates, medians) {
        print("  \(format(median))  \(candidate.name)")
    }
    let reference = serializationOnlyNanoseconds(data: input.data, iterations: input.iterations, samples: samples)
    print("  \(format(reference))  (reference) JSONSerialization only, no structs built")
    let baseline = medians[2]
    print(String(format: "  ratio JSONDecoder (reused) / JSONSerialization+mapping: %.2fx", medians[0] / baseline))
    print(String(format: "  ratio JSONDecoder (new)    / JSONSerialization+mapping: %.2fx", medians[1] / baseline))
}

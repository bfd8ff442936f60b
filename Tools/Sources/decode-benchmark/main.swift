// Decode benchmark for NetworkingKit's PokeAPI models. Run in release mode:
//     swift run -c release --scratch-path .build-bench decode-benchmark [--samples N]
// It builds a 20-entry page and a 1,302-entry list in the recorded page's shape
// (Tests/NetworkingKitTests/Fixtures/pokeapi-list-sample.json), checks that every candidate decodes
// them to identical values, then times the project's `Codable` models (JSONDecoder) against
// `JSONSerialization` followed by a hand-written mapping to the same structs. Candidates are
// interleaved sample by sample (the order rotates) on the very same bytes, so a slow moment of the
// machine hits all of them alike; it prints medians and the ratio to the fastest mapping.
//
// Benchmark de decodificación de los modelos de PokeAPI. Ejecutar en modo release. Arma una página
// de 20 y una lista de 1,302 con la forma de la página grabada, comprueba que todos los candidatos
// dan valores idénticos y mide los modelos `Codable` (JSONDecoder) frente a `JSONSerialization` más
// un mapeo escrito a mano a las mismas estructuras. Los candidatos se intercalan muestra a muestra
// (rotando el orden) sobre los mismos bytes; imprime medianas y la proporción frente al mapeo más
// rápido.
import Dispatch
import Foundation
import NetworkingKit

// MARK: - Command line / Línea de comandos

let usageText = """
    usage: decode-benchmark [--samples N] [--help]

    Times JSONDecoder (the project's Codable models) against JSONSerialization plus a hand-written
    mapping to the same structs, on a 20-entry PokeAPI page and a 1,302-entry list. Candidates are
    interleaved sample by sample; medians per decode are printed (lower is better).

      --samples N   samples per candidate and input, 3...1000 (default 21)
      -h, --help    print this help and exit

    Build in release mode for meaningful figures:
      swift run -c release --scratch-path .build-bench decode-benchmark
    """

/// What the command line asks for. / Lo que pide la línea de comandos.
struct Options {
    var samples = 21
    var help = false

    /// Parses `arguments` (without the program name), or explains what is wrong.
    /// Interpreta los argumentos o explica qué está mal.
    static func parse(_ arguments: [String]) -> Result<Options, BenchmarkError> {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                options.help = true
            case "--samples":
                guard let text = remaining.popFirst(), let value = Int(text), (3...1000).contains(value) else {
                    return .failure(.usage("--samples needs a whole number from 3 to 1000"))
                }
                options.samples = value
            default:
                return .failure(.usage("unknown argument \(argument.debugDescription)"))
            }
        }
        return .success(options)
    }
}

enum BenchmarkError: Error, CustomStringConvertible {
    case usage(String)
    case shape(String)
    case disagreement(candidate: String, input: String)

    var description: String {
        switch self {
        case .usage(let detail): return "\(detail)\n\n\(usageText)"
        case .shape(let detail): return "unexpected JSON shape: \(detail)"
        case .disagreement(let candidate, let input): return "\(candidate) decodes \(input) differently"
        }
    }
}

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
func listJSON(entries: Int) throws -> Data {
    let results: [[String: Any]] = (1...entries).map { number in
        let base = recordedNames[(number - 1) % recordedNames.count]
        let name = number <= recordedNames.count ? base : "\(base)-\(number)"
        return ["name": name, "url": "https://pokeapi.co/api/v2/pokemon/\(number)/"]
    }
    let next: Any = entries < 1302 ? "https://pokeapi.co/api/v2/pokemon?offset=\(entries)&limit=\(entries)" : NSNull()
    let object: [String: Any] = ["count": 1302, "next": next, "previous": NSNull(), "results": results]
    return try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
}

// MARK: - Decoders / Decodificadores

/// An optional string field: absent or `null` is nil, anything else must be a string.
/// Un campo de texto opcional: ausente o `null` es nil; cualquier otra cosa debe ser texto.
func optionalString(_ value: Any?, _ field: String) throws -> String? {
    switch value {
    case nil, is NSNull: return nil
    case let text as String: return text
    default: throw BenchmarkError.shape("\(field) is not a string or null")
    }
}

/// `JSONSerialization` plus a mapping that casts each element where it is used (no bulk
/// `as? [[String: Any]]`, which copies and checks the whole array first), into pre-sized storage.
/// The same mapping through `NSDictionary`/`NSArray` was about 5× slower on Linux (bridging), so
/// this is the rival.
/// `JSONSerialization` más un mapeo que convierte cada elemento donde se usa (sin la conversión en
/// bloque `as? [[String: Any]]`, que copia y revisa todo el arreglo antes), en almacenamiento
/// reservado de antemano. Con `NSDictionary`/`NSArray` era unas 5 veces más lento en Linux.
func decodeWithSerialization(_ data: Data) throws -> PokemonListPage {
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        throw BenchmarkError.shape("root is not an object")
    }
    guard let count = root["count"] as? Int else { throw BenchmarkError.shape("count is not a number") }
    guard let items = root["results"] as? [Any] else { throw BenchmarkError.shape("results is not an array") }
    var results: [NamedResource] = []
    results.reserveCapacity(items.count)
    for item in items {
        guard let entry = item as? [String: Any], let name = entry["name"] as? String,
            let url = entry["url"] as? String
        else { throw BenchmarkError.shape("a result lacks name or url") }
        results.append(NamedResource(name: name, url: url))
    }
    return PokemonListPage(
        count: count, next: try optionalString(root["next"], "next"),
        previous: try optionalString(root["previous"], "previous"), results: results)
}

let sharedDecoder = JSONDecoder()

enum Role {
    /// The project's way. / La forma del proyecto.
    case decoder
    /// A fair rival: same bytes in, same structs out. / Un rival justo: mismos bytes, mismas estructuras.
    case mapping
    /// Parsing only, no structs: printed for reference, not a rival.
    /// Solo lectura, sin estructuras: se imprime como referencia, no es rival.
    case reference
}

struct Candidate {
    let name: String
    let role: Role
    /// Decodes and returns how many results it produced (kept so the work cannot be optimised away).
    /// Decodifica y devuelve cuántos resultados produjo (para que el trabajo no se elimine).
    let run: (Data) throws -> Int
}

func decoding(_ name: String, _ role: Role, _ decode: @escaping (Data) throws -> PokemonListPage) -> Candidate {
    Candidate(name: name, role: role) { try decode($0).results.count }
}

let candidates = [
    decoding("JSONDecoder (one reused instance, as PokemonAPI does)", .decoder) {
        try sharedDecoder.decode(PokemonListPage.self, from: $0)
    },
    decoding("JSONDecoder (new instance per decode)", .decoder) {
        try JSONDecoder().decode(PokemonListPage.self, from: $0)
    },
    decoding("JSONSerialization + mapping to the same structs", .mapping, decodeWithSerialization),
    Candidate(name: "(reference) JSONSerialization only, no structs built", role: .reference) { data in
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let results = root["results"] as? [Any]
        else { throw BenchmarkError.shape("root or results") }
        return results.count
    },
]

// MARK: - Measurement / Medición

/// Nanoseconds per decode of one batch of `iterations` decodes; errors stop the benchmark.
/// Nanosegundos por decodificación de un lote; un error detiene el benchmark.
func batchNanoseconds(_ candidate: Candidate, data: Data, iterations: Int, checksum: inout Int) throws -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<iterations { checksum &+= try candidate.run(data) }
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    return Double(elapsed) / Double(iterations)
}

/// Median nanoseconds per decode of every candidate, sampled in turn: sample 1 runs A B C, sample 2
/// runs B C A, and so on, after one warm-up batch each.
/// Mediana de nanosegundos por decodificación de cada candidato, muestreados por turnos (A B C, luego
/// B C A…), tras un lote de calentamiento para cada uno.
func interleavedMedians(data: Data, iterations: Int, samples: Int) throws -> [Double] {
    var checksum = 0
    for candidate in candidates {
        _ = try batchNanoseconds(candidate, data: data, iterations: max(1, iterations / 4), checksum: &checksum)
    }
    var timings = Array(repeating: [Double](), count: candidates.count)
    for sample in 0..<samples {
        for offset in 0..<candidates.count {
            let index = (sample + offset) % candidates.count
            timings[index].append(
                try batchNanoseconds(candidates[index], data: data, iterations: iterations, checksum: &checksum))
        }
    }
    guard checksum > 0 else { throw BenchmarkError.shape("nothing decoded") }
    return timings.map { $0.sorted()[$0.count / 2] }
}

func format(_ nanoseconds: Double) -> String {
    nanoseconds >= 1_000_000
        ? String(format: "%8.2f ms", nanoseconds / 1_000_000) : String(format: "%8.1f µs", nanoseconds / 1_000)
}

/// Every candidate that builds structs must produce exactly the values `JSONDecoder` produces.
/// Cada candidato que arma estructuras debe producir exactamente los valores de `JSONDecoder`.
func checkAgreement(_ input: (label: String, data: Data, iterations: Int)) throws {
    let expected = try sharedDecoder.decode(PokemonListPage.self, from: input.data)
    let decoders: [(String, (Data) throws -> PokemonListPage)] = [
        ("JSONDecoder (new instance)", { try JSONDecoder().decode(PokemonListPage.self, from: $0) }),
        ("JSONSerialization + mapping to the same structs", decodeWithSerialization),
    ]
    for (name, decode) in decoders {
        guard try decode(input.data) == expected else {
            throw BenchmarkError.disagreement(candidate: name, input: input.label)
        }
    }
}

func run(_ options: Options) throws {
    let inputs: [(label: String, data: Data, iterations: Int)] = [
        ("page of 20", try listJSON(entries: 20), 2_000),
        ("list of 1,302", try listJSON(entries: 1302), 30),
    ]
    try inputs.forEach(checkAgreement)
    #if DEBUG
        print("warning: debug build; run `swift run -c release decode-benchmark` for meaningful figures")
    #endif
    print("decode-benchmark: median time per decode, \(options.samples) interleaved samples each (lower is better)")
    for input in inputs {
        print("\n\(input.label) — \(input.data.count) bytes, \(input.iterations) decodes per sample")
        let medians = try interleavedMedians(data: input.data, iterations: input.iterations, samples: options.samples)
        for (candidate, median) in zip(candidates, medians) {
            print("  \(format(median))  \(candidate.name)")
        }
        // The rival is the fastest candidate that builds the same structs another way.
        // El rival es el candidato más rápido que arma las mismas estructuras de otra forma.
        let rivals = zip(candidates, medians).filter { $0.0.role == .mapping }
        guard let rival = rivals.min(by: { $0.1 < $1.1 }) else { continue }
        for (candidate, median) in zip(candidates, medians) where candidate.role == .decoder {
            print(String(format: "  ratio %.2fx  ", median / rival.1) + "\(candidate.name) / \(rival.0.name)")
        }
    }
}

// MARK: - Main

switch Options.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let error):
    FileHandle.standardError.write(Data("decode-benchmark: \(error)\n".utf8))
    exit(2)
case .success(let options) where options.help:
    print(usageText)
case .success(let options):
    do {
        try run(options)
    } catch {
        FileHandle.standardError.write(Data("decode-benchmark: \(error)\n".utf8))
        exit(1)
    }
}

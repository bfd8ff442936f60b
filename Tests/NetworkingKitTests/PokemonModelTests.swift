import Foundation
import NetworkingKit
import TestSupport
import XCTest

final class PokemonModelTests: XCTestCase {
    func testRecordedListPageDecodes() throws {
        let page = try JSONDecoder().decode(PokemonListPage.self, from: Fixture.listPage())
        XCTAssertEqual(page.count, 1302)
        XCTAssertEqual(page.results.count, 20)
        XCTAssertNil(page.previous)
        XCTAssertEqual(
            page.results.first, NamedResource(name: "bulbasaur", url: "https://pokeapi.co/api/v2/pokemon/1/"))
        XCTAssertEqual(page.nextOffset, 20)
    }

    func testRecordedDetailDecodes() throws {
        let detail = try JSONDecoder().decode(PokemonDetail.self, from: Fixture.detail())
        XCTAssertEqual(detail.id, 1)
        XCTAssertEqual(detail.name, "bulbasaur")
        XCTAssertEqual(detail.height, 7)
        XCTAssertEqual(detail.weight, 69)
        XCTAssertEqual(detail.types.map(\.type.name), ["grass", "poison"])
        XCTAssertEqual(detail.abilities.map(\.ability.name), ["overgrow", "chlorophyll"])
        XCTAssertEqual(detail.abilities.map(\.isHidden), [false, true])
        XCTAssertEqual(
            detail.sprites.frontDefault,
            "https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/1.png")
    }

    func testNumberComesFromTheURL() {
        XCTAssertEqual(NamedResource(name: "pikachu", url: "https://pokeapi.co/api/v2/pokemon/25/").number, 25)
        XCTAssertEqual(NamedResource(name: "x", url: "https://pokeapi.co/api/v2/pokemon/10001").number, 10001)
        XCTAssertNil(NamedResource(name: "x", url: "https://pokeapi.co/api/v2/pokemon/").number)
        XCTAssertNil(NamedResource(name: "x", url: "").number)
        XCTAssertNil(NamedResource(name: "x", url: "https://pokeapi.co/api/v2/pokemon/-3/").number)
    }

    func testLastPageHasNoNextOffset() {
        XCTAssertNil(Fixture.page(["a"]).nextOffset)
        XCTAssertEqual(Fixture.page(["a"], next: "https://pokeapi.co/api/v2/pokemon?offset=40&limit=20").nextOffset, 40)
    }

    func testAppendingKeepsOrderAndTheNewestNext() {
        let first = Fixture.page(["a", "b"], next: "https://x.test/pokemon?offset=2&limit=2")
        let second = Fixture.page(["c"], firstNumber: 3)
        let merged = first.appending(second)
        XCTAssertEqual(merged.results.map(\.name), ["a", "b", "c"])
        XCTAssertNil(merged.next)
    }

    func testEndpointURLs() {
        let base = URL(string: "https://pokeapi.co/api/v2")!
        XCTAssertEqual(
            PokemonEndpoint.list(limit: 20, offset: 40).url(relativeTo: base).absoluteString,
            "https://pokeapi.co/api/v2/pokemon?limit=20&offset=40")
        XCTAssertEqual(
            PokemonEndpoint.list(limit: 0, offset: -5).url(relativeTo: base).absoluteString,
            "https://pokeapi.co/api/v2/pokemon?limit=1&offset=0")
        XCTAssertEqual(
            PokemonEndpoint.detail(id: 25).url(relativeTo: base).absoluteString, "https://pokeapi.co/api/v2/pokemon/25")
        XCTAssertEqual(PokemonEndpoint.liveBaseURL.scheme, "https")
    }
}

final class PokemonListFileCacheTests: XCTestCase {
    func testRoundTripThroughARealFile() throws {
        let folder = try TemporaryDirectory()
        let cache = PokemonListFileCache(directory: folder.url.appendingPathComponent("nested"))
        XCTAssertNil(cache.load())
        let list = Fixture.page(["bulbasaur", "ivysaur"], next: "https://pokeapi.co/api/v2/pokemon?offset=2&limit=2")
        cache.save(list)
        XCTAssertTrue(FileManager.default.fileExists(atPath: cache.fileURL.path))
        XCTAssertEqual(PokemonListFileCache(directory: folder.url.appendingPathComponent("nested")).load(), list)
    }

    func testCorruptFileReadsAsNoCache() throws {
        let folder = try TemporaryDirectory()
        let cache = PokemonListFileCache(directory: folder.url)
        try Data("{\"count\": 3, \"resu".utf8).write(to: cache.fileURL)
        XCTAssertNil(cache.load())
    }
}

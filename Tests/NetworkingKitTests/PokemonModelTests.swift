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

    func testNextOffsetMustMoveForward() {
        let page = Fixture.page(["a"], next: Fixture.next(40))
        XCTAssertEqual(page.nextOffset(afterRequesting: 20), 40)
        XCTAssertEqual(page.nextOffset(afterRequesting: 39), 40)
        XCTAssertNil(page.nextOffset(afterRequesting: 40), "the same page again")
        XCTAssertNil(page.nextOffset(afterRequesting: 60), "backwards")
        XCTAssertNil(Fixture.page([], next: Fixture.next(40)).nextOffset(afterRequesting: 20), "an empty page")
        XCTAssertNil(
            Fixture.page(["a"], next: "https://pokeapi.co/api/v2/pokemon?limit=20").nextOffset(afterRequesting: 0))
        XCTAssertNil(Fixture.page(["a"], next: "https://x/pokemon?offset=abc").nextOffset(afterRequesting: 0))
    }

    /// A fresh first page laid over a longer list keeps the longer list's tail and `next`.
    /// Una primera página nueva sobre una lista más larga conserva la cola y el `next` de ésta.
    func testOverlaidKeepsWhatIsAlreadyLoaded() {
        let loaded = Fixture.page(["a", "b", "c", "d"], next: Fixture.next(4))
        let fresh = Fixture.page(["a", "z", "c"], next: Fixture.next(3))
        let merged = loaded.overlaid(by: fresh)
        XCTAssertEqual(merged.results.map(\.name), ["a", "z", "c", "d"])
        XCTAssertEqual(merged.nextOffset, 4)
        let moved = loaded.overlaid(by: Fixture.page(["d", "a"], next: Fixture.next(2)))
        XCTAssertEqual(moved.results.map(\.name), ["d", "a", "c"], "no name twice")
        let longer = Fixture.page(["x", "y", "z", "w", "v"], next: nil)
        XCTAssertEqual(loaded.overlaid(by: longer), longer, "a longer newer list wins whole")
    }

    func testEndpointURLs() {
        let base = URL(string: "https://pokeapi.co/api/v2")!
        XCTAssertEqual(
            PokemonEndpoint.list(limit: 20, offset: 40).url(relativeTo: base).absoluteString,
            "https://pokeapi.co/api/v2/pokemon?limit=20&offset=40")
        XCTAssertEqual(
            PokemonEndpoint.list(limit: 0, offset: -5).url(relativeTo: base).absoluteString,
            "https://pokeapi.co/api/v2/pokemon?limit=1&offset=0")
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

    func testCountsTheBytesItWrites() throws {
        let folder = try TemporaryDirectory()
        let cache = PokemonListFileCache(directory: folder.url)
        cache.save(Fixture.page(["bulbasaur"]))
        cache.save(Fixture.page(["bulbasaur", "ivysaur"]))
        let size = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: cache.fileURL.path)[.size] as? Int)
        XCTAssertEqual(cache.writeCount, 2)
        XCTAssertGreaterThan(cache.bytesWritten, size)
        XCTAssertLessThan(cache.bytesWritten, 2 * size)
    }

    func testCorruptFileReadsAsNoCache() throws {
        let folder = try TemporaryDirectory()
        let cache = PokemonListFileCache(directory: folder.url)
        try Data("{\"count\": 3, \"resu".utf8).write(to: cache.fileURL)
        XCTAssertNil(cache.load())
    }
}

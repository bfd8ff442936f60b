import AlbumKit
import Foundation
import TestSupport
import Testing

/// The committed image sets match the package: one full-size image and a thumbnail downsampled by
/// `Scripts/album_images.py` to exactly the cell size at @2x and @3x.
/// Los image sets del repositorio coinciden con el paquete: una imagen grande y una miniatura
/// reducida por el script exactamente al tamaño de la celda en @2x y @3x.
@Suite struct AlbumAssetTests {
    static let album = TestPaths.app("TestApp", "Assets.xcassets", "Album")

    /// `(filename, scale)` entries of an image set. / Entradas `(archivo, escala)` de un image set.
    func entries(_ set: String) throws -> [(file: String, scale: String?)] {
        let url = Self.album.appendingPathComponent(set + ".imageset/Contents.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let images = try #require(json?["images"] as? [[String: Any]], "\(set)")
        return images.compactMap { entry in
            (entry["filename"] as? String).map { ($0, entry["scale"] as? String) }
        }
    }

    func size(_ set: String, _ file: String) throws -> (width: Int, height: Int) {
        let data = try Data(contentsOf: Self.album.appendingPathComponent(set + ".imageset/" + file))
        return try #require(JPEGSize.read(data), "\(set)/\(file) is not a baseline/progressive JPEG")
    }

    @Test func thumbnailsAreCellSizedAtTwoAndThreeX() throws {
        for photo in BundledAlbumSource().photos() {
            let files = try entries(photo.thumbnailName)
            #expect(Set(files.compactMap(\.scale)) == ["2x", "3x"], "\(photo.thumbnailName)")
            for (file, scale) in files {
                let factor = scale == "3x" ? 3 : 2
                let side = AlbumLayout.thumbnailSide * factor
                let size = try size(photo.thumbnailName, file)
                #expect(size.width == side && size.height == side, "\(file): \(size)")
            }
        }
    }

    @Test func fullImagesAreLargerThanThumbnailsButReasonable() throws {
        for photo in BundledAlbumSource().photos() {
            let files = try entries(photo.imageName)
            #expect(files.count == 1, "one universal image")
            let size = try size(photo.imageName, try #require(files.first).file)
            #expect(max(size.width, size.height) <= 1_200, "\(photo.id) \(size)")
            #expect(max(size.width, size.height) > AlbumLayout.thumbnailSide * 3, "\(photo.id) \(size)")
        }
    }

    @Test func everyPhotoHasItsLicenceRecorded() throws {
        let licences = try String(
            contentsOf: TestPaths.repositoryRoot.appendingPathComponent("docs/licenses/album.md"), encoding: .utf8)
        for photo in BundledAlbumSource().photos() {
            #expect(licences.contains("`\(photo.imageName)`"), "\(photo.id) missing from docs/licenses/album.md")
        }
    }
}

/// Reads a JPEG's pixel size from its start-of-frame marker. / Lee el tamaño de un JPEG de su marcador SOF.
enum JPEGSize {
    static func read(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data)
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            // SOF0…SOF15 except DHT (C4), JPG (C8) and DAC (CC). / SOF0…SOF15 salvo C4, C8 y CC.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                return (width, height)
            }
            index += 2 + length
        }
        return nil
    }
}

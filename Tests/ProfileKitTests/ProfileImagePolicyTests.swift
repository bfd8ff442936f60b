import ProfileKit
import XCTest

/// Downscaling decisions for the saved picture. / Decisiones de reducción de la imagen guardada.
final class ProfileImagePolicyTests: XCTestCase {
    func testLargePicturesFitTheLongestSideKeepingTheAspectRatio() {
        let landscape = ProfileImagePolicy.fittedSize(width: 4032, height: 3024)
        XCTAssertEqual(landscape.width, 512)
        XCTAssertEqual(landscape.height, 384)
        let portrait = ProfileImagePolicy.fittedSize(width: 1000, height: 2000)
        XCTAssertEqual(portrait.width, 256)
        XCTAssertEqual(portrait.height, 512)
    }

    func testSmallPicturesAreNeverEnlarged() {
        let small = ProfileImagePolicy.fittedSize(width: 300, height: 200)
        XCTAssertEqual(small.width, 300)
        XCTAssertEqual(small.height, 200)
    }

    func testDegenerateSizesGiveOnePixelNotACrash() {
        for (width, height) in [(0.0, 0.0), (-5, 10), (.nan, 10), (.infinity, 4), (100_000, 1)] {
            let size = ProfileImagePolicy.fittedSize(width: width, height: height)
            XCTAssertGreaterThanOrEqual(size.width, 1)
            XCTAssertGreaterThanOrEqual(size.height, 1)
            XCTAssertLessThanOrEqual(max(size.width, size.height), 512)
        }
    }

    // MARK: ImageIO thumbnail size / Tamaño de la miniatura de ImageIO

    func testThumbnailSizeIsTheStoredSizeAtMostAndNeverEnlarges() {
        XCTAssertEqual(ProfileImagePolicy.thumbnailMaxPixelSize(sourceWidth: 4032, sourceHeight: 3024), 512)
        XCTAssertEqual(ProfileImagePolicy.thumbnailMaxPixelSize(sourceWidth: 300, sourceHeight: 200), 300)
        XCTAssertEqual(ProfileImagePolicy.thumbnailMaxPixelSize(sourceWidth: 100, sourceHeight: 900), 512)
        XCTAssertEqual(ProfileImagePolicy.thumbnailMaxPixelSize(sourceWidth: 40, sourceHeight: 90), 90)
    }

    func testAnUnknownSourceSizeStillBoundsTheDecode() {
        for (width, height) in [(nil, nil), (0, 500), (-1, -1), (800, nil)] as [(Int?, Int?)] {
            XCTAssertEqual(ProfileImagePolicy.thumbnailMaxPixelSize(sourceWidth: width, sourceHeight: height), 512)
        }
    }

    // MARK: Output format / Formato de salida

    func testTransparencyIsKeptAsPNGAndOpaquePicturesBecomeJPEG() {
        XCTAssertEqual(ProfileImagePolicy.outputFormat(hasAlpha: true), .png)
        XCTAssertEqual(ProfileImagePolicy.outputFormat(hasAlpha: false), .jpeg(quality: 0.8))
        XCTAssertEqual(ProfileImageFormat.png.typeIdentifier, "public.png")
        XCTAssertEqual(ProfileImageFormat.jpeg(quality: 0.8).typeIdentifier, "public.jpeg")
    }

    func testTheFileExtensionFollowsTheBytes() {
        XCTAssertEqual(
            ProfileImageFormat.fileExtension(for: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])), "png")
        XCTAssertEqual(ProfileImageFormat.fileExtension(for: Data([0xFF, 0xD8, 0xFF])), "jpg")
        XCTAssertEqual(ProfileImageFormat.fileExtension(for: Data([0x89, 0x50])), "jpg")
    }

    // MARK: Error versus cancel / Error o cancelar

    func testNothingChosenIsACancelAndAChosenPhotoWithoutDataIsAnError() {
        XCTAssertEqual(ProfileImagePolicy.pickResult(didChoosePhoto: false, imageData: nil), .cancelled)
        XCTAssertEqual(ProfileImagePolicy.pickResult(didChoosePhoto: true, imageData: nil), .failed)
        XCTAssertEqual(ProfileImagePolicy.pickResult(didChoosePhoto: true, imageData: Data()), .failed)
        XCTAssertEqual(ProfileImagePolicy.pickResult(didChoosePhoto: true, imageData: Data([1])), .picked(Data([1])))
    }
}

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
}

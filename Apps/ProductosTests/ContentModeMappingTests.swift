import ProductosKit
import UIKit
import XCTest

@testable import Productos

/// The package's content modes map one-to-one onto their UIKit namesakes.
/// Los modos de contenido del paquete corresponden uno a uno con los de UIKit.
final class ContentModeMappingTests: XCTestCase {
    private let expected: [ImageContentMode: UIView.ContentMode] = [
        .scaleAspectFit: .scaleAspectFit, .scaleAspectFill: .scaleAspectFill, .scaleToFill: .scaleToFill,
        .center: .center, .top: .top, .bottom: .bottom, .left: .left, .right: .right, .topLeft: .topLeft,
        .topRight: .topRight, .bottomLeft: .bottomLeft, .bottomRight: .bottomRight,
    ]

    func testEveryModeMapsToItsUIKitNamesake() {
        XCTAssertEqual(expected.count, ImageContentMode.allCases.count)
        for mode in ImageContentMode.allCases {
            XCTAssertEqual(UIView.ContentMode(mode), expected[mode], mode.rawValue)
        }
    }

    func testTheMappingIsOneToOne() {
        let mapped = Set(ImageContentMode.allCases.map { UIView.ContentMode($0).rawValue })
        XCTAssertEqual(mapped.count, ImageContentMode.allCases.count)
        XCTAssertFalse(mapped.contains(UIView.ContentMode.redraw.rawValue))
    }

    func testTheImageViewReallyTakesTheMode() {
        let imageView = UIImageView()
        for mode in ImageContentMode.allCases {
            imageView.contentMode = UIView.ContentMode(mode)
            XCTAssertEqual(imageView.contentMode, expected[mode])
        }
    }
}

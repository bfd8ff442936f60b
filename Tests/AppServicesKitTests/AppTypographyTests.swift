import AppServicesKit
import Foundation
import TestSupport
import XCTest

/// The font table and the files, licence and Info.plist entries it relies on.
/// La tabla de fuentes y los archivos, licencia y entradas de Info.plist de los que depende.
final class AppTypographyTests: XCTestCase {
    func testSizesFollowAppleDefaultsFromLargestToSmallest() {
        let sizes = AppTypography.Style.allCases.map { AppTypography.spec(for: $0).pointSize }
        XCTAssertEqual(sizes.first, 34)
        XCTAssertEqual(sizes.last, 11)
        XCTAssertEqual(AppTypography.spec(for: .body), AppTypography.Spec(face: .regular, pointSize: 17))
        XCTAssertEqual(sizes, sizes.sorted(by: >), "styles are declared from largest to smallest")
    }

    func testTitlesAndHeadlineAreBoldTheRestRegular() {
        let bold: [AppTypography.Style] = [.largeTitle, .title1, .title2, .title3, .headline]
        for style in AppTypography.Style.allCases {
            XCTAssertEqual(AppTypography.spec(for: style).face, bold.contains(style) ? .bold : .regular, "\(style)")
        }
    }

    func testEveryFaceIsBundledAndRegisteredInInfoPlist() throws {
        let plist = try PropertyListSerialization.propertyList(
            from: Data(contentsOf: TestPaths.app("TestApp", "Info.plist")), format: nil)
        let registered = try XCTUnwrap((plist as? [String: Any])?["UIAppFonts"] as? [String])
        XCTAssertEqual(Set(registered), Set(AppTypography.Face.allCases.map(\.fileName)))
        for face in AppTypography.Face.allCases {
            let data = try Data(contentsOf: TestPaths.app("TestApp", "Resources", "Fonts", face.fileName))
            XCTAssertEqual(Array(data.prefix(4)), [0, 1, 0, 0], "\(face.fileName) is a TrueType file")
            XCTAssertNotNil(
                data.range(of: Data(face.postScriptName.utf8)), "\(face.fileName) names \(face.postScriptName)")
        }
    }

    func testTheOpenFontLicenceTravelsWithTheFonts() throws {
        let licence = try String(
            contentsOf: TestPaths.app("TestApp", "Resources", "Fonts", "Lato-OFL.txt"), encoding: .utf8)
        XCTAssertTrue(licence.contains("License: OFL-1.1"))
        XCTAssertTrue(licence.contains("SIL") || licence.contains("Open Font License"))
    }
}

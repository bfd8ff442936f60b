import AppCore
import FeaturesKit
import TestSupport
import XCTest

/// Tab bar decisions: two tabs, Features first, localized titles, existing template icons.
/// Decisiones de la barra de pestañas: dos pestañas, Features primero, títulos localizados, iconos.
final class MainTabTests: XCTestCase {
    func testTwoTabsFeaturesThenProfile() {
        XCTAssertEqual(MainTab.ordered, [.features, .profile])
        XCTAssertEqual(MainTab.ordered.map(\.index), [0, 1])
    }

    func testSpanishAndEnglishTitles() throws {
        let spanish = try TestLocalizer.spanish(app: "TestApp")
        let english = try TestLocalizer.english(app: "TestApp")
        XCTAssertEqual(MainTabLayout.items(localizer: spanish).map(\.title), ["Features", "Perfil"])
        XCTAssertEqual(MainTabLayout.items(localizer: english).map(\.title), ["Features", "Profile"])
    }

    func testIconsExistInTheAssetCatalog() {
        for item in MainTabLayout.items(localizer: .keys) {
            let contents = TestPaths.app(
                "TestApp", "Assets.xcassets", "Tabs", "\(item.imageName).imageset", "Contents.json")
            XCTAssertTrue(FileManager.default.fileExists(atPath: contents.path), item.imageName)
        }
    }

    func testFeatureIconsExistForEveryKind() {
        for kind in FeatureKind.allCases {
            let contents = TestPaths.app(
                "TestApp", "Assets.xcassets", "Features", "\(kind.imageName).imageset", "Contents.json")
            XCTAssertTrue(FileManager.default.fileExists(atPath: contents.path), kind.imageName)
        }
    }
}

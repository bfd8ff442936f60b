import FeaturesKit
import ProfileKit
import UIKit
import XCTest

@testable import TestApp

/// UIKit mapping of the package's decisions: the root is a tab bar with two navigation controllers,
/// in `MainTab.ordered` order, and the Features table lists only built modules.
/// Traducción a UIKit de las decisiones del paquete: la raíz es una barra con dos navigation
/// controllers, en el orden de `MainTab.ordered`, y la tabla Features solo lista módulos construidos.
final class AppRootBuilderTests: XCTestCase {
    private let environment = AppEnvironment.current

    func testRootIsATabBarWithTwoNavigationControllers() {
        let root = AppRootBuilder.makeRootViewController(environment: environment)
        let navigationControllers = root.viewControllers?.compactMap { $0 as? UINavigationController } ?? []

        XCTAssertEqual(navigationControllers.count, 2)
        XCTAssertEqual(root.viewControllers?.count, 2)
        XCTAssertTrue(navigationControllers.first?.topViewController is FeatureListViewController)
        XCTAssertTrue(navigationControllers.last?.topViewController is ProfileViewController)
        XCTAssertEqual(navigationControllers.map { $0.tabBarItem.tag }, MainTab.ordered.map { $0.index })
        XCTAssertTrue(navigationControllers.allSatisfy { $0.navigationBar.prefersLargeTitles })
    }

    func testTabTitlesAndIconsComeFromThePackage() {
        let root = AppRootBuilder.makeRootViewController(environment: environment)
        let items = MainTabLayout.items(localizer: environment.localizer)

        XCTAssertEqual(root.viewControllers?.map { $0.tabBarItem.title }, items.map { $0.title })
        for item in items {
            XCTAssertNotNil(UIImage(named: item.imageName), item.imageName)
        }
    }

    func testFeatureListShowsOneCardPerBuiltModule() {
        let root = AppRootBuilder.makeRootViewController(environment: environment)
        let navigationController = root.viewControllers?.first as? UINavigationController
        let list = navigationController?.topViewController as? FeatureListViewController
        list?.loadViewIfNeeded()

        XCTAssertEqual(list?.tableView.numberOfRows(inSection: 0), FeatureModuleFactory.builtKinds.count)
    }

    func testEveryBuiltKindMakesAScreenAndEveryKindHasAnIcon() {
        for kind in FeatureKind.allCases {
            XCTAssertNotNil(UIImage(named: kind.imageName), kind.imageName)
            let module = FeatureModuleFactory.makeModule(for: kind, environment: environment)
            XCTAssertEqual(module != nil, FeatureModuleFactory.builtKinds.contains(kind), kind.rawValue)
        }
    }

    func testProfileEditIsPresentedInsideANavigationController() {
        let editor = ProfileEditWireframe.makeModule(
            record: .default, delegate: DelegateSpy(), environment: environment)
        let navigationController = editor as? UINavigationController

        XCTAssertNotNil(navigationController)
        XCTAssertTrue(navigationController?.topViewController is ProfileEditViewController)
    }

    func testNamedColoursExist() {
        let names = [
            ColorName.accent, ColorName.screenBackground, ColorName.cardBackground, ColorName.cardShadow,
            ColorName.primaryText, ColorName.secondaryText,
        ]
        for name in names {
            XCTAssertNotNil(UIColor(named: name), name)
        }
    }

    func testDefaultProfileImageExists() {
        XCTAssertNotNil(UIImage(named: ProfileImage.placeholderName))
    }
}

private final class DelegateSpy: ProfileEditDelegate {
    func profileEdit(didSave record: ProfileRecord) {}
}

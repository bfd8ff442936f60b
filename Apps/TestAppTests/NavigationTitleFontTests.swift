import AppServicesKit
import UIKit
import XCTest

@testable import TestApp

/// Navigation-bar titles (Lato) stop at the size the bar can show and follow a text-size change on
/// bars already on screen. The cap is computed and tested on Linux (`NavigationTitleSizeTests`); only
/// UIKit can show that `UIFontMetrics` applies it and that an existing bar takes the new font.
/// Los títulos de las barras (Lato) se detienen en el tamaño que la barra puede mostrar y siguen un
/// cambio de tamaño de texto en barras ya visibles. El tope se calcula y prueba en Linux; solo UIKit
/// muestra que `UIFontMetrics` lo aplica y que una barra existente toma la fuente nueva.
final class NavigationTitleFontTests: XCTestCase {
    private func traits(_ category: UIContentSizeCategory) -> UITraitCollection {
        UITraitCollection(preferredContentSizeCategory: category)
    }

    private func titleSize(_ bar: UINavigationBar) -> CGFloat? {
        (bar.titleTextAttributes?[.font] as? UIFont)?.pointSize
    }

    private func largeTitleSize(_ bar: UINavigationBar) -> CGFloat? {
        (bar.largeTitleTextAttributes?[.font] as? UIFont)?.pointSize
    }

    func testAtAX5TheTitlesStopAtTheCapAndAtTheDefaultSizeTheyKeepTheirSize() {
        let ax5 = traits(.accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(
            AppFont.navigationTitle(.inline, compatibleWith: ax5).pointSize,
            CGFloat(NavigationTitleSize.maximumPointSize(for: .inline)))
        XCTAssertEqual(
            AppFont.navigationTitle(.large, compatibleWith: ax5).pointSize,
            CGFloat(NavigationTitleSize.maximumPointSize(for: .large)))
        XCTAssertEqual(AppFont.navigationTitle(.inline, compatibleWith: traits(.large)).pointSize, 17)
        XCTAssertEqual(AppFont.navigationTitle(.large, compatibleWith: traits(.large)).pointSize, 34)
    }

    func testABarAlreadyOnScreenFollowsATextSizeChange() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), navigation]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        window.rootViewController = tabs
        defer { window.isHidden = true }

        AppFont.restyleNavigationBars(in: [window], traits: traits(.extraSmall))
        let small = titleSize(navigation.navigationBar)
        AppFont.restyleNavigationBars(in: [window], traits: traits(.accessibilityExtraExtraExtraLarge))

        XCTAssertEqual(titleSize(navigation.navigationBar), CGFloat(NavigationTitleSize.maximumPointSize(for: .inline)))
        XCTAssertNotEqual(titleSize(navigation.navigationBar), small, "the bar in an unselected tab changed too")
        XCTAssertEqual(
            largeTitleSize(navigation.navigationBar), CGFloat(NavigationTitleSize.maximumPointSize(for: .large)))
        AppFont.restyleNavigationBars(in: [window], traits: traits(.large))
    }
}

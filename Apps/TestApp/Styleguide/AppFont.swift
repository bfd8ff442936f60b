import AppServicesKit
import UIKit
import os.log

/// TestApp's custom font (Lato, bundled under Resources/Fonts and listed in `UIAppFonts`), scaled
/// with Dynamic Type through `UIFontMetrics`; the system font is used if Lato is missing.
/// Screens adopt it with `label.useAppFont(.body)` (or `AppFont.preferred(_:)`).
///
/// La fuente propia de TestApp (Lato), escalada con Dynamic Type mediante `UIFontMetrics`; si falta
/// se usa la del sistema. Las pantallas la adoptan con `label.useAppFont(.body)`.
enum AppFont {
    /// `UIFont.TextStyle` → the package's style table. / `UIFont.TextStyle` → la tabla del paquete.
    private static let styles: [UIFont.TextStyle: AppTypography.Style] = [
        .largeTitle: .largeTitle, .title1: .title1, .title2: .title2, .title3: .title3, .headline: .headline,
        .body: .body, .callout: .callout, .subheadline: .subheadline, .footnote: .footnote,
        .caption1: .caption1, .caption2: .caption2,
    ]

    /// Lato for `style`, scaled to the user's text size. / Lato para `style`, escalada al tamaño del usuario.
    static func preferred(_ style: UIFont.TextStyle, compatibleWith traits: UITraitCollection? = nil) -> UIFont {
        let spec = AppTypography.spec(for: styles[style] ?? .body)
        guard let font = UIFont(name: spec.face.postScriptName, size: CGFloat(spec.pointSize)) else {
            return UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
        }
        return UIFontMetrics(forTextStyle: style).scaledFont(for: font, compatibleWith: traits)
    }

    /// Logs when a face failed to register (a missing file or `UIAppFonts` entry).
    /// Registra en el log si una variante no se cargó (falta el archivo o la entrada `UIAppFonts`).
    static func logIfNotRegistered() {
        for face in AppTypography.Face.allCases where UIFont(name: face.postScriptName, size: 12) == nil {
            os_log("Font %{public}@ is not registered; using the system font.", type: .error, face.postScriptName)
        }
    }

    /// Lato for a navigation-bar title, scaled with Dynamic Type but never past the size the bar can
    /// show in one line (`NavigationTitleSize`: at AX5 the Headline would be ≈ 53 pt in a 32–44 pt bar).
    /// Lato para el título de una barra, escalada con Dynamic Type pero nunca más allá del tamaño que la
    /// barra muestra en una línea (`NavigationTitleSize`: en AX5 el Headline mediría ≈ 53 pt).
    static func navigationTitle(_ kind: NavigationTitleSize.Kind, compatibleWith traits: UITraitCollection?) -> UIFont {
        let style: UIFont.TextStyle = kind == .inline ? .headline : .largeTitle
        let spec = AppTypography.spec(for: NavigationTitleSize.style(for: kind))
        guard let font = UIFont(name: spec.face.postScriptName, size: CGFloat(spec.pointSize)) else {
            let system = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
            let size = NavigationTitleSize.pointSize(for: kind, scaledPointSize: Double(system.pointSize))
            return system.withSize(CGFloat(size))
        }
        let maximum = CGFloat(NavigationTitleSize.maximumPointSize(for: kind))
        return UIFontMetrics(forTextStyle: style).scaledFont(
            for: font, maximumPointSize: maximum, compatibleWith: traits)
    }

    /// Navigation bar titles in Lato (capped) for bars made from now on, and again on every bar of the
    /// app's windows each time the user changes the text size (a bar's title font does not follow
    /// Dynamic Type by itself). Called once at launch.
    /// Títulos de las barras en Lato (con tope) para las barras que se creen, y de nuevo en todas las
    /// barras de las ventanas cada vez que el usuario cambia el tamaño del texto (la fuente del título no
    /// sigue Dynamic Type sola). Se llama una vez al arrancar.
    static func applyToNavigationBars() {
        style(UINavigationBar.appearance(), traits: nil)
        guard contentSizeObserver == nil else { return }
        contentSizeObserver = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
        ) { _ in
            let category = UIApplication.shared.preferredContentSizeCategory
            restyleNavigationBars(in: appWindows, traits: UITraitCollection(preferredContentSizeCategory: category))
        }
    }

    /// The windows that can hold navigation bars: every scene's windows on iOS 13+, the app delegate's
    /// window on iOS 12 (`UIApplication.windows` is deprecated from iOS 15).
    /// Las ventanas que pueden tener barras: las de cada escena en iOS 13+, la del app delegate en iOS 12.
    private static var appWindows: [UIWindow] {
        if #available(iOS 13, *) {
            return UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
        }
        return [UIApplication.shared.delegate?.window ?? nil].compactMap { $0 }
    }

    /// Kept for the app's lifetime. / Se conserva toda la vida de la app.
    private static var contentSizeObserver: NSObjectProtocol?

    /// The appearance for new bars and every existing bar, at the text size in `traits`.
    /// La apariencia para barras nuevas y cada barra existente, al tamaño de texto de `traits`.
    static func restyleNavigationBars(in windows: [UIWindow], traits: UITraitCollection) {
        style(UINavigationBar.appearance(), traits: traits)
        for navigation in windows.compactMap(\.rootViewController).flatMap(navigationControllers(from:)) {
            style(navigation.navigationBar, traits: traits)
        }
    }

    /// Sets both title fonts, keeping any other title attributes already set.
    /// Pone las dos fuentes de título, conservando otros atributos ya definidos.
    static func style(_ bar: UINavigationBar, traits: UITraitCollection?) {
        var title = bar.titleTextAttributes ?? [:]
        title[.font] = navigationTitle(.inline, compatibleWith: traits)
        bar.titleTextAttributes = title
        var largeTitle = bar.largeTitleTextAttributes ?? [:]
        largeTitle[.font] = navigationTitle(.large, compatibleWith: traits)
        bar.largeTitleTextAttributes = largeTitle
    }

    /// Every navigation controller under `controller`: children (all tabs, not only the selected
    /// one) and presented controllers. / Todos los navigation controllers bajo `controller`: hijos
    /// (todas las pestañas) y controladores presentados.
    private static func navigationControllers(from controller: UIViewController) -> [UINavigationController] {
        let own = (controller as? UINavigationController).map { [$0] } ?? []
        let below = controller.children + [controller.presentedViewController].compactMap { $0 }
        return own + below.flatMap(navigationControllers(from:))
    }
}

extension UILabel {
    /// Uses TestApp's font for `style` and follows Dynamic Type changes.
    /// Usa la fuente de TestApp para `style` y sigue los cambios de Dynamic Type.
    func useAppFont(_ style: UIFont.TextStyle) {
        font = AppFont.preferred(style)
        adjustsFontForContentSizeCategory = true
    }
}

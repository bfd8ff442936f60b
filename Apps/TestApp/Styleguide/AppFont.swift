import AppServicesKit
import UIKit
import os.log

/// TestApp's custom font (Lato, bundled under Resources/Fonts and listed in `UIAppFonts`), scaled
/// with Dynamic Type through `UIFontMetrics`; the system font is used if Lato is missing.
/// Screens adopt it with `label.useAppFont(.body)` (or `AppFont.preferred(_:)`), storyboard screens
/// with `AppFont.adopt(in: view)`. It is TestApp's one typography source: no other TestApp file asks
/// UIKit for a font (`TestAppFontUseTests` on Linux).
///
/// La fuente propia de TestApp (Lato), escalada con Dynamic Type mediante `UIFontMetrics`; si falta
/// se usa la del sistema. Las pantallas la adoptan con `label.useAppFont(.body)`, las de storyboard con
/// `AppFont.adopt(in: view)`. Es la única fuente tipográfica de TestApp: ningún otro archivo de TestApp
/// pide una fuente a UIKit.
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

    /// Storyboards name a text style (`UICTFontTextStyleBody`…), which UIKit draws in the system font:
    /// every label, button title, text field and text view under `view` whose font carries one gets
    /// Lato for that style instead, following Dynamic Type. Each storyboard screen calls it once from
    /// `viewDidLoad` (a Linux test, `TestAppFontUseTests`, checks that every one does).
    /// Los storyboards nombran un estilo de texto, que UIKit dibuja con la fuente del sistema: cada
    /// etiqueta, título de botón, campo y vista de texto bajo `view` cuya fuente lleva uno recibe Lato
    /// para ese estilo, siguiendo Dynamic Type. Cada pantalla de storyboard lo llama desde `viewDidLoad`.
    static func adopt(in view: UIView) {
        switch view {
        case let button as UIButton:
            if let style = textStyle(of: button.titleLabel?.font) { button.useAppFont(style) }
        case let label as UILabel:
            if let style = textStyle(of: label.font) { label.useAppFont(style) }
        case let field as UITextField:
            if let style = textStyle(of: field.font) {
                field.font = preferred(style)
                field.adjustsFontForContentSizeCategory = true
            }
        case let textView as UITextView:
            if let style = textStyle(of: textView.font) {
                textView.font = preferred(style)
                textView.adjustsFontForContentSizeCategory = true
            }
        default: break
        }
        view.subviews.forEach(adopt(in:))
    }

    /// The text style a storyboard (or `preferredFont`) gave `font`, if any.
    /// El estilo de texto que un storyboard dio a `font`, si lo hay.
    static func textStyle(of font: UIFont?) -> UIFont.TextStyle? {
        guard let name = font?.fontDescriptor.object(forKey: .textStyle) as? String else { return nil }
        let style = UIFont.TextStyle(rawValue: name)
        return styles[style] == nil ? nil : style
    }

    /// Lato for `style` with bold and/or italic, for styled runs (`StyledTextRenderer`). Lato ships no
    /// italic face here, so italic is drawn slanted (`obliqueness`), never silently upright.
    /// Lato para `style` en negrita y/o cursiva, para fragmentos con estilo. No se incluye una cursiva
    /// de Lato, así que la cursiva se dibuja inclinada (`obliqueness`), nunca recta sin avisar.
    static func attributes(
        _ style: UIFont.TextStyle, bold: Bool, italic: Bool, compatibleWith traits: UITraitCollection? = nil
    ) -> [NSAttributedString.Key: Any] {
        let regular = preferred(style, compatibleWith: traits)
        var attributes: [NSAttributedString.Key: Any] = [:]
        if bold, let descriptor = regular.fontDescriptor.withSymbolicTraits(.traitBold) {
            attributes[.font] = UIFont(descriptor: descriptor, size: 0)
        }
        if italic { attributes[.obliqueness] = 0.2 }
        return attributes
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
        applyToBarItems()
        guard contentSizeObserver == nil else { return }
        contentSizeObserver = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
        ) { _ in
            let category = UIApplication.shared.preferredContentSizeCategory
            restyleNavigationBars(in: appWindows, traits: UITraitCollection(preferredContentSizeCategory: category))
        }
    }

    /// Bar buttons ("Editar", "Guardar"), tab titles and segment titles in Lato at the sizes UIKit
    /// draws them (17, 10 and 13 pt; like the system's, they do not grow with Dynamic Type).
    /// Botones de barra, títulos de pestañas y de segmentos en Lato a los tamaños que usa UIKit (17, 10
    /// y 13 pt; como los del sistema, no crecen con Dynamic Type).
    private static func applyToBarItems() {
        let states: [UIControl.State] = [.normal, .highlighted, .selected, .disabled]
        for state in states {
            if let font = UIFont(name: AppTypography.Face.regular.postScriptName, size: 17) {
                UIBarButtonItem.appearance().setTitleTextAttributes([.font: font], for: state)
            }
            if let font = UIFont(name: AppTypography.Face.regular.postScriptName, size: 10) {
                UITabBarItem.appearance().setTitleTextAttributes([.font: font], for: state)
            }
            if let font = UIFont(name: AppTypography.Face.regular.postScriptName, size: 13) {
                UISegmentedControl.appearance().setTitleTextAttributes([.font: font], for: state)
            }
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

extension UIButton {
    /// The title in TestApp's font for `style`, following Dynamic Type changes.
    /// El título con la fuente de TestApp para `style`, siguiendo los cambios de Dynamic Type.
    func useAppFont(_ style: UIFont.TextStyle) {
        titleLabel?.useAppFont(style)
    }
}

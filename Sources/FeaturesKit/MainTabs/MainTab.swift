import AppCore

/// The two sections of TestApp's tab bar, in display order (the seed: Features, then Perfil).
/// Las dos secciones de la barra de pestañas de TestApp, en orden (Features y luego Perfil).
public enum MainTab: CaseIterable, Equatable {
    case features
    case profile

    /// Display order of the tabs. / Orden en que se muestran las pestañas.
    public static let ordered: [MainTab] = [.features, .profile]

    /// `Localizable.strings` key of the tab title. / Clave del título de la pestaña.
    public var titleKey: String {
        switch self {
        case .features: return "tab.features.title"
        case .profile: return "tab.profile.title"
        }
    }

    /// Template image in the asset catalog (`Assets.xcassets/Tabs/`). / Imagen plantilla del catálogo.
    public var imageName: String {
        switch self {
        case .features: return "tab-features"
        case .profile: return "tab-profile"
        }
    }

    /// Position of the tab, used as `UITabBarItem.tag`. / Posición de la pestaña (`tag` del item).
    public var index: Int { Self.ordered.firstIndex(of: self) ?? 0 }
}

/// What one tab bar item shows. / Lo que muestra un elemento de la barra de pestañas.
public struct MainTabItem: Equatable {
    public let tab: MainTab
    public let title: String
    public let imageName: String

    public init(tab: MainTab, title: String, imageName: String) {
        self.tab = tab
        self.title = title
        self.imageName = imageName
    }
}

/// Builds the tab bar items from the ordered tabs. / Construye los elementos de la barra de pestañas.
public enum MainTabLayout {
    public static func items(localizer: Localizer) -> [MainTabItem] {
        MainTab.ordered.map { MainTabItem(tab: $0, title: localizer($0.titleKey), imageName: $0.imageName) }
    }
}

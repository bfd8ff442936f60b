import FeaturesKit
import UIKit

/// The first screen of each feature module that is built. A module adds one line here; a kind
/// without a line is not listed (the Features list asks `builtKinds`).
/// La primera pantalla de cada módulo construido. Un módulo agrega una línea aquí; un tipo sin
/// línea no aparece en la lista (la lista consulta `builtKinds`).
enum FeatureModuleFactory {
    /// Every entry is a module's `makeModule(environment:)`.
    /// Cada entrada es el `makeModule(environment:)` de un módulo.
    private static let builders: [FeatureKind: (AppEnvironment) -> UIViewController] = [
        .uiComponents: { UIComponentsWireframe.makeModule(environment: $0) },
        .album: { AlbumWireframe.makeModule(environment: $0) },
        .persistence: { PersistenceWireframe.makeModule(environment: $0) },
        .networking: { NetworkingWireframe.makeModule(environment: $0) },
        .map: { MapWireframe.makeModule(environment: $0) },
        .webView: { WebViewWireframe.makeModule(environment: $0) },
    ]

    /// Kinds whose module exists in this build. / Tipos cuyo módulo existe en esta compilación.
    static var builtKinds: Set<FeatureKind> { Set(builders.keys) }

    /// A new screen for `kind`, or nil when the module is not built.
    /// Una pantalla nueva para `kind`, o nil si el módulo no existe.
    static func makeModule(for kind: FeatureKind, environment: AppEnvironment) -> UIViewController? {
        builders[kind]?(environment)
    }
}

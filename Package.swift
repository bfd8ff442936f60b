// swift-tools-version: 6.1
// Foundation-only libraries shared by the three UIKit apps (Estados, Productos, TestApp).
// Nothing here imports UIKit: every decision a Linux test can check lives in this package.
// The repository's tools (project-checks, the benchmark, test probes) are the nested package `Tools/`.
// Bibliotecas solo-Foundation compartidas por las tres apps UIKit. Nada aquí importa UIKit.
// Las herramientas del repositorio (project-checks, benchmark, sondas) son el paquete anidado `Tools/`.
import PackageDescription

/// A library target with its test target. / Un target de biblioteca con su target de pruebas.
struct Module {
    let name: String
    var dependencies: [Target.Dependency] = []
    var resources: [Resource]? = nil
    var testDependencies: [Target.Dependency] = []
    var testResources: [Resource]? = nil
}

let propertyBased: Target.Dependency = .product(name: "PropertyBased", package: "swift-property-based")

let modules: [Module] = [
    Module(name: "AppCore", testDependencies: ["TestSupport"]),
    Module(
        name: "EstadosKit", dependencies: ["AppCore"],
        testDependencies: ["TestSupport", propertyBased, "TypeMetricsKit"]),
    Module(
        name: "ProductosKit", dependencies: ["AppCore"],
        testDependencies: ["TestSupport", propertyBased, "TypeMetricsKit"], testResources: [.copy("Fixtures")]),
    // TestApp: one module per VIPER feature. / TestApp: un módulo por feature VIPER.
    Module(name: "FeaturesKit", dependencies: ["AppCore"], testDependencies: ["TestSupport", propertyBased]),
    Module(name: "ProfileKit", dependencies: ["AppCore"], testDependencies: ["TestSupport", propertyBased]),
    Module(name: "UIComponentsKit", dependencies: ["AppCore"], testDependencies: ["TestSupport", propertyBased]),
    Module(name: "AlbumKit", dependencies: ["AppCore"], testDependencies: ["TestSupport", propertyBased]),
    Module(
        name: "PersistenceKit", dependencies: ["AppCore"],
        // The click player lives in AppServicesKit; the tests prove the switch silences it.
        // El reproductor del clic vive en AppServicesKit; las pruebas muestran que el switch lo calla.
        testDependencies: ["TestSupport", propertyBased, "AppServicesKit"]),
    Module(
        name: "NetworkingKit", dependencies: ["AppCore"],
        testDependencies: ["TestSupport", propertyBased], testResources: [.copy("Fixtures")]),
    Module(name: "MapFeatureKit", dependencies: ["AppCore"], testDependencies: ["TestSupport", propertyBased]),
    Module(name: "WebViewKit", dependencies: ["AppCore"], testDependencies: ["TestSupport", propertyBased]),
    Module(name: "AppServicesKit", dependencies: ["AppCore"], testDependencies: ["TestSupport", propertyBased]),
    // Text sizes and font metrics the layout checker (Tools/) and layout tests measure with; no app
    // links it. / Tamaños de texto y métricas de fuentes para el layout check y las pruebas de layout.
    Module(name: "TypeMetricsKit", dependencies: ["AppCore"], testDependencies: ["TestSupport"]),
]

let libraryTargets: [Target] = modules.flatMap { module -> [Target] in
    [
        .target(name: module.name, dependencies: module.dependencies, resources: module.resources),
        .testTarget(
            name: "\(module.name)Tests",
            dependencies: [.byName(name: module.name)] + module.testDependencies,
            resources: module.testResources),
    ]
}

let package = Package(
    name: "MexicoApps",
    defaultLocalization: "es",
    platforms: [.iOS(.v12), .macOS(.v10_15)],
    products: modules.map { .library(name: $0.name, targets: [$0.name]) },
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", exact: "2.0.1")
    ],
    targets: libraryTargets + [
        // Loopback HTTP server, temporary folders and other helpers shared by the test targets.
        // Servidor HTTP local, carpetas temporales y otras ayudas compartidas por las pruebas.
        .target(name: "TestSupport", dependencies: ["AppCore"], path: "Tests/TestSupport")
    ],
    swiftLanguageModes: [.v5]
)

// swift-tools-version: 6.1
// The repository's tools, apart from what the apps are made of: `project-checks` (storyboards,
// project file, assets, localization, module shape), the iOS type-check `ios-typecheck`,
// `project-model`, the `decode-benchmark`, and the test probe `defaults-probe`. `./Scripts/check`
// and `.ci/run` run this package; `Sources/` at the root holds only the libraries that ship in the apps.
// Las herramientas del repositorio, aparte de lo que forma las apps: `project-checks`, el
// type-check iOS, `project-model`, el `decode-benchmark` y la sonda de pruebas `defaults-probe`. `./Scripts/check` y `.ci/run` corren
// este paquete; `Sources/` en la raíz contiene solo las bibliotecas que van en las apps.
import PackageDescription

let package = Package(
    name: "MexicoAppsTools",
    platforms: [.macOS(.v10_15)],
    products: [
        .executable(name: "project-checks", targets: ["project-checks"]),
        .executable(name: "ios-typecheck", targets: ["ios-typecheck"]),
        .executable(name: "project-model", targets: ["project-model"]),
        .executable(name: "decode-benchmark", targets: ["decode-benchmark"]),
        .executable(name: "defaults-probe", targets: ["defaults-probe"]),
        .executable(name: "layout-check", targets: ["layout-check"]),
    ],
    dependencies: [
        // The app libraries the benchmark and the probe exercise (the repository's root package).
        // Las bibliotecas de las apps que usan el benchmark y la sonda (el paquete raíz).
        .package(name: "MexicoApps", path: "..")
    ],
    targets: [
        .target(name: "ProjectChecks"),
        // Auto Layout's priority-by-priority semantics solved exactly (the layout checker's core).
        // La semántica de prioridades de Auto Layout resuelta de forma exacta (núcleo del layout check).
        // Optimised even in debug so the layout tests solve fast (`-O`, fine for a local root package).
        // Optimizado también en debug para que las pruebas de layout resuelvan rápido.
        .target(name: "LayoutSolver", swiftSettings: [.unsafeFlags(["-O"])]),
        // Storyboards → Auto Layout problems (stack views expanded, content sizes from
        // TypeMetricsKit) → findings and pictures: `swift run --package-path Tools layout-check`.
        // Storyboards → problemas de Auto Layout → hallazgos e imágenes.
        .target(
            name: "LayoutCheck",
            dependencies: [
                "LayoutSolver", "ProjectChecks", .product(name: "TypeMetricsKit", package: "MexicoApps"),
                .product(name: "AppCore", package: "MexicoApps"),
                // The presenters and decisions the code mirrors ask (Mirrors/): texts, picker rows, cards.
                // Los presenters y decisiones que preguntan los espejos de código.
                .product(name: "NetworkingKit", package: "MexicoApps"),
                .product(name: "WebViewKit", package: "MexicoApps"),
                .product(name: "ProfileKit", package: "MexicoApps"),
                .product(name: "FeaturesKit", package: "MexicoApps"),
                .product(name: "AppServicesKit", package: "MexicoApps"),
                .product(name: "EstadosKit", package: "MexicoApps"),
                .product(name: "ProductosKit", package: "MexicoApps"),
            ],
            resources: [.copy("Resources/devices.json"), .copy("Resources/runtime.json")]),
        .executableTarget(name: "layout-check", dependencies: ["LayoutCheck"]),
        .executableTarget(name: "project-checks", dependencies: ["ProjectChecks"]),
        // The iOS type-check on Linux (`Scripts/ios-typecheck/run --help`), on the same project model.
        // El type-check iOS en Linux, sobre el mismo modelo del proyecto.
        .target(name: "IOSTypeCheck", dependencies: ["ProjectChecks"]),
        .executableTarget(name: "ios-typecheck", dependencies: ["IOSTypeCheck"]),
        // The project model as JSON for scripts (`Scripts/resolve_app_packages.py`).
        // El modelo del proyecto en JSON para los scripts.
        .executableTarget(name: "project-model", dependencies: ["ProjectChecks"]),
        // JSONDecoder vs JSONSerialization on PokeAPI pages: `swift run -c release decode-benchmark --help`.
        // JSONDecoder frente a JSONSerialization con páginas de PokeAPI.
        .executableTarget(
            name: "decode-benchmark", dependencies: [.product(name: "NetworkingKit", package: "MexicoApps")]),
        // Writes/reads real UserDefaults in a separate process (cross-process persistence test).
        // Escribe/lee UserDefaults reales en otro proceso (prueba de persistencia entre procesos).
        .executableTarget(
            name: "defaults-probe", dependencies: [.product(name: "PersistenceKit", package: "MexicoApps")]),
        // Temporary folders and the repository's root, shared by the tools' tests.
        // Carpetas temporales y la raíz del repositorio, compartidas por las pruebas de las herramientas.
        .target(name: "ToolsTestSupport", dependencies: ["LayoutSolver"], path: "Tests/ToolsTestSupport"),
        .testTarget(
            name: "ProjectChecksTests", dependencies: ["ProjectChecks", "ToolsTestSupport"],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver", "ToolsTestSupport"]),
        .testTarget(
            name: "LayoutCheckTests",
            dependencies: ["LayoutCheck", "LayoutSolver", "ProjectChecks", "ToolsTestSupport"],
            exclude: ["Calibration"]),
        .testTarget(
            name: "IOSTypeCheckTests", dependencies: ["IOSTypeCheck", "ProjectChecks", "ToolsTestSupport"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "ProbeTests",
            dependencies: [.product(name: "PersistenceKit", package: "MexicoApps"), "defaults-probe"]),
    ],
    swiftLanguageModes: [.v5]
)

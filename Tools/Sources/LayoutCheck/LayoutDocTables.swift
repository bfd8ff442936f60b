import AppCore
import Foundation
import TypeMetricsKit

/// The tables of `docs/layout.md`, written from the model instead of by hand: the height each
/// screen gets (from `devices.json`), the Dynamic Type sizes (`TypeMetricsKit.DynamicType`), and for
/// every screen's scenes the space the solved layout needs against the space it gets, in a few
/// configurations (`LayoutRunner.layout(_:in:)`, so runtime decisions apply).
/// `layout-check --write-docs` rewrites them between their markers (`LayoutDocMarkers`);
/// `LayoutDocTablesTests` fails when the committed document differs.
/// Las tablas de `docs/layout.md`, escritas desde el modelo y no a mano: la altura que recibe cada
/// pantalla, los tamaños de Dynamic Type y, para las escenas de cada pantalla, el espacio que
/// necesita el layout resuelto frente al que recibe. `--write-docs` las reescribe entre sus marcas.
public struct LayoutDocTables {
    public static let document = "docs/layout.md"
    public static let command = "swift run -c release --package-path Tools layout-check --write-docs"

    /// The screen sections and the storyboard each one shows. / Las secciones de pantalla y su storyboard.
    public static let screens: [(id: String, storyboard: String)] = [
        ("estados", "Apps/Estados/Base.lproj/Main.storyboard"),
        ("productos", "Apps/Productos/Base.lproj/Main.storyboard"),
        ("features", "Apps/TestApp/Features/Base.lproj/FeatureList.storyboard"),
        ("profile", "Apps/TestApp/Profile/Base.lproj/Profile.storyboard"),
        ("profile-edit", "Apps/TestApp/ProfileEdit/Base.lproj/ProfileEdit.storyboard"),
        ("uicomponents", "Apps/TestApp/UIComponents/Base.lproj/UIComponents.storyboard"),
        ("album", "Apps/TestApp/Album/Base.lproj/Album.storyboard"),
        ("persistence", "Apps/TestApp/Persistence/Base.lproj/Persistence.storyboard"),
        ("networking", "Apps/TestApp/Networking/Base.lproj/Networking.storyboard"),
        ("map", "Apps/TestApp/Map/Base.lproj/Map.storyboard"),
        ("webview", "Apps/TestApp/WebView/Base.lproj/WebView.storyboard"),
    ]
    static let heightAvailable = "height-available"
    static let dynamicType = "dynamic-type"

    /// The configurations the screen tables show: the smallest and the largest phone, both
    /// orientations, the default and the largest text size (the full run covers all of `devices.json`).
    /// Las configuraciones de las tablas: el teléfono más chico y el más grande, ambas
    /// orientaciones, el texto por omisión y el mayor.
    static let devices = ["se1", "i16pm"]
    static let texts: [TextSizeCategory] = [.large, .accessibilityExtraExtraExtraLarge]

    public let runner: LayoutRunner
    /// Each section's body, written once per value (the repository does not change meanwhile).
    /// El cuerpo de cada sección, escrito una vez por valor.
    private let written = Written()

    private final class Written: @unchecked Sendable {
        var bodies: [String: String] = [:]
    }

    /// A table that cannot be written. / Una tabla que no se puede escribir.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }

    public init(runner: LayoutRunner) { self.runner = runner }

    /// Every section id the document must hold. / Cada id de sección que debe tener el documento.
    public static var ids: Set<String> {
        Set(screens.map(\.id) + [heightAvailable, dynamicType, LayoutRuleCatalog.section])
    }

    /// `text` with every generated section written again. / El texto con cada sección escrita de nuevo.
    public func rewrite(_ text: String) throws -> String {
        try LayoutDocMarkers.rewrite(text, known: Self.ids) { try markdown($0) }
    }

    /// Rewrites the document at `url` in place; true when it changed. Nothing is written when the
    /// markers are wrong. / Reescribe el documento; verdadero si cambió. Con marcas erróneas no escribe.
    public func update(_ url: URL) throws -> Bool {
        let text = try String(contentsOf: url, encoding: .utf8)
        let written = try rewrite(text)
        guard written != text else { return false }
        try Data(written.utf8).write(to: url)
        return true
    }

    /// Whether the document at `url` differs from what the model writes. / Si el documento difiere del modelo.
    public func isStale(_ url: URL) throws -> Bool {
        let text = try String(contentsOf: url, encoding: .utf8)
        return try rewrite(text) != text
    }

    /// The body of section `id`. / El cuerpo de la sección `id`.
    public func markdown(_ id: String) throws -> String {
        if let body = written.bodies[id] { return body }
        let body = try body(id)
        written.bodies[id] = body
        return body
    }

    private func body(_ id: String) throws -> String {
        switch id {
        case Self.heightAvailable: return heightTable()
        case Self.dynamicType: return dynamicTypeTable()
        // The rules with examples (`LayoutRuleCatalog`). / Las reglas con ejemplos.
        case LayoutRuleCatalog.section: return LayoutRuleCatalog.markdown
        default:
            let paths = Self.screens.filter { $0.id == id }.map(\.storyboard)
            guard !paths.isEmpty else { throw LayoutDocMarkers.Failure.unknown(id, line: 0) }
            return try paths.flatMap { try runner.scenes($0) }.map(sceneTable).joined(separator: "\n\n")
        }
    }

    // MARK: Screens / Pantallas

    /// One scene in the documented configurations: height available, content, how it copes.
    /// Una escena en las configuraciones documentadas: alto disponible, contenido, cómo se adapta.
    func sceneTable(_ scene: StoryboardScene) throws -> String {
        var rows: [String] = []
        var regions: [String] = []
        for configuration in try documentedConfigurations(scene.path) {
            let space = SceneSpace(try runner.layout(scene, in: configuration))
            let region = Self.describe(space.region)
            if !regions.contains(region) { regions.append(region) }
            let cells = [
                "\(configuration.device.name), \(configuration.landscape ? "landscape" : "portrait"), "
                    + "\(Self.points(configuration.width)) × \(Self.points(configuration.height))",
                configuration.text.shortName, Self.points(space.safeWidth), Self.points(space.available),
                space.content.map(Self.points) ?? "—", space.textWidth.map(Self.points) ?? "—",
                Self.copes(space, scene),
            ]
            rows.append("| " + cells.joined(separator: " | ") + " |")
        }
        return [
            "`\(scene.name)` (`\(scene.path)`); measured: \(regions.joined(separator: "; ")).",
            "",
            "| Screen (points) | Text | Safe width | Height available | Content | Widest wrapping text | Copes by |",
            "| --- | --- | ---: | ---: | ---: | ---: | --- |",
        ].joined(separator: "\n") + "\n" + rows.joined(separator: "\n")
    }

    /// Devices × orientations × texts of the tables, in that order; a device missing from the
    /// table is an error. / Dispositivos × orientaciones × textos; si falta un dispositivo, error.
    private func documentedConfigurations(_ path: String) throws -> [LayoutConfiguration] {
        let all = runner.catalog.configurations(for: path)
        var chosen: [LayoutConfiguration] = []
        for device in Self.devices {
            for landscape in [false, true] {
                for text in Self.texts {
                    guard
                        let configuration = all.first(where: {
                            $0.device.id == device && $0.landscape == landscape && $0.text == text
                        })
                    else { throw Failure("devices.json has no \(device) at \(text.shortName) for the tables") }
                    chosen.append(configuration)
                }
            }
        }
        return chosen
    }

    private static func describe(_ region: SceneSpace.Region) -> String {
        switch region {
        case .scrollView(let id): return "scroll view `\(id)`'s content against its visible height"
        case .tableView(let id): return "table view `\(id)` (its rows are not modelled)"
        case .screen: return "the lowest content against the safe area (nothing scrolls)"
        }
    }

    private static func copes(_ space: SceneSpace, _ scene: StoryboardScene) -> String {
        var parts = [space.copes.rawValue]
        for axis in Set(space.turned.values).sorted() {
            let ids = space.turned.filter { $0.value == axis }.keys.sorted().map { "`\($0)`" }
            parts.append("turned \(axis) at run time: " + ids.joined(separator: ", "))
        }
        if !space.shrinks.isEmpty {
            let names = space.shrinks.map { id in
                scene.view(id)?.text.map { "`\(id)` \"\($0.text)\"" } ?? "`\(id)`"
            }
            parts.append("shrinks to fit: " + names.joined(separator: ", "))
        }
        return parts.joined(separator: "; ")
    }

    /// Whole points (the solver's values are exact; a table shows what a reader compares).
    /// Puntos enteros.
    static func points(_ value: Double) -> String {
        let rounded = Int(value.rounded())
        return rounded == 0 ? "0" : "\(rounded)"
    }

    // MARK: Devices / Dispositivos

    /// The bar contexts of `devices.json`, one per combination of bars, with the apps each covers.
    /// Los contextos de barras, uno por combinación, con las apps que cubre cada uno.
    private func barGroups() -> [(context: DeviceCatalog.Context, header: String)] {
        var groups: [(context: DeviceCatalog.Context, names: [String])] = []
        for context in runner.catalog.contexts {
            let name = context.pathPrefix.dropFirst("Apps/".count).split(separator: "/").joined(separator: "/")
            if let index = groups.firstIndex(where: {
                ($0.context.navigationBar, $0.context.tabBar) == (context.navigationBar, context.tabBar)
            }) {
                groups[index].names.append(name)
            } else {
                groups.append((context, [name]))
            }
        }
        return groups.map { group in
            let bars: String
            switch (group.context.navigationBar, group.context.tabBar) {
            case (false, false): bars = "No bars"
            case (true, false): bars = "Navigation bar"
            case (false, true): bars = "Tab bar"
            case (true, true): bars = "Navigation + tab bar"
            }
            return (group.context, "\(bars) (\(group.names.joined(separator: ", ")))")
        }
    }

    /// Height available per device, orientation and bar context, from `devices.json`.
    /// La altura disponible por dispositivo, orientación y contexto de barras.
    func heightTable() -> String {
        let groups = barGroups()
        var lines = [
            "| Screen | Points | Safe-area insets (top, left, bottom, right) | Navigation bar | Tab bar | Safe width | "
                + groups.map(\.header).joined(separator: " | ") + " |",
            "| --- | --- | --- | ---: | ---: | ---: | " + groups.map { _ in "---:" }.joined(separator: " | ") + " |",
        ]
        for device in runner.catalog.devices {
            for landscape in [false, true] {
                let configurations = groups.map {
                    LayoutConfiguration(device: device, landscape: landscape, context: $0.context, text: .large)
                }
                let orientation = landscape ? device.landscape : device.portrait
                let width = configurations[0].width
                let cells =
                    [
                        "\(device.name), \(landscape ? "landscape" : "portrait")",
                        "\(Self.points(width)) × \(Self.points(configurations[0].height))",
                        orientation.safeArea.map(Self.points).joined(separator: ", "),
                        Self.points(orientation.navigationBar), Self.points(orientation.tabBar),
                        Self.points(width - orientation.safeArea[1] - orientation.safeArea[3]),
                    ] + configurations.map { "**\(Self.points($0.height - $0.safeArea.top - $0.safeArea.bottom))**" }
                lines.append("| " + cells.joined(separator: " | ") + " |")
            }
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Text / Texto

    static let styleNames: [TextStyle: String] = [
        .largeTitle: "Large Title", .title1: "Title 1", .title2: "Title 2", .title3: "Title 3", .headline: "Headline",
        .body: "Body", .callout: "Callout", .subheadline: "Subheadline", .footnote: "Footnote",
        .caption1: "Caption 1", .caption2: "Caption 2",
    ]

    /// Point size of every style at every text size (`DynamicType`), and the model's line height at
    /// L and AX5 (the system stand-in face, bold for Headline).
    /// El tamaño de cada estilo en cada tamaño de texto y la altura de línea del modelo en L y AX5.
    func dynamicTypeTable() -> String {
        let categories = TextSizeCategory.allCases
        let checked = Set(runner.catalog.categories)
        let names = categories.map { checked.contains($0) ? "**\($0.shortName)**" : $0.shortName }
        var lines = [
            "| Style | " + names.joined(separator: " | ") + " | Line at L | Line at AX5 |",
            "| --- | " + categories.map { _ in "---:" }.joined(separator: " | ") + " | ---: | ---: |",
        ]
        for style in TextStyle.allCases {
            let face: FontFace = style.isBold ? .systemBold : .system
            let sizes = categories.map { Self.points(DynamicType.pointSize(style, at: $0)) }
            let line = { (category: TextSizeCategory) in
                String(format: "%.1f", face.lineHeight(size: DynamicType.pointSize(style, at: category)))
            }
            lines.append(
                "| \(Self.styleNames[style] ?? style.rawValue) | " + sizes.joined(separator: " | ")
                    + " | \(line(.large)) | \(line(.accessibilityExtraExtraExtraLarge)) |")
        }
        return lines.joined(separator: "\n")
    }
}

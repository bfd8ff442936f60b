import AppCore
import Foundation

/// The committed device table (`Resources/devices.json`): screens, bars, safe areas, the bars each
/// app's scenes sit under, and the text sizes to try; every value names its source.
/// La tabla de dispositivos: pantallas, barras, áreas seguras, las barras de cada app y los
/// tamaños de texto a probar; cada valor nombra su fuente.
public struct DeviceCatalog: Decodable, Sendable {
    public struct Orientation: Decodable, Sendable {
        /// top, left, bottom, right. / arriba, izquierda, abajo, derecha.
        public let safeArea: [Double]
        public let navigationBar: Double
        public let tabBar: Double
        public let source: String
    }

    public struct Device: Decodable, Sendable {
        public let id: String
        public let name: String
        public let width: Double
        public let height: Double
        public let idiom: String
        public let source: String
        /// Slide Over: the width stays, the height is the iPad's in that orientation.
        /// Slide Over: el ancho se mantiene, la altura es la del iPad en esa orientación.
        public let fixedWidth: Bool?
        public let landscapeHeight: Double?
        public let portrait: Orientation
        public let landscape: Orientation
    }

    public struct Context: Decodable, Sendable {
        public let pathPrefix: String
        public let navigationBar: Bool
        public let tabBar: Bool
        public let source: String
    }

    public let sources: [String: String]
    public let devices: [Device]
    public let contexts: [Context]
    public let textSizes: [String]

    /// The table shipped with the tool. / La tabla que trae la herramienta.
    public static func bundled() throws -> DeviceCatalog {
        guard let url = Bundle.module.url(forResource: "devices", withExtension: "json") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try JSONDecoder().decode(DeviceCatalog.self, from: Data(contentsOf: url))
    }

    /// The bars the scenes of `path` sit under (the first matching prefix; none if no prefix matches).
    /// Las barras de las escenas de `path` (el primer prefijo que coincide).
    public func context(for path: String) -> Context {
        contexts.first { path.hasPrefix($0.pathPrefix) }
            ?? Context(pathPrefix: "", navigationBar: false, tabBar: false, source: "no bars (not listed)")
    }

    public var categories: [TextSizeCategory] {
        textSizes.compactMap { name in TextSizeCategory.allCases.first { "\($0)" == name } }
    }

    /// Every device × orientation × text size for the scenes of `path`.
    /// Cada dispositivo × orientación × tamaño de texto para las escenas de `path`.
    public func configurations(for path: String) -> [LayoutConfiguration] {
        let context = context(for: path)
        return devices.flatMap { device in
            [false, true].flatMap { landscape in
                categories.map { LayoutConfiguration(device: device, landscape: landscape, context: context, text: $0) }
            }
        }
    }
}

/// One screen to lay a scene out in. / Una pantalla en la que disponer una escena.
public struct LayoutConfiguration {
    public let device: DeviceCatalog.Device
    public let landscape: Bool
    public let context: DeviceCatalog.Context
    public let text: TextSizeCategory
    /// The screen state the scene is in (`SceneState`); nil: as the storyboard and the runtime facts
    /// leave it. / El estado de la pantalla; nil: como lo dejan el storyboard y los hechos de ejecución.
    public var state: SceneState?

    public init(device: DeviceCatalog.Device, landscape: Bool, context: DeviceCatalog.Context, text: TextSizeCategory) {
        self.device = device
        self.landscape = landscape
        self.context = context
        self.text = text
    }

    var orientation: DeviceCatalog.Orientation { landscape ? device.landscape : device.portrait }

    /// Slide Over keeps its width; every other screen swaps its sides in landscape.
    /// Slide Over conserva su ancho; las demás pantallas intercambian lados en horizontal.
    public var width: Double {
        landscape && device.fixedWidth != true ? max(device.width, device.height) : device.width
    }

    public var height: Double {
        guard device.fixedWidth != true else {
            return landscape ? device.landscapeHeight ?? device.height : device.height
        }
        return landscape ? min(device.width, device.height) : device.height
    }

    /// The view controller's safe area (top, left, bottom, right): the device's insets plus the bars.
    /// El área segura del controlador: los márgenes del dispositivo más las barras.
    public var safeArea: (top: Double, left: Double, bottom: Double, right: Double) {
        let insets = orientation.safeArea
        return (
            insets[0] + (context.navigationBar ? orientation.navigationBar : 0), insets[1],
            insets[2] + (context.tabBar ? orientation.tabBar : 0), insets[3]
        )
    }

    /// e.g. `iPhone SE (1st gen) 320×568 landscape AX5`, `… AX5 [picker up]` in a screen state.
    public var name: String {
        "\(device.name) \(Int(width))×\(Int(height)) \(landscape ? "landscape" : "portrait") \(text.shortName)"
            + (state.map { " [\($0.name)]" } ?? "")
    }

    /// File-name friendly. / Apto para nombre de archivo.
    public var slug: String {
        "\(device.id)-\(landscape ? "land" : "port")-\(text.shortName)" + (state.map { "-\($0.slug)" } ?? "")
    }
}

extension TextSizeCategory {
    /// L, XXXL, AX1 … AX5. / Nombres cortos.
    public var shortName: String {
        ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"][rawValue]
    }
}

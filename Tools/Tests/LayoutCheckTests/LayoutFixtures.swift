import AppCore
import Foundation
import LayoutCheck

/// Small storyboards written for the tests, laid out in the committed device table.
/// Storyboards pequeños escritos para las pruebas.
enum LayoutFixtures {
    /// One scene whose root view (`root`, safe area `safe`) holds `subviews` and `constraints`.
    /// Una escena cuya vista raíz contiene `subviews` y `constraints`.
    static func scene(_ subviews: String, _ constraints: String) throws -> StoryboardScene {
        try StoryboardReader.scenes(path: "Fixture.storyboard", data: Data(xml(subviews, constraints).utf8))[0]
    }

    /// The storyboard text of `scene(_:_:)`. / El texto del storyboard de `scene(_:_:)`.
    static func xml(_ subviews: String, _ constraints: String) -> String {
        CodeMirror.Body(subviews: subviews, constraints: constraints).document(identifier: "Fixture")
    }

    /// `device` (an id of devices.json) in portrait or landscape at `text`, with no bars.
    /// Un dispositivo de devices.json, sin barras.
    static func configuration(_ device: String, landscape: Bool = false, text: TextSizeCategory = .large) throws
        -> LayoutConfiguration
    {
        let catalog = try DeviceCatalog.bundled()
        let chosen = try unwrap(catalog.devices.first { $0.id == device })
        return LayoutConfiguration(
            device: chosen, landscape: landscape, context: catalog.context(for: "Fixture.storyboard"), text: text)
    }

    /// Findings of every check, ambiguity included. / Hallazgos de cada chequeo, ambigüedad incluida.
    static func findings(_ scene: StoryboardScene, _ configuration: LayoutConfiguration) -> [LayoutFinding] {
        let layout = SceneLayoutEngine().layout(scene, in: configuration)
        return LayoutChecks.findings(layout) + LayoutChecks.ambiguity(layout)
    }

    struct Missing: Error {}

    static func unwrap<T>(_ value: T?) throws -> T {
        guard let value else { throw Missing() }
        return value
    }

    /// `<view>` with an id pinned nowhere (constraints go in the root's list).
    static func view(_ id: String, _ kind: String = "view", attributes: String = "", inner: String = "") -> String {
        """
        <\(kind) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(attributes)>
        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
        \(inner)
        </\(kind)>
        """
    }

    static func pin(
        _ id: String, _ first: String, _ attribute: String, _ second: String, _ secondAttribute: String? = nil,
        constant: Double = 0, relation: String? = nil, priority: Double? = nil
    ) -> String {
        let relationText = relation.map { " relation=\"\($0)\"" } ?? ""
        let priorityText = priority.map { " priority=\"\($0)\"" } ?? ""
        return """
            <constraint firstItem="\(first)" firstAttribute="\(attribute)"\(relationText) secondItem="\(second)" \
            secondAttribute="\(secondAttribute ?? attribute)" constant="\(constant)"\(priorityText) id="\(id)"/>
            """
    }

    static func size(_ id: String, _ attribute: String, _ constant: Double, relation: String? = nil) -> String {
        let relationText = relation.map { " relation=\"\($0)\"" } ?? ""
        return "<constraint firstAttribute=\"\(attribute)\"\(relationText) constant=\"\(constant)\" id=\"\(id)\"/>"
    }
}

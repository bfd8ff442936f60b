import AppCore
import Foundation

/// Layout decisions view controllers take at run time, asked of the same AppCore functions the
/// view controllers call (called, not copied): after a first solve, each decision reads the solved
/// widths and may turn a stack view; the scene is then solved again with the new settings.
/// Decisiones de layout que los controladores toman en tiempo de ejecución, preguntadas a las
/// mismas funciones de AppCore que ellos llaman: tras una primera resolución, cada decisión lee los
/// anchos y puede girar una pila; la escena se resuelve otra vez.
public struct RuntimeDecision: Sendable {
    public let storyboard: String
    /// Where the view controller takes it. / Dónde lo decide el controlador.
    public let source: String
    let decide: @Sendable (SceneLayout, _ strings: [String: String]) -> SceneChanges

    init(
        storyboard: String, source: String,
        decide: @escaping @Sendable (SceneLayout, _ strings: [String: String]) -> SceneChanges
    ) {
        self.storyboard = storyboard
        self.source = source
        self.decide = decide
    }

    /// The decisions this checker mirrors. Hand-kept like `runtime.json`; the Estados and Productos
    /// sources are fingerprinted (`DecisionFingerprints`), the Persistencia ones not yet.
    /// Las decisiones que este chequeo reproduce; mantenidas a mano.
    public static let all: [RuntimeDecision] = [
        persistenceButtons, persistencePasswordRow, persistenceSwitchRows, estados, productos(),
    ]

    /// `PersistenceViewController.layOutKeychainButtons()` → `ButtonRowLayout.axis`.
    static let persistenceButtons = RuntimeDecision(
        storyboard: "Apps/TestApp/Persistence/Base.lproj/Persistence.storyboard",
        source: "PersistenceViewController.layOutKeychainButtons() → ButtonRowLayout.axis"
    ) { layout, _ in
        guard let row = layout.scene.view("Per-ST-003"), let frame = layout.frames[row.id], let stack = row.stack
        else { return [:] }
        let widths = row.subviews.map { button -> Double in
            guard let text = button.text else { return 0 }
            let font = TextFont(text, kind: button.kind, category: layout.configuration.text)
            return font.face.width(of: text.text, size: font.size).rounded(.up)
        }
        let axis = ButtonRowLayout.axis(
            titleWidths: widths, rowWidth: frame.width, spacing: stack.spacing,
            isAccessibilitySize: layout.configuration.text.isAccessibilitySize)
        guard axis == .vertical else { return [:] }
        return [row.id: turned(stack, distribution: "fill")]
    }

    /// `PersistenceViewController.layOutPasswordRow()` → `FieldRowLayout.axis` (the placeholder
    /// it then picks, `PlaceholderFit`, is not modelled). / El placeholder elegido no se modela.
    static let persistencePasswordRow = RuntimeDecision(
        storyboard: "Apps/TestApp/Persistence/Base.lproj/Persistence.storyboard",
        source: "PersistenceViewController.layOutPasswordRow() → FieldRowLayout.axis"
    ) { layout, strings in
        guard let row = layout.scene.view("Per-ST-002"), let frame = layout.frames[row.id], let stack = row.stack,
            let field = layout.scene.view("Per-TF-002")?.text, let button = layout.scene.view("Per-BT-001"),
            let title = button.text
        else { return [:] }
        let fieldFont = TextFont(field, kind: "textField", category: layout.configuration.text)
        let buttonFont = TextFont(title, kind: button.kind, category: layout.configuration.text)
        let placeholder = strings["persistence.password.placeholder"] ?? ""
        let axis = FieldRowLayout.axis(
            fieldMinimumWidth: fieldFont.face.width(of: placeholder, size: fieldFont.size).rounded(.up) + 16,
            controlWidth: buttonFont.face.width(of: title.text, size: buttonFont.size).rounded(.up),
            rowWidth: frame.width, spacing: stack.spacing,
            isAccessibilitySize: layout.configuration.text.isAccessibilitySize)
        guard axis == .vertical else { return [:] }
        return [row.id: turned(stack, distribution: stack.distribution)]
    }

    /// `PersistenceViewController.layOutSettingRows()` → `SwitchRowLayout.axis`: each setting row
    /// (label + switch) stacks, label above and switch below at its leading edge, at accessibility
    /// sizes or once the label's longest word would not fit beside the switch.
    /// Cada fila de ajuste se apila (etiqueta encima, interruptor debajo, al inicio) en tamaños de
    /// accesibilidad o cuando la palabra más larga no cabe junto al interruptor.
    static let persistenceSwitchRows = RuntimeDecision(
        storyboard: "Apps/TestApp/Persistence/Base.lproj/Persistence.storyboard",
        source: "PersistenceViewController.layOutSettingRows() → SwitchRowLayout.axis"
    ) { layout, _ in
        var overrides: [String: StackSettings] = [:]
        for id in ["Per-SR-001", "Per-SR-002", "Per-SR-003"] {
            guard let row = layout.scene.view(id), let frame = layout.frames[row.id], let stack = row.stack,
                let label = row.subviews.first(where: { $0.kind == "label" }), let text = label.text,
                let toggle = row.subviews.first(where: { $0.kind == "switch" })
            else { continue }
            let font = TextFont(text, kind: label.kind, category: layout.configuration.text)
            let words = SwitchRowLayout.words(in: text.text).map {
                font.face.width(of: $0, size: font.size).rounded(.up)
            }
            let axis = SwitchRowLayout.axis(
                wordWidths: words, switchWidth: layout.frames[toggle.id]?.width ?? 51, rowWidth: frame.width,
                spacing: stack.spacing, isAccessibilitySize: layout.configuration.text.isAccessibilitySize)
            guard axis == .vertical else { continue }
            var settings = turned(stack, distribution: stack.distribution)
            settings.alignment = "leading"
            overrides[row.id] = settings
        }
        return SceneChanges(stacks: overrides)
    }

    /// Vertical, filling the width, as both view controllers set it. / Vertical, llenando el ancho.
    private static func turned(_ stack: StackSettings, distribution: String) -> StackSettings {
        var settings = stack
        settings.axis = .vertical
        settings.alignment = "fill"
        settings.distribution = distribution
        return settings
    }
}

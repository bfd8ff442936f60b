/// Identifiers for UI tests (never shown to users), set in `applyAccessibilityIdentifiers()`.
/// Identificadores para pruebas de UI (no visibles), puestos en `applyAccessibilityIdentifiers()`.
enum AccessibilityIdentifiers {
    enum Estados {
        /// The root view. / La vista raíz.
        static let screen = "estados.screen"
        static let stateField = "estados.field"
        static let picker = "estados.picker"
        static let image = "estados.image"
        static let population = "estados.population"
        static let information = "estados.information"
        static let hideButton = "estados.toolbar.hide"
        static let goodbyeButton = "estados.toolbar.goodbye"
    }
}

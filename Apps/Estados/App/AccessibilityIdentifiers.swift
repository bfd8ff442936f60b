/// Identifiers for UI tests (never shown to users). / Identificadores para pruebas de UI (no visibles).
enum AccessibilityIdentifiers {
    enum Estados {
        static let stateField = "estados.field"
        static let picker = "estados.picker"
        static let image = "estados.image"
        static let population = "estados.population"
        static let information = "estados.information"
        static let hideButton = "estados.toolbar.hide"
        static let goodbyeButton = "estados.toolbar.goodbye"
    }
}

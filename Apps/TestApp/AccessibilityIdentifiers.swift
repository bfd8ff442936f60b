/// Accessibility identifiers for UI tests, in one place. / Identificadores de accesibilidad para UI tests.
enum AccessibilityIdentifiers {
    enum Root {
        static let tabBar = "root.tabBar"
    }

    enum FeatureList {
        static let table = "features.table"
        static let header = "features.header"

        /// One per row, e.g. `features.row.album`. / Uno por fila, p. ej. `features.row.album`.
        static func row(_ rawKind: String) -> String { "features.row.\(rawKind)" }
    }

    enum Profile {
        static let image = "profile.image"
        static let name = "profile.name"
        static let age = "profile.age"
        static let email = "profile.email"
        static let editButton = "profile.edit"
    }

    enum ProfileEdit {
        static let image = "profileEdit.image"
        static let chooseImage = "profileEdit.chooseImage"
        static let name = "profileEdit.name"
        static let age = "profileEdit.age"
        static let email = "profileEdit.email"
        static let save = "profileEdit.save"
        static let cancel = "profileEdit.cancel"
    }
}

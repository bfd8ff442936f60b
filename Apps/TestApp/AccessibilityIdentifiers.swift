/// Accessibility identifiers for UI tests, one namespace per screen, all in this file. Every screen
/// sets them in `applyAccessibilityIdentifiers()` (`AccessibilityIdentifying`, Apps/SharedUI) from
/// `viewDidLoad`; `screen` names the root view. Never shown to users.
/// Identificadores de accesibilidad para UI tests, un espacio de nombres por pantalla, todos en este
/// archivo. Cada pantalla los pone en `applyAccessibilityIdentifiers()` desde `viewDidLoad`;
/// `screen` nombra la vista raíz. Nunca se muestran al usuario.
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
        static let screen = "profile.screen"
        static let image = "profile.image"
        static let name = "profile.name"
        static let age = "profile.age"
        static let email = "profile.email"
        static let editButton = "profile.edit"
        static let unreadableMessage = "profile.unreadableMessage"
        static let retry = "profile.retry"
        static let startOverButton = "profile.startOver"
    }

    enum ProfileEdit {
        static let screen = "profileEdit.screen"
        static let image = "profileEdit.image"
        static let chooseImage = "profileEdit.chooseImage"
        static let name = "profileEdit.name"
        static let age = "profileEdit.age"
        static let email = "profileEdit.email"
        static let save = "profileEdit.save"
        static let cancel = "profileEdit.cancel"
    }

    enum UIComponents {
        static let screen = "uiComponents.screen"
        static let richText = "uiComponents.richText"
        static let textField = "uiComponents.textField"
        static let showText = "uiComponents.showText"
        static let editingSwitch = "uiComponents.editingSwitch"
        static let mode = "uiComponents.mode"
        static let image = "uiComponents.image"
    }

    enum Album {
        static let screen = "album.screen"
        static let largeImage = "album.largeImage"
        static let thumbnails = "album.thumbnails"
    }

    enum WebView {
        static let screen = "webView.screen"
        static let page = "webView.page"
        static let progress = "webView.progress"
        static let error = "webView.error"
        static let retry = "webView.retry"
        static let notice = "webView.notice"
        static let noticeRetry = "webView.notice.retry"
        static let noticeDismiss = "webView.notice.dismiss"
        static let back = "webView.toolbar.back"
        static let forward = "webView.toolbar.forward"
        static let reload = "webView.toolbar.reload"
    }

    enum Map {
        static let screen = "map.screen"
        static let map = "map.map"
        static let latitude = "map.latitude"
        static let latitudeError = "map.latitude.error"
        static let longitude = "map.longitude"
        static let longitudeError = "map.longitude.error"
        static let show = "map.show"
    }

    enum Networking {
        static let screen = "networking.screen"
        static let table = "networking.table"
        static let notice = "networking.notice"
        static let footerMessage = "networking.footer.message"
        static let footerButton = "networking.footer.button"
    }

    enum Persistence {
        static let screen = "persistence.screen"
        static let user = "persistence.user"
        static let password = "persistence.password"
        static let passwordVisibility = "persistence.password.visibility"
        static let save = "persistence.save"
        static let read = "persistence.read"
        static let delete = "persistence.delete"

        /// One per setting switch, by its position. / Uno por interruptor de ajuste, por su posición.
        static func settingSwitch(_ index: Int) -> String { "persistence.setting.\(index)" }
    }
}

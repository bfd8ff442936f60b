import AppCore
import IQKeyboardManagerSwift

/// IQKeyboardManager (6.5.x, the line that still supports iOS 12): text fields scroll above the
/// keyboard and get a toolbar with previous/next/done. / IQKeyboardManager: los campos suben
/// sobre el teclado y tienen una barra con anterior/siguiente/listo.
enum KeyboardManagerSetup {
    static func enable(localizer: Localizer) {
        let manager = IQKeyboardManager.shared
        manager.enable = true
        manager.enableAutoToolbar = true
        manager.shouldResignOnTouchOutside = true
        manager.toolbarDoneBarButtonItemText = localizer("keyboard.toolbar.done")
        manager.toolbarPreviousBarButtonItemAccessibilityLabel = localizer("keyboard.toolbar.previous")
        manager.toolbarNextBarButtonItemAccessibilityLabel = localizer("keyboard.toolbar.next")
    }
}

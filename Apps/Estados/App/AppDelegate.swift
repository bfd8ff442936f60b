import UIKit

/// Application lifecycle of a one-screen app (`OneScreenAppDelegate`); the window lives in `SceneDelegate`.
/// Ciclo de vida de una app de una pantalla (`OneScreenAppDelegate`); la ventana vive en `SceneDelegate`.
@main
final class AppDelegate: OneScreenAppDelegate {}

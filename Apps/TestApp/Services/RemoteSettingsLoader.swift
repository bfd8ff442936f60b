import AppServicesKit
import FeaturesKit
import Foundation
import os.log

/// The Firebase side of Remote Config, implemented by the only file that imports Firebase
/// (Services/RemoteConfigService.swift). It is found at run time by its Objective-C name so
/// that every other file compiles, and is type-checked, without the Firebase SDK.
///
/// El lado Firebase de Remote Config, implementado por el único archivo que importa Firebase
/// (Services/RemoteConfigService.swift). Se busca en tiempo de ejecución por su nombre de
/// Objective-C para que el resto compile, y se verifique, sin el SDK de Firebase.
@objc protocol RemoteValuesFetching: AnyObject {
    init()
    /// Registers `defaults`, reports the last activated values at once, then again after the
    /// fetch; `onValues` may run on any queue.
    /// Registra `defaults`, informa los últimos valores activos de inmediato y de nuevo tras la
    /// descarga; `onValues` puede ejecutarse en cualquier cola.
    func start(defaults: [String: String], onValues: @escaping ([String: String]) -> Void)
}

extension Notification.Name {
    /// Posted on the main queue after Remote Config changed `AppEnvironment` (object: the environment).
    /// Se publica en la cola principal cuando Remote Config cambió `AppEnvironment` (object: el entorno).
    static let remoteSettingsDidChange = Notification.Name("TestApp.remoteSettingsDidChange")
}

/// Starts Remote Config when the app has a `GoogleService-Info.plist`, and otherwise keeps the
/// in-app defaults and says so in the log. Parsing is AppServicesKit's `RemoteSettingsParser`.
///
/// Inicia Remote Config si la app tiene `GoogleService-Info.plist`; si no, conserva los valores
/// de la app y lo indica en el registro. El análisis es `RemoteSettingsParser` de AppServicesKit.
final class RemoteSettingsLoader {
    /// `@objc(...)` name of the Firebase implementation. / Nombre `@objc(...)` de la implementación.
    static let firebaseClassName = "TestAppRemoteConfigService"

    private let parser = RemoteSettingsParser<FeatureKind>()
    private let bundle: Bundle
    private var fetcher: RemoteValuesFetching?

    init(bundle: Bundle = .main) {
        self.bundle = bundle
    }

    /// Calls `apply` on the main queue with the defaults, then with the values activated last time
    /// (before returning), then with the freshly fetched ones (later; the Features list observes
    /// `.remoteSettingsDidChange` and shows them at once).
    /// Llama a `apply` en la cola principal con los valores de la app, luego con los activados la
    /// última vez (antes de regresar) y después con los recién descargados (la lista de Features
    /// observa `.remoteSettingsDidChange` y los muestra al instante).
    func start(apply: @escaping (RemoteSettings<FeatureKind>) -> Void) {
        apply(parser.defaults)
        let fetcherType = NSClassFromString(Self.firebaseClassName) as? RemoteValuesFetching.Type
        let source = RemoteSettingsSource.choose(
            hasConfigurationFile: bundle.path(forResource: "GoogleService-Info", ofType: "plist") != nil,
            hasFetcher: fetcherType != nil)
        guard case .remoteConfig = source, let fetcherType = fetcherType else {
            if case .inAppDefaults(let reason) = source { os_log("%{public}@", type: .info, reason.logMessage) }
            return
        }
        let fetcher = fetcherType.init()
        self.fetcher = fetcher
        fetcher.start(defaults: parser.defaultRawValues) { [parser] raw in
            Self.onMain { apply(parser.parse(raw)) }
        }
    }

    /// Runs `work` now when already on the main thread (so the values activated in the previous
    /// session shape the first screen), else later on the main queue.
    /// Ejecuta `work` ahora si ya está en el hilo principal (así los valores activados en la sesión
    /// anterior definen la primera pantalla); si no, después en la cola principal.
    private static func onMain(_ work: @escaping () -> Void) {
        if Thread.isMainThread {
            work()
        } else {
            DispatchQueue.main.async(execute: work)
        }
    }
}

import FirebaseCore
import FirebaseRemoteConfig
import Foundation
import os.log

/// The only file that imports Firebase (reported NOT CHECKED by the Linux type-check): it
/// configures Firebase, registers the defaults and reports raw values. Everything else is in
/// RemoteSettingsLoader.swift and AppServicesKit. Only created when GoogleService-Info.plist exists.
///
/// El único archivo que importa Firebase (la verificación en Linux lo marca NOT CHECKED):
/// configura Firebase, registra los valores predeterminados y entrega los valores crudos. Todo lo
/// demás está en RemoteSettingsLoader.swift y AppServicesKit. Solo se crea si existe el plist.
@objc(TestAppRemoteConfigService)
final class RemoteConfigService: NSObject, RemoteValuesFetching {
    func start(defaults: [String: String], onValues: @escaping ([String: String]) -> Void) {
        if FirebaseApp.app() == nil {
            FirebaseApp.configure()
        }
        let remoteConfig = RemoteConfig.remoteConfig()
        remoteConfig.setDefaults(defaults as [String: NSObject])
        let keys = Array(defaults.keys)
        onValues(Self.values(for: keys, in: remoteConfig))
        remoteConfig.fetchAndActivate { _, error in
            if let error = error {
                os_log("Remote Config fetch failed: %{public}@", type: .error, error.localizedDescription)
            }
            onValues(Self.values(for: keys, in: remoteConfig))
        }
    }

    /// The active value of each key as text. / El valor activo de cada clave como texto.
    private static func values(for keys: [String], in remoteConfig: RemoteConfig) -> [String: String] {
        var values: [String: String] = [:]
        for key in keys {
            let text: String? = remoteConfig.configValue(forKey: key).stringValue
            values[key] = text
        }
        return values
    }
}

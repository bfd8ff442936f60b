import AppServicesKit
import Testing

/// Remote Config starts only with its configuration file and the Firebase fetcher linked.
/// Remote Config arranca solo con su archivo de configuración y el fetcher de Firebase enlazado.
@Suite struct RemoteSettingsSourceTests {
    @Test(arguments: [
        (true, true, RemoteSettingsSource.remoteConfig),
        (true, false, .inAppDefaults(.noFirebase)),
        (false, true, .inAppDefaults(.noConfigurationFile)),
        (false, false, .inAppDefaults(.noConfigurationFile)),
    ])
    func theSourceFollowsTheFileThenTheFetcher(file: Bool, fetcher: Bool, expected: RemoteSettingsSource) {
        #expect(RemoteSettingsSource.choose(hasConfigurationFile: file, hasFetcher: fetcher) == expected)
    }

    @Test func eachFallbackSaysWhyInTheLog() {
        #expect(RemoteSettingsSource.Reason.noConfigurationFile.logMessage.contains("GoogleService-Info.plist"))
        #expect(RemoteSettingsSource.Reason.noFirebase.logMessage.contains("Firebase implementation missing"))
    }
}

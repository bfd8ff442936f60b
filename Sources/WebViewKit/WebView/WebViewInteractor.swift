import Foundation

/// Validates the configured address (https only). / Valida la dirección configurada (solo https).
public final class WebViewInteractor: WebViewInteracting {
    private let address: String

    public init(address: String = WebAddressPolicy.homePage) {
        self.address = address
    }

    /// The home page in the app's language (`Bundle.main.preferredLocalizations` in the app).
    /// La página de inicio en el idioma de la app (`Bundle.main.preferredLocalizations` en la app).
    public convenience init(preferredLanguages: [String]) {
        self.init(address: WebHomePage.address(forPreferredLanguages: preferredLanguages))
    }

    public func pageURL() -> Result<URL, WebAddressError> {
        WebAddressPolicy.secureURL(from: address)
    }
}

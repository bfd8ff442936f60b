import Foundation

/// Validates the configured address (https only). / Valida la dirección configurada (solo https).
public final class WebViewInteractor: WebViewInteracting {
    private let address: String

    public init(address: String = WebAddressPolicy.homePage) {
        self.address = address
    }

    public func pageURL() -> Result<URL, WebAddressError> {
        WebAddressPolicy.secureURL(from: address)
    }
}

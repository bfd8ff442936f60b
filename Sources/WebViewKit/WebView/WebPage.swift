import Foundation

/// Why a web address is refused. / Por qué se rechaza una dirección web.
public enum WebAddressError: Error, Equatable {
    /// Not a URL with a host. / No es una URL con servidor.
    case invalid
    /// A URL, but not https (App Transport Security stays on). / Una URL, pero no https.
    case notHTTPS

    public var messageKey: String {
        switch self {
        case .invalid: return "webview.error.invalidAddress"
        case .notHTTPS: return "webview.error.notHTTPS"
        }
    }
}

/// The only-https rule for the web view, decided here so Linux tests can check it.
/// La regla "solo https" del web view, decidida aquí para poder probarla en Linux.
public enum WebAddressPolicy {
    /// The page the screen opens under Spanish (the development language): the Wikipedia article on
    /// Mexico — public, stable, https, mobile-friendly, no login, on theme for "MexicoApps". The page
    /// per app language is `WebHomePage.address(forPreferredLanguages:)`.
    /// La página que abre la pantalla en español (idioma base): el artículo de Wikipedia sobre México.
    /// La página según el idioma de la app es `WebHomePage.address(forPreferredLanguages:)`.
    public static let homePage = WebHomePage.spanish

    /// A secure URL from text (spaces around are ignored). / Una URL segura a partir de texto.
    public static func secureURL(from text: String) -> Result<URL, WebAddressError> {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let components = URLComponents(string: trimmed), let scheme = components.scheme?.lowercased(),
            let host = components.host, !host.isEmpty, let url = components.url
        else { return .failure(.invalid) }
        guard scheme == "https" else { return .failure(.notHTTPS) }
        guard components.user == nil, components.password == nil else { return .failure(.invalid) }
        return .success(url)
    }
}

/// WebKit's own error domain and the codes of it that are not failures (WebKit is not on Linux, so
/// the values are written here). / El dominio de errores propio de WebKit y sus códigos que no son fallos.
public enum WebKitErrorCode {
    public static let domain = "WebKitErrorDomain"
    /// The load was replaced by a policy decision (a cancelled link, a download, a hand-off to the
    /// system). / La carga fue reemplazada por una decisión de política (enlace cancelado, descarga…).
    public static let frameLoadInterruptedByPolicyChange = 102
    /// A plug-in (e.g. the media player) took over the load. / Un plug-in (p. ej. el reproductor) tomó la carga.
    public static let plugInWillHandleLoad = 204
}

/// Why a page failed to load, from the error WebKit reports (NSURLErrorDomain codes).
/// Por qué falló la carga, a partir del error que reporta WebKit (códigos de NSURLErrorDomain).
public enum WebLoadFailure: Equatable {
    case offline
    case timedOut
    case insecureConnection
    case address(WebAddressError)
    /// WebKit's page process ended again before an automatic reload could finish: the page is blank.
    /// El proceso de la página de WebKit terminó otra vez antes de que acabara la recarga: página en blanco.
    case pageProcessEnded
    case other

    /// nil for the benign codes, which are not failures: a cancellation (a newer navigation replaced
    /// the old one, NSURLErrorCancelled), WebKit's "frame load interrupted" (102) and "plug-in handled
    /// load" (204). Any other code of any domain is a failure.
    /// nil para los códigos benignos, que no son fallos: una cancelación (NSURLErrorCancelled), el
    /// "frame load interrupted" (102) y el "plug-in handled load" (204) de WebKit. Cualquier otro código
    /// de cualquier dominio es un fallo.
    public init?(domain: String, code: Int) {
        guard domain == NSURLErrorDomain else {
            let benign = [WebKitErrorCode.frameLoadInterruptedByPolicyChange, WebKitErrorCode.plugInWillHandleLoad]
            if domain == WebKitErrorCode.domain && benign.contains(code) { return nil }
            self = .other
            return
        }
        switch code {
        case NSURLErrorCancelled: return nil
        case NSURLErrorNotConnectedToInternet, NSURLErrorNetworkConnectionLost, NSURLErrorCannotFindHost,
            NSURLErrorCannotConnectToHost, NSURLErrorDNSLookupFailed, NSURLErrorDataNotAllowed:
            self = .offline
        case NSURLErrorTimedOut: self = .timedOut
        case NSURLErrorSecureConnectionFailed, NSURLErrorServerCertificateUntrusted,
            NSURLErrorServerCertificateHasBadDate, NSURLErrorServerCertificateNotYetValid,
            NSURLErrorServerCertificateHasUnknownRoot, NSURLErrorAppTransportSecurityRequiresSecureConnection:
            self = .insecureConnection
        default: self = .other
        }
    }

    public init(_ address: WebAddressError) {
        self = .address(address)
    }

    public var messageKey: String {
        switch self {
        case .offline: return "webview.error.offline"
        case .timedOut: return "webview.error.timeout"
        case .insecureConnection: return "webview.error.insecure"
        case .address(let error): return error.messageKey
        case .pageProcessEnded: return "webview.error.processTerminated"
        case .other: return "webview.error.generic"
        }
    }

    /// Retrying cannot fix a refused address. / Reintentar no arregla una dirección rechazada.
    public var isRetryable: Bool {
        if case .address = self { return false }
        return true
    }

    /// Whether the failure leaves nothing to see, so the panel replaces even a page that had loaded.
    /// Si el fallo no deja nada que ver, así que el panel reemplaza incluso una página ya cargada.
    public var blanksThePage: Bool {
        self == .pageProcessEnded
    }
}

/// The page's lifecycle. / El ciclo de vida de la página.
public enum WebPageState: Equatable {
    /// Nothing loading (a page loaded earlier may still be on screen).
    /// Nada cargando (una página cargada antes puede seguir en pantalla).
    case idle
    /// `progress` in 0...1, never going backwards within one load.
    /// `progress` en 0...1, sin retroceder dentro de una carga.
    case loading(progress: Double)
    case loaded
    case failed(WebLoadFailure)

    /// What happens on `event`; events that make no sense in a state are ignored (WebKit reports
    /// progress after a failure). A finish is a page on screen, even after a failure (a navigation that
    /// went on while another failed): it never leaves the failure up.
    /// Qué pasa ante `event`; los eventos sin sentido en un estado se ignoran. Un "terminó" es una
    /// página en pantalla, incluso tras un fallo (una navegación que siguió mientras otra fallaba).
    public func handling(_ event: WebPageEvent) -> WebPageState {
        switch (self, event) {
        case (.idle, .start), (.failed, .start), (.loaded, .start):
            return .loading(progress: 0)
        case (.loading(let current), .progress(let value)):
            return .loading(progress: max(current, Self.clamp(value)))
        case (.loading, .finish), (.failed, .finish):
            return .loaded
        case (.loading, .fail(let failure)), (.idle, .fail(let failure)):
            return .failed(failure)
        case (.loading, .stop):
            return .idle
        default:
            return self
        }
    }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}

/// What the web view reports. / Lo que reporta el web view.
public enum WebPageEvent: Equatable {
    case start
    case progress(Double)
    case finish
    case fail(WebLoadFailure)
    /// The web view stopped loading without finishing or failing (a benign error ended it).
    /// El web view dejó de cargar sin terminar ni fallar (lo cortó un error benigno).
    case stop
}

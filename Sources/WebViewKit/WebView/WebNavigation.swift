import Foundation

/// Where a navigation would land, from `WKNavigationAction.targetFrame` forwarded as a plain value.
/// Dónde caería una navegación, según `WKNavigationAction.targetFrame` reenviado como valor simple.
public enum WebFrameTarget: Equatable {
    /// The page itself. / La página misma.
    case mainFrame
    /// An embedded frame (ads, videos, maps inside the page). / Un marco interno de la página.
    case subframe
    /// No target frame: a `target=_blank` link or `window.open`. / Sin marco: enlace `target=_blank` o `window.open`.
    case newWindow

    /// `targetFrameIsMain` is `navigationAction.targetFrame?.isMainFrame` as WebKit gives it: nil means
    /// there is no target frame (a new window was asked for).
    /// `targetFrameIsMain` es `navigationAction.targetFrame?.isMainFrame` tal cual: nil significa que no
    /// hay marco destino (se pidió una ventana nueva).
    public init(targetFrameIsMain: Bool?) {
        switch targetFrameIsMain {
        case .none: self = .newWindow
        case .some(true): self = .mainFrame
        case .some(false): self = .subframe
        }
    }

    /// The main-frame rule: only navigations of the page itself (main frame or a new window opened in
    /// its place) count — they move the retry target and may leave the app. Sub-frames never do.
    /// La regla del marco principal: solo cuentan las navegaciones de la página (marco principal o una
    /// ventana nueva abierta en su lugar); mueven el destino del reintento y pueden salir de la app.
    public var isPageNavigation: Bool {
        self != .subframe
    }
}

/// What started a navigation, from `WKNavigationAction.navigationType` forwarded as a plain value.
/// WebKit keeps a navigation's type through its server redirects; a load the screen asks for itself
/// (`WKWebView.load`) is `.other`, and so is every redirect within it.
/// Qué empezó una navegación, según `WKNavigationAction.navigationType` reenviado como valor simple.
/// WebKit conserva el tipo de una navegación en sus redirecciones; una carga que pide la propia
/// pantalla (`WKWebView.load`) es `.other`, y también cada redirección dentro de ella.
public enum WebNavigationTrigger: Equatable {
    /// The user tapped a link (`WKNavigationType.linkActivated`). / El usuario tocó un enlace.
    case linkTap
    /// Anything else: a load the screen asked for and its redirects, the page's script, a form, back,
    /// forward, reload. / Todo lo demás: una carga pedida por la pantalla y sus redirecciones, el
    /// script de la página, un formulario, atrás, adelante, recargar.
    case other

    /// `isLinkActivation` is `navigationAction.navigationType == .linkActivated`.
    /// `isLinkActivation` es `navigationAction.navigationType == .linkActivated`.
    public init(isLinkActivation: Bool) {
        self = isLinkActivation ? .linkTap : .other
    }
}

/// What to do with a navigation WebKit asks about. / Qué hacer con una navegación que pregunta WebKit.
public enum WebNavigationDecision: Equatable {
    /// Let WebKit load it where it was going. / Dejar que WebKit la cargue donde iba.
    case allow
    /// Cancel it and load this (https) URL in the same web view instead.
    /// Cancelarla y cargar esta URL (https) en el mismo web view.
    case loadInView(URL)
    /// Cancel it and hand the URL to the system (Mail, Phone, Messages, App Store…).
    /// Cancelarla y entregar la URL al sistema (Correo, Teléfono, Mensajes, App Store…).
    case openInSystem(URL)
    /// Cancel it and do nothing else. / Cancelarla y nada más.
    case cancel

    /// The answer for WebKit's decision handler. / La respuesta para el decision handler de WebKit.
    public var allowsWebKit: Bool {
        self == .allow
    }
}

/// Routes every link: web pages stay in the view, other schemes go to the system, new windows open in
/// place. Decided here so Linux tests can check it.
/// Enruta cada enlace: las páginas web se quedan en la vista, los demás esquemas van al sistema, las
/// ventanas nuevas se abren en el mismo lugar. Se decide aquí para probarlo en Linux.
public enum WebLinkRouter {
    /// Hosts whose https links belong to the App Store app (universal links).
    /// Servidores cuyos enlaces https pertenecen a la app App Store (enlaces universales).
    public static let appStoreHosts: Set<String> = ["apps.apple.com", "itunes.apple.com"]

    /// Schemes that never leave the web view and never load in the page: local files, scripts typed
    /// as links and in-memory documents. / Esquemas que nunca salen del web view ni se cargan en la página.
    public static let refusedSchemes: Set<String> = ["file", "javascript", "data", "blob"]

    public static func decision(for url: URL?, target: WebFrameTarget) -> WebNavigationDecision {
        guard let url = url, let scheme = url.scheme?.lowercased(), !scheme.isEmpty else { return .cancel }
        switch scheme {
        case "https":
            return webDecision(for: url, target: target)
        case "http":
            // App Transport Security stays on: a page over http is asked for over https.
            // ATS sigue activo: una página por http se pide por https.
            guard target.isPageNavigation, let secure = upgradedToHTTPS(url) else { return .cancel }
            let decision = webDecision(for: secure, target: target)
            return decision == .allow ? .loadInView(secure) : decision
        case "about":
            // Blank frames many pages create; never the page itself. / Marcos vacíos; nunca la página.
            return target == .subframe ? .allow : .cancel
        case _ where refusedSchemes.contains(scheme):
            return .cancel
        default:
            // mailto:, tel:, sms:, facetime:, itms-apps:, maps:… — only the page may leave the app.
            // mailto:, tel:, sms:, facetime:, itms-apps:, maps:… — solo la página puede salir de la app.
            return target.isPageNavigation ? .openInSystem(url) : .cancel
        }
    }

    /// https: the App Store goes to its app, a new window loads in place, the rest loads where it was going.
    /// https: la App Store va a su app, una ventana nueva se carga en el lugar, lo demás donde iba.
    private static func webDecision(for url: URL, target: WebFrameTarget) -> WebNavigationDecision {
        if target.isPageNavigation, let host = url.host?.lowercased(), appStoreHosts.contains(host) {
            return .openInSystem(url)
        }
        return target == .newWindow ? .loadInView(url) : .allow
    }

    /// The same address over https (port 80 dropped), or nil when it is not a valid web address.
    /// La misma dirección por https (sin el puerto 80), o nil si no es una dirección web válida.
    static func upgradedToHTTPS(_ url: URL) -> URL? {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
        components.scheme = "https"
        if components.port == 80 { components.port = nil }
        guard let text = components.string else { return nil }
        return try? WebAddressPolicy.secureURL(from: text).get()
    }
}

/// Which address "Reintentar" loads. / Qué dirección carga "Reintentar".
public enum WebRetryPolicy {
    /// The URL WebKit says failed when it is a loadable https address, otherwise the last page the view
    /// was asked to show (never silently the home page when the user was elsewhere).
    /// La URL que WebKit dice que falló si es una dirección https cargable; si no, la última página que
    /// se pidió mostrar (nunca la página de inicio si el usuario estaba en otra).
    public static func target(failingURL: URL?, lastRequested: URL?) -> URL? {
        if let failing = failingURL, let secure = try? WebAddressPolicy.secureURL(from: failing.absoluteString).get() {
            return secure
        }
        return lastRequested
    }
}

/// The page the screen opens, per app language. / La página que abre la pantalla, según el idioma de la app.
public enum WebHomePage {
    /// Spanish Wikipedia article on Mexico (the development language). / Artículo en español (idioma base).
    public static let spanish = "https://es.wikipedia.org/wiki/M%C3%A9xico"
    /// English Wikipedia article on Mexico. / Artículo en inglés.
    public static let english = "https://en.wikipedia.org/wiki/Mexico"

    /// The page for the first language the app has a page for ("es", "es-MX", "en_GB"…, as in
    /// `Bundle.main.preferredLocalizations`); Spanish when none matches.
    /// La página del primer idioma que tiene página ("es", "es-MX", "en_GB"…, como en
    /// `Bundle.main.preferredLocalizations`); español si ninguno coincide.
    public static func address(forPreferredLanguages languages: [String]) -> String {
        for language in languages {
            let code = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() }
            switch code {
            case "es": return spanish
            case "en": return english
            default: continue
            }
        }
        return spanish
    }
}

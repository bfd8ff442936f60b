import AppCore
import Testing

/// Whether a sensitive screen shows in the app-switcher snapshot, from a description of the
/// window's presentation chain as UIKit builds it, and when the cover goes on and off.
/// Si una pantalla sensible aparece en la captura del selector de apps, a partir de la cadena de
/// presentación de la ventana tal como la arma UIKit, y cuándo se pone y se quita la tapa.
@Suite struct PrivacyScreenTests {
    private let plain = ScreenNode(isSensitive: false)
    private let secret = ScreenNode(isSensitive: true)

    /// A navigation controller showing `top`. / Un controlador de navegación que muestra `top`.
    private func navigation(_ top: ScreenNode) -> ScreenNode {
        ScreenNode(isSensitive: false, visibleChildren: [top])
    }

    // MARK: Presentation chain / Cadena de presentación

    /// iOS 12: the Perfil tab presents the edit form full screen and UIKit takes the tab bar's view
    /// out of the window; the form (name, age, e-mail, photo) must still be found.
    /// iOS 12: Perfil presenta el formulario a pantalla completa y UIKit saca de la ventana la vista
    /// de la barra de pestañas; el formulario debe encontrarse igual.
    @Test func aSensitiveFormPresentedFullScreenOverTheTabsIsFound() {
        let form = navigation(secret)
        let tabs = ScreenNode(
            isSensitive: false, visibleChildren: [navigation(secret)],
            presented: form, coversPresenter: true)
        #expect(PrivacyScreen.showsSensitiveScreen(tabs))
        let overPlainTab = ScreenNode(
            isSensitive: false, visibleChildren: [navigation(plain)],
            presented: form, coversPresenter: true)
        #expect(PrivacyScreen.showsSensitiveScreen(overPlainTab))
    }

    /// A full-screen presentation hides its presenter: a plain screen over Persistencia shows nothing secret.
    /// Una presentación a pantalla completa oculta a quien la presenta.
    @Test func aPlainScreenPresentedFullScreenHidesTheSensitiveOneBelow() {
        let root = ScreenNode(
            isSensitive: false, visibleChildren: [navigation(secret)],
            presented: plain, coversPresenter: true)
        #expect(!PrivacyScreen.showsSensitiveScreen(root))
    }

    /// A sheet leaves its presenter visible around it: either one being sensitive counts.
    /// Una hoja deja ver a quien la presenta: cuenta que cualquiera de los dos sea sensible.
    @Test func aSheetCountsItselfAndTheScreenBelow() {
        let sheetOverSecret = ScreenNode(
            isSensitive: false, visibleChildren: [navigation(secret)], presented: plain, coversPresenter: false)
        #expect(PrivacyScreen.showsSensitiveScreen(sheetOverSecret))
        let secretSheet = ScreenNode(
            isSensitive: false, visibleChildren: [navigation(plain)], presented: navigation(secret),
            coversPresenter: false)
        #expect(PrivacyScreen.showsSensitiveScreen(secretSheet))
        let plainSheet = ScreenNode(
            isSensitive: false, visibleChildren: [navigation(plain)], presented: plain, coversPresenter: false)
        #expect(!PrivacyScreen.showsSensitiveScreen(plainSheet))
    }

    /// Only the top of a navigation stack is visible. / Solo se ve la cima de la pila de navegación.
    @Test func onlyTheTopOfANavigationStackCounts() {
        #expect(PrivacyScreen.showsSensitiveScreen(navigation(secret)))
        #expect(!PrivacyScreen.showsSensitiveScreen(navigation(plain)), "the secret screen is under the top")
    }

    /// Only the selected tab is visible. / Solo se ve la pestaña elegida.
    @Test func onlyTheSelectedTabCounts() {
        let onSecretTab = ScreenNode(isSensitive: false, visibleChildren: [navigation(secret)])
        let onPlainTab = ScreenNode(isSensitive: false, visibleChildren: [navigation(plain)])
        #expect(PrivacyScreen.showsSensitiveScreen(onSecretTab))
        #expect(!PrivacyScreen.showsSensitiveScreen(onPlainTab))
    }

    /// An alert over the full-screen form keeps the form visible; an empty window shows nothing.
    /// Una alerta sobre el formulario deja verlo; una ventana vacía no muestra nada.
    @Test func aChainOfPresentationsIsFollowedToTheEnd() {
        let formWithAlert = ScreenNode(
            isSensitive: false, visibleChildren: [secret], presented: plain, coversPresenter: false)
        let root = ScreenNode(
            isSensitive: false, visibleChildren: [navigation(plain)],
            presented: formWithAlert, coversPresenter: true)
        #expect(PrivacyScreen.showsSensitiveScreen(root))
        #expect(!PrivacyScreen.showsSensitiveScreen(nil))
    }

    // MARK: Lifecycle / Ciclo de vida

    private func action(_ event: AppLifecycleEvent, prompt: Bool = false, sensitive: Bool = true)
        -> PrivacyCoverAction
    {
        PrivacyScreen.coverAction(for: event, biometricPromptShowing: prompt, sensitiveScreenShowing: sensitive)
    }

    /// Opening the app switcher from inside the app only resigns active: the cover must be on already.
    /// Abrir el selector de apps desde la app solo deja de estar activa: la tapa ya debe estar puesta.
    @Test func aSensitiveScreenIsCoveredWhenTheAppResignsActiveAndWhenItLeaves() {
        #expect(action(.willResignActive) == .cover)
        #expect(action(.didEnterBackground) == .cover)
        #expect(action(.willResignActive, sensitive: false) == .leave)
        #expect(action(.didEnterBackground, sensitive: false) == .leave)
    }

    /// The Face ID / Touch ID prompt also resigns active: covering then would hide the screen the
    /// user is unlocking. Going to the background with the prompt up still covers.
    /// La solicitud de Face ID / Touch ID también deja la app inactiva: tapar entonces ocultaría la
    /// pantalla que se desbloquea. Pasar a segundo plano con la solicitud arriba sí tapa.
    @Test func theBiometricPromptDoesNotCoverButTheBackgroundDoes() {
        #expect(action(.willResignActive, prompt: true) == .leave)
        #expect(action(.didEnterBackground, prompt: true) == .cover)
    }

    /// Back from the switcher (active again without a trip to the background) or from the background.
    /// De vuelta del selector (activa otra vez sin pasar a segundo plano) o del segundo plano.
    @Test func theCoverComesOffWhenTheAppIsBack() {
        for prompt in [false, true] {
            for sensitive in [false, true] {
                #expect(action(.didBecomeActive, prompt: prompt, sensitive: sensitive) == .uncover)
                #expect(action(.willEnterForeground, prompt: prompt, sensitive: sensitive) == .uncover)
            }
        }
    }
}

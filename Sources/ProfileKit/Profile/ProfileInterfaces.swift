import AppCore

/// What the presenter tells the Perfil screen. / Lo que el presenter le dice a la pantalla Perfil.
public protocol ProfileView: AnyObject {
    /// The whole screen: title, "Editar" and the profile, or the "cannot be read" message with
    /// "Reintentar". / Toda la pantalla: título, "Editar" y el perfil, o el mensaje "no se puede leer"
    /// con "Reintentar".
    func render(_ viewModel: ProfileScreenViewModel)
    /// A one-off alert (access denied, profile unreadable). / Una alerta puntual (acceso denegado,
    /// perfil ilegible).
    func showAlert(_ alert: AlertViewModel)
    /// Destructive action sheet "start over?", anchored to "Empezar de nuevo" (iPad popover).
    /// Hoja de acciones destructiva "¿empezar de nuevo?", anclada a "Empezar de nuevo" (popover en iPad).
    func askToStartOver(_ confirmation: ProfileStartOverConfirmation)
    /// The screen switched between the profile and the "cannot be read" panel: VoiceOver reads it
    /// anew (a screen-changed notification). / La pantalla cambió entre el perfil y el panel "no se
    /// puede leer": VoiceOver la vuelve a leer (notificación de pantalla cambiada).
    func announceScreenChanged()
}

/// Events from the Perfil screen. / Eventos de la pantalla Perfil.
public protocol ProfilePresenting: AnyObject {
    func viewDidLoad()
    /// "Editar". / "Editar".
    func didTapEdit()
    /// "Reintentar" on the "cannot be read" message: read the profile again.
    /// `isProtectedDataAvailable`: the app's `UIApplication.isProtectedDataAvailable` right now.
    /// "Reintentar" en el mensaje "no se puede leer": volver a leer el perfil.
    /// `isProtectedDataAvailable`: el `UIApplication.isProtectedDataAvailable` de la app en este momento.
    func didTapRetry(isProtectedDataAvailable: Bool)
    /// The app became active (the device may be unlocked); the presenter decides whether to read again.
    /// La app se activó (el dispositivo puede estar desbloqueado); el presenter decide si vuelve a leer.
    func appDidBecomeActive(isProtectedDataAvailable: Bool)
    /// `protectedDataDidBecomeAvailable`: protected files can be read now; the presenter decides.
    /// `protectedDataDidBecomeAvailable`: los archivos protegidos ya se pueden leer; decide el presenter.
    func protectedDataDidBecomeAvailable()
    /// "Empezar de nuevo" (offered only while the profile stays unreadable): asks to confirm.
    /// "Empezar de nuevo" (solo mientras el perfil sigue ilegible): pide confirmación.
    func didTapStartOver()
    /// The destructive "Empezar de nuevo" in the confirmation (cancel sends nothing).
    /// El "Empezar de nuevo" destructivo de la confirmación (cancelar no envía nada).
    func didConfirmStartOver()
}

/// The stored profile and the permission to edit it (the edit form saves, not this screen).
/// El perfil guardado y el permiso para editarlo (guarda el formulario, no esta pantalla).
public protocol ProfileInteracting: AnyObject {
    func loadProfile() -> ProfileLoadResult
    /// Asks the access gate (Face ID / Touch ID) before editing. / Pide permiso antes de editar.
    func requestEditAccess(reason: String, completion: @escaping (AccessDecision) -> Void)
    /// Moves the unreadable profile aside (see `ProfileStoring.startOver`). / Aparta el perfil ilegible.
    func startOver() throws
}

/// Navigation the Perfil screen asks for. / Navegación que pide la pantalla Perfil.
public protocol ProfileRouting: AnyObject {
    /// Presents the edit form modally, pre-filled with `record`; the form reports to `delegate`.
    /// Presenta el formulario de forma modal, con `record`; el formulario informa a `delegate`.
    func presentEditor(for record: ProfileRecord, delegate: ProfileEditDelegate)
}

/// The service both Perfil and its edit form need: loads and saves the profile (the interactors
/// talk to this protocol only; `ProfileStore` is the live one).
/// El servicio que necesitan Perfil y su formulario: carga y guarda el perfil (los interactores
/// solo hablan con este protocolo; `ProfileStore` es el real).
public protocol ProfileStoring: AnyObject {
    /// Never throws: no file → `.noProfileYet`; a damaged one → `.damaged` (kept aside, logged) or
    /// `.damagedInPlace` (could not be moved, logged); one
    /// that cannot be opened (locked device, permissions) → `.unreadable` (left in place, logged).
    /// Nunca lanza: sin archivo → `.noProfileYet`; uno dañado → `.damaged` (apartado, registrado) o
    /// `.damagedInPlace` (no se pudo mover, registrado); uno
    /// que no se puede abrir (dispositivo bloqueado, permisos) → `.unreadable` (en su lugar, registrado).
    func load() -> ProfileLoadResult
    /// Profile and picture as one unit: on error the previous pair is still what `load` returns.
    /// Refused while the last `load` was `.unreadable` (never overwrites a profile it could not read).
    /// Perfil e imagen como una unidad: si falla, `load` sigue devolviendo el par anterior. Se rechaza
    /// mientras la última `load` fue `.unreadable` (nunca sobrescribe un perfil que no pudo leer).
    func save(_ record: ProfileRecord) throws
    /// "Start over" on a profile that stays unreadable: moves it aside (never deletes it); afterwards
    /// the default profile can be saved. Throws when it cannot be moved (nothing changed).
    /// "Empezar de nuevo" con un perfil que sigue ilegible: lo aparta (nunca lo borra); después se puede
    /// guardar el de ejemplo. Lanza si no se puede mover (nada cambió).
    func startOver() throws
}

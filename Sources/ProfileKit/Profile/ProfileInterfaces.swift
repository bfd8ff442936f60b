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
}

/// Events from the Perfil screen. / Eventos de la pantalla Perfil.
public protocol ProfilePresenting: AnyObject {
    func viewDidLoad()
    /// "Editar". / "Editar".
    func didTapEdit()
    /// "Reintentar" on the "cannot be read" message: read the profile again.
    /// "Reintentar" en el mensaje "no se puede leer": volver a leer el perfil.
    func didTapRetry()
    /// The app became active (the device is unlocked, protected files can be read again); the
    /// presenter decides whether to read again. / La app se activó (dispositivo desbloqueado, los
    /// archivos protegidos se pueden leer); el presenter decide si vuelve a leer.
    func appDidBecomeActive()
}

/// The stored profile and the permission to edit it (the edit form saves, not this screen).
/// El perfil guardado y el permiso para editarlo (guarda el formulario, no esta pantalla).
public protocol ProfileInteracting: AnyObject {
    func loadProfile() -> ProfileLoadResult
    /// Asks the access gate (Face ID / Touch ID) before editing. / Pide permiso antes de editar.
    func requestEditAccess(reason: String, completion: @escaping (AccessDecision) -> Void)
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
    /// Never throws: no file → `.noProfileYet`; a damaged one → `.damaged` (kept aside, logged); one
    /// that cannot be opened (locked device, permissions) → `.unreadable` (left in place, logged).
    /// Nunca lanza: sin archivo → `.noProfileYet`; uno dañado → `.damaged` (apartado, registrado); uno
    /// que no se puede abrir (dispositivo bloqueado, permisos) → `.unreadable` (en su lugar, registrado).
    func load() -> ProfileLoadResult
    /// Profile and picture as one unit: on error the previous pair is still what `load` returns.
    /// Refused while the last `load` was `.unreadable` (never overwrites a profile it could not read).
    /// Perfil e imagen como una unidad: si falla, `load` sigue devolviendo el par anterior. Se rechaza
    /// mientras la última `load` fue `.unreadable` (nunca sobrescribe un perfil que no pudo leer).
    func save(_ record: ProfileRecord) throws
}

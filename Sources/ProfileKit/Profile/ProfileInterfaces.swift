import AppCore

/// What the presenter tells the Perfil screen. / Lo que el presenter le dice a la pantalla Perfil.
public protocol ProfileView: AnyObject {
    /// The whole screen: title, "Editar" and the profile. / Toda la pantalla: título, "Editar" y el perfil.
    func render(_ viewModel: ProfileScreenViewModel)
    /// A one-off alert (access denied). / Una alerta puntual (acceso denegado).
    func showAlert(_ alert: AlertViewModel)
}

/// Events from the Perfil screen. / Eventos de la pantalla Perfil.
public protocol ProfilePresenting: AnyObject {
    func viewDidLoad()
    /// "Editar". / "Editar".
    func didTapEdit()
}

/// The stored profile and the permission to edit it (the edit form saves, not this screen).
/// El perfil guardado y el permiso para editarlo (guarda el formulario, no esta pantalla).
public protocol ProfileInteracting: AnyObject {
    func loadProfile() -> ProfileRecord
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
    /// Never fails: a missing file gives the default; a damaged one gives the default, is kept
    /// aside and is logged; one that cannot be opened (locked device, permissions) gives the default,
    /// stays where it is and is logged. / Nunca falla: sin archivo da el perfil por defecto; uno dañado
    /// también, se aparta y se registra; uno que no se puede abrir (dispositivo bloqueado, permisos)
    /// también, se queda donde está y se registra.
    func load() -> ProfileRecord
    /// Profile and picture as one unit: on error the previous pair is still what `load` returns.
    /// Perfil e imagen como una unidad: si falla, `load` sigue devolviendo el par anterior.
    func save(_ record: ProfileRecord) throws
}

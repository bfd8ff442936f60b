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

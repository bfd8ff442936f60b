/// What reading the saved profile found. Only `unreadable` has no record: the JSON is there but could
/// not be read right now (a device still locked after boot with complete file protection, permissions,
/// I/O), so nothing may be shown as "the profile" and nothing may be saved over it (until it is read,
/// or moved aside by "start over"). A picture that cannot be read is not `unreadable`: the profile is
/// `loaded` with the default picture.
/// Lo que encontró la lectura del perfil guardado. Solo `unreadable` no tiene registro: el JSON existe
/// pero no se pudo leer ahora (dispositivo aún bloqueado tras arrancar con protección completa,
/// permisos, E/S), así que nada se muestra como "el perfil" y nada se guarda encima (hasta leerlo o
/// apartarlo con "empezar de nuevo"). Una imagen ilegible no es `unreadable`: el perfil se carga
/// (`loaded`) con la imagen por defecto.
public enum ProfileLoadResult: Equatable {
    /// No profile saved yet (first launch): the default. / Sin perfil guardado (primer arranque): el de ejemplo.
    case noProfileYet
    /// The saved profile. / El perfil guardado.
    case loaded(ProfileRecord)
    /// The file could not be decoded; it was moved aside (quarantined): the default.
    /// El archivo no se pudo decodificar; se apartó: el de ejemplo.
    case damaged
    /// The file could not be decoded nor moved aside: it is still in place (a save replaces it): the default.
    /// El archivo no se pudo decodificar ni apartar: sigue en su lugar (un guardado lo reemplaza): el de ejemplo.
    case damagedInPlace
    /// The file is there but could not be read now; it was left in place untouched.
    /// El archivo existe pero no se pudo leer ahora; se dejó intacto en su lugar.
    case unreadable

    /// The record to show and edit; nil while the saved profile cannot be read.
    /// El registro a mostrar y editar; nil mientras el perfil guardado no se puede leer.
    public var record: ProfileRecord? {
        switch self {
        case .noProfileYet, .damaged, .damagedInPlace: return .default
        case .loaded(let record): return record
        case .unreadable: return nil
        }
    }
}

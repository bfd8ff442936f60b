/// What the screen does when a footer "Reintentar" / "Cargar más" brought rows (the machine's
/// `moveFocusToRow`). Only VoiceOver focus ever moves, and the table is never scrolled: a sighted user,
/// or a VoiceOver user who scrolled up to read while the page loaded, keeps their place.
/// Lo que hace la pantalla cuando un "Reintentar" / "Cargar más" del pie trajo filas (el
/// `moveFocusToRow` de la máquina). Solo se mueve el foco de VoiceOver y la tabla nunca se desplaza: un
/// usuario que ve la pantalla, o uno de VoiceOver que subió a leer mientras cargaba, conserva su lugar.
public enum NetworkingRowFocus: Equatable {
    /// VoiceOver is off: nothing moves. / VoiceOver está apagado: nada se mueve.
    case stay
    /// The first new row is on screen (the user waited at the end): VoiceOver moves to it.
    /// La primera fila nueva está en pantalla (el usuario esperó al final): VoiceOver va a ella.
    case focusRow
    /// The first new row is off screen (the user moved away): VoiceOver hears how many arrived.
    /// La primera fila nueva está fuera de la pantalla (el usuario se movió): VoiceOver oye cuántas llegaron.
    case announceArrival

    /// The rule. / La regla.
    public init(voiceOverRunning: Bool, rowIsOnScreen: Bool) {
        guard voiceOverRunning else {
            self = .stay
            return
        }
        self = rowIsOnScreen ? .focusRow : .announceArrival
    }
}

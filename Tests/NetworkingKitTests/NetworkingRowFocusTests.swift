import NetworkingKit
import Testing

/// Issue 34, item 6: after a footer retry brings rows, only VoiceOver focus moves, and only to a row
/// already on screen; the table is never scrolled (the UIKit side: the hosted
/// `NetworkingScreenTests.testAFooterRetryNeverScrollsAUserWhoMovedAway`).
/// Tras un reintento del pie que trae filas solo se mueve el foco de VoiceOver, y solo a una fila que ya
/// está en pantalla; la tabla nunca se desplaza.
@Suite struct NetworkingRowFocusTests {
    @Test func withoutVoiceOverNothingMoves() {
        #expect(NetworkingRowFocus(voiceOverRunning: false, rowIsOnScreen: true) == .stay)
        #expect(NetworkingRowFocus(voiceOverRunning: false, rowIsOnScreen: false) == .stay)
    }

    @Test func voiceOverMovesToTheFirstNewRowOnlyWhereTheUserWaited() {
        #expect(NetworkingRowFocus(voiceOverRunning: true, rowIsOnScreen: true) == .focusRow)
        #expect(
            NetworkingRowFocus(voiceOverRunning: true, rowIsOnScreen: false) == .announceArrival,
            "a user who moved away hears how many arrived and is not scrolled")
    }
}

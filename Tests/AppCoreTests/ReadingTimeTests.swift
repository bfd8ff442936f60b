import AppCore
import Testing

/// A notice stays long enough to read and never forever.
/// Un aviso se queda lo bastante para leerlo y nunca para siempre.
@Suite struct ReadingTimeTests {
    @Test func shortNoticesGetTheMinimum() {
        #expect(ReadingTime.seconds(toRead: "") == 5)
        #expect(ReadingTime.seconds(toRead: "Sin código.") == 5)
    }

    @Test func longerNoticesGetMoreTime() {
        // 60 characters: 2 s + 60 / 12 s = 7 s. / 60 caracteres: 7 s.
        #expect(ReadingTime.seconds(toRead: String(repeating: "a", count: 60)) == 7)
        let short = ReadingTime.seconds(toRead: String(repeating: "a", count: 60))
        let long = ReadingTime.seconds(toRead: String(repeating: "a", count: 120))
        #expect(long > short)
    }

    @Test func veryLongNoticesAreCapped() {
        #expect(ReadingTime.seconds(toRead: String(repeating: "a", count: 10_000)) == 20)
    }
}

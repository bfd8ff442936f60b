import Foundation

/// The app's trips to the background, as one value a screen keeps: whether it is away now and how
/// many times it has left. A request marks the trip count when it starts; if the app left while it
/// ran, whatever error it ends with (a lost connection, a timeout that counted suspended time) is
/// the system's doing: the screen resends it once on return and shows nothing.
/// Los viajes de la app al segundo plano, como un valor que guarda cada pantalla: si está fuera
/// ahora y cuántas veces ha salido. Una petición marca la cuenta al empezar; si la app salió
/// mientras corría, el error con que termine (conexión perdida, un tiempo agotado que contó el
/// tiempo suspendido) es cosa del sistema: la pantalla la reenvía una vez al volver y no muestra nada.
public struct BackgroundTrips: Equatable, Sendable {
    /// The trip count when a request started. / La cuenta de viajes al empezar una petición.
    public struct Mark: Equatable, Sendable {
        fileprivate let trips: Int
    }

    public private(set) var isInBackground = false
    public private(set) var trips = 0

    public init() {}

    /// The app went to the background (counted once per trip). / La app pasó a segundo plano.
    public mutating func enteredBackground() {
        guard !isInBackground else { return }
        isInBackground = true
        trips += 1
    }

    /// The app is back in the foreground. / La app volvió a primer plano.
    public mutating func returnedToForeground() {
        isInBackground = false
    }

    /// What a request records when it starts. / Lo que registra una petición al empezar.
    public var mark: Mark { Mark(trips: trips) }

    /// True when the app is away now or left at least once since `mark`: the request spanned a
    /// trip to the background.
    /// Verdadero si la app está fuera ahora o salió al menos una vez desde `mark`.
    public func spannedTrip(since mark: Mark) -> Bool {
        isInBackground || trips != mark.trips
    }
}

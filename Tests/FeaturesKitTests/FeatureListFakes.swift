import AppCore
import FeaturesKit

/// The order in which sound and navigation happened. / El orden en que ocurrieron sonido y navegación.
final class EventLog {
    var log: [String] = []
}

/// Records every render; owns its presenter like the real screen. / Registra cada dibujo; es dueña de su presenter.
final class FakeFeatureListView: FeatureListView {
    var presenter: FeatureListPresenting?
    private(set) var rendered: [FeatureListViewModel] = []

    var title: String? { rendered.last?.title }
    /// `.some(nil)` once a render hid the greeting. / `.some(nil)` cuando un dibujo ocultó el saludo.
    var header: String?? { rendered.last.map(\.header) }
    var rows: [FeatureRowViewModel] { rendered.last?.rows ?? [] }

    func render(_ viewModel: FeatureListViewModel) { rendered.append(viewModel) }
}

/// Records the features it was asked to show. / Registra las features que se le pidió mostrar.
final class FakeFeatureListRouter: FeatureListRouting {
    let events: EventLog
    var shown: [FeatureKind] = []
    /// What `showFeature` answers: false plays a module this build lacks (nothing pushed).
    /// Lo que responde `showFeature`: falso simula un módulo que esta compilación no tiene.
    var pushes = true
    /// True plays a push that is over before `showFeature` returns (no transition coordinator).
    /// Verdadero simula un push que termina antes de que `showFeature` vuelva (sin coordinador).
    var finishesAtOnce = false
    /// The `finished` of each push not over yet, oldest first. / El `finished` de cada push en curso.
    var unfinished: [() -> Void] = []

    init(events: EventLog) { self.events = events }

    func showFeature(_ kind: FeatureKind, finished: @escaping () -> Void) -> Bool {
        shown.append(kind)
        events.log.append("route \(kind.rawValue)")
        guard pushes else { return false }
        if finishesAtOnce { finished() } else { unfinished.append(finished) }
        return true
    }

    /// UIKit ends the oldest push (animated in, or dropped). / UIKit termina el push más viejo.
    func finishOldestPush() {
        unfinished.removeFirst()()
    }
}

/// Counts the clicks. / Cuenta los clics.
final class FakeSelectionSound: SelectionSoundPlaying {
    let events: EventLog
    var plays = 0

    init(events: EventLog) { self.events = events }

    func playSelectionSound() {
        plays += 1
        events.log.append("sound")
    }
}

import AppCore

/// Turns the listed features into localized cards, plays the click and routes on selection.
/// Convierte las features listadas en tarjetas localizadas, reproduce el clic y navega al elegir.
public final class FeatureListPresenter: FeatureListPresenting {
    public weak var view: FeatureListView?
    private let interactor: FeatureListInteracting
    private let router: FeatureListRouting
    private let localizer: Localizer
    private let selectionSound: SelectionSoundPlaying
    private let welcomeMessage: () -> String?
    private var kinds: [FeatureKind] = []
    /// The push in flight, from the tap until the router says it finished (animated in or dropped by
    /// UIKit) or the list appears again: a second tap during the push animation (a fast double tap)
    /// must not push the screen twice, and a dropped push must not block every later tap.
    /// El push en curso, desde el toque hasta que el router dice que terminó (animado o descartado por
    /// UIKit) o la lista vuelve a aparecer: un segundo toque durante la animación (doble toque rápido)
    /// no debe mostrar la pantalla dos veces, y un push descartado no debe bloquear los siguientes.
    private var pushInFlight: Int?
    /// Numbers the pushes, so a late `finished` of an old push never clears a newer one.
    /// Numera los push, así un `finished` tardío de uno viejo nunca libera uno más nuevo.
    private var pushCount = 0

    public init(
        interactor: FeatureListInteracting, router: FeatureListRouting, localizer: Localizer,
        selectionSound: SelectionSoundPlaying, welcomeMessage: @escaping () -> String?
    ) {
        self.interactor = interactor
        self.router = router
        self.localizer = localizer
        self.selectionSound = selectionSound
        self.welcomeMessage = welcomeMessage
    }

    public func viewDidLoad() {
        showContent()
    }

    public func viewDidAppear() {
        pushInFlight = nil
    }

    public func settingsDidChange() {
        showContent()
    }

    /// An index outside the rows (stale tap) or a tap while a push is in flight is ignored: no
    /// sound, no navigation. / Un índice fuera de las filas (toque obsoleto) o un toque con un push en
    /// curso se ignora: sin sonido ni navegación.
    public func didSelectRow(at index: Int) {
        guard pushInFlight == nil, kinds.indices.contains(index) else { return }
        selectionSound.playSelectionSound()
        pushCount += 1
        let push = pushCount
        // In flight before asking: the router may report the end before it returns.
        // En curso antes de pedirlo: el router puede avisar el fin antes de volver.
        pushInFlight = push
        let pushed = router.showFeature(kinds[index]) { [weak self] in self?.pushFinished(push) }
        if !pushed { pushFinished(push) }
    }

    /// The push numbered `push` is over: selections are accepted again unless a newer push is in
    /// flight. / El push `push` terminó: se aceptan selecciones salvo que haya otro más nuevo en curso.
    private func pushFinished(_ push: Int) {
        if pushInFlight == push { pushInFlight = nil }
    }

    /// Title, greeting and rows from the current settings. / Título, saludo y filas según la configuración actual.
    private func showContent() {
        kinds = interactor.listedFeatures()
        view?.render(
            FeatureListViewModel(title: localizer("features.title"), header: headerText, rows: kinds.map(row)))
    }

    /// The greeting, or nil when it is missing or blank. / El saludo, o nil si falta o está vacío.
    private var headerText: String? {
        guard let text = welcomeMessage()?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else {
            return nil
        }
        return text
    }

    private func row(for kind: FeatureKind) -> FeatureRowViewModel {
        let title = localizer(kind.titleKey)
        let description = localizer(kind.descriptionKey)
        return FeatureRowViewModel(
            kind: kind, title: title, description: description, imageName: kind.imageName,
            accessibilityLabel: localizer("features.row.accessibility", title, description),
            accessibilityHint: localizer("features.row.hint"))
    }
}

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

    public func settingsDidChange() {
        showContent()
    }

    /// An index outside the rows (stale tap) is ignored: no sound, no navigation.
    /// Un índice fuera de las filas (toque obsoleto) se ignora: sin sonido ni navegación.
    public func didSelectRow(at index: Int) {
        guard kinds.indices.contains(index) else { return }
        selectionSound.playSelectionSound()
        router.showFeature(kinds[index])
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

import NetworkingKit

/// A Networking presenter that does nothing, so a screen under test asks PokeAPI for no page.
/// Un presenter de Networking que no hace nada: la pantalla bajo prueba no pide ninguna página a PokeAPI.
final class SilentNetworkingPresenter: NetworkingPresenting {
    func viewDidLoad() {}
    func viewDidLeave() {}
    func didPullToRefresh() {}
    func willDisplayRow(at index: Int) {}
    func didTapRetry() {}
    func didRequestDeletion(at index: Int) {}
    func didConfirmDeletion(_ confirmation: DeletionConfirmation) {}
    func didCancelDeletion(_ confirmation: DeletionConfirmation) {}
}

import NetworkingKit

/// A Networking presenter that asks PokeAPI for no page; it only counts the events the screen forwards.
/// Un presenter de Networking que no pide ninguna página a PokeAPI; solo cuenta los eventos reenviados.
final class SilentNetworkingPresenter: NetworkingPresenting {
    private(set) var refreshes = 0
    private(set) var footerTaps = 0
    private(set) var foregroundReturns = 0
    private(set) var backgroundTrips = 0

    func viewDidLoad() {}
    func viewDidAppear() {}
    func viewDidDisappear() {}
    func appDidEnterBackground() { backgroundTrips += 1 }
    func appWillEnterForeground() { foregroundReturns += 1 }
    func viewDidLeave() {}
    func didPullToRefresh() { refreshes += 1 }
    func didTapFooterButton() { footerTaps += 1 }
    func willDisplayRow(at index: Int) {}
    func didTapRetry() {}
    func didRequestDeletion(at index: Int) {}
    func didConfirmDeletion(_ confirmation: DeletionConfirmation) {}
    func didCancelDeletion(_ confirmation: DeletionConfirmation) {}
}

import AppCore
import Testing

/// The pending-alert rule shared by every screen (`AlertShowing` in Apps/SharedUI).
/// La regla de alertas pendientes que comparten todas las pantallas.
@Suite struct AlertQueueTests {
    private let first = AlertViewModel(title: "Uno", message: "Primero", dismissTitle: "OK")
    private let second = AlertViewModel(title: "Dos", message: "Segundo", dismissTitle: "OK")

    @Test func anAlertWaitsUntilTheScreenCanPresentIt() {
        var queue = AlertQueue()
        queue.enqueue(first)
        #expect(queue.next(canPresent: false) == nil)
        #expect(queue.waiting == [first])
        #expect(queue.next(canPresent: true) == first)
        #expect(queue.next(canPresent: true) == nil, "each alert is shown once")
    }

    @Test func alertsRequestedWhileAnotherIsUpAreShownInOrder() {
        var queue = AlertQueue()
        queue.enqueue(first)
        #expect(queue.next(canPresent: true) == first)
        queue.enqueue(second)
        queue.enqueue(first)
        #expect(queue.next(canPresent: false) == nil, "the first alert is still on screen")
        #expect(queue.next(canPresent: true) == second)
        #expect(queue.next(canPresent: true) == first)
        #expect(queue.waiting.isEmpty)
    }
}

import AppCore
import Foundation
import XCTest

/// The one main-queue hop of the apps. / El único salto a la cola principal de las apps.
final class DeliveryTests: XCTestCase {
    /// The app's delivery runs the work later on the main thread, even when the result arrives on a
    /// network thread, so the presenter only touches the view from the main thread.
    /// La entrega de la app ejecuta el trabajo después en el hilo principal, aunque el resultado
    /// llegue en un hilo de red; así el presentador solo toca la vista desde el hilo principal.
    func testMainQueueDeliveryRunsTheWorkLaterOnTheMainThread() {
        let deliveredFromMain = expectation(description: "delivered from the main thread")
        let deliveredFromBackground = expectation(description: "delivered from a background thread")
        let recorder = ThreadRecorder()

        Delivery.mainQueue.deliver {
            recorder.record()
            deliveredFromMain.fulfill()
        }
        let ranInline = !recorder.onMainThread.isEmpty
        DispatchQueue.global().async {
            Delivery.mainQueue.deliver {
                recorder.record()
                deliveredFromBackground.fulfill()
            }
        }
        wait(for: [deliveredFromMain, deliveredFromBackground], timeout: 10)

        XCTAssertFalse(ranInline, "the work waits for the main queue, it is not run inside deliver")
        XCTAssertEqual(recorder.onMainThread, [true, true])
    }

    func testImmediateDeliveryRunsInline() {
        var ran = false
        Delivery.immediate.deliver { ran = true }
        XCTAssertTrue(ran)
    }
}

/// Records, thread-safely, whether each call ran on the main thread.
/// Registra, de forma segura entre hilos, si cada llamada corrió en el hilo principal.
private final class ThreadRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [Bool] = []

    var onMainThread: [Bool] {
        lock.lock()
        defer { lock.unlock() }
        return calls
    }

    func record() {
        lock.lock()
        defer { lock.unlock() }
        calls.append(Thread.isMainThread)
    }
}

import Foundation
import ProductosKit
import XCTest

/// Edge inputs of the rates download and how results reach the screen.
/// Entradas límite de la descarga de tipos de cambio y cómo llegan los resultados a la pantalla.
final class RatesInputEdgeTests: XCTestCase {
    /// RFC 8259: a raw control character (U+0000–U+001F) inside a string is not JSON; a response
    /// with one is rejected with the byte where it sits, never read as text.
    /// RFC 8259: un carácter de control sin escapar dentro de una cadena no es JSON; la respuesta se
    /// rechaza con el byte donde está, nunca se lee como texto.
    func testARawControlCharacterInAStringRejectsTheResponseAtItsByte() {
        for control in ["\n", "\t", "\u{0}", "\u{1F}"] {
            let prefix = #"{"base":"MX"#
            let body = prefix + control + #"N","date":"2026-03-13","rates":{"USD":0.05}}"#

            XCTAssertEqual(
                FrankfurterResponse.parse(Data(body.utf8)),
                .failure(.invalidJSON(offset: prefix.utf8.count, reason: "control character in a string")),
                "U+\(String(control.unicodeScalars.first?.value ?? 0, radix: 16))")
        }
        let escaped = #"{"base":"MX\nN","date":"2026-03-13","rates":{"USD":0.05}}"#
        XCTAssertEqual(
            FrankfurterResponse.parse(Data(escaped.utf8)), .failure(.unexpectedBase("MX\nN")),
            "the escaped form is valid JSON and reaches the base check")
    }

    /// The app's delivery runs the work later on the main thread, even when the result arrives on a
    /// network thread, so the presenter only touches the view from the main thread.
    /// La entrega de la app ejecuta el trabajo después en el hilo principal, aunque el resultado
    /// llegue en un hilo de red; así el presentador solo toca la vista desde el hilo principal.
    func testMainQueueDeliveryRunsTheWorkLaterOnTheMainThread() {
        let deliveredFromMain = expectation(description: "delivered from the main thread")
        let deliveredFromBackground = expectation(description: "delivered from a background thread")
        let recorder = ThreadRecorder()

        ResultDelivery.mainQueue.deliver {
            recorder.record()
            deliveredFromMain.fulfill()
        }
        let ranInline = !recorder.onMainThread.isEmpty
        DispatchQueue.global().async {
            ResultDelivery.mainQueue.deliver {
                recorder.record()
                deliveredFromBackground.fulfill()
            }
        }
        wait(for: [deliveredFromMain, deliveredFromBackground], timeout: 10)

        XCTAssertFalse(ranInline, "the work waits for the main queue, it is not run inside deliver")
        XCTAssertEqual(recorder.onMainThread, [true, true])
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

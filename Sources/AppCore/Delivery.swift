import Dispatch

/// Where asynchronous results are handed back: the main queue in the apps, immediately in tests.
/// Every presenter or interactor that finishes work off the main thread takes one.
/// Dónde se entregan los resultados asíncronos: la cola principal en las apps, al instante en las
/// pruebas. Todo presenter o interactor que termina trabajo fuera del hilo principal recibe uno.
public struct Delivery {
    private let schedule: (@escaping () -> Void) -> Void

    public init(_ schedule: @escaping (@escaping () -> Void) -> Void) {
        self.schedule = schedule
    }

    /// Runs `work` where this delivery says. / Ejecuta `work` donde indica esta entrega.
    public func deliver(_ work: @escaping () -> Void) { schedule(work) }

    /// `DispatchQueue.main.async`: the UIKit side. / El lado de UIKit.
    public static let mainQueue = Delivery { work in DispatchQueue.main.async(execute: work) }
    /// Inline, for tests. / En línea, para pruebas.
    public static let immediate = Delivery { work in work() }
}

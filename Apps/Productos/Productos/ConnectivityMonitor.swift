import Network

/// Reports whether the device has a usable network path (`NWPathMonitor`, iOS 12+). It only
/// forwards what it sees; the rule "retry after a failure when the network is back" lives in
/// `RatesRefreshPolicy` (ProductosKit).
/// Informa si el dispositivo tiene una ruta de red utilizable. Solo reenvía lo que ve; la regla
/// "reintentar tras una falla cuando vuelve la red" vive en `RatesRefreshPolicy`.
final class ConnectivityMonitor {
    private let monitor = NWPathMonitor()
    private let queue = DispatchQueue(label: "productos.connectivity")

    /// Starts reporting on the main queue; every path update calls `onChange`.
    /// Empieza a informar en la cola principal; cada cambio de ruta llama a `onChange`.
    func start(onChange: @escaping (_ isReachable: Bool) -> Void) {
        monitor.pathUpdateHandler = { path in
            let isReachable = path.status == .satisfied
            DispatchQueue.main.async { onChange(isReachable) }
        }
        monitor.start(queue: queue)
    }

    deinit { monitor.cancel() }
}

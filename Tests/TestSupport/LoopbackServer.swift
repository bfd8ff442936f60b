import Foundation

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// A tiny real HTTP/1.1 server on 127.0.0.1 for tests: it serves canned responses per path,
/// counts requests, and can misbehave on purpose (delay, truncate, close).
/// Un servidor HTTP/1.1 real y mínimo en 127.0.0.1 para pruebas: respuestas por ruta, cuenta
/// peticiones y puede fallar a propósito (retraso, cuerpo truncado, cierre).
public final class LoopbackServer {
    public struct Response {
        public var status: Int
        public var body: Data
        public var delay: TimeInterval
        public var headers: [String: String]

        public init(status: Int = 200, body: Data = Data(), delay: TimeInterval = 0, headers: [String: String] = [:]) {
            self.status = status
            self.body = body
            self.delay = delay
            self.headers = headers
        }

        public static func json(_ text: String, status: Int = 200, delay: TimeInterval = 0) -> Response {
            Response(status: status, body: Data(text.utf8), delay: delay, headers: ["Content-Type": "application/json"])
        }

        public static func json(_ data: Data, status: Int = 200, delay: TimeInterval = 0) -> Response {
            Response(status: status, body: data, delay: delay, headers: ["Content-Type": "application/json"])
        }
    }

    /// The request line's target (path and query), e.g. "/api/v2/pokemon?limit=20&offset=0".
    public typealias Handler = (_ target: String) -> Response

    public let port: UInt16
    private let socketFD: Int32
    private let handler: Handler
    private let lock = NSLock()
    private var targets: [String] = []
    private var running = true

    /// Starts listening on an ephemeral loopback port. / Escucha en un puerto local efímero.
    public init(handler: @escaping Handler) throws {
        self.handler = handler
        let fd = socket(AF_INET, Int32(sockStream), 0)
        guard fd >= 0 else { throw ServerError.socket(errno) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            close(fd)
            throw ServerError.socket(errno)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        socketFD = fd
        let thread = Thread { [weak self] in self?.acceptLoop() }
        thread.start()
    }

    deinit { stop() }

    public enum ServerError: Error { case socket(Int32) }

    /// Base URL such as `http://127.0.0.1:PORT`. / URL base.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Every request target received so far, in order. / Las rutas recibidas, en orden.
    public var receivedTargets: [String] {
        lock.lock()
        defer { lock.unlock() }
        return targets
    }

    public var requestCount: Int { receivedTargets.count }

    /// Stops listening; later connections are refused. / Deja de escuchar; se rechazan conexiones.
    public func stop() {
        lock.lock()
        let wasRunning = running
        running = false
        lock.unlock()
        guard wasRunning else { return }
        shutdown(socketFD, Int32(shutReadWrite))
        close(socketFD)
    }

    private var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return running
    }

    private func acceptLoop() {
        while isRunning {
            let client = accept(socketFD, nil, nil)
            guard client >= 0 else { continue }
            let serve = Thread { [weak self] in
                self?.serve(client)
                close(client)
            }
            serve.start()
        }
    }

    private func serve(_ client: Int32) {
        guard let target = readRequestTarget(client) else { return }
        lock.lock()
        targets.append(target)
        lock.unlock()
        let response = handler(target)
        if response.delay > 0 { Thread.sleep(forTimeInterval: response.delay) }
        var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
        head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n"
        for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        send(client, Data(head.utf8) + response.body)
    }

    private func readRequestTarget(_ client: Int32) -> String? {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.range(of: Data("\r\n\r\n".utf8)) == nil {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            received.append(contentsOf: buffer[0..<count])
        }
        let requestLine = String(decoding: received, as: UTF8.self).split(separator: "\r\n").first ?? ""
        let parts = requestLine.split(separator: " ")
        return parts.count >= 2 ? String(parts[1]) : nil
    }

    private func send(_ client: Int32, _ data: Data) {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = Glue.send(client, raw.baseAddress! + offset, raw.count - offset)
                guard sent > 0 else { return }
                offset += sent
            }
        }
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 404: return "Not Found"
        case 500: return "Internal Server Error"
        default: return "Status"
        }
    }
}

/// Platform differences of the socket API. / Diferencias de plataforma de la API de sockets.
enum Glue {
    static func send(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
            return Darwin.send(fd, pointer, count, 0)
        #else
            return Glibc.send(fd, pointer, count, Int32(MSG_NOSIGNAL))
        #endif
    }
}

#if canImport(Darwin)
    let sockStream = SOCK_STREAM
    let shutReadWrite = SHUT_RDWR
#else
    let sockStream = Int32(SOCK_STREAM.rawValue)
    let shutReadWrite = Int32(SHUT_RDWR)
#endif

import Foundation

/// The platform's proof of one successful authentication (`LAContext` in the app, a counter in
/// tests). Invalidated, it can no longer unlock anything.
/// La prueba de la plataforma de una autenticación correcta (`LAContext` en la app, un contador en
/// las pruebas). Invalidada, ya no desbloquea nada.
public protocol AuthenticationContext: AnyObject {
    /// `LAContext.invalidate()`. / `LAContext.invalidate()`.
    func invalidate()
}

/// One evaluation → one protected operation: the context the gate has just evaluated, handed to
/// exactly one operation (`spend`) and invalidated right after it; never spent, it is invalidated
/// when discarded or released. Later operations get no context, so the system asks again instead
/// of reusing an old authentication. Safe to use from the queue that does the protected work.
///
/// Una evaluación → una operación protegida: el contexto que la puerta acaba de evaluar, entregado
/// a exactamente una operación (`spend`) e invalidado justo después; si no se usa, se invalida al
/// descartarlo o liberarlo. Las operaciones siguientes no reciben contexto, así el sistema vuelve
/// a preguntar en vez de reutilizar una autenticación vieja. Se puede usar desde la cola del trabajo.
public final class AccessAuthorization {
    private let lock = NSLock()
    private var context: AuthenticationContext?

    public init(context: AuthenticationContext) {
        self.context = context
    }

    deinit { discard() }

    /// What an evaluation leaves behind: a success hands its context on; a failure's context is
    /// invalidated at once and nothing is handed on.
    /// Lo que deja una evaluación: un éxito entrega su contexto; el de un fallo se invalida al
    /// instante y no se entrega nada.
    public static func after(success: Bool, context: AuthenticationContext) -> AccessAuthorization? {
        guard success else {
            context.invalidate()
            return nil
        }
        return AccessAuthorization(context: context)
    }

    /// Whether the context was already handed out or discarded. / Si el contexto ya se entregó o descartó.
    public var isSpent: Bool {
        lock.lock()
        defer { lock.unlock() }
        return context == nil
    }

    /// Runs `operation` with the context the first time (nil afterwards) and invalidates it when the
    /// operation returns or throws. / Ejecuta `operation` con el contexto la primera vez (nil después)
    /// y lo invalida cuando la operación termina o lanza.
    public func spend<T>(_ operation: (AuthenticationContext?) throws -> T) rethrows -> T {
        let taken = take()
        defer { taken?.invalidate() }
        return try operation(taken)
    }

    /// Invalidates an unspent context (the protected operation was not needed or did not run).
    /// Invalida un contexto sin usar (la operación protegida no hizo falta o no se ejecutó).
    public func discard() {
        take()?.invalidate()
    }

    /// The context, once. / El contexto, una vez.
    private func take() -> AuthenticationContext? {
        lock.lock()
        defer { lock.unlock() }
        let taken = context
        context = nil
        return taken
    }
}

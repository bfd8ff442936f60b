/// The one leak check for every module's tests, usable from Swift Testing and XCTest alike:
/// `#expect(LeakCheck.survivors { ...build the module, let the fake view own its presenter...; return [view, presenter, router] } == [])`.
/// `build` makes the objects and returns the ones to watch; once it has returned nothing else holds
/// them, so each one still alive is reported by its type name (a retain cycle, e.g. a presenter
/// holding its view strongly).
/// La única comprobación de fugas de las pruebas de cada módulo, para Swift Testing y XCTest:
/// `build` crea los objetos y devuelve los que hay que vigilar; al volver nadie más los retiene, así
/// que cada uno que siga vivo se informa por el nombre de su tipo (un ciclo de retención).
public enum LeakCheck {
    public static func survivors(_ build: () -> [AnyObject]) -> [String] {
        let watched = build().map(WeakReference.init)
        return watched.compactMap { $0.object.map { String(describing: type(of: $0)) } }
    }
}

private struct WeakReference {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// Fixture: package code asking for a namespaced key. / Ejemplo: código del paquete con una clave.
public struct HomePresenter {
    let localizer: (String) -> String

    public var title: String { localizer("home.title") }
}

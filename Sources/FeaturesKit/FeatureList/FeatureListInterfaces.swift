import AppCore

/// What the presenter tells the Features screen. / Lo que el presenter le dice a la pantalla Features.
public protocol FeatureListView: AnyObject {
    /// The whole screen: title, greeting and cards. / Toda la pantalla: título, saludo y tarjetas.
    func render(_ viewModel: FeatureListViewModel)
}

/// Events from the Features screen. / Eventos de la pantalla Features.
public protocol FeatureListPresenting: AnyObject {
    func viewDidLoad()
    /// The list is on screen again (back from a pushed feature, or its tab chosen): selections are
    /// accepted again. / La lista vuelve a estar en pantalla (de regreso de una feature o al elegir
    /// su pestaña): se aceptan selecciones otra vez.
    func viewDidAppear()
    /// The user tapped the row at `index` of the last rows shown.
    /// El usuario tocó la fila `index` de las últimas filas mostradas.
    func didSelectRow(at index: Int)
    /// Order or greeting changed (Remote Config arrived): show the list again.
    /// Cambió el orden o el saludo (llegó Remote Config): volver a mostrar la lista.
    func settingsDidChange()
}

/// Which features the list offers and in which order. / Qué features ofrece la lista y en qué orden.
public protocol FeatureListInteracting: AnyObject {
    func listedFeatures() -> [FeatureKind]
}

/// Navigation the Features screen asks for. / Navegación que pide la pantalla Features.
public protocol FeatureListRouting: AnyObject {
    /// Pushes the first screen of `kind`'s module; false when nothing was pushed (a module this build
    /// lacks). When it returns true, `finished` is called once, on the main queue, when the push is
    /// over: animated in, or dropped by UIKit (a push started during another transition), perhaps
    /// before this returns.
    /// Muestra la primera pantalla del módulo `kind`; falso si no se mostró nada. Si devuelve true,
    /// llama una vez a `finished`, en la cola principal, cuando el push terminó: animado o descartado
    /// por UIKit (un push iniciado durante otra transición), quizá antes de volver.
    func showFeature(_ kind: FeatureKind, finished: @escaping () -> Void) -> Bool
}

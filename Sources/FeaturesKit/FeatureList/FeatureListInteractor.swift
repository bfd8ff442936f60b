/// Decides which features appear and in which order: only modules that exist in this build, in the
/// configured order (Remote Config may change it); a built module the order forgets is appended in
/// the seed's order so it never disappears; duplicates in the order count once.
/// Decide qué features aparecen y en qué orden: solo módulos que existen en esta compilación, en el
/// orden configurado; un módulo construido que el orden omite se agrega al final en el orden de la
/// especificación para que nunca desaparezca; los duplicados cuentan una vez.
public final class FeatureListInteractor: FeatureListInteracting {
    private let builtKinds: Set<FeatureKind>
    /// Read on every call, so a Remote Config update applies on the next refresh.
    /// Se lee en cada llamada: una actualización de Remote Config aplica al refrescar.
    private let preferredOrder: () -> [FeatureKind]

    public init(builtKinds: Set<FeatureKind>, preferredOrder: @escaping () -> [FeatureKind]) {
        self.builtKinds = builtKinds
        self.preferredOrder = preferredOrder
    }

    /// A fixed order (tests, previews). / Un orden fijo (pruebas).
    public convenience init(builtKinds: Set<FeatureKind>, preferredOrder: [FeatureKind]) {
        self.init(builtKinds: builtKinds, preferredOrder: { preferredOrder })
    }

    public func listedFeatures() -> [FeatureKind] {
        var listed: [FeatureKind] = []
        for kind in preferredOrder() + FeatureKind.allCases where builtKinds.contains(kind) && !listed.contains(kind) {
            listed.append(kind)
        }
        return listed
    }
}

/// Every feature module TestApp can list, in the seed's order (Features 2–7).
/// Cada módulo de TestApp que puede aparecer en la lista, en el orden de la especificación.
public enum FeatureKind: String, CaseIterable, Codable {
    case uiComponents
    case album
    case persistence
    case networking
    case map
    case webView
}

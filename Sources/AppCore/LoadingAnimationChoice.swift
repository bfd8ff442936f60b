import Foundation

/// What the loading overlay plays: the Lottie animation when it can be shown, otherwise the
/// system activity spinner — never an empty square.
/// Lo que reproduce el overlay de carga: la animación de Lottie si se puede mostrar; si no, el
/// indicador de actividad del sistema — nunca un cuadro vacío.
public enum LoadingAnimationChoice: Equatable {
    case lottie
    case spinner

    /// Lottie only when its view is in the app and `animationJSON` is a usable animation.
    /// Lottie solo si su vista está en la app y `animationJSON` es una animación utilizable.
    public static func choose(lottieViewAvailable: Bool, animationJSON: Data?) -> LoadingAnimationChoice {
        lottieViewAvailable && isUsableLottieAnimation(animationJSON) ? .lottie : .spinner
    }

    /// True when `data` has what lottie-ios needs to draw something: a JSON object with a version
    /// (`v`), a positive frame rate (`fr`), an end frame after the start (`op` > `ip`), a positive
    /// size (`w`, `h`) and at least one layer with a type (`ty`). Missing, truncated or foreign
    /// JSON is not usable.
    /// True si `data` tiene lo que lottie-ios necesita para dibujar algo: un objeto JSON con versión
    /// (`v`), cuadros por segundo positivos (`fr`), cuadro final después del inicial (`op` > `ip`),
    /// tamaño positivo (`w`, `h`) y al menos una capa con tipo (`ty`). Un JSON ausente, truncado o
    /// ajeno no sirve.
    public static func isUsableLottieAnimation(_ data: Data?) -> Bool {
        guard let data = data,
            let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            root["v"] is String,
            let frameRate = number(root["fr"]), frameRate > 0,
            let start = number(root["ip"]), let end = number(root["op"]), end > start,
            let width = number(root["w"]), width > 0,
            let height = number(root["h"]), height > 0,
            let layers = root["layers"] as? [Any], !layers.isEmpty
        else { return false }
        return layers.allSatisfy { (($0 as? [String: Any])?["ty"]).flatMap(number) != nil }
    }

    /// A JSON number as `Double` (an `NSNumber` on Apple platforms, `Int` or `Double` on Linux).
    /// Un número JSON como `Double` (`NSNumber` en plataformas de Apple, `Int` o `Double` en Linux).
    private static func number(_ value: Any?) -> Double? {
        if let double = value as? Double { return double }
        if let int = value as? Int { return Double(int) }
        return nil
    }
}

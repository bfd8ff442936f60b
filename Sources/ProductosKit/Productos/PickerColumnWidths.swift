/// How wide each picker component is: `UIPickerView` gives every component the same width unless
/// the delegate says otherwise, which cut "Tapete para mouse" to "Tapete p…" on a 320-point phone
/// while "Rojo" had room to spare. The view measures each component's widest title at the current
/// text size; this pure rule splits the picker's width.
/// Qué ancho tiene cada componente: `UIPickerView` les da a todos el mismo ancho salvo que el
/// delegate diga otra cosa, y eso cortaba "Tapete para mouse" en un teléfono de 320 puntos mientras
/// "Rojo" sobraba. La vista mide el título más ancho de cada componente; esta regla pura reparte.
public enum PickerColumnWidths {
    /// Space `UIPickerView` leaves between components and at each edge, in points.
    /// Espacio que deja `UIPickerView` entre componentes y en cada borde, en puntos.
    public static let componentSpacing: Double = 5
    /// Padding added to a measured title so it does not touch the wheel's edges.
    /// Relleno que se suma al título medido para que no toque los bordes de la rueda.
    public static let titlePadding: Double = 12

    /// Widths for components whose content needs `measured` points, in a picker `totalWidth` wide.
    /// - When everything fits, each component gets what it needs plus a share of the spare room
    ///   proportional to its need.
    /// - When it does not, the split is max-min fair: components narrower than an equal share keep
    ///   their width, the wide ones share the rest equally (their rows then shrink or wrap).
    /// Bad input (negative, NaN, infinite) counts as zero; the result never exceeds the room.
    /// Anchos para componentes que necesitan `measured` puntos en un picker de `totalWidth`.
    /// - Si todo cabe, cada uno recibe lo que necesita más una parte del espacio sobrante
    ///   proporcional a su necesidad.
    /// - Si no cabe, el reparto es justo (max-min): los que caben en una parte igual conservan su
    ///   ancho y los anchos se reparten el resto por igual (sus filas se encogen o parten).
    /// Una entrada inválida cuenta como cero; el resultado nunca excede el espacio.
    public static func split(totalWidth: Double, measured: [Double]) -> [Double] {
        guard !measured.isEmpty else { return [] }
        let needs = measured.map { clean($0) }
        let spacing = componentSpacing * Double(needs.count + 1)
        let room = max(clean(totalWidth) - spacing, 0)
        let needed = needs.reduce(0, +)
        if needed <= room {
            guard needed > 0 else { return needs.map { _ in room / Double(needs.count) } }
            return needs.map { $0 + (room - needed) * $0 / needed }
        }
        return fairShares(of: room, needs: needs)
    }

    /// Water-filling: the smallest needs are met first while they fit in an equal share of what is left.
    /// Llenado por niveles: primero las necesidades menores mientras quepan en una parte igual del resto.
    private static func fairShares(of room: Double, needs: [Double]) -> [Double] {
        var widths = needs
        var left = room
        var open = needs.indices.sorted { needs[$0] < needs[$1] }
        while let smallest = open.first {
            let share = left / Double(open.count)
            guard needs[smallest] <= share else {
                open.forEach { widths[$0] = share }
                return widths
            }
            widths[smallest] = needs[smallest]
            left -= needs[smallest]
            open.removeFirst()
        }
        return widths
    }

    private static func clean(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }
}

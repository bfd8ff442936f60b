/// The currencies of pickerView2's first component, with their ISO 4217 minor units.
/// Las divisas del primer componente de pickerView2, con sus decimales ISO 4217.
public enum Currency: String, CaseIterable, Equatable, Hashable {
    case mxn = "MXN"
    case usd = "USD"
    case eur = "EUR"
    case jpy = "JPY"
    case gbp = "GBP"
    case cad = "CAD"

    /// ISO 4217 code. / Código ISO 4217.
    public var code: String { rawValue }

    /// Digits after the decimal point (ISO 4217): the yen has none.
    /// Dígitos después del punto decimal (ISO 4217): el yen no tiene.
    public var minorUnits: Int { self == .jpy ? 0 : 2 }

    /// The foreign currencies the app needs a rate for. / Las divisas extranjeras que requieren tipo de cambio.
    public static let foreign: [Currency] = allCases.filter { $0 != .mxn }

    /// Key of the picker title ("USD · Dólar estadounidense"). / Clave del título en el picker.
    public var titleKey: String { "productos.currency.\(code).title" }

    /// Key of the plural name read by VoiceOver ("dólares estadounidenses").
    /// Clave del nombre en plural que lee VoiceOver.
    public var spokenNameKey: String { "productos.currency.\(code).name" }

    /// Key of the singular name VoiceOver reads on the picker row ("Dólar estadounidense").
    /// Clave del nombre en singular que lee VoiceOver en la fila del picker.
    public var accessibilityNameKey: String { "productos.currency.\(code).accessibility" }
}

/// IVA choice of pickerView2's second component ("Incluido" / "Sin IVA").
/// Opción de IVA del segundo componente de pickerView2 ("Incluido" / "Sin IVA").
public enum IVAOption: String, CaseIterable, Equatable {
    case included
    case excluded

    /// Key of the picker title. / Clave del título en el picker.
    public var titleKey: String { "productos.iva.\(rawValue)" }

    /// Key of the short note shown beside the price. / Clave de la nota junto al precio.
    public var noteKey: String { "productos.iva.\(rawValue).note" }
}

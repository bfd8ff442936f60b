/// The two pickers of the seed. / Los dos pickers del seed.
public enum ProductosPicker: CaseIterable, Equatable {
    /// pickerView1: product, colour, content mode. / Producto, color y ajuste.
    case product
    /// pickerView2: currency, IVA. / Divisa e IVA.
    case price

    /// The picker's components, left to right. / Los componentes, de izquierda a derecha.
    public var components: [ProductosComponent] {
        switch self {
        case .product: return [.product, .color, .contentMode]
        case .price: return [.currency, .iva]
        }
    }

    /// The component at `index`, nil when out of range. / El componente en `index`, o nil.
    public func component(at index: Int) -> ProductosComponent? {
        components.indices.contains(index) ? components[index] : nil
    }
}

/// Every picker component, with its rows. / Cada componente de los pickers, con sus filas.
public enum ProductosComponent: String, CaseIterable, Equatable {
    case product
    case color
    case contentMode
    case currency
    case iva

    public var rowCount: Int {
        switch self {
        case .product: return ProductCatalog.all.count
        case .color: return ProductColorPalette.all.count
        case .contentMode: return ImageContentMode.allCases.count
        case .currency: return Currency.allCases.count
        case .iva: return IVAOption.allCases.count
        }
    }

    /// Key of the row's title; nil when `row` is out of range. / Clave del título de la fila, o nil.
    public func titleKey(row: Int) -> String? {
        guard (0..<rowCount).contains(row) else { return nil }
        switch self {
        case .product: return ProductCatalog.all[row].nameKey
        case .color: return ProductColorPalette.all[row].nameKey
        case .contentMode: return ImageContentMode.allCases[row].nameKey
        case .currency: return Currency.allCases[row].titleKey
        case .iva: return IVAOption.allCases[row].titleKey
        }
    }

    /// Key of a row's VoiceOver label: currencies are read by their full name (the title "USD · Dólar"
    /// would be read "USD punto Dólar"); other rows read their title. Nil out of range.
    /// Clave de la etiqueta de VoiceOver de una fila: las divisas se leen con su nombre completo;
    /// las demás filas leen su título. Nil fuera de rango.
    public func accessibilityKey(row: Int) -> String? {
        guard self == .currency else { return titleKey(row: row) }
        guard Currency.allCases.indices.contains(row) else { return nil }
        return Currency.allCases[row].accessibilityNameKey
    }

    /// Key of the component's VoiceOver label. / Clave de la etiqueta de VoiceOver del componente.
    public var accessibilityKey: String { "productos.picker.\(rawValue).accessibility" }
}

/// The row chosen in each component; every index is always valid.
/// La fila elegida en cada componente; todos los índices son siempre válidos.
public struct ProductosSelection: Equatable {
    private var rows: [ProductosComponent: Int] = [:]

    /// First row everywhere: first product, first colour, aspect fit, MXN, IVA included.
    /// Primera fila en todo: primer producto, primer color, ajuste de aspecto, MXN, IVA incluido.
    public init() {}

    public func row(of component: ProductosComponent) -> Int {
        rows[component] ?? 0
    }

    /// Sets a row; out-of-range rows are ignored and reported with `false`.
    /// Fija una fila; las filas fuera de rango se ignoran y devuelven `false`.
    @discardableResult
    public mutating func select(row: Int, in component: ProductosComponent) -> Bool {
        guard (0..<component.rowCount).contains(row) else { return false }
        rows[component] = row
        return true
    }

    public var product: Product { ProductCatalog.all[row(of: .product)] }
    public var color: ProductColor { ProductColorPalette.all[row(of: .color)] }
    public var contentMode: ImageContentMode { ImageContentMode.allCases[row(of: .contentMode)] }
    public var currency: Currency { Currency.allCases[row(of: .currency)] }
    public var iva: IVAOption { IVAOption.allCases[row(of: .iva)] }

    /// The selection's price with `rates` (pass the one snapshot the caption also uses).
    /// El precio de la selección con `rates` (el mismo juego que usa la leyenda).
    public func price(with rates: ExchangeRates?) -> Money? {
        PriceCalculator.price(shelf: product.shelfPriceMXN, iva: iva, in: currency, rates: rates)
    }
}

/// Identifiers for UI tests (never shown to users), set in `applyAccessibilityIdentifiers()`.
/// Identificadores para pruebas de UI (no visibles), puestos en `applyAccessibilityIdentifiers()`.
enum AccessibilityIdentifiers {
    enum Productos {
        /// The root view. / La vista raíz.
        static let screen = "productos.screen"
        static let productLabel = "productos.labelProd"
        static let colorLabel = "productos.labelColor"
        static let priceLabel = "productos.labelPrecio"
        /// The price stack VoiceOver reads as one element. / La pila del precio, un solo elemento.
        static let price = "productos.price"
        static let rateCaption = "productos.rateCaption"
        static let image = "productos.imageView1"
        static let productPicker = "productos.pickerView1"
        static let pricePicker = "productos.pickerView2"
    }
}

import AppCore
import EstadosKit
import Foundation
import ProductosKit
import TypeMetricsKit

/// How a picker's row code sizes its rows: the font at each text size (capped as the app caps it, or
/// fitted to the picker), the row height it gives for the font's line height, and the label's shrink
/// and lines.
/// Cómo dimensiona sus filas el código de un picker: la fuente en cada tamaño de texto (con el tope de
/// la app, o ajustada al picker), el alto de fila para el alto de línea, y cuánto se encoge y cuántas
/// líneas usa la etiqueta.
public struct PickerRowRule {
    /// The stand-in face the model measures with (TypeMetricsKit). / La fuente sustituta con que se mide.
    public var face: FontFace
    /// The row font's point size at a text size. / El tamaño de la fuente de fila en un tamaño de texto.
    public var pointSize: (TextSizeCategory) -> Double
    /// When set, the size the app fits to the picker (Productos' `PickerRowFont`), from `pointSize`'s,
    /// the font's line height per point (the app measures it from the real font), the picker's width
    /// and its titles. / Si existe, el tamaño que la app ajusta al picker.
    public var fitted: Fit?
    /// The row height for the font's line height. / El alto de fila para el alto de línea de la fuente.
    public var rowHeight: (_ lineHeight: Double) -> Double
    public var minimumScaleFactor: Double
    public var maximumLines: Int

    public init(
        face: FontFace, pointSize: @escaping (TextSizeCategory) -> Double,
        fitted: Fit? = nil,
        rowHeight: @escaping (_ lineHeight: Double) -> Double, minimumScaleFactor: Double, maximumLines: Int
    ) {
        self.face = face
        self.pointSize = pointSize
        self.fitted = fitted
        self.rowHeight = rowHeight
        self.minimumScaleFactor = minimumScaleFactor
        self.maximumLines = maximumLines
    }

    public typealias Fit = (
        _ preferred: Double, _ lineHeightPerPoint: Double, _ pickerWidth: Double, _ titles: [[String]]
    ) -> Double

    /// The row font's size and line height in a configuration, for a picker `width` wide showing
    /// `titles`, with a line `lineScale` times the stand-in's.
    /// El tamaño y el alto de línea de la fuente de las filas en una configuración.
    public func font(at text: TextSizeCategory, lineScale: Double = 1, width: Double, titles: [[String]]) -> (
        pointSize: Double, lineHeight: Double
    ) {
        let preferred = pointSize(text)
        let perPoint = face.lineHeight(size: 1) * lineScale
        let size = fitted.map { $0(preferred, perPoint, width, titles) } ?? preferred
        return (size, size * perPoint)
    }

    /// What `UIFontMetrics(forTextStyle: style).scaledFont(for: base, maximumPointSize: cap)` gives:
    /// the base size grown as the style grows, at most `cap` (nil: no cap).
    /// Lo que da `UIFontMetrics.scaledFont(for:maximumPointSize:)`: el tamaño base crecido como el
    /// estilo, como mucho `cap`.
    public static func scaled(_ base: Double, as style: TextStyle, cap: Double?) -> (TextSizeCategory) -> Double {
        { category in
            let size = base * DynamicType.scale(style, at: category)
            return cap.map { min(size, $0) } ?? size
        }
    }
}

/// The picker rows built in code (Estados' and Productos' `viewForRow`), modelled for every device,
/// orientation and text size: each picker's size, its components' widths, the row font and height
/// the apps' own AppCore/Kit functions give (`PickerRowMetrics`, `PickerRowStyle`,
/// `PickerColumnWidths`, `ProductosLayout`: called, not copied), and every row's text from the apps'
/// presenters, laid out as the row's label. The row-building sources are fingerprinted like the
/// mirrors (`fingerprintPattern`), in the same stored table.
/// Las filas de los pickers hechas en código, modeladas en cada dispositivo, orientación y tamaño de
/// texto: el tamaño de cada picker, el ancho de sus componentes, la fuente y el alto de fila que dan
/// las funciones de AppCore y los Kits de las apps (llamadas, no copiadas), y el texto de cada fila
/// según los presenters de las apps, dispuesto como la etiqueta de la fila. Las fuentes que arman las
/// filas llevan huella como los espejos, en la misma tabla.
public struct PickerRowMirror {
    /// Where findings point: lines of a Swift source, or a storyboard view.
    /// A dónde apuntan los hallazgos: líneas de una fuente Swift o una vista de storyboard.
    public enum Anchor {
        /// The first line containing `text` (row texts) and `rows` (the wheel's rows).
        case source(text: String, rows: String)
        /// The `<pickerView>` element with this id in the storyboard `path`.
        case storyboardView(String)
    }

    /// In messages (e.g. `pickerView PrP-k1-aaa`). / En los mensajes.
    public var name: String
    /// The Swift file that builds the rows (fingerprinted). / El archivo Swift que arma las filas.
    public var source: String
    /// The file findings point at. / El archivo al que apuntan los hallazgos.
    public var path: String
    public var anchor: Anchor
    public var rule: PickerRowRule
    /// Each component's row titles in a language (`es`, `en`), as the row draws them.
    /// Los títulos de cada componente en un idioma, como los dibuja la fila.
    public var titles: (_ root: URL, _ language: String) throws -> [[String]]
    /// The picker's width in a configuration (it does not depend on the rows).
    /// El ancho del picker en una configuración (no depende de las filas).
    public var width: (_ context: PickerRowContext) throws -> Double
    /// The picker's height in a configuration, for its row height (where the app sizes it from the rows).
    /// El alto del picker en una configuración, para su alto de fila.
    public var height: (_ context: PickerRowContext, _ rowHeight: Double) throws -> Double
    /// The components' widths for the picker's width and each component's widest title (at the row font).
    /// El ancho de los componentes para el ancho del picker y el título más ancho de cada uno.
    public var componentWidths: (_ pickerWidth: Double, _ widest: [Double]) -> [Double]

    /// Both apps' pickers. / Los pickers de ambas apps.
    public static let all: [PickerRowMirror] = [.estados, .productos(.product), .productos(.price)]
    /// The localizations the rows are checked in. / Las localizaciones en que se revisan las filas.
    public static let languages = ["es", "en"]
    /// The fewest rows a wheel must show (the chosen row and its neighbours).
    /// Las filas mínimas que una rueda debe mostrar (la elegida y sus vecinas).
    public static let minimumVisibleRows = 3.0

    /// The sources fingerprinted for the rows (in `MirrorFingerprints.stored`, with `fingerprintPattern`).
    /// Las fuentes con huella de las filas.
    public static var fingerprintedSources: [String] { Array(Set(all.map(\.source))).sorted() }

    /// The row code's lines the model depends on: every code line, as for the mirrors
    /// (`CodeMirror.fingerprintPattern`; comments do not count).
    /// Las líneas del código de filas de las que depende el modelo: todas las de código.
    public static let fingerprintPattern = CodeMirror.fingerprintPattern

    /// The row height in `context` for `titles` (this picker's). / El alto de fila en `context`.
    public func rowHeight(in context: PickerRowContext, titles: [[String]]) throws -> Double {
        let font = rule.font(
            at: context.configuration.text, lineScale: context.lineScale, width: try width(context), titles: titles)
        return rule.rowHeight(font.lineHeight)
    }

    /// The line the row-text findings (`rows` false) or the wheel's (`rows` true) point at.
    /// La línea a la que apuntan los hallazgos de texto o de la rueda.
    func line(rows: Bool, root: URL, scene: () throws -> StoryboardScene?) rethrows -> Int {
        switch anchor {
        case .source(let text, let rowsText):
            let lines =
                (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))?
                .components(separatedBy: "\n") ?? []
            return (lines.firstIndex { $0.contains(rows ? rowsText : text) } ?? 0) + 1
        case .storyboardView(let id):
            return try scene()?.view(id)?.line ?? 1
        }
    }
}

/// One configuration's facts a picker's size may need. / Lo que el tamaño de un picker puede necesitar.
public struct PickerRowContext {
    public let configuration: LayoutConfiguration
    /// Another picker's titles in the language being laid out (Productos' card sizes both wheels from
    /// the taller of their rows). / Los títulos de otro picker en el idioma que se dispone.
    public let titles: (_ picker: PickerRowMirror) throws -> [[String]]
    /// The storyboard scene at `path` solved in this configuration (`LayoutRunner.layout`, shared by
    /// the pickers of one scene). / La escena del storyboard resuelta en esta configuración.
    public let solved: (_ path: String) throws -> SceneLayout
    /// The real font's line over the stand-in's (1; 1 ÷ 0.92 for the borderline check). An app that
    /// fits its rows to the line it measures fits them again. / La línea real sobre la sustituta.
    public var lineScale = 1.0

    /// Without `titles`, asking for another picker's titles is an error. / Sin `titles`, pedirlos es un error.
    public init(
        configuration: LayoutConfiguration, titles: ((_ picker: PickerRowMirror) throws -> [[String]])? = nil,
        solved: @escaping (_ path: String) throws -> SceneLayout
    ) {
        self.configuration = configuration
        self.titles =
            titles ?? { picker in throw PickerRowMirrorError(description: "no titles for \(picker.name) here") }
        self.solved = solved
    }

    /// A phone in landscape: vertical size class compact. / Un teléfono en horizontal: altura compacta.
    public var isCompactHeight: Bool { configuration.landscape && configuration.device.idiom == "phone" }
}

/// What the model cannot read. / Lo que el modelo no puede leer.
public struct PickerRowMirrorError: Error, CustomStringConvertible {
    public let description: String
}

// MARK: - UIKit facts / Datos de UIKit

extension PickerRowMirror {
    /// A `UIPickerView` as a text field's `inputView` is as wide as the screen and as tall as the
    /// keyboard: 216 pt, 162 pt in compact height (an iPhone in landscape). Source: UIKit's picker and
    /// keyboard heights as the repository already uses them (docs/layout.md "How the numbers are made",
    /// EstadosKit's `KeyboardLayoutTests`); not measured on a device here.
    /// Un `UIPickerView` como `inputView` es tan ancho como la pantalla y tan alto como el teclado:
    /// 216 pt, 162 pt con altura compacta. No medido en un dispositivo aquí.
    public static let inputViewHeights = (regular: 216.0, compact: 162.0)

    /// `UIPickerView` gives every component the same width unless the delegate says otherwise, less
    /// `PickerColumnWidths.componentSpacing` between components and at each edge (ProductosKit's record
    /// of that UIKit fact). / Sin `widthForComponent`, todos los componentes miden lo mismo.
    public static func equalWidths(_ pickerWidth: Double, count: Int) -> [Double] {
        guard count > 0 else { return [] }
        let room = max(pickerWidth - PickerColumnWidths.componentSpacing * Double(count + 1), 0)
        return Array(repeating: room / Double(count), count: count)
    }

    /// Futura maps to TypeMetricsKit's Futura stand-in, anything else to the system font's.
    /// Futura usa la sustituta de Futura; lo demás, la del sistema.
    static func face(named name: String) -> FontFace {
        name.contains("Futura") ? .futuraMedium : .system
    }
}

// MARK: - Estados

extension PickerRowMirror {
    static let estadosSource = "Apps/Estados/Estados/EstadosViewController+Picker.swift"

    /// `EstadosViewController+Picker.swift`: one component, as wide as the screen; each row a label in
    /// the presenter's style font (Futura 22) scaled as Title 2 up to `PickerRowStyle.fittedPointSize`,
    /// `PickerRowStyle.rowHeight`, shrinking to `PickerRowStyle.minimumScaleFactor`, then two lines
    /// (`maximumLines`), drawing `presenter.row(at:).title` (the state's emoji, one em, and its name).
    /// Una columna a todo el ancho; cada fila, una etiqueta Futura escalada como Title 2 con tope, que
    /// se encoge y luego usa dos líneas, con el emoji y el nombre del estado que da el presenter.
    public static let estados = PickerRowMirror(
        name: "Estados picker (the field's inputView)", source: estadosSource, path: estadosSource,
        anchor: .source(text: "label.text = model.title", rows: "rowHeightForComponent"),
        rule: estadosRule(style: PickerRowStyle.light),  // the dark style has the same font (PickerRowTests)
        titles: { root, language in
            let presenter = try estadosPresenter(root: root, language: language)
            return [(0..<presenter.numberOfRows).compactMap { presenter.row(at: $0)?.title }]
        },
        width: { $0.configuration.width },
        height: { context, _ in context.isCompactHeight ? inputViewHeights.compact : inputViewHeights.regular },
        componentWidths: { width, widest in equalWidths(width, count: widest.count) })

    /// The current row rule, from the presenter's style and `PickerRowStyle`'s metrics: Title 2 up to
    /// the size `PickerRowStyle.fittedPointSize` gives for the face's line (three rows in the compact
    /// wheel). / La regla actual de las filas: Title 2 hasta el tamaño ajustado a la rueda compacta.
    public static func estadosRule(style: PickerRowStyle) -> PickerRowRule {
        var rule = estadosCappedRule(style: style)
        rule.fitted = { preferred, lineHeightPerPoint, _, _ in
            PickerRowStyle.fittedPointSize(preferred: preferred, lineHeightPerPoint: lineHeightPerPoint)
        }
        return rule
    }

    /// The rows before the fit: Title 2 capped at `PickerRowStyle.maximumPointSize` only (the plant of
    /// the tests). / Las filas antes del ajuste: solo el tope de 28 pt.
    public static func estadosCappedRule(style: PickerRowStyle) -> PickerRowRule {
        PickerRowRule(
            face: face(named: style.fontName),
            pointSize: PickerRowRule.scaled(style.pointSize, as: .title2, cap: PickerRowStyle.maximumPointSize),
            rowHeight: PickerRowStyle.rowHeight(lineHeight:),
            minimumScaleFactor: PickerRowStyle.minimumScaleFactor, maximumLines: PickerRowStyle.maximumLines)
    }

    /// The app's presenter over the app's `states.json` and strings, loaded as `viewDidLoad` does;
    /// an unreadable catalogue is an error, never an empty (passing) picker.
    /// El presenter de la app con su `states.json` y sus textos; un catálogo ilegible es un error.
    public static func estadosPresenter(root: URL, language: String) throws -> EstadosPresenter {
        let localizer = try Localizer.stringsFile(
            at: root.appendingPathComponent("Apps/Estados/\(language).lproj/Localizable.strings"))
        let data = try Data(contentsOf: root.appendingPathComponent("Apps/Estados/Resources/states.json"))
        let interactor = EstadosInteractor(
            loadData: { data }, random: .seeded(1), language: ContentLanguage(localizer: localizer))
        let presenter = EstadosPresenter(
            interactor: interactor, localizer: localizer, locale: Locale(identifier: language), goodbye: .hidden)
        presenter.viewDidLoad()
        guard presenter.numberOfRows == StateCatalog.expectedCount else {
            throw PickerRowMirrorError(
                description: "Estados picker rows: states.json gave \(presenter.numberOfRows) states, not 32")
        }
        return presenter
    }
}

// MARK: - Productos

extension PickerRowMirror {
    static let productosSource = "Apps/Productos/Productos/ProductosViewController+Pickers.swift"
    static let productosStoryboard = "Apps/Productos/Base.lproj/Main.storyboard"

    /// `ProductosViewController+Pickers.swift`: the storyboard's `pickerView1` (product, colour, image
    /// mode) and `pickerView2` (currency, IVA). Rows: system font 17 scaled as Body up to the size
    /// `PickerRowFont.sizing` fits to the picker (its width, its regular height, its titles, measured
    /// with TypeMetricsKit's stand-in as the app measures with UIKit), `PickerRowMetrics.rowHeight`,
    /// shrinking to `minimumScaleFactor`, then `maximumLines`; components as wide as
    /// `PickerRowFont.columnWidths` gives for each one's widest title at that size. In regular height
    /// each picker is as the storyboard lays it out; in compact height `ProductosLayout.arrangement`
    /// sizes the pickers' column (as `applyLayout()` does; the pickers' sizes do not depend on the
    /// texts' height) from the taller of the two pickers' rows (the app's `rowFont`).
    /// Los dos pickers del storyboard; filas de sistema 17 escaladas como Body hasta el tamaño que
    /// `PickerRowFont` ajusta al picker; componentes del ancho que da `PickerRowFont.columnWidths`; en
    /// altura compacta, `ProductosLayout.arrangement` con la fila más alta de los dos pickers.
    public static func productos(_ picker: ProductosPicker) -> PickerRowMirror {
        let id = picker == .product ? "PrP-k1-aaa" : "PrP-k2-aaa"
        return PickerRowMirror(
            name: "pickerView \(id)", source: productosSource, path: productosStoryboard,
            anchor: .storyboardView(id), rule: productosRule(picker),
            titles: { root, language in
                let presenter = try productosPresenter(root: root, language: language)
                return (0..<presenter.numberOfComponents(in: picker)).map { component in
                    (0..<presenter.numberOfRows(in: picker, component: component)).map {
                        presenter.title(in: picker, component: component, row: $0)
                    }
                }
            },
            width: { context in
                guard context.isCompactHeight else { return try productosFrame(id, in: context).width }
                return try productosCard(in: context, rowHeight: 0).pickerColumnWidth
            },
            height: { context, rowHeight in
                guard context.isCompactHeight else { return try productosFrame(id, in: context).height }
                // The card's row height is the taller of both pickers' (the app's `rowFont`).
                // El alto de fila de la tarjeta es el mayor de los dos pickers.
                let others = try ProductosPicker.allCases.filter { $0 != picker }.map { other -> Double in
                    let mirror = productos(other)
                    return try mirror.rowHeight(in: context, titles: context.titles(mirror))
                }
                let card = try productosCard(in: context, rowHeight: ([rowHeight] + others).max() ?? rowHeight)
                return picker == .product ? card.picker1Height : card.picker2Height
            },
            componentWidths: { width, widest in PickerRowFont.columnWidths(width: width, widest: widest) })
    }

    /// The picker's frame in the solved storyboard (regular height). / El marco del picker en el storyboard.
    private static func productosFrame(_ id: String, in context: PickerRowContext) throws -> Frame {
        guard let frame = try context.solved(productosStoryboard).frames[id] else {
            throw PickerRowMirrorError(description: "\(productosStoryboard): no frame for \(id)")
        }
        return frame
    }

    /// `ProductosLayout`'s side-by-side card for the safe area, at a row height (compact height).
    /// La tarjeta en dos columnas de `ProductosLayout` para la zona segura, a un alto de fila.
    private static func productosCard(in context: PickerRowContext, rowHeight: Double) throws
        -> ProductosLayout.SideBySide
    {
        let configuration = context.configuration
        let safe = configuration.safeArea
        let space = ProductosLayout.Space(
            width: configuration.width - safe.left - safe.right,
            height: configuration.height - safe.top - safe.bottom, isCompactHeight: true, rowHeight: rowHeight)
        guard
            let side = ProductosLayout.arrangement(
                in: space, longest: .init(product: 0, colour: 0, price: 0, caption: 0)
            ).sideBySide
        else {
            throw PickerRowMirrorError(description: "ProductosLayout: no side-by-side card in compact height")
        }
        return side
    }

    /// The current row rule (`rowFont(for:)`, `makeRowLabel()`, `rowHeightForComponent`): Body from
    /// `PickerRowFont.basePointSize`, fitted by `PickerRowFont.sizing` with the stand-in's widths and
    /// line height. / La regla actual de las filas: Body ajustado por `PickerRowFont.sizing`.
    public static func productosRule(_ picker: ProductosPicker) -> PickerRowRule {
        var rule = productosCappedRule
        let face = rule.face
        rule.pointSize = PickerRowRule.scaled(PickerRowFont.basePointSize, as: .body, cap: nil)
        rule.fitted = { preferred, lineHeightPerPoint, width, titles in
            PickerRowFont.sizing(
                preferred: preferred, lineHeightPerPoint: lineHeightPerPoint,
                wheel: PickerRowFont.Wheel(width: width, height: PickerRowFont.wheelHeight(of: picker), titles: titles),
                measure: { face.width(of: $0, size: $1) }
            ).pointSize
        }
        return rule
    }

    /// The rows before `PickerRowFont`: Body up to `PickerRowMetrics.maximumRowPointSize` whatever the
    /// picker (the replay of the defect, and the planted pickers of the tests).
    /// Las filas antes de `PickerRowFont`: Body hasta el tope, sea cual sea el picker.
    public static let productosCappedRule = PickerRowRule(
        face: .system,
        pointSize: PickerRowRule.scaled(
            PickerRowFont.basePointSize, as: .body, cap: PickerRowMetrics.maximumRowPointSize),
        rowHeight: PickerRowMetrics.rowHeight(lineHeight:), minimumScaleFactor: PickerRowMetrics.minimumScaleFactor,
        maximumLines: PickerRowMetrics.maximumLines)

    /// The app's presenter with the app's strings (titles need no rates).
    /// El presenter de la app con sus textos (los títulos no necesitan tipos de cambio).
    public static func productosPresenter(root: URL, language: String) throws -> ProductosPresenter {
        let localizer = try Localizer.stringsFile(
            at: root.appendingPathComponent("Apps/Productos/\(language).lproj/Localizable.strings"))
        return ProductosPresenter(
            interactor: ProductosInteractor(bundledRates: .failure(.missingFile), fetcher: nil), localizer: localizer,
            locale: Locale(identifier: language))
    }
}

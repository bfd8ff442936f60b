import AppCore
import EstadosKit
import Foundation
import ProductosKit
import TypeMetricsKit

/// How a picker's row code sizes its rows: the font at each text size (capped as the app caps it),
/// the row height it gives for the font's line height, and the label's shrink and lines.
/// Cómo dimensiona sus filas el código de un picker: la fuente en cada tamaño de texto (con el tope de
/// la app), el alto de fila para el alto de línea, y cuánto se encoge y cuántas líneas usa la etiqueta.
public struct PickerRowRule {
    /// The stand-in face the model measures with (TypeMetricsKit). / La fuente sustituta con que se mide.
    public var face: FontFace
    /// The row font's point size at a text size. / El tamaño de la fuente de fila en un tamaño de texto.
    public var pointSize: (TextSizeCategory) -> Double
    /// The row height for the font's line height. / El alto de fila para el alto de línea de la fuente.
    public var rowHeight: (_ lineHeight: Double) -> Double
    public var minimumScaleFactor: Double
    public var maximumLines: Int

    public init(
        face: FontFace, pointSize: @escaping (TextSizeCategory) -> Double,
        rowHeight: @escaping (_ lineHeight: Double) -> Double, minimumScaleFactor: Double, maximumLines: Int
    ) {
        self.face = face
        self.pointSize = pointSize
        self.rowHeight = rowHeight
        self.minimumScaleFactor = minimumScaleFactor
        self.maximumLines = maximumLines
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
    /// The picker's width and height in a configuration, for a row height.
    /// El ancho y el alto del picker en una configuración, para un alto de fila.
    public var size: (_ context: PickerRowContext, _ rowHeight: Double) throws -> (width: Double, height: Double)
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

    /// The row code's lines the model depends on: fonts and their caps, shrink, lines, truncation,
    /// row heights, component counts and widths, what the row draws. Comments do not count.
    /// Las líneas del código de filas de las que depende el modelo. Los comentarios no cuentan.
    public static let fingerprintPattern =
        #"^(?!//).*(\.font =|\.text =|adjustsFontSizeToFitWidth|minimumScaleFactor|numberOfLines|lineBreakMode|rowHeight|widthForComponent|numberOfComponents|UIFont|scaledFont|systemFont|maximumPointSize|PickerRowMetrics|PickerRowStyle|PickerColumnWidths|withAttributes|rowFont|presenter\.(row|title)\(|^[0-9]+$)"#

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
    /// The storyboard scene at `path` solved in this configuration (`LayoutRunner.layout`, shared by
    /// the pickers of one scene). / La escena del storyboard resuelta en esta configuración.
    public let solved: (_ path: String) throws -> SceneLayout

    public init(configuration: LayoutConfiguration, solved: @escaping (_ path: String) throws -> SceneLayout) {
        self.configuration = configuration
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
    /// the presenter's style font (Futura 22) scaled as Title 2 up to `PickerRowStyle.maximumPointSize`,
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
        size: { context, _ in
            (
                context.configuration.width,
                context.isCompactHeight ? inputViewHeights.compact : inputViewHeights.regular
            )
        },
        componentWidths: { width, widest in equalWidths(width, count: widest.count) })

    /// The current row rule, from the presenter's style and `PickerRowStyle`'s metrics.
    /// La regla actual de las filas, del estilo del presenter y las medidas de `PickerRowStyle`.
    public static func estadosRule(style: PickerRowStyle) -> PickerRowRule {
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
    /// mode) and `pickerView2` (currency, IVA). Rows: system font 17 scaled as Body up to
    /// `PickerRowMetrics.maximumRowPointSize`, `PickerRowMetrics.rowHeight`, shrinking to
    /// `minimumScaleFactor`, then `maximumLines`; components as wide as `PickerColumnWidths.split` gives
    /// for each one's widest title plus `titlePadding`. In regular height each picker is as the
    /// storyboard lays it out; in compact height `ProductosLayout.arrangement` sizes the pickers'
    /// column (as `applyLayout()` does; the pickers' sizes do not depend on the texts' height).
    /// Los dos pickers del storyboard; filas de sistema 17 escaladas como Body con tope; componentes
    /// del ancho que da `PickerColumnWidths.split`; en altura compacta, `ProductosLayout.arrangement`.
    public static func productos(_ picker: ProductosPicker) -> PickerRowMirror {
        let id = picker == .product ? "PrP-k1-aaa" : "PrP-k2-aaa"
        return PickerRowMirror(
            name: "pickerView \(id)", source: productosSource, path: productosStoryboard,
            anchor: .storyboardView(id), rule: productosRule,
            titles: { root, language in
                let presenter = try productosPresenter(root: root, language: language)
                return (0..<presenter.numberOfComponents(in: picker)).map { component in
                    (0..<presenter.numberOfRows(in: picker, component: component)).map {
                        presenter.title(in: picker, component: component, row: $0)
                    }
                }
            },
            size: { context, rowHeight in
                guard context.isCompactHeight else {
                    guard let frame = try context.solved(productosStoryboard).frames[id] else {
                        throw PickerRowMirrorError(description: "\(productosStoryboard): no frame for \(id)")
                    }
                    return (frame.width, frame.height)
                }
                let configuration = context.configuration
                let safe = configuration.safeArea
                let space = ProductosLayout.Space(
                    width: configuration.width - safe.left - safe.right,
                    height: configuration.height - safe.top - safe.bottom, isCompactHeight: true, rowHeight: rowHeight)
                guard let side = ProductosLayout.arrangement(in: space, infoTextHeight: 0).sideBySide else {
                    throw PickerRowMirrorError(description: "ProductosLayout: no side-by-side card in compact height")
                }
                return (side.pickerColumnWidth, picker == .product ? side.picker1Height : side.picker2Height)
            },
            componentWidths: { width, widest in
                PickerColumnWidths.split(
                    totalWidth: width, measured: widest.map { $0 + PickerColumnWidths.titlePadding })
            })
    }

    /// The current row rule (`rowFont`, `makeRowLabel()`, `rowHeightForComponent`).
    /// La regla actual de las filas.
    public static let productosRule = PickerRowRule(
        face: .system, pointSize: PickerRowRule.scaled(17, as: .body, cap: PickerRowMetrics.maximumRowPointSize),
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

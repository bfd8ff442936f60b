import AppCore
import EstadosKit
import Foundation
import LayoutSolver
import ProductosKit
import TypeMetricsKit

/// Estados' and Productos' landscape arrangements, asked of `EstadosLayout.arrangement(in:)` and
/// `ProductosLayout.arrangement(in:longest:)` with the space the first solve gives, and
/// applied as their view controllers apply them (`…ViewController+Layout.swift`).
/// Las disposiciones en horizontal de Estados y Productos, preguntadas a sus paquetes con el espacio
/// de la primera resolución y aplicadas como lo hacen sus controladores.
extension RuntimeDecision {
    /// Storyboard ids of the views the decisions move, resize or promise. / Ids de las vistas.
    enum EstadosIDs {
        static let scrollView = "EsS-cr-aaa"
        static let content = "EsS-ou-aaa"
        static let card = "EsV-cd-aaa"
        static let field = "EsT-fd-aaa"
        static let population = "EsL-pb-aaa"
        static let information = "EsL-in-aaa"
    }

    enum ProductosIDs {
        static let scrollView = "PrS-cr-aaa"
        static let content = "PrS-ou-aaa"
        static let pickers = "PrS-pk-aaa"
        static let picker1 = "PrP-k1-aaa"
        static let picker2 = "PrP-k2-aaa"
        static let image = "PrI-mg-aaa"
        static let title = "PrL-ti-aaa"
        /// labelProd, labelColor, labelPrecioTitulo, labelPrecio, labelTipoCambio: what
        /// `longestHeights(width:)` measures (the price's two labels share "Price", a stack with no
        /// spacing), by their role in `ProductosLayout.Texts`.
        static let texts = ["PrL-pd-aaa", "PrL-co-aaa", "PrL-pt-aaa", "PrL-pr-aaa", "PrL-tc-aaa"]
        static let roles: [ProductosLayout.Texts.Role: String] = [
            .product: "PrL-pd-aaa", .colour: "PrL-co-aaa", .priceHeading: "PrL-pt-aaa", .amount: "PrL-pr-aaa",
            .caption: "PrL-tc-aaa",
        ]
        /// The price's stack and the caption, which move under the picture (`priceFirst`).
        static let column = "PrS-tk-aaa"
        static let price = "PrS-pc-aaa"
        static let caption = "PrL-tc-aaa"
        /// The outlets `setHeights` sets. / Los outlets que fija `setHeights`.
        static let picker1Height = "PrK-p1-aaa"
        static let picker2Height = "PrK-p2-aaa"
        static let imageHeight = "PrK-ih-aaa"
    }

    /// `EstadosViewController.applyArrangement()`: the scroll view's size, the picker's cover (its
    /// bottom inset) and the height class → `EstadosLayout.arrangement(in:)`; beside the texts, the
    /// card moves to the front of "Content", which turns horizontal and top-aligned, and
    /// `mapCardWidth` is activated. With the picker up, `Arrangement.revealedParts` must show above it
    /// at the offset `KeyboardLayout.offsetRevealing` gives (`scrollDetailsIntoView`).
    /// El tamaño del scroll view, lo que tapa el picker y la clase de altura → la disposición; al lado,
    /// la tarjeta pasa al frente de "Content" y se activa su ancho. Con el picker arriba, las partes
    /// que revela la disposición deben verse sobre él.
    static let estados = RuntimeDecision(
        storyboard: SceneState.estados,
        source: "EstadosViewController.applyArrangement() → EstadosLayout.arrangement(in:)"
    ) { layout, _ in
        estadosChanges(layout)
    }

    static func estadosChanges(_ layout: SceneLayout) -> SceneChanges {
        typealias IDs = EstadosIDs
        guard let scroll = layout.frames[IDs.scrollView], let content = layout.scene.view(IDs.content)?.stack
        else { return [:] }
        let covered = coveredHeight(layout, scroll)
        let space = EstadosLayout.Space(
            width: scroll.width, height: scroll.height, coveredHeight: covered,
            isCompactHeight: layout.configuration.isCompactHeight)
        let arrangement = EstadosLayout.arrangement(in: space)
        var changes = SceneChanges()
        if let mapWidth = arrangement.mapWidth {
            // placeMapBesideTexts(cardWidth:) / la tarjeta junto a los textos
            changes.added.append(
                SceneChanges.CodeConstraint(
                    view: IDs.card, attribute: "width", relation: .equal,
                    constant: mapWidth + 2 * EstadosLayout.cardPadding, priority: 1000,
                    label: "mapCardWidth (EstadosViewController.placeMapBesideTexts)"))
            changes.moves.append(SceneChanges.Move(view: IDs.card, stack: IDs.content, index: 0))
            changes.stacks[IDs.content] = turned(content, to: .horizontal, alignment: "top")
        }
        guard covered > 0 else { return changes }
        let views: [EstadosLayout.Part: String] = [
            .field: IDs.field, .map: IDs.card, .population: IDs.population, .information: IDs.information,
        ]
        changes.promises.append(
            VisibilityPromise(
                views: arrangement.revealedParts.compactMap { views[$0] }, scrollView: IDs.scrollView,
                coveredHeight: covered,
                promise: "above the picker after a choice (EstadosLayout.Arrangement.revealedParts)"
            ) { target, height, bottomInset, contentHeight in
                KeyboardLayout.offsetRevealing(
                    KeyboardLayout.Rect(x: target.x, y: target.y, width: target.width, height: target.height),
                    in: KeyboardLayout.Viewport(
                        height: height, topInset: 0, bottomInset: bottomInset, contentHeight: contentHeight,
                        offset: 0))
            })
        return changes
    }

    /// `KeyboardAvoider`: the overlap of the state's input view with the scroll view
    /// (`KeyboardLayout.bottomOverlap`), 0 without one. / Lo que la vista de entrada tapa del scroll view.
    static func coveredHeight(_ layout: SceneLayout, _ scroll: Frame) -> Double {
        guard let cover = layout.configuration.state?.inputView else { return 0 }
        let keyboard = cover.frame(in: layout.configuration)
        return KeyboardLayout.bottomOverlap(
            keyboard: KeyboardLayout.Rect(x: keyboard.x, y: keyboard.y, width: keyboard.width, height: keyboard.height),
            viewport: KeyboardLayout.Rect(x: scroll.x, y: scroll.y, width: scroll.width, height: scroll.height))
    }

    /// `ProductosViewController.applyLayout()`: the safe area's size, the height class, the picker row
    /// height and the longest texts (`ProductosLayout.Texts`, the app's own enumeration, with these
    /// strings) measured at the texts' column width → `arrangement` (the app's
    /// `ProductosLayout.arrangement`; a test passes an older rule). The texts on screen play no part.
    /// Side by side, the pickers move to "Pickers" (shown, `pickerColumnWidth` wide), "Content" turns
    /// horizontal and top-aligned, the heights are set through their outlets, the title is hidden,
    /// and where the longest texts fit the texts down to the rates caption must be on screen without
    /// scrolling.
    /// El tamaño de la zona segura, la clase de altura, el alto de fila y los textos más largos
    /// medidos al ancho de su columna → la disposición; lado a lado, los pickers pasan a "Pickers" y,
    /// donde caben los textos más largos, los textos hasta la leyenda deben verse sin desplazar.
    static func productos(
        arrangement:
            @escaping @Sendable (ProductosLayout.Space, ProductosLayout.Heights) -> ProductosLayout.Arrangement = {
                ProductosLayout.arrangement(in: $0, longest: $1)
            }
    ) -> RuntimeDecision {
        RuntimeDecision(
            storyboard: SceneState.productos,
            source: "ProductosViewController.applyLayout() → ProductosLayout.arrangement(in:longest:)"
        ) { layout, strings in
            productosChanges(layout, texts: ScreenTexts.productosLongest(strings), arrangement: arrangement)
        }
    }

    static func productosChanges(
        _ layout: SceneLayout, texts longest: ProductosLayout.Texts,
        arrangement: (ProductosLayout.Space, ProductosLayout.Heights) -> ProductosLayout.Arrangement
    ) -> SceneChanges {
        typealias IDs = ProductosIDs
        let configuration = layout.configuration
        let safe = configuration.safeArea
        let space = ProductosLayout.Space(
            width: configuration.width - safe.left - safe.right, height: configuration.height - safe.top - safe.bottom,
            isCompactHeight: configuration.isCompactHeight, rowHeight: pickerRowHeight(configuration.text))
        let width = ProductosLayout.infoColumnWidth(in: space)
        let none = ProductosLayout.Heights(product: 0, colour: 0, price: 0, caption: 0)
        let texts =
            space.isCompactHeight
            ? longest.heights { text, role in
                IDs.roles[role].flatMap { layout.scene.view($0) }.map { height(of: text, in: $0, width: width, layout) }
                    ?? 0
            } : none
        var changes = SceneChanges()
        guard let side = arrangement(space, texts).sideBySide, let content = layout.scene.view(IDs.content)?.stack
        else {
            // placePickersInColumn(): the storyboard's heights, the pickers' column hidden.
            changes.constants = [
                IDs.picker1Height: ProductosLayout.picker1Height, IDs.picker2Height: ProductosLayout.picker2Height,
                IDs.imageHeight: ProductosLayout.imageHeight,
            ]
            changes.hidden = [IDs.image: false, IDs.pickers: true, IDs.title: false]
            return changes
        }
        // placePickersBeside(_:) / los pickers al lado
        changes.moves = [
            SceneChanges.Move(view: IDs.picker1, stack: IDs.pickers, index: .max),
            SceneChanges.Move(view: IDs.picker2, stack: IDs.pickers, index: .max),
        ]
        // placePriceAndCaption(first:): under the picture (title 0, image 1) / bajo la imagen
        if side.priceFirst {
            changes.moves += [
                SceneChanges.Move(view: IDs.price, stack: IDs.column, index: 2),
                SceneChanges.Move(view: IDs.caption, stack: IDs.column, index: 3),
            ]
        }
        changes.constants = [
            IDs.picker1Height: side.picker1Height, IDs.picker2Height: side.picker2Height,
            IDs.imageHeight: side.imageHeight,
        ]
        changes.hidden = [IDs.image: false, IDs.pickers: false, IDs.title: !side.showsTitle]
        changes.added.append(
            SceneChanges.CodeConstraint(
                view: IDs.pickers, attribute: "width", relation: .equal, constant: side.pickerColumnWidth,
                priority: 1000, label: "pickerColumnWidth (ProductosViewController.placePickersBeside)"))
        changes.stacks[IDs.content] = turned(content, to: .horizontal, alignment: "top")
        if side.captionFits {
            changes.promises.append(
                VisibilityPromise(
                    views: side.priceFirst ? ["PrL-pt-aaa", "PrL-pr-aaa", IDs.caption] : IDs.texts,
                    scrollView: IDs.scrollView, coveredHeight: 0, room: space.contentHeight,
                    promise: "on screen without scrolling (ProductosLayout: the texts down to the rates caption stay)"))
        }
        return changes
    }

    /// `PickerRowMetrics.rowHeight` of the rows' font: Body, system 17 pt scaled up to
    /// `PickerRowMetrics.maximumRowPointSize` (`ProductosViewController.rowFont`).
    /// El alto de fila de la fuente de las filas: Body, hasta el tope de `PickerRowMetrics`.
    static func pickerRowHeight(_ category: TextSizeCategory) -> Double {
        let size = min(DynamicType.pointSize(.body, at: category), PickerRowMetrics.maximumRowPointSize)
        return PickerRowMetrics.rowHeight(lineHeight: FontFace.system.lineHeight(size: size))
    }

    /// `ProductosViewController.longestHeights(width:)` for one text: `text` in `view` at `width`,
    /// measured as the view's own text is (`IntrinsicSizes.textSize`), within the view's own height
    /// constraints (the colour indicator's `≥ 44`); the text on screen plays no part.
    /// Un texto en la vista a ese ancho, medido como el suyo, dentro de sus restricciones de altura.
    static func height(of text: String, in view: StoryboardView, width: Double, _ layout: SceneLayout) -> Double {
        guard var shown = view.text else { return fittingHeight(view, width: width, layout) }
        shown.text = text
        let size = IntrinsicSizes.textSize(view, shown, category: layout.configuration.text, wrapWidth: width)
        return constrained(size.height ?? 0, view)
    }

    /// `systemLayoutSizeFitting` at `width` with the least height: the text wrapped at that width,
    /// within the view's own height constraints (the colour indicator's `≥ 44`).
    /// La altura mínima a ese ancho: el texto partido, dentro de las restricciones de altura propias.
    static func fittingHeight(_ view: StoryboardView, width: Double, _ layout: SceneLayout) -> Double {
        let height =
            IntrinsicSizes.of(
                view, category: layout.configuration.text, wrapWidth: width, images: layout.scene.imageSizes
            ).height ?? 0
        return constrained(height, view)
    }

    /// `height` within the view's own height constraints. / Dentro de sus restricciones de altura.
    static func constrained(_ height: Double, _ view: StoryboardView) -> Double {
        var height = height
        for constraint in view.constraints
        where constraint.firstItem == view.id && constraint.firstAttribute == "height" && constraint.secondItem == nil
            && constraint.priority > 50
        {
            switch constraint.relation {
            case .greaterOrEqual: height = max(height, constraint.constant)
            case .lessOrEqual: height = min(height, constraint.constant)
            case .equal: height = constraint.constant
            }
        }
        return height
    }

    /// The storyboard's stack settings along `axis`, aligned as given. / Los ajustes en otro eje.
    private static func turned(_ stack: StackSettings, to axis: StackSettings.Axis, alignment: String)
        -> StackSettings
    {
        var settings = stack
        settings.axis = axis
        settings.alignment = alignment
        return settings
    }
}

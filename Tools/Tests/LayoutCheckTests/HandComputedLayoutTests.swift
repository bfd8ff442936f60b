import AppCore
import LayoutCheck
import LayoutSolver
import ToolsTestSupport
import TypeMetricsKit
import XCTest

/// Known-good layouts whose frames are computed by hand here, from what Apple documents, and compared
/// with the model: recipes of Apple's Auto Layout Guide ("Auto Layout Cookbook", simple constraints
/// and stack views) and each `UIStackView` distribution and alignment `StackExpansion` expands. They
/// prove the storyboard → constraints derivation for these recipes, which the HiGHS cross-check cannot
/// (it re-solves the problem the Swift code built); each problem is also solved by HiGHS, level by
/// level. All on the SE in portrait (320 × 568, safe area from y = 20, no bars). Content sizes come
/// from image views without an image (their Interface Builder frame, see `IntrinsicSizes`), so the
/// arithmetic needs no font; the hugging recipes use labels and take their one-line width from the
/// font model. `.firstBaseline`/`.lastBaseline` are approximated as top/bottom and not listed.
/// Layouts correctos cuyos marcos se calculan a mano aquí, según lo que Apple documenta, y se comparan
/// con el modelo: recetas de la guía de Auto Layout y cada distribución y alineación de `UIStackView`.
/// Prueban la derivación storyboard → restricciones; HiGHS resuelve además cada problema.
final class HandComputedLayoutTests: XCTestCase {
    typealias F = LayoutFixtures

    /// An image view without an image: its content size is its frame (`w` × `h`).
    /// Una vista de imagen sin imagen: su tamaño de contenido es su marco.
    private static func content(_ id: String, _ width: Double, _ height: Double, attributes: String = "") -> String {
        F.view(id, "imageView", attributes: attributes)
            .replacingOccurrences(of: "width=\"100\" height=\"100\"", with: "width=\"\(width)\" height=\"\(height)\"")
    }

    /// The three arranged views of the stack recipes: 40 × 20, 60 × 30, 80 × 40.
    /// Las tres vistas de las recetas de pilas.
    private static func three(middle: String = "") -> String {
        content("v0", 40, 20) + content("v1", 60, 30, attributes: middle) + content("v2", 80, 40)
    }

    private static func stack(_ attributes: String, _ arranged: String) -> String {
        F.view("stack", "stackView", attributes: attributes, inner: "<subviews>\(arranged)</subviews>")
    }

    /// The stack pinned 10 pt from the root's sides (300 pt wide) and to the safe area's top.
    /// La pila a 10 pt de los lados (300 pt de ancho) y arriba en el área segura.
    private static let pinnedSides = [
        F.pin("s1", "stack", "leading", "root", constant: 10), F.pin("s2", "root", "trailing", "stack", constant: 10),
        F.pin("s3", "stack", "top", "safe"),
    ]

    /// One known-good layout: its views, its constraints and the frames computed by hand.
    /// Un layout correcto: sus vistas, sus restricciones y los marcos calculados a mano.
    struct Recipe {
        let subviews: String
        let constraints: [String]
        let expected: [String: Frame]

        init(_ subviews: String, _ constraints: [String], _ expected: [String: Frame]) {
            (self.subviews, self.constraints, self.expected) = (subviews, constraints, expected)
        }

        func layout() throws -> SceneLayout {
            let scene = try F.scene(subviews, constraints.joined(separator: "\n"))
            return SceneLayoutEngine().layout(scene, in: try F.configuration("se1"))
        }
    }

    /// Lays each recipe out on the SE, checks that no frame value is ambiguous and compares each
    /// expected frame within 1e-6. / Dispone cada receta en el SE, sin ambigüedad, y compara los marcos.
    private func assertFrames(_ recipes: [Recipe], file: StaticString = #filePath, line: UInt = #line) throws {
        for recipe in recipes {
            let layout = try recipe.layout()
            XCTAssertEqual(LayoutChecks.ambiguity(layout).map(\.message), [], file: file, line: line)
            for (id, frame) in recipe.expected.sorted(by: { $0.key < $1.key }) {
                let solved = try XCTUnwrap(layout.frames[id], id, file: file, line: line)
                for (name, ours, theirs) in [
                    ("x", solved.x, frame.x), ("y", solved.y, frame.y), ("width", solved.width, frame.width),
                    ("height", solved.height, frame.height),
                ] {
                    XCTAssertEqual(ours, theirs, accuracy: 1e-6, "\(id).\(name): \(solved)", file: file, line: line)
                }
            }
        }
    }

    /// Every recipe's problem solved by HiGHS too (one call): the same least error at every level.
    /// El problema de cada receta resuelto también por HiGHS: el mismo error mínimo en cada nivel.
    static let all: [() -> [Recipe]] = [
        twoViewsWithEqualWidths, twoDifferentWidthViews, twoViewsWithComplexWidths, theLabelThatHugsHarderKeepsItsWidth,
        theLabelWithLowerCompressionResistanceIsSqueezed, aCentredStack, fillStretchesTheViewThatHugsLeast,
        fillEquallySharesTheWidth, fillProportionallyFollowsTheContentWidths, equalSpacingSharesTheRoomBetweenTheViews,
        equalCenteringSpacesTheCentres, aHiddenViewTakesNoRoom, horizontalAlignmentsPlaceEachViewAcross,
        verticalAlignmentsPlaceEachViewAcross,
    ]

    func testEveryRecipeAgreesWithHiGHSLevelByLevel() throws {
        let problems = try Self.all.flatMap { try $0().map { try $0.layout().problem.problem } }
        XCTAssertGreaterThanOrEqual(problems.count, 19)
        let theirs = try HiGHS.solve(problems)
        XCTAssertEqual(theirs.count, problems.count)
        for (index, (problem, levels)) in zip(problems, theirs).enumerated() {
            let ours = try LexicographicSolver().solve(problem)
            let expected = try XCTUnwrap(levels, "HiGHS found no layout for recipe \(index)")
            XCTAssertEqual(ours.levelErrors.map(\.priority), expected.map(\.priority), "recipe \(index)")
            for (a, b) in zip(ours.levelErrors, expected) {
                XCTAssertEqual(a.error, b.error, accuracy: 1e-6 * max(1, abs(b.error)), "recipe \(index)")
            }
        }
    }

    // MARK: Auto Layout Guide, simple constraints / Restricciones simples

    /// "Two Views with Equal Widths": 16 pt margins, 8 pt apart, 20 pt from the safe area's top and
    /// bottom: each (320 − 16 − 8 − 16) / 2 = 140 wide, 568 − 40 − 20 = 508 tall.
    func testTwoViewsWithEqualWidths() throws { try assertFrames(Self.twoViewsWithEqualWidths()) }

    static func twoViewsWithEqualWidths() -> [Recipe] {
        return [
            Recipe(
                F.view("a") + F.view("b"),
                [
                    F.pin("c1", "a", "leading", "safe", constant: 16),
                    F.pin("c2", "b", "leading", "a", "trailing", constant: 8),
                    F.pin("c3", "safe", "trailing", "b", constant: 16), F.pin("c4", "a", "width", "b"),
                    F.pin("c5", "a", "top", "safe", constant: 20), F.pin("c6", "b", "top", "safe", constant: 20),
                    F.pin("c7", "safe", "bottom", "a", constant: 20), F.pin("c8", "safe", "bottom", "b", constant: 20),
                ],
                [
                    "a": Frame(x: 16, y: 40, width: 140, height: 508),
                    "b": Frame(x: 164, y: 40, width: 140, height: 508),
                ])
        ]
    }

    /// "Two Different-Width Views": blue = 0.5 × red, the rest as above: red + blue = 280, so red is
    /// 186.67 and blue 93.33.
    func testTwoDifferentWidthViews() throws { try assertFrames(Self.twoDifferentWidthViews()) }

    static func twoDifferentWidthViews() -> [Recipe] {
        return [
            Recipe(
                F.view("red") + F.view("blue"),
                Self.twoViews + [Self.half("c4", priority: nil)],
                [
                    "red": Frame(x: 16, y: 40, width: 560.0 / 3, height: 508),
                    "blue": Frame(x: 16 + 560.0 / 3 + 8, y: 40, width: 280.0 / 3, height: 508),
                ])
        ]
    }

    /// "Two Views with Complex Widths": blue = 0.5 × red at priority 750 and blue ≥ 150 (required).
    /// 93.33 < 150, so the optional ratio gives way: blue 150, red 280 − 150 = 130.
    func testTwoViewsWithComplexWidths() throws { try assertFrames(Self.twoViewsWithComplexWidths()) }

    static func twoViewsWithComplexWidths() -> [Recipe] {
        return [
            Recipe(
                F.view("red") + F.view("blue"),
                Self.twoViews + [
                    Self.half("c4", priority: 750),
                    #"<constraint firstItem="blue" firstAttribute="width" relation="greaterThanOrEqual" constant="150" id="c9"/>"#,
                ],
                [
                    "red": Frame(x: 16, y: 40, width: 130, height: 508),
                    "blue": Frame(x: 154, y: 40, width: 150, height: 508),
                ])
        ]
    }

    private static let twoViews = [
        F.pin("c1", "red", "leading", "safe", constant: 16),
        F.pin("c2", "blue", "leading", "red", "trailing", constant: 8),
        F.pin("c3", "safe", "trailing", "blue", constant: 16), F.pin("c5", "red", "top", "safe", constant: 20),
        F.pin("c6", "blue", "top", "safe", constant: 20), F.pin("c7", "safe", "bottom", "red", constant: 20),
        F.pin("c8", "safe", "bottom", "blue", constant: 20),
    ]

    private static func half(_ id: String, priority: Int?) -> String {
        #"<constraint firstItem="blue" firstAttribute="width" secondItem="red" secondAttribute="width" multiplier="0.5""#
            + (priority.map { #" priority="\#($0)""# } ?? "") + #" id="\#(id)"/>"#
    }

    /// Two labels in a row (16 pt margins, 8 pt apart): the one that hugs harder (251) keeps its one-line
    /// width w, the other stretches to 320 − 40 − w; each is one line tall.
    /// Dos etiquetas en fila: la que abraza más (251) conserva su ancho; la otra se estira.
    func testTheLabelThatHugsHarderKeepsItsWidth() throws {
        try assertFrames(Self.theLabelThatHugsHarderKeepsItsWidth())
    }

    static func theLabelThatHugsHarderKeepsItsWidth() -> [Recipe] {
        let width = FontFace.system.width(of: "Nombre", size: 17)
        let line = FontFace.system.lineHeight(size: 17)
        return [
            Recipe(
                Self.label("name", "Nombre", hugging: 251) + Self.label("value", "Ana", hugging: 250),
                Self.row,
                [
                    "name": Frame(x: 16, y: 20, width: width, height: line),
                    "value": Frame(x: 16 + width + 8, y: 20, width: 320 - 40 - width, height: line),
                ])
        ]
    }

    /// The same row too narrow for both texts: the label with the lower compression resistance (749)
    /// is squeezed to 320 − 40 − w, the other keeps its width w.
    /// La misma fila demasiado angosta: se comprime la de menor resistencia (749).
    func testTheLabelWithLowerCompressionResistanceIsSqueezed() throws {
        try assertFrames(Self.theLabelWithLowerCompressionResistanceIsSqueezed())
    }

    static func theLabelWithLowerCompressionResistanceIsSqueezed() -> [Recipe] {
        let first = "Correo electrónico"
        let width = FontFace.system.width(of: first, size: 17)
        let second = "usuario.de.ejemplo@dominio.example"
        XCTAssertGreaterThan(width + FontFace.system.width(of: second, size: 17), 280, "the texts overflow the row")
        let line = FontFace.system.lineHeight(size: 17)
        return [
            Recipe(
                Self.label("name", first, hugging: 251)
                    + Self.label("value", second, hugging: 250, compression: 749),
                Self.row,
                [
                    "name": Frame(x: 16, y: 20, width: width, height: line),
                    "value": Frame(x: 16 + width + 8, y: 20, width: 320 - 40 - width, height: line),
                ])
        ]
    }

    private static func label(_ id: String, _ text: String, hugging: Int, compression: Int = 750) -> String {
        F.view(
            id, "label",
            attributes: #"text="\#(text)" horizontalHuggingPriority="\#(hugging)" verticalHuggingPriority="251" "#
                + #"horizontalCompressionResistancePriority="\#(compression)""#,
            inner: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#)
    }

    private static let row = [
        F.pin("r1", "name", "leading", "root", constant: 16),
        F.pin("r2", "value", "leading", "name", "trailing", constant: 8),
        F.pin("r3", "root", "trailing", "value", constant: 16), F.pin("r4", "name", "top", "safe"),
        F.pin("r5", "value", "top", "safe"),
    ]

    /// A vertical stack (alignment center, spacing 8) centred in the safe area: 100 × (40 + 8 + 20), its
    /// centre at x 160 and at the safe area's middle, y (20 + 568) / 2 = 294.
    /// Una pila vertical centrada en el área segura.
    func testACentredStack() throws { try assertFrames(Self.aCentredStack()) }

    static func aCentredStack() -> [Recipe] {
        return [
            Recipe(
                stack(
                    #"axis="vertical" alignment="center" spacing="8""#,
                    content("top", 100, 40) + content("bottom", 60, 20)),
                [F.pin("k1", "stack", "centerX", "safe"), F.pin("k2", "stack", "centerY", "safe")],
                [
                    "stack": Frame(x: 110, y: 260, width: 100, height: 68),
                    "top": Frame(x: 110, y: 260, width: 100, height: 40),
                    "bottom": Frame(x: 130, y: 308, width: 60, height: 20),
                ])
        ]
    }

    // MARK: UIStackView distributions (horizontal, 300 pt wide, spacing 10) / Distribuciones

    /// `.fill`: the views keep their widths but the one that hugs least (249), which takes the rest:
    /// 300 − 20 − 40 − 80 = 160. Alignment fill: every view as tall as the tallest, 40.
    func testFillStretchesTheViewThatHugsLeast() throws { try assertFrames(Self.fillStretchesTheViewThatHugsLeast()) }

    static func fillStretchesTheViewThatHugsLeast() -> [Recipe] {
        return [
            Recipe(
                stack(#"axis="horizontal" spacing="10""#, three(middle: #"horizontalHuggingPriority="249""#)),
                Self.pinnedSides,
                [
                    "stack": Frame(x: 10, y: 20, width: 300, height: 40),
                    "v0": Frame(x: 10, y: 20, width: 40, height: 40),
                    "v1": Frame(x: 60, y: 20, width: 160, height: 40),
                    "v2": Frame(x: 230, y: 20, width: 80, height: 40),
                ])
        ]
    }

    /// `.fillEqually`: (300 − 20) / 3 = 93.33 each.
    func testFillEquallySharesTheWidth() throws { try assertFrames(Self.fillEquallySharesTheWidth()) }

    static func fillEquallySharesTheWidth() -> [Recipe] {
        let width = 280.0 / 3
        return [
            Recipe(
                stack(#"axis="horizontal" distribution="fillEqually" spacing="10""#, three()), Self.pinnedSides,
                [
                    "v0": Frame(x: 10, y: 20, width: width, height: 40),
                    "v1": Frame(x: 20 + width, y: 20, width: width, height: 40),
                    "v2": Frame(x: 30 + 2 * width, y: 20, width: width, height: 40),
                ])
        ]
    }

    /// `.fillProportionally` (spacing 0, kean's case): 300 in the ratio 40 : 60 : 80 — 66.67, 100, 133.33.
    func testFillProportionallyFollowsTheContentWidths() throws {
        try assertFrames(Self.fillProportionallyFollowsTheContentWidths())
    }

    static func fillProportionallyFollowsTheContentWidths() -> [Recipe] {
        return [
            Recipe(
                stack(#"axis="horizontal" distribution="fillProportionally""#, three()), Self.pinnedSides,
                [
                    "v0": Frame(x: 10, y: 20, width: 200.0 / 3, height: 40),
                    "v1": Frame(x: 10 + 200.0 / 3, y: 20, width: 100, height: 40),
                    "v2": Frame(x: 110 + 200.0 / 3, y: 20, width: 400.0 / 3, height: 40),
                ])
        ]
    }

    /// `.equalSpacing`: the views keep their widths; the two gaps share 300 − 180 = 120: 60 each.
    func testEqualSpacingSharesTheRoomBetweenTheViews() throws {
        try assertFrames(Self.equalSpacingSharesTheRoomBetweenTheViews())
    }

    static func equalSpacingSharesTheRoomBetweenTheViews() -> [Recipe] {
        return [
            Recipe(
                stack(#"axis="horizontal" distribution="equalSpacing" spacing="10""#, three()), Self.pinnedSides,
                [
                    "v0": Frame(x: 10, y: 20, width: 40, height: 40),
                    "v1": Frame(x: 110, y: 20, width: 60, height: 40),
                    "v2": Frame(x: 230, y: 20, width: 80, height: 40),
                ])
        ]
    }

    /// `.equalCentering`: the centres are equally far apart: 30, 150, 270 (the middle view at 120).
    func testEqualCenteringSpacesTheCentres() throws { try assertFrames(Self.equalCenteringSpacesTheCentres()) }

    static func equalCenteringSpacesTheCentres() -> [Recipe] {
        return [
            Recipe(
                stack(#"axis="horizontal" distribution="equalCentering" spacing="10""#, three()), Self.pinnedSides,
                [
                    "v0": Frame(x: 10, y: 20, width: 40, height: 40),
                    "v1": Frame(x: 120, y: 20, width: 60, height: 40),
                    "v2": Frame(x: 230, y: 20, width: 80, height: 40),
                ])
        ]
    }

    /// A hidden arranged view takes no room and no spacing: the view that hugs least (249) takes
    /// 300 − 10 − 80 = 210.
    func testAHiddenViewTakesNoRoom() throws { try assertFrames(Self.aHiddenViewTakesNoRoom()) }

    static func aHiddenViewTakesNoRoom() -> [Recipe] {
        let arranged =
            content("v0", 40, 20, attributes: #"horizontalHuggingPriority="249""#)
            + content("v1", 60, 30, attributes: #"hidden="YES""#) + content("v2", 80, 40)
        return [
            Recipe(
                stack(#"axis="horizontal" spacing="10""#, arranged), Self.pinnedSides,
                [
                    "v0": Frame(x: 10, y: 20, width: 210, height: 40),
                    "v2": Frame(x: 230, y: 20, width: 80, height: 40),
                ])
        ]
    }

    // MARK: UIStackView alignments / Alineaciones

    /// Horizontal, `.fillEqually` (93.33 wide each): the stack is as tall as the tallest view (40);
    /// `.top` keeps each view's height at the top, `.center` centres it, `.bottom` aligns the bottoms.
    func testHorizontalAlignmentsPlaceEachViewAcross() throws {
        try assertFrames(Self.horizontalAlignmentsPlaceEachViewAcross())
    }

    static func horizontalAlignmentsPlaceEachViewAcross() -> [Recipe] {
        var recipes: [Recipe] = []
        for (alignment, ys) in [("top", [20.0, 20, 20]), ("center", [30, 25, 20]), ("bottom", [40, 30, 20])] {
            recipes.append(
                Recipe(
                    stack(
                        #"axis="horizontal" distribution="fillEqually" alignment="\#(alignment)" spacing="10""#, three()
                    ),
                    pinnedSides,
                    [
                        "stack": Frame(x: 10, y: 20, width: 300, height: 40),
                        "v0": Frame(x: 10, y: ys[0], width: 280.0 / 3, height: 20),
                        "v1": Frame(x: 20 + 280.0 / 3, y: ys[1], width: 280.0 / 3, height: 30),
                        "v2": Frame(x: 30 + 560.0 / 3, y: ys[2], width: 280.0 / 3, height: 40),
                    ]))
        }
        return recipes
    }

    /// Vertical, `.fill` along the axis (heights 20, 30, 40, spacing 10: y 20, 50, 90), 300 wide:
    /// `.fill` stretches each view to 300, `.leading` keeps its width at x 10, `.center` centres it,
    /// `.trailing` ends it at 310.
    func testVerticalAlignmentsPlaceEachViewAcross() throws {
        try assertFrames(Self.verticalAlignmentsPlaceEachViewAcross())
    }

    static func verticalAlignmentsPlaceEachViewAcross() -> [Recipe] {
        var recipes: [Recipe] = []
        let widths = [40.0, 60, 80]
        let cases: [(String, (Double) -> (x: Double, width: Double))] = [
            ("fill", { _ in (10, 300) }), ("leading", { (10, $0) }), ("center", { (10 + (300 - $0) / 2, $0) }),
            ("trailing", { (310 - $0, $0) }),
        ]
        for (alignment, place) in cases {
            var expected = ["stack": Frame(x: 10, y: 20, width: 300, height: 110)]
            for (index, y) in [20.0, 50, 90].enumerated() {
                let across = place(widths[index])
                expected["v\(index)"] = Frame(x: across.x, y: y, width: across.width, height: [20.0, 30, 40][index])
            }
            recipes.append(
                Recipe(
                    stack(#"axis="vertical" alignment="\#(alignment)" spacing="10""#, three()), Self.pinnedSides,
                    expected))
        }
        return recipes
    }
}

import AppCore
import LayoutCheck
import XCTest

/// Each planted defect is found and named by its rule and the storyboard ids involved; each
/// known-good layout (recipes from Apple's Auto Layout Guide) has zero findings.
/// Cada defecto sembrado se encuentra y se nombra; cada layout correcto no tiene hallazgos.
final class PlantedDefectTests: XCTestCase {
    typealias F = LayoutFixtures

    // MARK: Known good / Correctos

    /// Auto Layout Guide, "Simple Single View": a view inset 20 pt from the safe area's edges.
    func testSingleViewPinnedToSafeAreaHasNoFindings() throws {
        let scene = try F.scene(
            F.view("red"),
            [
                F.pin("c1", "red", "leading", "safe", constant: 20),
                F.pin("c2", "safe", "trailing", "red", constant: 20),
                F.pin("c3", "red", "top", "safe", constant: 20), F.pin("c4", "safe", "bottom", "red", constant: 20),
            ].joined(separator: "\n"))
        for configuration in [try F.configuration("se1"), try F.configuration("i16pm", landscape: true)] {
            XCTAssertEqual(F.findings(scene, configuration), [], configuration.name)
        }
        let layout = SceneLayoutEngine().layout(scene, in: try F.configuration("se1"))
        XCTAssertEqual(layout.frames["red"], Frame(x: 20, y: 40, width: 280, height: 508), "SE: status bar 20 pt")
    }

    /// Auto Layout Guide, "Two Views with Equal Widths".
    func testTwoEqualWidthViewsHaveNoFindings() throws {
        let scene = try F.scene(
            F.view("a") + F.view("b"),
            [
                F.pin("c1", "a", "leading", "safe", constant: 16),
                F.pin("c2", "b", "leading", "a", "trailing", constant: 8),
                F.pin("c3", "safe", "trailing", "b", constant: 16), F.pin("c4", "a", "width", "b"),
                F.pin("c5", "a", "top", "safe", constant: 20), F.pin("c6", "b", "top", "safe", constant: 20),
                F.pin("c7", "safe", "bottom", "a", constant: 20), F.pin("c8", "safe", "bottom", "b", constant: 20),
            ].joined(separator: "\n"))
        let configuration = try F.configuration("i8")
        XCTAssertEqual(F.findings(scene, configuration), [])
        let layout = SceneLayoutEngine().layout(scene, in: configuration)
        XCTAssertEqual(layout.frames["a"]?.width ?? 0, (375 - 40) / 2, accuracy: 1e-6)
    }

    /// Auto Layout Guide, "Simple Stack View": a label, an image and a button in a vertical stack
    /// pinned to the safe area; the label wraps and keeps every word whole at AX5 on an SE.
    func testSimpleStackViewHasNoFindingsAtAX5() throws {
        let label = F.view(
            "title", "label",
            attributes: "text=\"Flowers bloom in spring\" numberOfLines=\"0\" verticalHuggingPriority=\"251\"",
            inner: "<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>")
        let image = F.view("image", "imageView", attributes: "verticalHuggingPriority=\"249\"")
        let button = F.view(
            "edit", "button", attributes: "buttonType=\"system\"",
            inner: "<state key=\"normal\" title=\"Edit\"/>")
        let stack = F.view(
            "stack", "stackView", attributes: "axis=\"vertical\" spacing=\"8\"",
            inner: "<subviews>\(label)\(image)\(button)</subviews>")
        let scene = try F.scene(
            stack,
            [
                F.pin("c1", "stack", "leading", "safe", constant: 20),
                F.pin("c2", "safe", "trailing", "stack", constant: 20),
                F.pin("c3", "stack", "top", "safe", constant: 20), F.pin("c4", "safe", "bottom", "stack", constant: 20),
            ].joined(separator: "\n"))
        XCTAssertEqual(F.findings(scene, try F.configuration("se1", text: .accessibilityExtraExtraExtraLarge)), [])
    }

    // MARK: Planted defects / Defectos sembrados

    /// The single view without its bottom pin: its height (and the layout) is ambiguous.
    func testRemovedPinningConstraintIsAmbiguous() throws {
        let scene = try F.scene(
            F.view("red"),
            [
                F.pin("c1", "red", "leading", "safe", constant: 20),
                F.pin("c2", "safe", "trailing", "red", constant: 20),
                F.pin("c3", "red", "top", "safe", constant: 20),
            ].joined(separator: "\n"))
        let findings = F.findings(scene, try F.configuration("i16"))
        XCTAssertEqual(findings.map(\.rule), ["layout-ambiguous"], "\(findings)")
        XCTAssertTrue(findings[0].message.contains("red"), findings[0].message)
        XCTAssertTrue(findings[0].detail.contains("height"), findings[0].detail)
    }

    /// A required width of 600 pt between 20 pt margins on a 320 pt screen.
    func testRequiredWidthWiderThanTheScreenIsUnsatisfiableWithItsSet() throws {
        let scene = try F.scene(
            F.view("wide", inner: "<constraints>\(F.size("w600", "width", 600))</constraints>"),
            [
                F.pin("c1", "wide", "leading", "safe", constant: 20),
                F.pin("c2", "safe", "trailing", "wide", constant: 20),
                F.pin("c3", "wide", "top", "safe", constant: 20), F.pin("c4", "safe", "bottom", "wide", constant: 20),
            ].joined(separator: "\n"))
        let findings = F.findings(scene, try F.configuration("se1")).filter { $0.rule == "layout-unsatisfiable" }
        XCTAssertEqual(findings.count, 1, "\(findings)")
        let message = findings.first?.message ?? ""
        for id in ["w600", "c1", "c2"] { XCTAssertTrue(message.contains(id), "\(id) in \(message)") }
        XCTAssertFalse(message.contains("c3"), "the top pin is not part of the conflict: \(message)")
        XCTAssertTrue(message.contains("screen 320×568"), message)
    }

    /// `numberOfLines = 1` on a long text: fits at Large, cut off at AX5.
    func testOneLineLongTextIsTruncatedAtAX5() throws {
        let label = F.view(
            "long", "label", attributes: "text=\"Sincronizar al abrir\" numberOfLines=\"1\"",
            inner: "<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>")
        let scene = try F.scene(
            label,
            [
                F.pin("c1", "long", "leading", "safe", constant: 20),
                F.pin("c2", "safe", "trailing", "long", constant: 20),
                F.pin("c3", "long", "top", "safe", constant: 20),
            ].joined(separator: "\n"))
        XCTAssertEqual(F.findings(scene, try F.configuration("se1")).filter { $0.severity == .error }, [])
        let large = F.findings(scene, try F.configuration("se1", text: .accessibilityExtraExtraExtraLarge))
        XCTAssertEqual(large.filter { $0.severity == .error }.map(\.rule), ["layout-text-truncated"], "\(large)")
        XCTAssertTrue(large[0].message.contains("long"), large[0].message)
    }

    /// A required 44 pt height on a button its stack view hides: UIKit's `UISV-hiding` fights it.
    func testRequiredHeightOnAViewTheStackHidesConflicts() throws {
        func scene(hidden: Bool) throws -> StoryboardScene {
            let spinner = F.view("spinner", "activityIndicatorView")
            let retry = F.view(
                "retry", "button",
                attributes: hidden ? "hidden=\"YES\" buttonType=\"system\"" : "buttonType=\"system\"",
                inner: "<state key=\"normal\" title=\"Reintentar\"/><constraints>"
                    + F.size("retry-h", "height", 44, relation: "greaterThanOrEqual") + "</constraints>")
            let stack = F.view(
                "footer", "stackView", attributes: "axis=\"vertical\" alignment=\"center\" spacing=\"8\"",
                inner: "<subviews>\(spinner)\(retry)</subviews>")
            return try F.scene(
                stack,
                [F.pin("c1", "footer", "centerX", "safe"), F.pin("c2", "footer", "top", "safe", constant: 20)]
                    .joined(separator: "\n"))
        }
        let configuration = try F.configuration("i16")
        let found = F.findings(try scene(hidden: true), configuration)
        let conflicts = found.filter { $0.rule == "layout-hidden-conflict" }
        XCTAssertEqual(conflicts.count, 1, "\(found)")
        XCTAssertTrue(conflicts.first?.message.contains("retry-h") ?? false, "\(conflicts)")
        XCTAssertTrue(conflicts.first?.message.contains("UISV-hiding (retry)") ?? false, "\(conflicts)")
        XCTAssertEqual(F.findings(try scene(hidden: false), configuration).filter { $0.severity == .error }, [])
    }

    /// A class the model cannot size is reported, never passed. / Una clase desconocida se reporta.
    func testUnknownClassCannotBeJudged() throws {
        let scene = try F.scene(
            F.view("odd", "fancyControl"),
            [F.pin("c1", "odd", "leading", "safe"), F.pin("c2", "odd", "top", "safe")].joined(separator: "\n"))
        let found = F.findings(scene, try F.configuration("i16")).filter { $0.rule == "layout-cannot-judge" }
        XCTAssertEqual(found.count, 1)
    }
}

/// Planted defects about space: off the side of a small screen, and scroll content without an end.
/// Defectos de espacio: fuera del costado de una pantalla chica y contenido sin final.
final class PlantedSpaceDefectTests: XCTestCase {
    typealias F = LayoutFixtures

    /// A fixed width of 330 pt: on screen on an iPhone 8, past the side of an SE.
    func testFixedWidthOf330IsOffScreenOnTheSE() throws {
        let image = F.view(
            "banner", "imageView",
            inner: "<constraints>\(F.size("w330", "width", 330))\(F.size("h80", "height", 80))</constraints>")
        let scene = try F.scene(
            image,
            [F.pin("c1", "banner", "leading", "safe"), F.pin("c2", "banner", "top", "safe")].joined(separator: "\n"))
        let se = F.findings(scene, try F.configuration("se1"))
        XCTAssertEqual(se.map(\.rule), ["layout-below-screen"], "\(se)")
        XCTAssertTrue(se.first?.message.contains("banner") ?? false)
        XCTAssertEqual(F.findings(scene, try F.configuration("i8")), [])
    }

    /// A scroll view whose content has no bottom constraint: the content height is undefined.
    func testScrollContentWithoutABottomConstraintIsUndefined() throws {
        func scene(bottom: Bool) throws -> StoryboardScene {
            let content = F.view("content", inner: "<constraints>\(F.size("h", "height", 900))</constraints>")
            let pins =
                [
                    F.pin("s1", "content", "top", "scroll"), F.pin("s2", "content", "leading", "scroll"),
                    F.pin("s3", "scroll", "trailing", "content"), F.pin("s4", "content", "width", "scroll"),
                ] + (bottom ? [F.pin("s5", "scroll", "bottom", "content")] : [])
            let scroll = F.view(
                "scroll", "scrollView",
                inner: "<subviews>\(content)</subviews><constraints>\(pins.joined())</constraints>")
            return try F.scene(
                scroll,
                [
                    F.pin("c1", "scroll", "leading", "safe"), F.pin("c2", "safe", "trailing", "scroll"),
                    F.pin("c3", "scroll", "top", "safe"), F.pin("c4", "safe", "bottom", "scroll"),
                ].joined(separator: "\n"))
        }
        let configuration = try F.configuration("i16")
        let found = F.findings(try scene(bottom: false), configuration)
        XCTAssertEqual(found.map(\.rule), ["layout-ambiguous"], "\(found)")
        XCTAssertTrue(found.first?.detail.contains("content height undefined") ?? false, "\(found)")
        XCTAssertEqual(F.findings(try scene(bottom: true), configuration), [])
    }
}

/// A constraint the model cannot read is reported, not silently dropped.
/// Una restricción que el modelo no puede leer se reporta, no se descarta en silencio.
final class UnresolvedConstraintTests: XCTestCase {
    func testConstraintToAnUnknownItemCannotBeJudged() throws {
        let scene = try LayoutFixtures.scene(
            LayoutFixtures.view("a"),
            [
                LayoutFixtures.pin("c1", "a", "leading", "safe"), LayoutFixtures.pin("c2", "a", "top", "safe"),
                LayoutFixtures.pin("c3", "a", "width", "nowhere"),
            ].joined(separator: "\n"))
        let layout = SceneLayoutEngine().layout(scene, in: try LayoutFixtures.configuration("i16"))
        let found = LayoutChecks.findings(layout).filter { $0.rule == "layout-cannot-judge" }
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found.first?.message.contains("c3") ?? false)
    }
}

/// Equal-priority ties, only where they bite. / Empates de igual prioridad, solo donde muerden.
final class PlantedTieTests: XCTestCase {
    typealias F = LayoutFixtures

    /// Two one-line labels too long for a fill row on an SE: with equal compression resistance the
    /// stack resolves the tie by arranged-subview index — the later one gives way and is cut (a tie
    /// naming both); with 751 against 750 the priorities decide.
    /// Dos etiquetas de una línea en una fila llena: con igual resistencia la pila decide por índice.
    private func row(firstCompression: Int) throws -> StoryboardScene {
        func label(_ id: String, _ compression: Int) -> String {
            F.view(
                id, "label",
                attributes: "text=\"A rather long title that cannot fit\" numberOfLines=\"1\" "
                    + "horizontalCompressionResistancePriority=\"\(compression)\"",
                inner: "<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>")
        }
        let stack = F.view(
            "row", "stackView", attributes: "axis=\"horizontal\" spacing=\"8\"",
            inner: "<subviews>\(label("left", firstCompression))\(label("right", 750))</subviews>")
        return try F.scene(
            stack,
            [
                F.pin("c1", "row", "leading", "safe", constant: 16),
                F.pin("c2", "safe", "trailing", "row", constant: 16), F.pin("c3", "row", "top", "safe"),
            ].joined(separator: "\n"))
    }

    func testEqualCompressionInAnOverfullRowIsATieNamingBoth() throws {
        let layout = SceneLayoutEngine().layout(try row(firstCompression: 750), in: try F.configuration("se1"))
        let ties = LayoutChecks.ties(layout)
        XCTAssertEqual(ties.map(\.rule), ["layout-tie"], "\(ties)")
        XCTAssertEqual(ties.first?.severity, .warning)
        let message = ties.first?.message ?? ""
        XCTAssertTrue(message.contains("label right"), message)
        XCTAssertTrue(message.contains("gives way to label left"), message)
        XCTAssertTrue(message.contains("by arranged-subview index") && message.contains("is then cut off"), message)
        // The model resolves it the same way: the first keeps more of its text. / El primero conserva más.
        XCTAssertGreaterThan(layout.frames["left"]?.width ?? 0, layout.frames["right"]?.width ?? 0)
    }

    func testUnequalCompressionIsNoTie() throws {
        let layout = SceneLayoutEngine().layout(try row(firstCompression: 751), in: try F.configuration("se1"))
        XCTAssertEqual(LayoutChecks.ties(layout), [])
    }
}

/// TestApp's headlines are Lato-Bold: measured with that face's table, not the regular one (which is
/// narrower, the unsafe side). / Los titulares de TestApp son Lato-Bold: se miden con su tabla.
final class LatoFaceTests: XCTestCase {
    func testLatoBoldIsMeasuredWithItsOwnTable() throws {
        func face(_ name: String, _ style: String = "UICTFontTextStyleHeadline") throws -> TextFont {
            let label = LayoutFixtures.view(
                "title", "label", attributes: "text=\"Componentes\"",
                inner: "<fontDescription key=\"fontDescription\" name=\"\(name)\" style=\"\(style)\"/>"
            )
            let scene = try LayoutFixtures.scene(label, "")
            let text = try XCTUnwrap(scene.view("title")?.text)
            return TextFont(text, kind: "label", category: .accessibilityExtraExtraExtraLarge)
        }
        let bold = try face("Lato-Bold")
        let regular = try face("Lato-Regular", "UICTFontTextStyleBody")
        XCTAssertEqual(bold.face.name, "latoBold")
        XCTAssertEqual(regular.face.name, "latoRegular")
        XCTAssertGreaterThan(
            bold.face.width(of: "Componentes", size: bold.size), regular.face.width(of: "Componentes", size: 53))
    }
}

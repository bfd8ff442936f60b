import AppCore
import Foundation
import LayoutCheck
import ToolsTestSupport
import XCTest

/// The mirrors of TestApp's views built in code (banner, feature card, loading overlay, profile
/// picture spinner, table headers): each lays out with no exact finding in every configuration, sits
/// where the code puts it, and a defect planted in it is found by its rule; each mirrored file goes
/// stale on its own. The web screen's mirrors are in `WebViewMirrorTests`.
/// Los espejos de las vistas de TestApp hechas en código: sin hallazgos exactos en ninguna
/// configuración, en el lugar donde las pone el código; un defecto plantado se encuentra por su regla;
/// cada archivo reflejado queda viejo por separado.
final class TestAppMirrorTests: XCTestCase {
    /// The TestApp mirrors this issue added. / Los espejos de TestApp que agregó este issue.
    static let mirrors: [CodeMirror] = [
        .accessNoticeBanner, .featureCardCell, .loadingOverlay, .profileEditPicture, .marginPinning,
        .webHistoryToolbar, .webViewScreen,
    ]

    /// Every state × device × orientation × text size of each of them is run by `layout-check` and by
    /// `CodeMirrorTests.testCurrentMirrorsHaveNoExactFindings` (every mirror of `CodeMirror.all`, no
    /// exact finding): they are all listed there, each in the 60 configurations.
    func testEveryTestAppMirrorIsRunInEveryConfiguration() throws {
        let catalog = try DeviceCatalog.bundled()
        let listed = Set(CodeMirror.all.map(\.typeName))
        for mirror in Self.mirrors {
            XCTAssertTrue(listed.contains(mirror.typeName), mirror.typeName)
            XCTAssertEqual(mirror.configurations(catalog).count, 6 * 2 * 5, "6 devices × 2 orientations × 5 text sizes")
            XCTAssertFalse(mirror.states.isEmpty)
        }
        XCTAssertEqual(Set(CodeMirror.all.map(\.source)).count, CodeMirror.all.count, "one mirror per source")
    }

    // MARK: AccessNoticeBanner

    /// Under the status bar only (its own window, no navigation or tab bar); 8 / 16 / 10 / 12 pt.
    func testTheNoticeBannerSitsUnderTheDeviceSafeAreaOnly() throws {
        let probe = try MirrorProbe(.accessNoticeBanner)
        for (device, landscape) in [("se1", false), ("i16", false), ("i16pm", true)] {
            let configuration = try probe.configuration(device, landscape: landscape)
            XCTAssertFalse(configuration.context.navigationBar || configuration.context.tabBar)
            let layout = try probe.layout("notice", configuration)
            let safe = configuration.safeArea
            let card = try XCTUnwrap(layout.frames["card"])
            let label = try XCTUnwrap(layout.frames["label"])
            XCTAssertEqual(card.y, safe.top + 8, accuracy: 1e-6, configuration.name)
            XCTAssertEqual(card.x, safe.left + 16, accuracy: 1e-6)
            XCTAssertEqual(card.width, configuration.width - safe.left - safe.right - 32, accuracy: 1e-6)
            XCTAssertEqual(label.width, card.width - 24, accuracy: 1e-6)
            XCTAssertEqual(card.height, label.height + 20, accuracy: 1e-6)
            XCTAssertGreaterThan(label.height, 0)
        }
    }

    /// The old sign slip `trailing + 16` (instead of `- 16`) puts the text past the screen's side.
    func testANoticeCardPinnedPastTheTrailingEdgeIsBeyondTheScreen() throws {
        let probe = try MirrorProbe(.accessNoticeBanner)
        let configuration = try probe.configuration("se1")
        XCTAssertEqual(MirrorProbe.findings(try probe.layout("notice", configuration)), [])
        let broken = try probe.layout("notice", configuration) { body in
            body.constraints = body.constraints.replacingOccurrences(
                of: #"secondAttribute="trailing" constant="-16.0" id="card-trailing""#,
                with: #"secondAttribute="trailing" constant="16.0" id="card-trailing""#)
        }
        XCTAssertEqual(
            MirrorProbe.findings(broken).map(\.rule), ["layout-below-screen"],
            "\(MirrorProbe.findings(broken))")
    }

    // MARK: FeatureCardCell

    /// `CardLayout.iconPlacement`: beside up to AX2 (text = safe width − 132), above from AX3 (text =
    /// safe width − 64, 12 pt under the icon), in portrait and landscape; no finding with the runtime
    /// facts `layout-check` applies (the texts hyphenate, `MirrorTextTests`).
    func testTheCardPutsTheIconAboveFromAX3() throws {
        let probe = try MirrorProbe(.featureCardCell)
        let state = try XCTUnwrap(CodeMirror.featureCardCell.states.first)
        let facts = try RuntimeFacts.bundled()
        for text in try DeviceCatalog.bundled().categories {
            for (device, landscape) in [("se1", false), ("i16", true)] {
                let configuration = try probe.configuration(device, landscape: landscape, text: text)
                let layout = try probe.layout(state, configuration, facts: facts)
                XCTAssertEqual(MirrorProbe.findings(layout).filter { CodeMirror.reportedRules.contains($0.rule) }, [])
                let safe = configuration.width - configuration.safeArea.left - configuration.safeArea.right
                let icon = try XCTUnwrap(layout.frames["Ftl-IM-001"])
                let title = try XCTUnwrap(layout.frames["Ftl-TT-001"])
                let description = try XCTUnwrap(layout.frames["Ftl-DS-001"])
                let card = try XCTUnwrap(layout.frames["Ftl-CD-001"])
                XCTAssertEqual(card.width, safe - 32, accuracy: 1e-6, configuration.name)
                XCTAssertEqual(description.width, title.width, accuracy: 1e-6)
                if text >= .accessibilityExtraLarge {
                    XCTAssertEqual(title.x, card.x + 16, accuracy: 1e-6, configuration.name)
                    XCTAssertEqual(title.y, icon.maxY + 12, accuracy: 1e-6)
                    XCTAssertEqual(title.width, safe - 64, accuracy: 1e-6)
                } else {
                    XCTAssertEqual(title.x, icon.maxX + 12, accuracy: 1e-6, configuration.name)
                    XCTAssertEqual(title.y, icon.y, accuracy: 1e-6)
                    XCTAssertEqual(title.width, safe - 132, accuracy: 1e-6)
                }
                XCTAssertEqual(card.maxY, description.maxY + 16, accuracy: 1e-6)
            }
        }
    }

    /// The longest title and description of the cards are the ones laid out.
    func testTheCardShowsTheLongestTexts() throws {
        let probe = try MirrorProbe(.featureCardCell)
        let scene = try CodeMirror.featureCardCell.scene(
            "longest title and description", strings: probe.strings, storyboard: probe.storyboard)
        let titles = probe.strings.filter { $0.key.hasPrefix("feature.") && $0.key.hasSuffix(".title") }.values
        let descriptions = probe.strings.filter { $0.key.hasPrefix("feature.") && $0.key.hasSuffix(".description") }
            .values
        XCTAssertEqual(scene.view("Ftl-TT-001")?.text?.text.count, titles.map(\.count).max())
        XCTAssertEqual(scene.view("Ftl-DS-001")?.text?.text.count, descriptions.map(\.count).max())
        XCTAssertEqual(scene.view("Ftl-TT-001")?.text?.fontName, "Lato-Bold")
    }

    /// Activating the icon-above constraints without deactivating the storyboard's beside ones is
    /// unsatisfiable from AX3 (title leading cannot be both card + 16 and icon + 12).
    func testIconAboveWithoutDeactivatingBesideIsUnsatisfiable() throws {
        let probe = try MirrorProbe(.featureCardCell)
        let state = try XCTUnwrap(CodeMirror.featureCardCell.states.first)
        let configuration = try probe.configuration("se1", text: .accessibilityExtraLarge)
        let broken = try probe.layout(state, configuration) { body in
            XCTAssertFalse(body.contains(constraint: "Ftl-K2-004"))
            body.constraints += """
                <constraint firstItem="Ftl-TT-001" firstAttribute="leading" secondItem="Ftl-IM-001" \
                secondAttribute="trailing" constant="12" id="Ftl-K2-004"/>
                <constraint firstItem="Ftl-TT-001" firstAttribute="top" secondItem="Ftl-CD-001" \
                secondAttribute="top" constant="16" id="Ftl-K2-005"/>
                """
        }
        let unsatisfiable = MirrorProbe.findings(broken).filter { $0.rule == "layout-unsatisfiable" }
        XCTAssertFalse(unsatisfiable.isEmpty, "\(MirrorProbe.findings(broken))")
        XCTAssertTrue(unsatisfiable.contains { $0.message.contains("Ftl-K2-004") }, "\(unsatisfiable)")
    }

    // MARK: LoadingOverlay

    /// Covers the whole view (under the bars); the card is centred, 140 pt ≤ width ≤ the view − 32 pt;
    /// the animation is 96 × 96 whichever view draws it.
    func testTheLoadingCardIsCentredOverTheWholeView() throws {
        let probe = try MirrorProbe(.loadingOverlay)
        for state in CodeMirror.loadingOverlay.states {
            for (device, landscape, text) in [
                ("se1", false, TextSizeCategory.large), ("i16pm", true, .accessibilityExtraExtraExtraLarge),
            ] {
                let configuration = try probe.configuration(device, landscape: landscape, text: text)
                let layout = try probe.layout(state, configuration)
                let overlay = try XCTUnwrap(layout.frames["overlay"])
                let card = try XCTUnwrap(layout.frames["card"])
                let animation = try XCTUnwrap(layout.frames["animation"])
                XCTAssertEqual(overlay, Frame(x: 0, y: 0, width: configuration.width, height: configuration.height))
                XCTAssertEqual(card.midX, configuration.width / 2, accuracy: 1e-6, "\(state) \(configuration.name)")
                XCTAssertEqual(card.midY, configuration.height / 2, accuracy: 1e-6)
                XCTAssertGreaterThanOrEqual(card.width, 140 - 1e-6)
                XCTAssertLessThanOrEqual(card.width, configuration.width - 32 + 1e-6)
                XCTAssertEqual(animation.width, 96, accuracy: 1e-6)
                XCTAssertEqual(animation.height, 96, accuracy: 1e-6)
                if state == "Lottie" { XCTAssertEqual(layout.frames["lottie"], animation) }
            }
        }
    }

    /// A 300 pt minimum card width cannot fit 320 − 32 = 288 pt on an SE: unsatisfiable.
    func testACardMinimumWiderThanItsMaximumIsUnsatisfiable() throws {
        let probe = try MirrorProbe(.loadingOverlay)
        let configuration = try probe.configuration("se1")
        let widen: (inout CodeMirror.Body) -> Void = { body in
            body.subviews = body.subviews.replacingOccurrences(
                of: #"constant="140.0" id="card-minimum-width""#, with: #"constant="300.0" id="card-minimum-width""#)
        }
        let broken = try probe.layout("spinner", configuration, edit: widen)
        let rules = MirrorProbe.findings(broken).map(\.rule)
        XCTAssertEqual(rules, ["layout-unsatisfiable"], "\(MirrorProbe.findings(broken))")
        XCTAssertTrue(MirrorProbe.findings(broken).contains { $0.message.contains("card-width") })
        let wide = try probe.layout("spinner", try probe.configuration("ipad"), edit: widen)
        XCTAssertEqual(MirrorProbe.findings(wide), [], "768 − 32 pt leaves room for 300")
    }

    // MARK: ProfileEdit picture

    /// The spinner is centred on the picture and hidden unless a chosen photo loads.
    func testThePictureSpinnerIsCentredOnThePicture() throws {
        let probe = try MirrorProbe(.profileEditPicture)
        for state in CodeMirror.profileEditPicture.states {
            for text in [TextSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
                let configuration = try probe.configuration("se1", landscape: true, text: text)
                let layout = try probe.layout(state, configuration)
                let spinner = try XCTUnwrap(layout.frames["image-spinner"])
                let picture = try XCTUnwrap(layout.frames["Pfe-IM-001"])
                XCTAssertEqual(spinner.midX, picture.midX, accuracy: 1e-6)
                XCTAssertEqual(spinner.midY, picture.midY, accuracy: 1e-6)
                XCTAssertEqual(spinner.width, 20, accuracy: 1e-6)
                XCTAssertEqual(layout.scene.view("image-spinner")?.hidden, state != "photo loading")
                XCTAssertEqual(layout.scene.view("image-spinner")?.superview?.id, "Pfe-IC-001")
            }
        }
    }

    /// Without its vertical centring the spinner's y is ambiguous.
    func testASpinnerWithoutItsVerticalCentringIsAmbiguous() throws {
        let probe = try MirrorProbe(.profileEditPicture)
        let configuration = try probe.configuration("i16")
        XCTAssertEqual(
            MirrorProbe.findings(try probe.layout("photo loading", configuration), ambiguity: true)
                .filter { $0.message.contains("image-spinner") }, [])
        let broken = try probe.layout("photo loading", configuration) { $0.remove(constraint: "image-spinner-centerY") }
        let ambiguous = MirrorProbe.findings(broken, ambiguity: true).filter { $0.rule == "layout-ambiguous" }
        XCTAssertEqual(ambiguous.map(\.message).filter { $0.contains("image-spinner") }.count, 1, "\(ambiguous)")
    }

    // MARK: addSubviewWithinMargins

    /// The headers' content: `vertical` from the top and bottom, 16 pt inside the safe area's sides.
    func testTheHeadersKeepTheirContentWithinTheMargins() throws {
        let probe = try MirrorProbe(.marginPinning)
        for (state, vertical) in [("WelcomeHeaderView", 8.0), ("NetworkingNoticeView", 12.0)] {
            for (device, landscape) in [("se1", false), ("i16", true)] {
                let configuration = try probe.configuration(device, landscape: landscape)
                let layout = try probe.layout(state, configuration)
                let header = try XCTUnwrap(layout.frames["header"])
                let content = try XCTUnwrap(layout.frames["content"])
                XCTAssertEqual(header.width, configuration.width, accuracy: 1e-6)
                XCTAssertEqual(content.x, configuration.safeArea.left + 16, accuracy: 1e-6, configuration.name)
                XCTAssertEqual(content.maxX, configuration.width - configuration.safeArea.right - 16, accuracy: 1e-6)
                XCTAssertEqual(content.y, header.y + vertical, accuracy: 1e-6)
                XCTAssertEqual(header.maxY, content.maxY + vertical, accuracy: 1e-6)
                XCTAssertGreaterThan(content.height, 0)
            }
        }
        let welcome = try CodeMirror.marginPinning.scene("WelcomeHeaderView", strings: probe.strings)
        let length = try XCTUnwrap(welcome.view("content")?.text?.text.count)
        XCTAssertTrue((130...140).contains(length), "Remote Config's cap is 140 characters: \(length)")
    }

    /// Without the helper's bottom pin the header's height is undefined.
    func testAHeaderWithoutItsBottomPinIsAmbiguous() throws {
        let probe = try MirrorProbe(.marginPinning)
        let configuration = try probe.configuration("i16")
        XCTAssertEqual(
            MirrorProbe.findings(try probe.layout("NetworkingNoticeView", configuration), ambiguity: true), [])
        let broken = try probe.layout("NetworkingNoticeView", configuration) { $0.remove(constraint: "content-bottom") }
        let ambiguous = MirrorProbe.findings(broken, ambiguity: true).filter { $0.rule == "layout-ambiguous" }
        XCTAssertTrue(ambiguous.contains { $0.message.contains("view header") }, "\(ambiguous)")
    }

    // MARK: Fingerprints per file / Huellas por archivo

    /// Changing one fingerprinted line of one mirrored file (in a scratch copy) makes exactly that
    /// file stale, for every mirror that copies it, and the run reports it once.
    func testEachMirroredFileGoesStaleOnItsOwn() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("mirrors-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Shell.copy(CodeMirror.mirroredSources, to: scratch)
        let paths = Set(Self.mirrors.flatMap(\.sources)).union(CodeMirror.networkingFooter.sources).sorted()
        for path in paths {
            let target = scratch.appendingPathComponent(path)
            let original = try String(contentsOf: target, encoding: .utf8)
            let line = try XCTUnwrap(CodeMirror.fingerprintLines(original).first, path)
            var lines = original.components(separatedBy: "\n")
            lines[line.line - 1] += " // changed"
            try lines.joined(separator: "\n").write(to: target, atomically: true, encoding: .utf8)
            for mirror in CodeMirror.all {
                let stale = try mirror.staleness(root: scratch)
                XCTAssertEqual(stale.map(\.path), mirror.sources.contains(path) ? [path] : [], "\(mirror.typeName)")
                XCTAssertEqual(stale.map(\.line), mirror.sources.contains(path) ? [line.line] : [])
            }
            try original.write(to: target, atomically: true, encoding: .utf8)
        }
        XCTAssertTrue(
            CodeMirror.networkingFooter.sources.contains("Apps/TestApp/Styleguide/UIView+MarginPinning.swift"))
    }

    /// A helper two mirrors copy is reported once by the run. / Un archivo compartido se reporta una vez.
    func testASharedFileIsReportedOnce() throws {
        let helper = "Apps/TestApp/Styleguide/UIView+MarginPinning.swift"
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("mirrors-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let mirrors = [CodeMirror.networkingFooter, .marginPinning]
        XCTAssertEqual(mirrors.filter { $0.sources.contains(helper) }.count, 2)
        for path in Set(mirrors.flatMap(\.sources)) {
            let target = scratch.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            var text = try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
            if path == helper {
                text = text.replacingOccurrences(of: "constant: vertical", with: "constant: vertical + 1")
            }
            try text.write(to: target, atomically: true, encoding: .utf8)
        }
        let runner = LayoutRunner(root: scratch, catalog: try DeviceCatalog.bundled())
        let stale = try runner.mirrorFindings(mirrors).found.map(\.0).filter { $0.rule == "layout-mirror-stale" }
        XCTAssertEqual(stale.map(\.path), [helper])
    }
}

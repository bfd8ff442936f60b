import AppCore
import Foundation
import ToolsTestSupport
import TypeMetricsKit
import XCTest

/// The Dynamic Type sizes a device reported (`LayoutFrameDumpTests.testDumpTheDynamicTypeSizes`).
/// Los tamaños de Dynamic Type que informó un dispositivo.
struct DynamicTypeDump: Codable {
    struct Size: Codable {
        let style: String
        let contentSizeCategory: String
        let pointSize: Double
        /// `UIFontMetrics(forTextStyle:).scaledValue(for: 100)`. / Lo que escala 100 pt.
        let metricsScaledHundred: Double
    }
    let device: String
    let system: String
    let sizes: [Size]
}

/// The text sizes the model uses (`TypeMetricsKit.DynamicType`, Apple's published table) against a
/// device's: `preferredFont` sizes within half a point, and the scale `UIFontMetrics` applies to the
/// apps' own fonts (Lato, Futura) within 1 %. The apps keep `UIFontMetrics` because only its fonts
/// follow a text-size change while the app runs; this comparison is what ties the two together.
/// Skipped, saying so, until a dump is committed.
/// Los tamaños del modelo contra los de un dispositivo; se omite mientras no hay volcado.
final class DynamicTypeCalibrationTests: XCTestCase {
    private static let folder = TestPaths.repositoryRoot.appendingPathComponent(
        "Tools/Tests/LayoutCheckTests/Calibration/DynamicType")

    /// Each entry of `dump` the table disagrees with, one line each. / Cada entrada en desacuerdo.
    static func mismatches(_ dump: DynamicTypeDump) -> [String] {
        dump.sizes.compactMap { size in
            guard let style = TextStyle(rawValue: size.style),
                let category = TextSizeCategory(uiKitName: size.contentSizeCategory)
            else { return "\(size.style) \(size.contentSizeCategory): not in the model's table" }
            let expected = DynamicType.pointSize(style, at: category)
            let scale = DynamicType.scale(style, at: category)
            if abs(expected - size.pointSize) > 0.5 {
                return "\(size.style) \(size.contentSizeCategory): device \(size.pointSize) pt, model \(expected) pt"
            }
            if abs(scale - size.metricsScaledHundred / 100) > 0.01 {
                return "\(size.style) \(size.contentSizeCategory): UIFontMetrics ×\(size.metricsScaledHundred / 100), "
                    + "model ×\(scale)"
            }
            return nil
        }
    }

    func testEveryCommittedDynamicTypeDumpMatchesTheTable() throws {
        let files =
            (try? FileManager.default.contentsOfDirectory(at: Self.folder, includingPropertiesForKeys: nil))?
            .filter { $0.pathExtension == "json" } ?? []
        guard !files.isEmpty else {
            throw XCTSkip(
                "No Dynamic Type dump yet: run Scripts/layout/dump_frames.sh on a Mac and commit "
                    + "Calibration/DynamicType/*.json; until then DynamicType's table is Apple's, not measured.")
        }
        for file in files {
            let dump = try JSONDecoder().decode(DynamicTypeDump.self, from: Data(contentsOf: file))
            XCTAssertEqual(dump.sizes.count, TextStyle.allCases.count * TextSizeCategory.allCases.count)
            XCTAssertEqual(Self.mismatches(dump), [], file.lastPathComponent)
        }
    }

    /// A dump made from the table matches; a size 1 pt off and a scale 2 % off are each reported.
    /// Un volcado hecho con la tabla coincide; 1 pt o 2 % de diferencia se reportan.
    func testTheComparisonReportsASizeAndAScaleThatDiffer() throws {
        let names = [
            "XS", "S", "M", "L", "XL", "XXL", "XXXL", "AccessibilityM", "AccessibilityL",
            "AccessibilityXL", "AccessibilityXXL", "AccessibilityXXXL",
        ]
        var sizes: [DynamicTypeDump.Size] = []
        for style in TextStyle.allCases {
            for category in TextSizeCategory.allCases {
                let name = "UICTContentSizeCategory" + names[category.rawValue]
                XCTAssertEqual(TextSizeCategory(uiKitName: name), category, name)
                sizes.append(
                    .init(
                        style: style.rawValue, contentSizeCategory: name,
                        pointSize: DynamicType.pointSize(style, at: category),
                        metricsScaledHundred: 100 * DynamicType.scale(style, at: category)))
            }
        }
        XCTAssertEqual(Self.mismatches(DynamicTypeDump(device: "model", system: "-", sizes: sizes)), [])
        let body = try XCTUnwrap(sizes.firstIndex { $0.style == TextStyle.body.rawValue })
        sizes[body] = .init(
            style: sizes[body].style, contentSizeCategory: sizes[body].contentSizeCategory,
            pointSize: sizes[body].pointSize + 1, metricsScaledHundred: sizes[body].metricsScaledHundred)
        let footnote = try XCTUnwrap(sizes.lastIndex { $0.style == TextStyle.footnote.rawValue })
        sizes[footnote] = .init(
            style: sizes[footnote].style, contentSizeCategory: sizes[footnote].contentSizeCategory,
            pointSize: sizes[footnote].pointSize, metricsScaledHundred: sizes[footnote].metricsScaledHundred * 1.02)
        let found = Self.mismatches(DynamicTypeDump(device: "model", system: "-", sizes: sizes))
        XCTAssertEqual(found.count, 2, "\(found)")
        XCTAssertTrue(found[0].contains("UICTFontTextStyleBody") && found[0].contains("model 14.0 pt"), "\(found)")
        XCTAssertTrue(found[1].contains("UIFontMetrics"), "\(found)")
    }
}

/// UIKit's font metrics a device reported (`LayoutFrameDumpTests.testDumpTheFontMetrics`).
/// Las métricas de fuente que informó un dispositivo.
struct FontMetricsDump: Codable {
    struct Font: Codable {
        let face: String
        let pointSize: Double
        let lineHeight: Double
        /// `NSString.size(withAttributes:)` widths of characters and sample strings.
        let widths: [String: Double]
    }
    let system: String
    let fonts: [Font]
}

/// TypeMetricsKit's faces against UIKit's own metrics: never on the unsafe side — a line never shorter
/// by more than 0.01 pt, a width never narrower by more than 0.01 pt. Skipped, saying so, until a dump
/// is committed (the faces' numbers are then public measurements and assumptions; docs/layout.md).
/// Las fuentes del modelo contra las métricas de UIKit: nunca del lado inseguro.
final class FontMetricsCalibrationTests: XCTestCase {
    private static let folder = TestPaths.repositoryRoot.appendingPathComponent(
        "Tools/Tests/LayoutCheckTests/Calibration/FontMetrics")

    /// The model's face for a dumped face (semibold, Headline's weight, is measured with bold).
    /// La fuente del modelo para cada fuente volcada.
    static func face(_ name: String) -> FontFace? {
        switch name {
        case "system": return .system
        case "systemSemibold", "systemBold": return .systemBold
        case "Futura-Medium": return .futuraMedium
        case "Lato-Regular": return .lato
        case "Lato-Bold": return .latoBoldFace
        default: return nil
        }
    }

    /// Each line or width of `dump` the model gives less room than the device, one line each.
    /// Cada línea o ancho en que el modelo da menos espacio que el dispositivo.
    static func unsafe(_ dump: FontMetricsDump) -> [String] {
        dump.fonts.flatMap { font -> [String] in
            guard let face = face(font.face) else { return ["\(font.face): not a face of the model"] }
            let size = font.pointSize
            var found: [String] = []
            if face.lineHeight(size: size) < font.lineHeight - 0.01 {
                found.append("\(font.face) \(size) pt: line \(face.lineHeight(size: size)) < \(font.lineHeight)")
            }
            for (text, width) in font.widths.sorted(by: { $0.key < $1.key })
            where face.width(of: text, size: size) < width - 0.01 {
                found.append("\(font.face) \(size) pt: \"\(text)\" \(face.width(of: text, size: size)) < \(width)")
            }
            return found
        }
    }

    func testEveryCommittedFontMetricsDumpIsNeverOnTheUnsafeSide() throws {
        let files =
            (try? FileManager.default.contentsOfDirectory(at: Self.folder, includingPropertiesForKeys: nil))?
            .filter { $0.pathExtension == "json" } ?? []
        guard !files.isEmpty else {
            throw XCTSkip(
                "No font metrics dump yet: run Scripts/layout/dump_frames.sh on a Mac and commit "
                    + "Calibration/FontMetrics/*.json; until then the faces rest on public measurements.")
        }
        for file in files {
            let dump = try JSONDecoder().decode(FontMetricsDump.self, from: Data(contentsOf: file))
            XCTAssertEqual(Self.unsafe(dump), [], file.lastPathComponent)
        }
    }

    /// UIKit's published 17 pt numbers pass; a line 0.5 pt taller and a width 1 pt wider on the device
    /// are each reported. / Los números publicados pasan; una línea o un ancho mayores se reportan.
    func testTheComparisonReportsATallerLineAndAWiderText() {
        let published = FontMetricsDump.Font(
            face: "system", pointSize: 17, lineHeight: 20.287109375,
            widths: ["This is a test string": 144.09326171875, "Hello": 38.814453125])
        XCTAssertEqual(FontMetricsCalibrationTests.unsafe(.init(system: "published", fonts: [published])), [])
        let taller = FontMetricsDump.Font(face: "system", pointSize: 17, lineHeight: 20.8, widths: [:])
        let wider = FontMetricsDump.Font(
            face: "system", pointSize: 17, lineHeight: 20,
            widths: ["Hello": FontFace.system.width(of: "Hello", size: 17) + 1])
        let found = FontMetricsCalibrationTests.unsafe(.init(system: "planted", fonts: [taller, wider]))
        XCTAssertEqual(found.count, 2, "\(found)")
        XCTAssertTrue(found[0].contains("line"), found[0])
        XCTAssertTrue(found[1].contains("\"Hello\""), found[1])
    }
}

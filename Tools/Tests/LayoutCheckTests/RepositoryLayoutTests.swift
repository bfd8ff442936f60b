import AppCore
import LayoutCheck
import ToolsTestSupport
import XCTest

/// The checker on the repository's own storyboards: the device table, and the findings it pins.
/// El chequeo sobre los storyboards del repositorio: la tabla de dispositivos y sus hallazgos.
final class RepositoryLayoutTests: XCTestCase {
    private func runner() throws -> LayoutRunner {
        LayoutRunner(
            root: TestPaths.repositoryRoot, catalog: try DeviceCatalog.bundled(), facts: try RuntimeFacts.bundled())
    }

    func testDeviceTableCoversSixScreensTwoOrientationsFiveTextSizes() throws {
        let catalog = try DeviceCatalog.bundled()
        let configurations = catalog.configurations(for: "Apps/TestApp/Persistence/Base.lproj/Persistence.storyboard")
        XCTAssertEqual(configurations.count, 6 * 2 * 5)
        XCTAssertEqual(
            Set(configurations.map { "\(Int($0.width))×\(Int($0.height))" }),
            [
                "320×568", "568×320", "375×667", "667×375", "393×852", "852×393", "440×956", "956×440", "768×1024",
                "1024×768", "320×1024", "320×768",
            ])
        for device in catalog.devices {
            XCTAssertNotNil(catalog.sources[device.source], "\(device.id) names a source")
        }
        // TestApp: status bar 20 + navigation bar 44 on top, tab bar 49 below (SE portrait).
        let se = try XCTUnwrap(configurations.first { $0.device.id == "se1" && !$0.landscape })
        XCTAssertEqual(se.safeArea.top, 64)
        XCTAssertEqual(se.safeArea.bottom, 49)
        XCTAssertEqual(catalog.configurations(for: "Apps/Estados/Base.lproj/Main.storyboard")[0].safeArea.top, 20)
    }

    func testEveryStoryboardSceneIsRead() throws {
        let runner = try runner()
        let paths = runner.storyboards()
        XCTAssertGreaterThanOrEqual(paths.count, 14)
        for path in paths { XCTAssertFalse(try runner.scenes(path).isEmpty, path) }
    }

    /// The review's Persistencia defect: the switch row's label breaks "automáticamente" inside the
    /// word at accessibility sizes on an SE (the text comes from the strings file via runtime.json).
    /// El defecto de Persistencia: la fila del interruptor parte "automáticamente" en un SE.
    func testPersistenceSwitchRowBreaksAutomaticamenteOnAnSE() throws {
        let runner = try runner()
        let path = "Apps/TestApp/Persistence/Base.lproj/Persistence.storyboard"
        let scene = try XCTUnwrap(runner.scenes(path).first)
        let catalog = try DeviceCatalog.bundled()
        // Two sizes only: a debug build solves slowly (the release run does all of them).
        // Solo dos tamaños: en debug se resuelve despacio (la corrida release los hace todos).
        let configurations = catalog.configurations(for: path).filter {
            $0.device.id == "se1" && !$0.landscape && [.large, .accessibilityExtraLarge].contains($0.text)
        }
        let broken = configurations.filter { configuration in
            ((try? runner.layout(scene, in: configuration)).map(LayoutChecks.findings) ?? []).contains {
                $0.rule == "layout-text-broken-word" && $0.severity == .error && $0.message.contains("Per-SL-003")
                    && $0.message.contains("automáticamente")
            }
        }.map(\.text)
        XCTAssertEqual(broken, [.accessibilityExtraLarge])
    }

    /// The keychain buttons row turns vertical where `ButtonRowLayout.axis` (AppCore, the function
    /// the view controller calls) says so: at accessibility sizes, not at Large.
    /// La fila de botones se vuelve vertical donde `ButtonRowLayout.axis` lo dice.
    func testKeychainButtonsFollowButtonRowLayout() throws {
        let runner = try runner()
        let path = "Apps/TestApp/Persistence/Base.lproj/Persistence.storyboard"
        let scene = try XCTUnwrap(runner.scenes(path).first)
        let catalog = try DeviceCatalog.bundled()
        func frames(_ text: TextSizeCategory) throws -> (save: Frame, read: Frame) {
            let configuration = try XCTUnwrap(
                catalog.configurations(for: path).first { $0.device.id == "se1" && !$0.landscape && $0.text == text })
            let layout = try runner.layout(scene, in: configuration)
            return (try XCTUnwrap(layout.frames["Per-BT-002"]), try XCTUnwrap(layout.frames["Per-BT-003"]))
        }
        let large = try frames(.large)
        XCTAssertEqual(large.save.y, large.read.y, accuracy: 0.5, "one row at Large")
        let accessibility = try frames(.accessibilityMedium)
        XCTAssertGreaterThan(accessibility.read.y, accessibility.save.maxY, "stacked at AX1")
        XCTAssertEqual(accessibility.read.width, accessibility.save.width, accuracy: 0.5)
    }
}

import AppCore
import Foundation
import LayoutSolver

/// A solved frame, in screen points. / Un marco resuelto, en puntos de pantalla.
public struct Frame: Equatable, Sendable {
    public var x, y, width, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
}

/// One scene laid out in one configuration: frames, the conflicts UIKit would log, and the
/// problem that was solved last.
/// Una escena dispuesta en una configuración: marcos, conflictos y el problema resuelto.
public struct SceneLayout {
    public let scene: StoryboardScene
    public let configuration: LayoutConfiguration
    /// What runtime decisions and the screen state changed. / Lo que cambiaron las decisiones y el estado.
    public internal(set) var changes: SceneChanges
    /// Stack settings runtime decisions changed. / Ajustes de pila cambiados en ejecución.
    public var overrides: [String: StackSettings] { changes.stacks }
    public let frames: [String: Frame]
    public let contentFrames: [String: Frame]
    /// Each irreducible set of required constraints that could not hold together.
    /// Cada conjunto irreducible de obligatorias que no pudieron cumplirse juntas.
    public let conflicts: [[ConstraintOrigin]]
    public let problem: SceneProblem
    /// Solve → wrap at the solved widths → solve again, until stable: how many solves it took.
    /// Cuántas resoluciones hicieron falta hasta que el ajuste de texto fue estable.
    public let passes: Int
    public internal(set) var solves: Int
    /// The widths the wrapping texts were measured at in the last pass (a seed for a later solve).
    /// Los anchos a los que se midieron los textos en la última pasada.
    public internal(set) var wrapWidths: [String: Double] = [:]
    /// False when a wrapping text's width still moved in the last pass allowed (`maximumPasses`): the
    /// frames are those of an unfinished iteration (`layout-wrap-unsettled`).
    /// Falso si el ancho de un texto aún se movía en la última pasada permitida.
    public internal(set) var settled = true

    /// Wrapping texts are re-measured at their solved widths until no width moves more than this.
    /// Los textos se vuelven a medir hasta que ningún ancho cambia más que esto.
    static let widthTolerance = 0.5
    public static let maximumPasses = 6
}

/// Lays scenes out: builds the problem, solves it with `LexicographicSolver`, relaxes conflicting
/// required constraints (UIKit breaks one of them; which one is undefined) and iterates text
/// wrapping.
/// Dispone escenas: construye el problema, lo resuelve, relaja obligatorias en conflicto e itera
/// el ajuste de texto.
public struct SceneLayoutEngine {
    public init() {}

    public func layout(
        _ scene: StoryboardScene, in configuration: LayoutConfiguration, overrides: [String: StackSettings] = [:],
        changes: SceneChanges = SceneChanges(), seed: [String: Double] = [:],
        maximumPasses: Int = SceneLayout.maximumPasses
    ) -> SceneLayout {
        var changes = changes
        changes.stacks.merge(overrides) { $1 }
        // A seed from a similar layout (the same scene before a runtime decision) often converges at
        // once. / Una semilla de un layout parecido suele converger enseguida.
        var wrapWidths = seed
        var relaxed: Set<Int> = []
        var conflicts: [[ConstraintOrigin]] = []
        var solves = 0
        var pass = 0
        var last: (SceneProblem, [Double])?
        var moved = false
        while pass < maximumPasses {
            pass += 1
            var builder = SceneProblemBuilder(
                scene: scene, configuration: configuration, wrapWidths: wrapWidths, relaxed: relaxed)
            builder.changes = changes
            let built = builder.build()
            solves += 1
            do {
                let solution = try LexicographicSolver().solve(built.problem)
                last = (built, solution.values)
            } catch .unsatisfiable(let conflict) {
                conflicts.append(conflict.map { built.origins[$0] })
                relaxed.formUnion(conflict)
                pass -= 1
                if conflicts.count > 8 { break }
                continue
            } catch {
                last = (built, Array(repeating: 0, count: built.problem.variableNames.count))
                break
            }
            let widths = Self.wrapWidths(scene, built, last!.1)
            moved = widths.contains { abs(($0.value) - (wrapWidths[$0.key] ?? -1)) > SceneLayout.widthTolerance }
            wrapWidths = widths
            if !moved { break }
        }
        let (problem, values) =
            last
            ?? {
                var builder = SceneProblemBuilder(
                    scene: scene, configuration: configuration, wrapWidths: [:], relaxed: [])
                let built = builder.build()
                return (built, Array(repeating: 0, count: built.problem.variableNames.count))
            }()
        var layout = SceneLayout(
            scene: scene, configuration: configuration, changes: changes,
            frames: problem.frames.mapValues { Self.frame($0, values) },
            contentFrames: problem.contentFrames.mapValues { Self.frame($0, values) }, conflicts: conflicts,
            problem: problem, passes: pass, solves: solves)
        layout.wrapWidths = wrapWidths
        layout.settled = !moved
        return layout
    }

    static func frame(_ variables: FrameVariables, _ values: [Double]) -> Frame {
        Frame(
            x: values[variables.left.index], y: values[variables.top.index], width: values[variables.width.index],
            height: values[variables.height.index])
    }

    /// The solved widths of every text that wraps. / Los anchos resueltos de cada texto que se parte.
    private static func wrapWidths(_ scene: StoryboardScene, _ problem: SceneProblem, _ values: [Double])
        -> [String: Double]
    {
        var widths: [String: Double] = [:]
        for view in scene.root.allViews where IntrinsicSizes.wraps(view) {
            if let variables = problem.frames[view.id] { widths[view.id] = max(1, values[variables.width.index]) }
        }
        return widths
    }
}

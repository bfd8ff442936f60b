import Foundation

/// What the solver found. / Lo que encontró el solucionador.
public struct LayoutSolution: Equatable, Sendable {
    /// One value per variable, in the order they were made. / Un valor por variable.
    public let values: [Double]
    /// Per optional priority, from the highest: the least total error Auto Layout can reach there
    /// once every higher level is at its own least.
    /// Por prioridad opcional, de la más alta: el menor error total alcanzable en ese nivel una vez
    /// que cada nivel superior está en su mínimo.
    public let levelErrors: [LevelError]

    public struct LevelError: Equatable, Sendable {
        public let priority: Int
        public let error: Double
    }

    public func value(of variable: Variable) -> Double { values[variable.index] }
}

/// Why a problem has no layout. / Por qué un problema no tiene layout.
public enum LayoutSolverError: Error, Equatable, Sendable {
    /// The required constraints cannot all hold; `conflict` is an irreducible subset (indices into
    /// the problem's constraints): drop any one of them and the rest can hold.
    /// Las obligatorias no pueden cumplirse todas; `conflict` es un subconjunto irreducible.
    case unsatisfiable(conflict: [Int])
    /// The problem leaves a value unbounded (e.g. a view with no width at all in some direction).
    /// El problema deja un valor sin cota.
    case unbounded
}

/// Auto Layout's semantics, solved exactly: required constraints hold; then, priority level by
/// priority level from the highest, the total error of that level's optional constraints is
/// minimised (a linear program each), keeping every higher level at its optimum. A weighted sum of
/// strengths would let many low priorities outvote a higher one; this order never does.
/// La semántica de Auto Layout, resuelta de forma exacta: las obligatorias se cumplen; luego, nivel
/// por nivel de prioridad desde el más alto, se minimiza el error total de las opcionales de ese
/// nivel (un programa lineal cada uno), manteniendo cada nivel superior en su óptimo. Una suma
/// ponderada dejaría que muchas prioridades bajas le ganen a una alta; este orden nunca.
public struct LexicographicSolver: Sendable {
    /// Slack kept when a level's optimum becomes a constraint of the next, for rounding.
    /// Holgura que se deja al fijar el óptimo de un nivel, por redondeo.
    static let levelSlack = 1e-8

    public init() {}

    public func solve(_ problem: LayoutProblem) throws(LayoutSolverError) -> LayoutSolution {
        var program = LexicographicProgram(problem)
        let levels = program.levels
        var errors: [LayoutSolution.LevelError] = []
        var values: [Double] = []
        guard levels.isEmpty == false else {
            guard case .optimal(let found, _) = program.linear.minimise([:]) else {
                throw requiredFailure(problem)
            }
            return LayoutSolution(values: Array(found.prefix(problem.variableNames.count)), levelErrors: [])
        }
        for priority in levels {
            let objective = program.errorObjective(priority: priority)
            switch program.linear.minimise(objective) {
            case .infeasible:
                throw requiredFailure(problem)
            case .unbounded:
                throw .unbounded
            case .optimal(let found, let error):
                errors.append(.init(priority: priority, error: max(0, error)))
                values = found
                program.fix(objective, atMost: error)
            }
        }
        return LayoutSolution(values: Array(values.prefix(problem.variableNames.count)), levelErrors: errors)
    }

    /// The least and greatest value `expression` takes over every best layout: a range wider than
    /// rounding means Auto Layout may pick any point of it (ambiguous layout).
    /// El menor y el mayor valor de `expression` entre todos los mejores layouts: un rango mayor que
    /// el redondeo significa que Auto Layout puede elegir cualquier punto (layout ambiguo).
    public func range(of expression: LinearExpression, in problem: LayoutProblem) throws(LayoutSolverError)
        -> ClosedRange<Double>
    {
        try bestLayouts(of: problem).range(of: expression)
    }

    /// Every best layout of `problem` (each priority level held at its optimum), solved once, to ask
    /// the range of many expressions of (`range(of:in:)` solves the levels again for each).
    /// Todos los mejores layouts del problema, resueltos una vez, para preguntar muchos rangos.
    public func bestLayouts(of problem: LayoutProblem) throws(LayoutSolverError) -> BestLayouts {
        var program = LexicographicProgram(problem)
        for priority in program.levels {
            let objective = program.errorObjective(priority: priority)
            guard case .optimal(_, let error) = program.linear.minimise(objective) else {
                throw requiredFailure(problem)
            }
            program.fix(objective, atMost: error)
        }
        return BestLayouts(program: program)
    }

    /// The best layouts of one problem (`bestLayouts(of:)`). / Los mejores layouts de un problema.
    public struct BestLayouts {
        fileprivate let program: LexicographicProgram

        /// The least and greatest value of `expression` over them. / El menor y el mayor valor.
        public func range(of expression: LinearExpression) throws(LayoutSolverError) -> ClosedRange<Double> {
            let low = program.linear.minimise(expression.terms)
            let high = program.linear.minimise(expression.terms.mapValues { -$0 })
            guard case .optimal(_, let least) = low, case .optimal(_, let negatedMost) = high else {
                throw .unbounded
            }
            return (least + expression.constant)...(-negatedMost + expression.constant)
        }
    }

    /// An irreducible set of required constraints that cannot hold together (a deletion filter:
    /// drop each in turn, keep it dropped while the rest still conflict).
    /// Un conjunto irreducible de obligatorias incompatibles (filtro por borrado).
    private func requiredFailure(_ problem: LayoutProblem) -> LayoutSolverError {
        var kept = problem.constraints.indices.filter { problem.constraints[$0].isRequired }
        guard infeasible(problem, kept) else { return .unbounded }
        for index in kept {
            let without = kept.filter { $0 != index }
            if infeasible(problem, without) { kept = without }
        }
        return .unsatisfiable(conflict: kept)
    }

    private func infeasible(_ problem: LayoutProblem, _ indices: [Int]) -> Bool {
        let program = LinearProgram(
            variableCount: problem.variableNames.count,
            nonNegative: Array(repeating: false, count: problem.variableNames.count),
            rows: indices.map { problem.constraints[$0].row })
        return program.minimise([:]) == .infeasible
    }
}

/// The linear program behind a layout problem: the required rows, and for each optional
/// constraint an error variable (two for an equality) that its row may use.
/// El programa lineal detrás de un problema: las filas obligatorias y, por cada opcional, una
/// variable de error (dos para una igualdad) que su fila puede usar.
private struct LexicographicProgram {
    var linear: LinearProgram
    private(set) var levels: [Int] = []
    private var errorColumns: [Int: [Int]] = [:]  // priority → error variables

    init(_ problem: LayoutProblem) {
        var count = problem.variableNames.count
        var nonNegative = Array(repeating: false, count: count)
        var rows: [LinearRow] = []
        for constraint in problem.constraints {
            var row = constraint.row
            if !constraint.isRequired {
                // d ≤ b → d - e ≤ b; d ≥ b → d + e ≥ b; d = b → d - e⁺ + e⁻ = b (errors ≥ 0).
                let plus = count
                var errors = [plus]
                nonNegative.append(true)
                count += 1
                switch constraint.relation {
                case .lessOrEqual: row.coefficients[plus] = -1
                case .greaterOrEqual: row.coefficients[plus] = 1
                case .equal:
                    row.coefficients[plus] = -1
                    row.coefficients[count] = 1
                    errors.append(count)
                    nonNegative.append(true)
                    count += 1
                }
                errorColumns[constraint.priority, default: []].append(contentsOf: errors)
            }
            rows.append(row)
        }
        levels = errorColumns.keys.sorted(by: >)
        linear = LinearProgram(variableCount: count, nonNegative: nonNegative, rows: rows)
    }

    func errorObjective(priority: Int) -> [Int: Double] {
        Dictionary(uniqueKeysWithValues: (errorColumns[priority] ?? []).map { ($0, 1.0) })
    }

    mutating func fix(_ objective: [Int: Double], atMost value: Double) {
        linear.rows.append(
            LinearRow(coefficients: objective, relation: .lessOrEqual, rhs: value + LexicographicSolver.levelSlack))
    }
}

import Foundation

/// One linear row `Σ coefficients[j]·x[j]  relation  rhs`.
/// Una fila lineal `Σ coeficientes[j]·x[j]  relación  lado derecho`.
struct LinearRow: Equatable {
    var coefficients: [Int: Double]
    var relation: Relation
    var rhs: Double
}

/// What a linear program ended with. / Cómo terminó un programa lineal.
enum LinearProgramOutcome: Equatable {
    case optimal(values: [Double], objective: Double)
    case infeasible
    case unbounded
}

/// A small dense two-phase simplex: minimise `c·x` subject to linear rows, each variable free or
/// non-negative. Dantzig's rule, falling back to Bland's rule after a run of degenerate pivots so
/// it never cycles; every step is deterministic. Sized for one screen's constraints (hundreds of
/// rows), not for general use.
/// Un simplex denso de dos fases: minimiza `c·x` sujeto a filas lineales, cada variable libre o no
/// negativa. Regla de Dantzig y, tras varios pivotes degenerados, la de Bland, para no ciclar; cada
/// paso es determinista. Pensado para las restricciones de una pantalla (cientos de filas).
struct LinearProgram {
    static let tolerance = 1e-9

    var variableCount: Int
    /// `true` for a variable bounded below by 0; the others are free.
    /// `true` para una variable acotada inferiormente por 0; las demás son libres.
    var nonNegative: [Bool]
    var rows: [LinearRow]

    func minimise(_ objective: [Int: Double]) -> LinearProgramOutcome {
        var tableau = Tableau(program: self)
        guard tableau.findFeasibleBasis() else { return .infeasible }
        guard tableau.optimise(objective: tableau.columnCosts(objective)) else { return .unbounded }
        let values = tableau.variableValues()
        let value = objective.reduce(0.0) { $0 + $1.value * values[$1.key] }
        return .optimal(values: values, objective: value)
    }
}

/// The simplex tableau in standard form (`A·y = b`, `y ≥ 0`, `b ≥ 0`): free variables split in two
/// columns, a slack per inequality, an artificial per row for phase one.
/// La tabla del simplex en forma estándar: variables libres partidas en dos columnas, una holgura
/// por desigualdad y una artificial por fila para la fase uno.
private struct Tableau {
    private var cells: [Double]  // rowCount × (columnCount + 1), the last column is the rhs
    private var rowCount: Int
    private let columnCount: Int
    private var basis: [Int]
    /// Column of `x[j]` (and of `-x[j]` when free). / Columna de `x[j]` (y de `-x[j]` si es libre).
    private let positiveColumn: [Int]
    private let negativeColumn: [Int?]
    private let firstArtificial: Int
    private var allowed: [Bool]

    init(program: LinearProgram) {
        var positive: [Int] = []
        var negative: [Int?] = []
        var next = 0
        for j in 0..<program.variableCount {
            positive.append(next)
            next += 1
            if program.nonNegative[j] {
                negative.append(nil)
            } else {
                negative.append(next)
                next += 1
            }
        }
        let slackStart = next
        let slackCount = program.rows.filter { $0.relation != .equal }.count
        firstArtificial = slackStart + slackCount
        rowCount = program.rows.count
        columnCount = firstArtificial + rowCount
        positiveColumn = positive
        negativeColumn = negative
        cells = Array(repeating: 0, count: rowCount * (columnCount + 1))
        basis = []
        allowed = Array(repeating: true, count: columnCount)
        var slack = slackStart
        for (i, row) in program.rows.enumerated() {
            let sign: Double = row.rhs < 0 ? -1 : 1
            for (j, a) in row.coefficients where a != 0 {
                self[i, positive[j]] += sign * a
                if let neg = negative[j] { self[i, neg] -= sign * a }
            }
            switch row.relation {
            case .lessOrEqual:
                self[i, slack] = sign
                slack += 1
            case .greaterOrEqual:
                self[i, slack] = -sign
                slack += 1
            case .equal:
                break
            }
            self[i, firstArtificial + i] = 1
            self[i, columnCount] = sign * row.rhs
            basis.append(firstArtificial + i)
        }
    }

    private subscript(row: Int, column: Int) -> Double {
        get { cells[row * (columnCount + 1) + column] }
        set { cells[row * (columnCount + 1) + column] = newValue }
    }

    func columnCosts(_ objective: [Int: Double]) -> [Double] {
        var costs = Array(repeating: 0.0, count: columnCount)
        for (j, c) in objective {
            costs[positiveColumn[j]] += c
            if let neg = negativeColumn[j] { costs[neg] -= c }
        }
        return costs
    }

    /// Phase one: minimise the artificials; then drive them out of the basis and forbid them.
    /// Fase uno: minimiza las artificiales; luego las saca de la base y las prohíbe.
    mutating func findFeasibleBasis() -> Bool {
        var costs = Array(repeating: 0.0, count: columnCount)
        for column in firstArtificial..<columnCount { costs[column] = 1 }
        _ = optimise(objective: costs)
        let infeasibility = (0..<rowCount).reduce(0.0) {
            basis[$1] >= firstArtificial ? $0 + self[$1, columnCount] : $0
        }
        guard infeasibility <= 1e-7 else { return false }
        for column in firstArtificial..<columnCount { allowed[column] = false }
        var row = 0
        while row < rowCount {
            if basis[row] >= firstArtificial {
                if let column = (0..<firstArtificial).first(where: { abs(self[row, $0]) > 1e-9 }) {
                    pivot(row: row, column: column)
                } else {
                    removeRow(row)  // a redundant row / una fila redundante
                    continue
                }
            }
            row += 1
        }
        return true
    }

    /// Phase two on `costs`; `false` when unbounded. / Fase dos sobre `costs`; `false` si no acotado.
    @discardableResult
    mutating func optimise(objective costs: [Double]) -> Bool {
        var degenerateRun = 0
        while true {
            let reduced = reducedCosts(costs)
            let useBland = degenerateRun > 50
            guard let entering = enteringColumn(reduced, bland: useBland) else { return true }
            guard let leaving = leavingRow(entering) else { return false }
            degenerateRun = self[leaving, columnCount] <= LinearProgram.tolerance ? degenerateRun + 1 : 0
            pivot(row: leaving, column: entering)
        }
    }

    private func reducedCosts(_ costs: [Double]) -> [Double] {
        var reduced = costs
        for row in 0..<rowCount {
            let cb = costs[basis[row]]
            guard cb != 0 else { continue }
            for column in 0..<columnCount { reduced[column] -= cb * self[row, column] }
        }
        return reduced
    }

    private func enteringColumn(_ reduced: [Double], bland: Bool) -> Int? {
        var best: Int?
        for column in 0..<columnCount where allowed[column] && reduced[column] < -LinearProgram.tolerance {
            if bland { return column }
            if best == nil || reduced[column] < reduced[best!] { best = column }
        }
        return best
    }

    private func leavingRow(_ column: Int) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        for row in 0..<rowCount {
            let a = self[row, column]
            guard a > LinearProgram.tolerance else { continue }
            let ratio = self[row, columnCount] / a
            if ratio < bestRatio - 1e-12 || (abs(ratio - bestRatio) <= 1e-12 && basis[row] < basis[best!]) {
                best = row
                bestRatio = ratio
            }
        }
        return best
    }

    private mutating func pivot(row: Int, column: Int) {
        let width = columnCount + 1
        let p = self[row, column]
        for k in 0..<width { cells[row * width + k] /= p }
        for other in 0..<rowCount where other != row {
            let factor = self[other, column]
            guard factor != 0 else { continue }
            for k in 0..<width { cells[other * width + k] -= factor * cells[row * width + k] }
        }
        basis[row] = column
    }

    private mutating func removeRow(_ row: Int) {
        let width = columnCount + 1
        cells.removeSubrange(row * width..<(row + 1) * width)
        basis.remove(at: row)
        rowCount -= 1
    }

    func variableValues() -> [Double] {
        var column = Array(repeating: 0.0, count: columnCount)
        for row in 0..<rowCount { column[basis[row]] = self[row, columnCount] }
        return positiveColumn.indices.map { j in
            column[positiveColumn[j]] - (negativeColumn[j].map { column[$0] } ?? 0)
        }
    }
}

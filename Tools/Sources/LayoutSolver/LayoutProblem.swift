import Foundation

/// `≤`, `=` or `≥`, as in `NSLayoutConstraint.Relation`. / Como `NSLayoutConstraint.Relation`.
public enum Relation: String, Codable, Sendable {
    case lessOrEqual = "<="
    case equal = "=="
    case greaterOrEqual = ">="
}

/// A layout variable (one frame value of one view). / Una variable de layout (un valor de un marco).
public struct Variable: Hashable, Codable, Sendable {
    public let index: Int
}

/// `Σ coefficient·variable + constant`. / `Σ coeficiente·variable + constante`.
public struct LinearExpression: Equatable, Codable, Sendable {
    public var terms: [Int: Double]
    public var constant: Double

    public init(_ terms: [Variable: Double] = [:], constant: Double = 0) {
        self.terms = Dictionary(terms.map { ($0.key.index, $0.value) }, uniquingKeysWith: +)
        self.constant = constant
    }

    public static func constant(_ value: Double) -> LinearExpression { LinearExpression(constant: value) }

    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var sum = lhs
        for (j, a) in rhs.terms { sum.terms[j, default: 0] += a }
        sum.constant += rhs.constant
        return sum
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + rhs * -1 }

    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(
            Dictionary(uniqueKeysWithValues: lhs.terms.map { (Variable(index: $0.key), $0.value * rhs) }),
            constant: lhs.constant * rhs)
    }

    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + .constant(rhs) }

    func value(_ values: [Double]) -> Double {
        terms.reduce(constant) { $0 + $1.value * values[$1.key] }
    }
}

extension Variable {
    public var expression: LinearExpression { LinearExpression([self: 1]) }
}

/// One constraint `lhs relation rhs` at a priority (1…1000, 1000 = required), as Auto Layout has
/// them; `label` names it in findings (a storyboard id, `UISV-hiding`…).
/// Una restricción `lhs relación rhs` con prioridad (1…1000; 1000 = obligatoria), como en Auto
/// Layout; `label` la nombra en los hallazgos.
public struct LayoutConstraint: Equatable, Codable, Sendable {
    public static let required = 1000

    public var lhs: LinearExpression
    public var relation: Relation
    public var rhs: LinearExpression
    public var priority: Int
    public var label: String

    public init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Int = 1000, label: String
    ) {
        self.lhs = lhs
        self.relation = relation
        self.rhs = rhs
        self.priority = priority
        self.label = label
    }

    var isRequired: Bool { priority >= LayoutConstraint.required }

    /// `lhs - rhs` as a row `Σ a·x  relation  -constant`. / `lhs - rhs` como fila.
    var row: LinearRow {
        let difference = lhs - rhs
        return LinearRow(coefficients: difference.terms, relation: relation, rhs: -difference.constant)
    }

    /// How far the constraint is from holding at `values` (0 when it holds).
    /// Cuánto le falta a la restricción para cumplirse con `values` (0 si se cumple).
    public func violation(_ values: [Double]) -> Double {
        let difference = (lhs - rhs).value(values)
        switch relation {
        case .equal: return abs(difference)
        case .lessOrEqual: return max(0, difference)
        case .greaterOrEqual: return max(0, -difference)
        }
    }
}

/// A set of variables and constraints to lay out: one screen, in one size and text size.
/// Un conjunto de variables y restricciones: una pantalla, en un tamaño y un tamaño de texto.
public struct LayoutProblem: Equatable, Codable, Sendable {
    public private(set) var variableNames: [String] = []
    public private(set) var constraints: [LayoutConstraint] = []

    public init() {}

    public mutating func variable(_ name: String) -> Variable {
        variableNames.append(name)
        return Variable(index: variableNames.count - 1)
    }

    public mutating func add(_ constraint: LayoutConstraint) {
        constraints.append(constraint)
    }
}

import Foundation

/// An unknown of a layout: one edge or length of a view or guide, numbered in the order the
/// layout made it.
struct LayoutVariable: Hashable, Comparable {
    let id: Int

    static func < (lhs: LayoutVariable, rhs: LayoutVariable) -> Bool { lhs.id < rhs.id }
}

/// `constant + Σ coefficient × variable`.
struct LinearExpression {
    var terms: [LayoutVariable: Double] = [:]
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }

    init(_ variable: LayoutVariable, times coefficient: Double = 1) {
        terms[variable] = coefficient
    }

    static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var sum = lhs
        sum.constant += rhs.constant
        for (variable, coefficient) in rhs.terms { sum.terms[variable, default: 0] += coefficient }
        return sum
    }

    static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var sum = lhs
        sum.constant += rhs
        return sum
    }

    static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var product = lhs
        product.constant *= rhs
        for variable in product.terms.keys { product.terms[variable]! *= rhs }
        return product
    }

    static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + rhs * -1 }
}

/// `expression ≤ 0`, `= 0` or `≥ 0`, held at a priority: `required` (1000) must hold, lower
/// ones hold as far as the higher ones let them.
struct LinearConstraint {
    enum Relation { case lessThanOrEqual, equal, greaterThanOrEqual }

    static let required: Float = 1000

    var expression: LinearExpression
    var relation: Relation
    var priority: Float

    /// `lhs relation rhs`.
    init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Float = required) {
        (expression, self.relation, self.priority) = (lhs - rhs, relation, priority)
    }

    var isRequired: Bool { priority >= LinearConstraint.required }
}

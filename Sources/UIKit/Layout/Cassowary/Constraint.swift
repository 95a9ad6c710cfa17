extension Cassowary {
    /// How an expression compares with zero.
    enum Relation: CustomStringConvertible {
        case equal, lessOrEqual, greaterOrEqual
        var description: String {
            switch self {
            case .equal: "=="
            case .lessOrEqual: "<="
            case .greaterOrEqual: ">="
            }
        }
    }

    /// `expression ⋈ 0` at a strength. A class: the solver keeps what it added for each constraint
    /// (its marker symbols) by identity, so the same constraint can be removed or its constant
    /// changed later.
    @MainActor
    final class Constraint: Hashable, @MainActor CustomStringConvertible {
        /// Its constant moves when `Solver.shiftConstant` changes it in place.
        var expression: Expression
        let relation: Relation
        let strength: Strength
        /// What the caller wants to be told in a conflict report (a UIKit constraint's description).
        var label: String?

        init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
            self.expression = expression
            self.relation = relation
            self.strength = strength
        }

        /// `lhs ⋈ rhs`, stored as `lhs − rhs ⋈ 0`.
        convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required) {
            self.init(lhs - rhs, relation, strength: strength)
        }

        nonisolated static func == (a: Constraint, b: Constraint) -> Bool { a === b }
        nonisolated func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }

        var description: String {
            if let label { return label }
            let terms = expression.terms.map { "\($0.coefficient)·\($0.variable)" }.joined(separator: " + ")
            return "\(terms) + \(expression.constant) \(relation) 0 (\(strength))"
        }
    }
}

extension Cassowary {
    /// `coefficient × variable`, one part of a linear expression.
    @MainActor
    struct Term {
        let variable: Variable
        var coefficient: Double
    }

    /// A linear expression Σ cᵢ·xᵢ + constant: what a constraint compares with zero.
    ///
    /// Kept as a list of terms (a variable may appear twice until the solver folds them into a row),
    /// so building one with the operators below is cheap.
    @MainActor
    struct Expression {
        var terms: [Term]
        var constant: Double

        init(_ terms: [Term] = [], constant: Double = 0) {
            self.terms = terms
            self.constant = constant
        }

        init(_ variable: Variable) { self.init([Term(variable: variable, coefficient: 1)]) }

        /// The value with the variables' current values.
        var value: Double { terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value } }

        static func + (a: Expression, b: Expression) -> Expression {
            Expression(a.terms + b.terms, constant: a.constant + b.constant)
        }
        static func * (a: Expression, k: Double) -> Expression {
            Expression(a.terms.map { Term(variable: $0.variable, coefficient: $0.coefficient * k) },
                       constant: a.constant * k)
        }
        static func * (k: Double, a: Expression) -> Expression { a * k }
        static prefix func - (a: Expression) -> Expression { a * -1 }
        static func - (a: Expression, b: Expression) -> Expression { a + -b }
        static func + (a: Expression, k: Double) -> Expression { a + Expression(constant: k) }
        static func - (a: Expression, k: Double) -> Expression { a + Expression(constant: -k) }
    }
}

extension Cassowary.Variable {
    static func + (a: Cassowary.Variable, b: Cassowary.Variable) -> Cassowary.Expression { .init(a) + .init(b) }
    static func - (a: Cassowary.Variable, b: Cassowary.Variable) -> Cassowary.Expression { .init(a) - .init(b) }
    static func + (a: Cassowary.Variable, k: Double) -> Cassowary.Expression { .init(a) + k }
    static func - (a: Cassowary.Variable, k: Double) -> Cassowary.Expression { .init(a) - k }
    static func * (a: Cassowary.Variable, k: Double) -> Cassowary.Expression { .init(a) * k }
    static func * (k: Double, a: Cassowary.Variable) -> Cassowary.Expression { .init(a) * k }
}

extension Cassowary {
    /// A column of the tableau. External symbols stand for `Variable`s and may take any sign; the
    /// others are the paper's restricted (non-negative) variables: slack variables turn inequalities
    /// into equalities, error variables measure how far an optional constraint is from holding, and
    /// dummy variables mark required equalities so they can be found again for removal (a dummy
    /// never enters the basis by optimisation, which is what keeps the equality exact).
    ///
    /// A value (its id is unique within its solver, and symbols never pass between solvers): the
    /// tableau's dictionaries and sets hold many, and a value costs no reference counting there.
    struct Symbol: Hashable, Comparable, Sendable {
        enum Kind { case external, slack, error, dummy }
        let kind: Kind
        /// Creation order: the simplex picks the lowest-numbered candidate among ties (Bland's
        /// rule), which keeps it from cycling on degenerate tableaux.
        let id: Int

        init(_ kind: Kind, id: Int) {
            self.kind = kind
            self.id = id
        }

        /// Slack and error symbols can be pivoted on; dummies and externals cannot leave a required
        /// equality's meaning behind, so they are never chosen as entering symbols by the simplex.
        var isPivotable: Bool { kind == .slack || kind == .error }
        /// Every symbol but an external one is restricted to be non-negative.
        var isRestricted: Bool { kind != .external }

        static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }
        static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
        func hash(into h: inout Hasher) { h.combine(id) }
    }
}

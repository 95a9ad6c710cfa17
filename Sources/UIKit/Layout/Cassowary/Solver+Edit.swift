extension Cassowary.Solver {
    typealias Variable = Cassowary.Variable
    typealias Constraint = Cassowary.Constraint
    typealias Strength = Cassowary.Strength
    typealias SolverError = Cassowary.SolverError

    /// Makes `v` an edit variable: an optional `v == value` constraint at `strength` whose value
    /// `suggestValue` moves (the paper's section 3, used for dragging and animation).
    func addEditVariable(_ v: Variable, strength: Strength) throws(SolverError) {
        guard edits[v] == nil else { throw .duplicateEditVariable(v) }
        guard !strength.isRequired else { throw .requiredEditVariable(v) }
        let c = Constraint(Cassowary.Expression(v), .equal, strength: strength)
        try add(c)
        edits[v] = EditInfo(constraint: c, value: 0)
    }

    func removeEditVariable(_ v: Variable) throws(SolverError) {
        guard let info = edits.removeValue(forKey: v) else { throw .unknownEditVariable(v) }
        try remove(info.constraint)
    }

    func hasEditVariable(_ v: Variable) -> Bool { edits[v] != nil }

    /// Asks for `v == value` and re-solves incrementally: a constant shift and the dual simplex.
    func suggestValue(_ v: Variable, _ value: Double) throws(SolverError) {
        guard var info = edits[v] else { throw .unknownEditVariable(v) }
        // The edit constraint is v − value == 0: its constant moves by −(value − old).
        try shiftConstant(of: info.constraint, by: -(value - info.value))
        info.value = value
        edits[v] = info
    }

    /// Moves an optional constraint's constant by `delta` without rebuilding anything.
    ///
    /// Why it works: the constraint's marker m appears in no other original constraint, and in its
    /// own row as −m (see `makeRow`), so "expr + c + δ − m = 0" is the old system with m replaced by
    /// m − δ. Substituting that into the tableau adds δ to m's row if m is basic, or subtracts
    /// coefficient·δ from every row m appears in; rows that go negative are repaired by the dual
    /// simplex. (A constraint whose row was sign-reversed or written with +slack is handled by the
    /// sign the marker has in it.)
    func shiftConstant(of c: Constraint, by delta: Double) throws(SolverError) {
        guard let tag = constraints[c] else { throw .unknownConstraint(c) }
        guard delta != 0 else { return }
        precondition(!c.strength.isRequired, "a required constraint's constant changes by removing and adding it")
        c.expression.constant += delta
        // The marker's coefficient in the constraint's original row, before any sign reversal:
        // −1 for an optional equality's e⁺ and for a ≥ slack, +1 for a ≤ slack.
        let sign: Double = c.relation == .lessOrEqual ? 1 : -1
        // expr + c + δ + sign·m = 0  ⇔  expr + c + sign·(m + sign·δ) = 0: m_old = m_new + sign·δ.
        let shift = sign * delta
        if var row = rows[tag.marker] {
            // m_new = m_old − shift.
            row.constant -= shift
            rows[tag.marker] = row
            if row.constant < 0 { infeasible.append(tag.marker) }
        } else {
            for (basic, row) in rows {
                let k = row.coefficient(for: tag.marker)
                guard k != 0 else { continue }
                rows[basic]!.constant += k * shift
                if basic.isRestricted, rows[basic]!.constant < 0 { infeasible.append(basic) }
            }
        }
        dualOptimize()
        updateVariables()
    }
}

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

    /// Moves a constraint's constant by `delta` without rebuilding anything; false (and the solver
    /// as it was) when a required constraint cannot take the new constant here — it is redundant
    /// with others, or the change contradicts them — and must be removed and added instead, which
    /// reports the conflict. An optional constraint always takes it.
    ///
    /// Why it works: the constraint's marker m appears in no other original constraint, and in its
    /// own row with coefficient s = ±1 (see `makeRow`), so "expr + c + δ + s·m = 0" is the old
    /// system with m replaced by m + s·δ. Substituting that into the tableau adds to m's row if m is
    /// basic, or moves the constant of every row m appears in; rows that go negative are repaired by
    /// the dual simplex. (A row that was sign-reversed is handled by the sign m has in it.)
    @discardableResult
    func shiftConstant(of c: Constraint, by delta: Double) throws(SolverError) -> Bool {
        guard let tag = constraints[c] else { throw .unknownConstraint(c) }
        guard delta != 0 else { return true }
        // A basic dummy stands for a redundant equality: 0 = constant cannot move.
        if tag.marker.kind == .dummy, rows[tag.marker] != nil { return false }
        // The marker's coefficient in the constraint's original row, before any sign reversal:
        // −1 for an optional equality's e⁺ and for a ≥ slack, +1 for a ≤ slack and a dummy.
        let sign: Double = c.relation == .lessOrEqual || tag.marker.kind == .dummy ? 1 : -1
        move(tag.marker, by: sign * delta)
        if dualOptimize() {
            c.expression.constant += delta
            updateVariables()
            return true
        }
        // Infeasible (only a required constraint can be): shifting back is the old, feasible
        // system, which the dual simplex reaches again.
        infeasible.removeAll()
        move(tag.marker, by: -sign * delta)
        dualOptimize()
        updateVariables()
        return false
    }

    /// Replaces the marker m by m − shift in the tableau (its own row, or every row it appears in),
    /// listing rows that went negative.
    private func move(_ marker: Symbol, by shift: Double) {
        if rows[marker] != nil {
            addToConstant(of: marker, -shift)
            touched.insert(marker)
            if marker.isRestricted, rows[marker]!.constant < 0 { infeasible.append(marker) }
        } else {
            for basic in columns.rows(holding: marker) {
                let k = rows[basic]!.coefficient(for: marker)
                addToConstant(of: basic, k * shift)
                touched.insert(basic)
                if basic.isRestricted, rows[basic]!.constant < 0 { infeasible.append(basic) }
            }
        }
    }
}

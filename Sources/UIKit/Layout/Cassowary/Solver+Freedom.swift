extension Cassowary.Solver {
    /// Whether `v` could take another value in an equally good solution: the constraints (of every
    /// strength) leave it free, so the value it has is one the solver happened to pick.
    ///
    /// Read from the optimal tableau, without changing it. Each basic symbol is
    /// `constant + Σ coefficient·parametric`, and every parametric symbol sits at zero. A parametric
    /// symbol is a free direction when moving it costs nothing — its objective coefficient is
    /// (near) zero, so no optional constraint's error grows — and breaks nothing: a restricted one may
    /// only grow, a dummy (a required equality's marker) never moves, and a restricted basic row at
    /// zero whose value would go negative blocks that way. `v` is undetermined when it is in no
    /// constraint at all, or when a free direction moves it (it is that parametric symbol, or its
    /// row has that symbol).
    ///
    /// `negligible` is the objective coefficient below which moving costs nothing: the engine passes
    /// one far below the weakest UIKit priority, so that only its own nudges (from
    /// `exerciseAmbiguityInLayout`) count as free. One symbol is moved at a time, so a freedom that
    /// needs two to move together at a degenerate vertex is not seen; that needs a tableau the
    /// engine does not make.
    func isUndetermined(_ v: Variable, negligible: Double) -> Bool {
        guard let s = symbolsByVariable[v] else { return true }
        let moves: [(Symbol, Double)] = rows[s].map { Array($0.cells) } ?? [(s, 1)]
        for (p, k) in moves where abs(k) >= Row.epsilon && p.kind != .dummy && rows[p] == nil {
            guard abs(objective.coefficient(for: p)) < negligible else { continue }
            let directions: [Double] = p.kind == .external ? [1, -1] : [1]
            if directions.contains(where: { canMove(p, $0, negligible: negligible) }) { return true }
        }
        return false
    }

    /// Whether parametric `p` can move by a little in `direction` keeping every restricted basic
    /// symbol non-negative and every dummy at zero.
    private func canMove(_ p: Symbol, _ direction: Double, negligible: Double) -> Bool {
        for basic in columns.rows(holding: p) where basic.isRestricted {
            let k = rows[basic]!.coefficient(for: p)
            guard k != 0 else { continue }
            if basic.kind == .dummy { return false }
            if k * direction < 0, rows[basic]!.constant < Row.epsilon { return false }
        }
        return true
    }
}

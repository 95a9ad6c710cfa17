extension Cassowary.Solver {
    typealias Symbol = Cassowary.Symbol
    typealias Row = Cassowary.Row

    /// The primal simplex (the paper's section 2.2): while the objective has a parametric pivotable
    /// symbol with a negative coefficient, raising it from zero lowers the objective, so pivot it in
    /// against the restricted row that bounds it first (lowest-numbered candidates first, Bland's
    /// rule). In phase one the artificial row is minimised.
    func optimize(artificialPhase: Bool = false) {
        outer: while true {
            let goal = artificialPhase ? artificial! : objective
            // Dummies never enter; an external may (it is unrestricted) if a restricted row bounds it.
            // A plain scan: the objective holds every optional constraint's errors, and this runs
            // after every change, almost always finding nothing.
            var candidates: [Symbol] = []
            for (s, c) in goal.cells where c < -Row.epsilon && s.kind != .dummy { candidates.append(s) }
            candidates.sort()
            for entering in candidates {
                var leaving: Symbol?, bound = Double.infinity
                for basic in columns.rows(holding: entering) where basic.isRestricted {
                    let row = rows[basic]!
                    let c = row.coefficient(for: entering)
                    guard c < 0 else { continue }
                    let r = -row.constant / c
                    if r < bound || (r == bound && leaving.map { basic < $0 } == true) { bound = r; leaving = basic }
                }
                if let leaving {
                    pivot(entering: entering, leaving: leaving)
                    continue outer
                }
            }
            return
        }
    }

    /// The dual simplex (section 3.2), after constants changed: the tableau is still optimal but
    /// some restricted basic symbols are negative; pivot each such row on the symbol whose ratio
    /// of objective coefficient to row coefficient is smallest, which keeps optimality.
    /// False when a row stays negative because no symbol can enter it: the constants changed to
    /// something the required constraints cannot meet.
    @discardableResult
    func dualOptimize() -> Bool {
        var repaired = true
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var entering: Symbol?, ratio = Double.infinity
            for (s, c) in row.cells where c > 0 && s.kind != .dummy {
                let r = objective.coefficient(for: s) / c
                if r < ratio || (r == ratio && entering.map { s < $0 } == true) { ratio = r; entering = s }
            }
            guard let entering else { repaired = false; continue }
            pivot(entering: entering, leaving: leaving)
        }
        return repaired
    }

    /// Exchanges a basic and a parametric symbol: the leaving row is solved for the entering symbol,
    /// which is then substituted everywhere else.
    func pivot(entering: Symbol, leaving: Symbol) {
        var row = removeRow(leaving)!
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        insertRow(entering, row)
        touched.insert(entering)
        touched.insert(leaving)
    }
}

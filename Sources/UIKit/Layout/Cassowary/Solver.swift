extension Cassowary {
    /// The incremental simplex solver of the Cassowary paper, in augmented simplex form.
    ///
    /// State: `rows` maps each basic symbol to the row defining it; every symbol not in `rows` is
    /// parametric and sits at zero. The tableau is kept feasible (every restricted basic symbol has a
    /// non-negative constant) and optimal for `objective`, the weighted sum of the optional
    /// constraints' errors. Adding a constraint solves its row for a new basic symbol (or finds one
    /// with an artificial variable), removing one pivots its marker out, and a changed constant is a
    /// shift of its marker followed by the dual simplex — none of them starts over.
    @MainActor
    final class Solver {
        private(set) var constraints: [Constraint: Tag] = [:]
        /// Constraints in the order they were added (conflict reports list them that way).
        private(set) var order: [Constraint] = []
        /// Changed only through `insertRow`, `removeRow`, `substitute` and `addToConstant`, which keep
        /// `columns` in step.
        private(set) var rows: [Symbol: Row] = [:]
        /// Which rows hold each parametric symbol, so a change touches only those rows.
        private(set) var columns = ColumnIndex()
        var objective = Row()
        /// Phase one's objective while a row is added through an artificial variable.
        var artificial: Row?
        var symbolsByVariable: [Variable: Symbol] = [:]
        var variablesBySymbol: [Symbol: Variable] = [:]
        var edits: [Variable: EditInfo] = [:]
        /// Rows whose restricted basic symbol went negative after a constant changed; the dual
        /// simplex repairs them.
        var infeasible: [Symbol] = []
        private var nextID = 0
        /// Off in the scratch solvers that find a conflict, which only need to know that one exists.
        var reportsConflicts = true
        /// Off in those scratch solvers too: they share the variables, whose values must stay the
        /// real solver's.
        var writesValues = true
        /// How many times a variable's value changed, for counting the work a change caused.
        private(set) var valueChanges = 0
        /// Symbols whose value may have changed since the values were last written: basic symbols
        /// whose row changed, and symbols that entered or left the basis. Writing values visits only
        /// these, so a change costs what it touched rather than every variable.
        var touched: Set<Symbol> = []
        /// Variables whose value changed, in the order they changed, until the client takes them
        /// (`takeChangedVariables`).
        private(set) var changedVariables: [Variable] = []

        /// An edit variable: the optional `variable == value` constraint that `suggestValue` moves.
        struct EditInfo {
            let constraint: Constraint
            var value: Double
        }

        init() {}

        func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
            nextID += 1
            return Symbol(kind, id: nextID)
        }

        func contains(_ c: Constraint) -> Bool { constraints[c] != nil }

        // MARK: Adding

        /// Adds `c` and re-optimises. A required constraint that cannot hold throws `unsatisfiable`
        /// with a minimal conflicting set, and leaves the solver as it was.
        func add(_ c: Constraint) throws(SolverError) {
            guard constraints[c] == nil else { throw .duplicateConstraint(c) }
            let made = makeRow(for: c)
            var row = made.0
            let tag = made.1
            var subject = chooseSubject(row, tag)
            if subject == nil, row.hasOnlyDummies {
                // The row is a combination of required equalities: redundant if it is 0 = 0,
                // contradictory otherwise.
                guard abs(row.constant) < Row.epsilon else { throw .unsatisfiable(c, conflict: reportsConflicts ? conflict(adding: c) : [c]) }
                subject = tag.marker
            }
            if let subject {
                row.solve(for: subject)
                substitute(subject, with: row)
                insertRow(subject, row)
                touched.insert(subject)
            } else if !addWithArtificialVariable(row) {
                // Phase one pivoted the tableau (to an equivalent one); make it optimal again.
                optimize()
                updateVariables()
                throw .unsatisfiable(c, conflict: reportsConflicts ? conflict(adding: c) : [c])
            }
            constraints[c] = tag
            order.append(c)
            optimize()
            updateVariables()
        }

        /// The constraint's row in terms of parametric symbols, with its slack, error or dummy
        /// symbols added (the paper's section 4.1), and its errors added to the objective.
        private func makeRow(for c: Constraint) -> (Row, Tag) {
            var row = Row(constant: c.expression.constant)
            for term in c.expression.terms where abs(term.coefficient) >= Row.epsilon {
                let s = symbol(for: term.variable)
                if let basic = rows[s] { row.insert(basic, term.coefficient) } else { row.insert(s, term.coefficient) }
            }
            let tag: Tag
            switch c.relation {
            case .lessOrEqual, .greaterOrEqual:
                // expr ≥ 0 becomes expr − slack = 0; expr ≤ 0 is −expr ≥ 0, written with +slack.
                let sign: Double = c.relation == .lessOrEqual ? 1 : -1
                let slack = makeSymbol(.slack)
                row.insert(slack, sign)
                if c.strength.isRequired {
                    tag = Tag(marker: slack, other: nil)
                } else {
                    let error = makeSymbol(.error)
                    row.insert(error, -sign)
                    objective.insert(error, c.strength.weight)
                    tag = Tag(marker: slack, other: error)
                }
            case .equal:
                if c.strength.isRequired {
                    let dummy = makeSymbol(.dummy)
                    row.insert(dummy)
                    tag = Tag(marker: dummy, other: nil)
                } else {
                    // expr = e⁺ − e⁻, both errors minimised.
                    let plus = makeSymbol(.error), minus = makeSymbol(.error)
                    row.insert(plus, -1)
                    row.insert(minus, 1)
                    objective.insert(plus, c.strength.weight)
                    objective.insert(minus, c.strength.weight)
                    tag = Tag(marker: plus, other: minus)
                }
            }
            // A basic restricted symbol must start non-negative: keep the constant ≥ 0.
            if row.constant < 0 { row.reverseSign() }
            return (row, tag)
        }

        /// A symbol the row can be solved for without losing feasibility: any external one (they
        /// are unrestricted), else the constraint's own slack or error symbol if its coefficient is
        /// negative (then it comes out non-negative, since the constant is).
        private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
            var external: Symbol?
            for s in row.cells.keys where s.kind == .external && (external.map { s < $0 } ?? true) { external = s }
            if let external { return external }
            for s in [tag.marker, tag.other].compactMap({ $0 }) where s.isPivotable && row.coefficient(for: s) < 0 {
                return s
            }
            return nil
        }

        /// Phase one of the two-phase simplex for one row: an artificial variable stands for the
        /// row, and minimising it finds whether the row can be brought to zero (section 4.2).
        private func addWithArtificialVariable(_ row: Row) -> Bool {
            let art = makeSymbol(.slack)
            insertRow(art, row)
            artificial = row
            optimize(artificialPhase: true)
            let satisfiable = abs(artificial!.constant) < Row.epsilon
            artificial = nil
            if var artRow = removeRow(art) {
                // Unsatisfiable: dropping the row leaves exactly the system there was before (the
                // artificial symbol appears nowhere else while it is basic).
                if artRow.cells.isEmpty || !satisfiable { return satisfiable }
                guard let entering = artRow.cells.keys.filter(\.isPivotable).min() else { return false }
                artRow.solve(for: entering, replacing: art)
                substitute(entering, with: artRow)
                insertRow(entering, artRow)
                touched.insert(entering)
            }
            for key in columns.removeColumn(art) { rows[key]!.cells[art] = nil }
            objective.cells[art] = nil
            return satisfiable
        }

        // MARK: Removing

        /// Removes `c` and re-optimises: its errors leave the objective, its marker is pivoted into
        /// the basis if it is not there, and that row is dropped.
        func remove(_ c: Constraint) throws(SolverError) {
            guard let tag = constraints.removeValue(forKey: c) else { throw .unknownConstraint(c) }
            order.removeAll { $0 === c }
            removeErrors(of: c, tag)
            if removeRow(tag.marker) == nil {
                guard let leaving = leavingRow(for: tag.marker) else {
                    optimize()
                    updateVariables()
                    return
                }
                var row = removeRow(leaving)!
                touched.insert(leaving)
                row.solve(for: tag.marker, replacing: leaving)
                substitute(tag.marker, with: row)
            }
            optimize()
            updateVariables()
        }

        private func removeErrors(of c: Constraint, _ tag: Tag) {
            guard !c.strength.isRequired else { return }
            for s in [tag.marker, tag.other].compactMap({ $0 }) where s.kind == .error {
                if let row = rows[s] { objective.insert(row, -c.strength.weight) } else { objective.insert(s, -c.strength.weight) }
            }
        }

        /// The row to pivot a parametric marker into (section 4.3): the restricted row that limits it
        /// most when it has a negative coefficient there, else the one it limits least, else an
        /// unrestricted row; these choices keep the tableau feasible.
        private func leavingRow(for marker: Symbol) -> Symbol? {
            var negative: (Symbol, Double)?, positive: (Symbol, Double)?, unrestricted: Symbol?
            for basic in columns.rows(holding: marker) {
                let row = rows[basic]!
                let c = row.coefficient(for: marker)
                guard c != 0 else { continue }
                if !basic.isRestricted {
                    unrestricted = unrestricted.map { min($0, basic) } ?? basic
                } else if c < 0 {
                    let r = -row.constant / c
                    if negative == nil || r < negative!.1 || (r == negative!.1 && basic < negative!.0) { negative = (basic, r) }
                } else {
                    let r = row.constant / c
                    if positive == nil || r < positive!.1 || (r == positive!.1 && basic < positive!.0) { positive = (basic, r) }
                }
            }
            return negative?.0 ?? positive?.0 ?? unrestricted
        }

        // MARK: Variables

        func symbol(for v: Variable) -> Symbol {
            if let s = symbolsByVariable[v] { return s }
            let s = makeSymbol(.external)
            symbolsByVariable[v] = s
            variablesBySymbol[s] = v
            return s
        }

        /// Writes the values of the variables whose symbols were touched from the tableau: a basic
        /// one reads its row's constant, a parametric one is zero. (Untouched symbols kept their
        /// rows' constants, or stayed parametric, so their values are current.)
        func updateVariables() {
            defer { touched.removeAll(keepingCapacity: true) }
            guard writesValues else { return }
            for s in touched where s.kind == .external {
                guard let v = variablesBySymbol[s] else { continue }
                let value = rows[s]?.constant ?? 0
                if v.value != value {
                    v.value = value
                    valueChanges += 1
                    changedVariables.append(v)
                }
            }
        }

        /// The variables whose value changed since the last call, each as often as it changed.
        func takeChangedVariables() -> [Variable] {
            defer { changedVariables.removeAll(keepingCapacity: true) }
            return changedVariables
        }

        /// Makes `row` the row of `basic` and enters its cells in the column index.
        func insertRow(_ basic: Symbol, _ row: Row) {
            rows[basic] = row
            columns.addRow(basic, row)
        }

        /// Takes the row of `basic` out of the tableau and the column index.
        func removeRow(_ basic: Symbol) -> Row? {
            guard let row = rows.removeValue(forKey: basic) else { return nil }
            columns.removeRow(basic, row)
            return row
        }

        /// Moves the constant of `basic`'s row, whose cells stay as they are.
        func addToConstant(of basic: Symbol, _ delta: Double) {
            rows[basic]!.constant += delta
        }

        /// Replaces `s` by `row` in every row that holds it (found through the column index) and in
        /// the objective. `s` is about to become basic, so its column goes away.
        func substitute(_ s: Symbol, with row: Row) {
            for basic in columns.removeColumn(s) {
                rows[basic]!.substitute(s, with: row, in: basic, columns: &columns)
                touched.insert(basic)
                if basic.isRestricted, rows[basic]!.constant < 0 { infeasible.append(basic) }
            }
            objective.substitute(s, with: row)
            artificial?.substitute(s, with: row)
        }
    }
}

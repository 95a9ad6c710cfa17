extension Cassowary {
    /// For each parametric symbol, the basic symbols whose rows hold it: the tableau's columns.
    ///
    /// Why: substituting a symbol, shifting a marker's constant and choosing a pivot row only
    /// concern the rows a symbol appears in, which are few (a view's variables meet a handful of
    /// constraints), while the tableau has a row per constraint. Without the index each of those
    /// steps scans every row, so building a layout of n constraints costs n² lookups. The solver
    /// changes rows only through `Solver.insertRow`, `Solver.removeRow` and the indexed `Row`
    /// methods, which keep this in step.
    struct ColumnIndex {
        private(set) var holders: [Symbol: Set<Symbol>] = [:]

        /// The basic symbols whose rows hold `s` (none for a basic symbol).
        func rows(holding s: Symbol) -> Set<Symbol> { holders[s] ?? [] }

        mutating func add(_ s: Symbol, to basic: Symbol) {
            holders[s, default: []].insert(basic)
        }

        mutating func remove(_ s: Symbol, from basic: Symbol) {
            guard var set = holders.removeValue(forKey: s) else { return }
            set.remove(basic)
            if !set.isEmpty { holders[s] = set }
        }

        /// Forgets the whole column of `s`, which has just been substituted out of every row.
        mutating func removeColumn(_ s: Symbol) -> Set<Symbol> {
            holders.removeValue(forKey: s) ?? []
        }

        mutating func addRow(_ basic: Symbol, _ row: Row) {
            for s in row.cells.keys { add(s, to: basic) }
        }

        mutating func removeRow(_ basic: Symbol, _ row: Row) {
            for s in row.cells.keys { remove(s, from: basic) }
        }
    }
}

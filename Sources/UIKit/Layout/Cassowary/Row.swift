extension Cassowary {
    /// One row of the tableau: `basic = constant + Σ coefficient·symbol` once it is in the solver
    /// (before that, while it is being built, `0 = constant + Σ …`).
    ///
    /// Coefficients that come within `epsilon` of zero are dropped, so round-off never keeps a symbol
    /// in a row it has left.
    struct Row {
        var constant: Double
        var cells: [Symbol: Double] = [:]

        static let epsilon = 1e-8

        init(constant: Double = 0) { self.constant = constant }

        func coefficient(for s: Symbol) -> Double { cells[s] ?? 0 }

        /// Adds `coefficient·s`, removing the cell if the sum vanishes.
        mutating func insert(_ s: Symbol, _ coefficient: Double = 1) {
            let sum = (cells[s] ?? 0) + coefficient
            if abs(sum) < Self.epsilon { cells[s] = nil } else { cells[s] = sum }
        }

        /// Adds `coefficient × other`, cell by cell and in the constant.
        mutating func insert(_ other: Row, _ coefficient: Double = 1) {
            constant += other.constant * coefficient
            for (s, c) in other.cells { insert(s, c * coefficient) }
        }

        mutating func reverseSign() {
            constant = -constant
            // mapValues keeps the table's layout; writing while iterating would copy it.
            cells = cells.mapValues { -$0 }
        }

        /// Rewrites `0 = constant + c·s + rest` as `s = −constant/c − rest/c`: the row now defines `s`.
        mutating func solve(for s: Symbol) {
            let c = cells.removeValue(forKey: s)!
            let k = -1 / c
            constant *= k
            cells = cells.mapValues { $0 * k }
        }

        /// A row defining `lhs` rewritten to define `rhs` (a pivot): `lhs` moves into the sum and `rhs` out.
        mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
            insert(lhs, -1)
            solve(for: rhs)
        }

        /// Replaces `s` by the expression `row` defines for it.
        mutating func substitute(_ s: Symbol, with row: Row) {
            guard let c = cells.removeValue(forKey: s) else { return }
            insert(row, c)
        }

        /// `insert(_:_:)` for a row of the tableau, keeping the column index in step: a cell that
        /// appears or vanishes adds `basic` to, or removes it from, that symbol's column.
        mutating func insert(_ s: Symbol, _ coefficient: Double, in basic: Symbol, columns: inout ColumnIndex) {
            let old = cells[s]
            let sum = (old ?? 0) + coefficient
            if abs(sum) < Self.epsilon {
                if old != nil {
                    cells[s] = nil
                    columns.remove(s, from: basic)
                }
            } else {
                cells[s] = sum
                if old == nil { columns.add(s, to: basic) }
            }
        }

        /// `substitute(_:with:)` for the row of `basic`, keeping the column index in step. The
        /// caller has already dropped the column of `s`, which leaves every row at once.
        mutating func substitute(_ s: Symbol, with row: Row, in basic: Symbol, columns: inout ColumnIndex) {
            guard let c = cells.removeValue(forKey: s) else { return }
            constant += row.constant * c
            for (sym, k) in row.cells { insert(sym, k * c, in: basic, columns: &columns) }
        }

        /// True when only dummy symbols remain: the row is a combination of required equalities.
        var hasOnlyDummies: Bool { cells.keys.allSatisfy { $0.kind == .dummy } }
    }
}

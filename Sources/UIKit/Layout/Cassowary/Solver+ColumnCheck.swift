extension Cassowary.Solver {
    /// The differences between the column index and a scan of every row, described one per entry;
    /// empty when they agree. For tests: the index is only worth having if it never drifts from the
    /// rows it stands for.
    func columnIndexMismatches() -> [String] {
        var scanned: [Symbol: Set<Symbol>] = [:]
        for (basic, row) in rows {
            for s in row.cells.keys { scanned[s, default: []].insert(basic) }
        }
        var found: [String] = []
        for s in Set(scanned.keys).union(columns.holders.keys).sorted() {
            let indexed = columns.rows(holding: s), actual = scanned[s] ?? []
            if indexed != actual {
                let names = { (set: Set<Symbol>) in set.sorted().map { "\($0.id)" }.joined(separator: ",") }
                found.append("symbol \(s.id): index says rows [\(names(indexed))], rows say [\(names(actual))]")
            }
        }
        return found
    }
}

extension Cassowary.Solver {
    /// A minimal set of required constraints that cannot hold together, `c` among them.
    ///
    /// Why not read it off the tableau: after pivoting, which constraints a contradiction came from
    /// is spread over dummy and slack symbols. Instead this narrows the candidates (required
    /// constraints sharing variables with `c`, directly or through others) by deletion: each is
    /// dropped if the rest still cannot hold with `c`, using a scratch solver. That costs a few solves
    /// of a small system, only when a conflict happens, and what is left is irreducible: UIKit's
    /// "Unable to simultaneously satisfy constraints" lists exactly such a set.
    func conflict(adding c: Cassowary.Constraint) -> [Cassowary.Constraint] {
        var kept = connectedRequired(to: c)
        var i = 0
        while i < kept.count {
            var without = kept
            without.remove(at: i)
            if Self.isUnsatisfiable(without + [c]) { kept = without } else { i += 1 }
        }
        return kept + [c]
    }

    /// Required constraints in the solver linked to `c` through shared variables, in the order added.
    private func connectedRequired(to c: Cassowary.Constraint) -> [Cassowary.Constraint] {
        let required = order.filter { $0.strength.isRequired }
        var reached = Set(c.expression.terms.map(\.variable))
        var linked = Set<Cassowary.Constraint>()
        var grew = true
        while grew {
            grew = false
            for r in required where !linked.contains(r) {
                let vars = r.expression.terms.map(\.variable)
                if vars.contains(where: reached.contains) {
                    linked.insert(r)
                    reached.formUnion(vars)
                    grew = true
                }
            }
        }
        // A constant contradiction (0 == 5) needs no other constraint.
        return required.filter(linked.contains)
    }

    private static func isUnsatisfiable(_ set: [Cassowary.Constraint]) -> Bool {
        let scratch = Cassowary.Solver()
        scratch.reportsConflicts = false
        scratch.writesValues = false
        for c in set {
            do { try scratch.add(c) } catch { return true }
        }
        return false
    }
}

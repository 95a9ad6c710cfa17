extension Cassowary {
    /// An unknown the solver finds a value for (a view's minimum x, its width, …).
    ///
    /// A class because constraints refer to the same unknown by identity; `value` is written by the
    /// solver after every change (`Solver.updateVariables()`), so readers never see a half-solved state.
    @MainActor
    final class Variable: Hashable, @MainActor CustomStringConvertible {
        let name: String
        /// The solved value; 0 until the solver has placed the variable.
        var value: Double = 0
        /// What the variable describes, for the solver's client to find from a changed variable
        /// (Auto Layout: the view whose frame it is part of).
        weak var owner: AnyObject?

        init(_ name: String = "v") { self.name = name }

        nonisolated static func == (a: Variable, b: Variable) -> Bool { a === b }
        nonisolated func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
        var description: String { name }
    }
}

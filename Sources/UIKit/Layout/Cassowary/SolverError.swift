extension Cassowary {
    /// Why the solver refused a change; the tableau is as it was before the call.
    enum SolverError: Error, Equatable {
        /// The required constraint cannot hold together with the required constraints already in
        /// the solver. `conflict` is a minimal set that cannot hold together (the new constraint
        /// included): dropping any one of them would make the rest satisfiable.
        case unsatisfiable(Constraint, conflict: [Constraint])
        case duplicateConstraint(Constraint)
        case unknownConstraint(Constraint)
        case duplicateEditVariable(Variable)
        case unknownEditVariable(Variable)
        /// An edit variable must give way to required constraints, so it cannot be required itself.
        case requiredEditVariable(Variable)
    }
}

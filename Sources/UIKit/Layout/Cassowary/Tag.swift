extension Cassowary {
    /// The symbols the solver added for one constraint, so it can be found in the tableau again.
    ///
    /// `marker` is the slack (inequality), dummy (required equality) or positive error (optional
    /// equality) symbol; `other` is the second error symbol of an optional constraint. Removing the
    /// constraint pivots `marker` into the basis and drops its row (the paper's section 4.3);
    /// changing the constant shifts `marker` (see `Solver.setConstant`).
    struct Tag {
        let marker: Symbol
        let other: Symbol?
    }
}

import Foundation

/// What UIKit does when required constraints cannot all hold: log the conflicting set and break one.
extension LayoutEngine {
    /// Logs UIKit's "Unable to simultaneously satisfy constraints." with the minimal conflicting set
    /// and breaks the constraint of lowest priority in it — the one being added when priorities tie,
    /// as they do for required constraints. A broken constraint stays active but out of the solver.
    func breakConflict(adding c: NSLayoutConstraint, _ sc: Cassowary.Constraint, conflict: [Cassowary.Constraint]) {
        let set = conflict.map { $0 === sc ? c : owners[$0] }.compactMap { $0 }
        let lowest = set.map(\.priority).min() ?? c.priority
        let broken = c.priority == lowest ? c : set.first { $0.priority == lowest }!
        var log = "Unable to simultaneously satisfy constraints.\n"
        log += "\tProbably at least one of the constraints in the following list is one you don't want.\n"
        log += "\tTry this:\n\t\t(1) look at each constraint and try to figure out which you don't expect;\n"
        log += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it.\n"
        if set.contains(where: { $0 is NSAutoresizingMaskLayoutConstraint }) {
            log += "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)\n"
        }
        log += "(\n" + set.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
        log += "Will attempt to recover by breaking constraint \n\(broken)\n"
        SegueDiagnostics.warn(log)
        if broken !== c {
            uninstall(broken)
            addToSolver(c)
        }
    }
}

/// The namespace of Segue's linear constraint solver, written from Badros, Borning and Stuckey's
/// "The Cassowary linear arithmetic constraint solving algorithm" (ACM TOCHI, 2001).
///
/// Why a solver of its own: Auto Layout is Cassowary underneath, and UIKit's behaviour (required
/// constraints that must hold, optional ones that give way by priority, constants changed under a
/// running layout) is the algorithm's behaviour. The solver is incremental: adding, removing and
/// editing a constraint re-optimises the tableau it already has instead of solving from scratch.
///
/// Variables and constraints are main-actor classes, as the layout engine that owns the one
/// `Solver` runs on the main actor; that also makes the errors that carry them sendable.
enum Cassowary {}

import Foundation

/// How much work Auto Layout's layout-pass hand-over did: how many constrained views it looked at
/// and how many frames it wrote. `segue bench` and the tests read them to check that a change
/// touches only the views that depend on it; they only ever count up (take a difference).
public struct AutoLayoutCounters: Equatable, Sendable {
    /// Times the engine compared a constrained view's solved frame with its frame (when it looks
    /// for moved views, and when it applies frames in their superview's layout).
    public var viewsVisited = 0
    /// Solved frames written to views.
    public var framesWritten = 0
    /// Solver variables whose value changed.
    public var variablesChanged = 0

    public init() {}

    /// What happened between `earlier` and these counts.
    public func since(_ earlier: AutoLayoutCounters) -> AutoLayoutCounters {
        var d = AutoLayoutCounters()
        d.viewsVisited = viewsVisited - earlier.viewsVisited
        d.framesWritten = framesWritten - earlier.framesWritten
        d.variablesChanged = variablesChanged - earlier.variablesChanged
        return d
    }
}

extension SegueDiagnostics {
    /// The current application's Auto Layout counters.
    public static var autoLayoutCounters: AutoLayoutCounters {
        let engine = LayoutEngine.current
        var counts = engine.counters
        counts.variablesChanged = engine.solver.valueChanges
        return counts
    }
}

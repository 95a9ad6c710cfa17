import Foundation

extension BenchmarkReport {
    /// Auto Layout on many constrained views: the first solve and layout, then one kind of change
    /// (a `constant` set and `layoutIfNeeded()`) repeated, with how many views each change made the
    /// engine look at and how many frames it wrote — the figures that show whether a change touches
    /// only the views that depend on it.
    public struct AutoLayoutRun: Codable, Equatable, Sendable {
        public var name: String
        /// Constrained views in the hierarchy.
        public var views: Int
        /// Constraints the app activated (not counting those the engine makes for intrinsic sizes).
        public var constraints: Int
        /// Activating every constraint, then the first `layoutIfNeeded()`, ms.
        public var firstLayoutMilliseconds: Double
        /// Changes timed.
        public var changes: Int
        /// One change: the `constant` set (the solver's incremental re-solve) and `layoutIfNeeded()`.
        public var changeP50Milliseconds: Double
        public var changeP95Milliseconds: Double
        /// Median per change: views whose solved frame the engine compared, and frames it wrote.
        public var viewsVisitedPerChange: Int
        public var framesWrittenPerChange: Int
        /// The views that depend on the change, as the stage knows from how it built them.
        public var dependentsPerChange: Int

        public init(name: String, views: Int, constraints: Int, firstLayoutMilliseconds: Double, changes: Int,
                    changeP50Milliseconds: Double, changeP95Milliseconds: Double, viewsVisitedPerChange: Int,
                    framesWrittenPerChange: Int, dependentsPerChange: Int) {
            self.name = name
            self.views = views
            self.constraints = constraints
            self.firstLayoutMilliseconds = firstLayoutMilliseconds
            self.changes = changes
            self.changeP50Milliseconds = changeP50Milliseconds
            self.changeP95Milliseconds = changeP95Milliseconds
            self.viewsVisitedPerChange = viewsVisitedPerChange
            self.framesWrittenPerChange = framesWrittenPerChange
            self.dependentsPerChange = dependentsPerChange
        }
    }
}

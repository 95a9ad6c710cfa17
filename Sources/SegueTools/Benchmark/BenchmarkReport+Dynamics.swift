import Foundation

extension BenchmarkReport {
    /// UIKit Dynamics moving items until its animator pauses: how many frames it drew, how long it
    /// took to come to rest (on the wall clock and in simulated time), what each frame cost the
    /// client with the engine's steps in it and, where the stage can tell, the steps alone.
    public struct DynamicsRun: Codable, Equatable, Sendable {
        public var name: String
        /// Items the animator moved.
        public var items: Int
        public var frames: Int
        /// From the release (or the drop) until the animator paused, wall clock.
        public var secondsToRest: Double
        /// The same stretch in the engine's own time (fixed 360 Hz steps); nil when the stage
        /// cannot read the animator.
        public var simulatedSeconds: Double?
        /// Whether the items came to rest before the stage's limit.
        public var cameToRest: Bool
        /// Client work per frame, the engine's steps included.
        public var clientWork: FrameTimeSummary
        /// The engine's steps (forces, Chipmunk, writing centres back) per frame; nil when the
        /// stage cannot time them apart from the rest of the frame.
        public var step: FrameTimeSummary?

        public init(name: String, items: Int, frames: Int, secondsToRest: Double, simulatedSeconds: Double?,
                    cameToRest: Bool, clientWork: FrameTimeSummary, step: FrameTimeSummary?) {
            self.name = name
            self.items = items
            self.frames = frames
            self.secondsToRest = secondsToRest
            self.simulatedSeconds = simulatedSeconds
            self.cameToRest = cameToRest
            self.clientWork = clientWork
            self.step = step
        }
    }
}

import Foundation

extension BenchmarkReport {
    /// One stretch of frames drawn by the real, paced loop — an animation or a drag — and whether it
    /// ran at the display's refresh: the frame rate actually drawn, what it cost each process, and
    /// what the same requests cost the X server when a bare loop replays them.
    ///
    /// Why this exists: a loop that draws on every wake can reach hundreds of frames a second while
    /// its per-frame times look fine; only the frame rate next to the refresh shows it.
    public struct PacedStage: Codable, Equatable, Sendable {
        public var name: String
        /// Refreshes per second the loop paced to.
        public var refreshHz: Double
        /// Frames drawn over the time runs of frames covered (`FramePacer.Statistics`).
        public var framesPerSecond: Double?
        public var frames: Int
        /// Wall time of the stage, seconds.
        public var seconds: Double
        /// CPU in percent of one core over the stage.
        public var cpu: CPU?
        /// X server CPU per frame, ms: the framework's frames and the bare replay of their requests.
        public var serverMillisecondsPerFrame: Double?
        public var baselineServerMillisecondsPerFrame: Double?

        public init(name: String, refreshHz: Double, framesPerSecond: Double?, frames: Int, seconds: Double,
                    cpu: CPU?, serverMillisecondsPerFrame: Double?, baselineServerMillisecondsPerFrame: Double?) {
            self.name = name
            self.refreshHz = refreshHz
            self.framesPerSecond = framesPerSecond
            self.frames = frames
            self.seconds = seconds
            self.cpu = cpu
            self.serverMillisecondsPerFrame = serverMillisecondsPerFrame
            self.baselineServerMillisecondsPerFrame = baselineServerMillisecondsPerFrame
        }

        /// What is wrong with the frame rate, if anything: more frames than the display shows, or
        /// fewer than 95 % of them.
        public var paceFlag: PaceFlag? { PaceFlag(framesPerSecond: framesPerSecond, refreshHz: refreshHz) }

        /// Server CPU per frame over the baseline's (nil when either is unknown or the baseline is 0).
        public var serverRatio: Double? {
            guard let s = serverMillisecondsPerFrame, let b = baselineServerMillisecondsPerFrame, b > 0 else { return nil }
            return s / b
        }
    }

    /// A stage whose frame rate is not the refresh rate.
    public enum PaceFlag: String, Codable, Equatable, Sendable {
        /// More frames than refreshes: work no display shows.
        case aboveRefresh = "above refresh"
        /// Under 95 % of the refresh: visible stutter.
        case belowRefresh = "below 95 %"

        /// Counting frames over runs reads a hair above the refresh when the last frame of a run comes
        /// a little late; 1 % is well inside that and far below a loop drawing twice per refresh.
        static let aboveTolerance = 1.01
        static let belowLimit = 0.95

        public init?(framesPerSecond: Double?, refreshHz: Double) {
            guard let fps = framesPerSecond, refreshHz > 0 else { return nil }
            if fps > refreshHz * Self.aboveTolerance {
                self = .aboveRefresh
            } else if fps < refreshHz * Self.belowLimit {
                self = .belowRefresh
            } else {
                return nil
            }
        }
    }
}

import Foundation

extension BenchmarkReport {
    /// One scene at one load, e.g. "panel drag-cancel N=100": its frame times through the framework
    /// and the baseline, what the user waits for, how often it was late, and what it cost the client,
    /// the X server and the wire.
    public struct SceneResult: Codable, Equatable, Sendable {
        public var name: String
        /// Views added to the parent screen as load (`PanelSceneViewController(extraViews:)`).
        public var extraViews: Int
        /// Frames measured (warm-up frames excluded).
        public var frames: Int
        /// Client work: from taking the frame time to the last request written, before the server
        /// has drawn anything.
        public var clientWork: FrameTimeComparison
        /// Until the server finished: client work plus the round trip that waits for the server to
        /// have executed the frame's requests — what a frame really costs on this display.
        public var serverFinished: FrameTimeComparison
        /// Input-to-pixels latency, when the scene is driven by input.
        public var latency: Latency?
        /// Late frames against 16.7 ms, over the frame times the user sees (the bench says which).
        public var hitches60Hz: HitchFigures
        /// Late frames against 8.3 ms, over the same frame times.
        public var hitches120Hz: HitchFigures
        /// CPU while the scene animates, in percent of one core.
        public var cpu: CPU
        /// Mean X requests written per frame.
        public var requestsPerFrame: Double
        /// Mean share (0…1) of the window's pixels recomposited per frame; nil when damage is not tracked.
        public var damageFraction: Double?
        /// The composed-layer cache over the measured frames; nil when not measured.
        public var composedLayers: ComposedLayers?

        public init(name: String, extraViews: Int, frames: Int,
                    clientWork: FrameTimeComparison, serverFinished: FrameTimeComparison,
                    latency: Latency?, hitches60Hz: HitchFigures, hitches120Hz: HitchFigures,
                    cpu: CPU, requestsPerFrame: Double, damageFraction: Double?, composedLayers: ComposedLayers? = nil) {
            self.name = name
            self.extraViews = extraViews
            self.frames = frames
            self.clientWork = clientWork
            self.serverFinished = serverFinished
            self.latency = latency
            self.hitches60Hz = hitches60Hz
            self.hitches120Hz = hitches120Hz
            self.cpu = cpu
            self.requestsPerFrame = requestsPerFrame
            self.damageFraction = damageFraction
            self.composedLayers = composedLayers
        }
    }

    /// From an input event to the frame that shows its effect, in milliseconds.
    public struct Latency: Codable, Equatable, Sendable {
        public var p50Milliseconds: Double
        public var p99Milliseconds: Double

        public init(p50Milliseconds: Double, p99Milliseconds: Double) {
            self.p50Milliseconds = p50Milliseconds
            self.p99Milliseconds = p99Milliseconds
        }
    }

    /// CPU in percent of one core (`CPUMeter`) for the client and, when its pid is known, the X server.
    public struct CPU: Codable, Equatable, Sendable {
        public var clientPercent: Double
        /// nil on a display the bench did not start, whose server process it cannot see.
        public var serverPercent: Double?

        public init(clientPercent: Double, serverPercent: Double?) {
            self.clientPercent = clientPercent
            self.serverPercent = serverPercent
        }
    }
}

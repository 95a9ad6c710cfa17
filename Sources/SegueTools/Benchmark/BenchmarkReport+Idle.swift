import Foundation

extension BenchmarkReport {
    /// The app left alone with nothing animating: the design promises it blocks in `poll()`, so
    /// both CPU figures should be 0 and no frame should be drawn.
    public struct Idle: Codable, Equatable, Sendable {
        /// How long the app was left idle.
        public var seconds: Double
        public var clientCPUPercent: Double
        /// nil when the server's pid is unknown.
        public var serverCPUPercent: Double?
        public var framesDrawn: Int

        public init(seconds: Double, clientCPUPercent: Double, serverCPUPercent: Double?, framesDrawn: Int) {
            self.seconds = seconds
            self.clientCPUPercent = clientCPUPercent
            self.serverCPUPercent = serverCPUPercent
            self.framesDrawn = framesDrawn
        }
    }
}

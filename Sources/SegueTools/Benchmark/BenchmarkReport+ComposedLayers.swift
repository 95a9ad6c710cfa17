import Foundation

extension BenchmarkReport {
    /// What the compositor's composed-layer cache did during a scene: whether a moving panel really
    /// is composed once and then only moved, and what the cache holds for it.
    public struct ComposedLayers: Codable, Equatable, Sendable {
        /// Pictures composed for the cache during the measured frames (0 or 1 for a panel that only
        /// moves: it was composed when it appeared).
        public var rasterizations: Int
        /// Composites drawn from a cached picture during the measured frames.
        public var reuses: Int
        /// Pixels the cache held after the last measured frame (four bytes each).
        public var cachedPixels: Int

        public init(rasterizations: Int, reuses: Int, cachedPixels: Int) {
            self.rasterizations = rasterizations
            self.reuses = reuses
            self.cachedPixels = cachedPixels
        }
    }
}

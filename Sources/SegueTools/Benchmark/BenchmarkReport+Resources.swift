import Foundation

extension BenchmarkReport {
    /// Live X pixmaps and pictures (`XResourceCounts.live`) before the scenes and after them all:
    /// once the windows are back to their first state the counts should be back too, or something
    /// is held that should have been freed.
    public struct Resources: Codable, Equatable, Sendable {
        public var pixmapsAtStart: Int
        public var pixmapsAtEnd: Int
        public var picturesAtStart: Int
        public var picturesAtEnd: Int

        public init(pixmapsAtStart: Int, pixmapsAtEnd: Int, picturesAtStart: Int, picturesAtEnd: Int) {
            self.pixmapsAtStart = pixmapsAtStart
            self.pixmapsAtEnd = pixmapsAtEnd
            self.picturesAtStart = picturesAtStart
            self.picturesAtEnd = picturesAtEnd
        }
    }
}

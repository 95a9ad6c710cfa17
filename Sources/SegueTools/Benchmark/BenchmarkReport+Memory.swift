import Foundation

extension BenchmarkReport {
    /// Resident memory over many present/dismiss cycles. The first cycles fill caches (content
    /// pictures, masks, glyphs), so growth is measured from after the warm-up: a leak shows as RSS
    /// that keeps climbing from there to the end.
    public struct Memory: Codable, Equatable, Sendable {
        /// Cycles before the first sample (10 unless the run had fewer).
        public var warmUpCycles: Int
        public var residentBytesAfterWarmUp: Int
        /// All cycles, warm-up included.
        public var cycles: Int
        public var residentBytesAtEnd: Int

        public init(warmUpCycles: Int, residentBytesAfterWarmUp: Int, cycles: Int, residentBytesAtEnd: Int) {
            self.warmUpCycles = warmUpCycles
            self.residentBytesAfterWarmUp = residentBytesAfterWarmUp
            self.cycles = cycles
            self.residentBytesAtEnd = residentBytesAtEnd
        }
    }
}

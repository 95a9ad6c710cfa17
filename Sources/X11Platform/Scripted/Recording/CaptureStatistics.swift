import Foundation

/// What capturing a recording's frames cost, for `segue record --verbose`: the median (a loaded
/// machine's outliers aside) and the longest.
public struct CaptureStatistics: CustomStringConvertible, Sendable {
    public private(set) var samples: [TimeInterval] = []

    public init() {}

    public mutating func add(_ seconds: TimeInterval) {
        samples.append(seconds)
    }

    public var description: String {
        let sorted = samples.sorted()
        let median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        return String(format: "%.3f ms per frame (median), %.3f ms at most, over %d frames",
                      median * 1000, (sorted.last ?? 0) * 1000, sorted.count)
    }
}

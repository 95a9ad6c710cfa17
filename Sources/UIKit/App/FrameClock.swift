import Foundation

/// Where the run loop gets the one timestamp of each frame. Nothing in UIKit reads a clock itself, so
/// tests and recordings can run on a virtual clock and the demo's slow motion can scale time.
@MainActor
public protocol FrameClock: AnyObject {
    /// The time of the frame about to be drawn, in seconds.
    func frameTime() -> TimeInterval
}

/// Real time from the platform's monotonic clock.
@MainActor
public final class MonotonicFrameClock: FrameClock {
    private let source: () -> TimeInterval

    public init(source: @escaping () -> TimeInterval) { self.source = source }

    public func frameTime() -> TimeInterval { source() }
}

/// Time that moves only when told to: frame i of a recording is at exactly `i / fps`.
@MainActor
public final class VirtualFrameClock: FrameClock {
    public private(set) var now: TimeInterval

    public init(start: TimeInterval = 0) { now = start }

    public func advance(by seconds: TimeInterval) {
        precondition(seconds >= 0, "VirtualFrameClock cannot go back in time (advance by \(seconds))")
        now += seconds
    }

    public func frameTime() -> TimeInterval { now }
}

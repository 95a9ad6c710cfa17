import Foundation

/// CPU use of a process over an interval, in percent of one core: 100 means one core busy the whole
/// time, 250 two and a half cores. That is `top`'s convention, and the one that stays meaningful
/// when the machine's core count changes between benchmark runs.
///
/// ```swift
/// var meter = try CPUMeter(pid: serverPID)   // starts now
/// animate()
/// let percent = try meter.percentSinceStart()
/// ```
public struct CPUMeter {
    /// The process measured; nil for this one.
    public let pid: Int32?
    private var start: ProcessUsage
    private var startTime: TimeInterval

    /// Takes the first sample of `pid` (nil: this process) now.
    public init(pid: Int32? = nil) throws {
        self.pid = pid
        start = try ProcessUsage.sample(pid: pid)
        startTime = Self.monotonicNow()
    }

    /// Percent of one core used since the meter started (or was last restarted).
    public func percentSinceStart() throws -> Double {
        let end = try ProcessUsage.sample(pid: pid)
        return Self.percentOfOneCore(from: start, to: end, wallTime: Self.monotonicNow() - startTime)
    }

    /// Starts measuring afresh from now.
    public mutating func restart() throws {
        start = try ProcessUsage.sample(pid: pid)
        startTime = Self.monotonicNow()
    }

    /// The CPU time between two samples over the wall time between them, in percent of one core.
    /// A zero or negative interval has no rate and answers 0. Clock ticks are coarse (10 ms at the
    /// usual 100 Hz), so intervals well over a second give meaningful figures.
    public static func percentOfOneCore(from start: ProcessUsage, to end: ProcessUsage,
                                        wallTime: TimeInterval) -> Double {
        guard wallTime > 0 else { return 0 }
        return max(end.cpuSeconds - start.cpuSeconds, 0) / wallTime * 100
    }

    /// Seconds on the monotonic clock, which neither NTP nor the user can move mid-measurement.
    static func monotonicNow() -> TimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return TimeInterval(ts.tv_sec) + TimeInterval(ts.tv_nsec) / 1e9
    }
}

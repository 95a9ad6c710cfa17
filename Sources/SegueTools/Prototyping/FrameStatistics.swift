import Foundation

/// Frame intervals and build times of the most recent frames, for the HUD's fps and milliseconds.
struct FrameStatistics {
    /// How many frames the figures are taken over (half a second at 60 fps).
    static let capacity = 30
    private var intervals: [TimeInterval] = []
    private var workTimes: [TimeInterval] = []
    private var lastFrameTime: TimeInterval?

    /// Notes a frame presented at `frameTime` that took `workTime` to build and present. A gap of
    /// more than a quarter of a second starts afresh: the loop was idle, not slow.
    mutating func add(frameTime: TimeInterval, workTime: TimeInterval) {
        if let last = lastFrameTime {
            let interval = frameTime - last
            if interval > 0.25 {
                intervals.removeAll()
            } else if interval > 0 {
                intervals.append(interval)
            }
        }
        lastFrameTime = frameTime
        workTimes.append(workTime)
        if intervals.count > Self.capacity { intervals.removeFirst(intervals.count - Self.capacity) }
        if workTimes.count > Self.capacity { workTimes.removeFirst(workTimes.count - Self.capacity) }
    }

    /// Frames per second over the recent intervals; nil before two frames in a row.
    var framesPerSecond: Double? {
        guard !intervals.isEmpty else { return nil }
        return Double(intervals.count) / intervals.reduce(0, +)
    }

    /// Mean time to build and present a frame, in milliseconds.
    var meanWorkMilliseconds: Double? {
        guard !workTimes.isEmpty else { return nil }
        return workTimes.reduce(0, +) / Double(workTimes.count) * 1000
    }
}

import Foundation

/// When the run loop may draw: at most once per display refresh, on a fixed grid of refresh times.
///
/// Why a grid and not "draw whenever woken": anything can wake the loop — input, a timer, an event
/// the window system sends for its own reasons — and a loop that draws on every wake while an
/// animation runs draws hundreds of frames a second that no display shows. A grid starts at the
/// frame that begins a run (the first after idle, or one drawn for input) and holds while an
/// animation runs: frame k of the run may be drawn from `anchor + k × interval` on. A frame drawn
/// late keeps the grid (the next one is due at the next grid time, not one interval after the late
/// one), so a slow frame costs one refresh, not a drift of every later frame.
///
/// Input stays immediate: an event is handled when it arrives, and what it changed is drawn at the
/// next grid time — at most one interval later.
///
/// ```swift
/// var pacer = FramePacer(refreshRate: 60)
/// pacer.isDue(at: 0)              // true: nothing drawn yet
/// pacer.didDraw(at: 0)
/// pacer.isDue(at: 0.010)          // false: the next refresh is at 1/60 s
/// pacer.secondsUntilDue(at: 0.010) // ≈ 0.0067
/// ```
public struct FramePacer: Equatable, Sendable {
    /// Refreshes per second the frames are paced to (the display's, or a chosen rate).
    public private(set) var refreshRate: Double
    /// The first frame's time: every later frame is due at a whole number of intervals after it.
    public private(set) var anchor: TimeInterval?
    /// The grid time from which the next frame may be drawn.
    public private(set) var nextDue: TimeInterval?
    /// What has been drawn so far, for tools that report the frame rate actually reached.
    public private(set) var statistics = Statistics()

    /// A wake this close before a grid time counts as on it: timeouts are rounded by the system, and
    /// a wake a few microseconds early must not cost a whole refresh.
    static let tolerance: TimeInterval = 0.0005

    /// The loop's frame rate limits and what a frame rate outside them means.
    public static let allowedRates: ClosedRange<Double> = 1...1000

    public init(refreshRate: Double) {
        precondition(Self.allowedRates.contains(refreshRate),
                     "FramePacer needs a refresh rate from 1 to 1000 per second (got \(refreshRate))")
        self.refreshRate = refreshRate
    }

    /// Seconds between refreshes.
    public var interval: TimeInterval { 1 / refreshRate }

    /// Whether a frame may be drawn at `now`.
    public func isDue(at now: TimeInterval) -> Bool {
        guard let nextDue else { return true }
        return now >= nextDue - Self.tolerance
    }

    /// How long the loop may wait for input before the next frame is due (0 when it is due now).
    public func secondsUntilDue(at now: TimeInterval) -> TimeInterval {
        guard let nextDue else { return 0 }
        return max(0, nextDue - now)
    }

    /// Notes a frame drawn at `now`; the next one is due one interval later on the grid.
    /// `stillAnimating`: something still asks for frames after this one (an animation runs), so the
    /// next frame continues this run of frames however late it comes, and keeps its grid.
    public mutating func didDraw(at now: TimeInterval, stillAnimating: Bool = false) {
        // The grid holds while an animation runs; a frame that starts one (after idle, or drawn for
        // input) starts a new grid at itself, so the next frame is a whole interval after it and
        // never squeezed into the rest of an old interval.
        let anchor = statistics.runContinues ? (self.anchor ?? now) : now
        self.anchor = anchor
        // The grid time this frame stands for (a wake within the tolerance before it counts as on it).
        let step = ((now - anchor + Self.tolerance) / interval).rounded(.down)
        nextDue = anchor + (step + 1) * interval
        statistics.note(frameAt: now, interval: interval, stillAnimating: stillAnimating)
    }

    /// Paces to a new rate from the next frame on (the window moved to another display, or `--fps`).
    public mutating func setRefreshRate(_ rate: Double) {
        precondition(Self.allowedRates.contains(rate),
                     "FramePacer needs a refresh rate from 1 to 1000 per second (got \(rate))")
        guard rate != refreshRate else { return }
        refreshRate = rate
        if let last = statistics.lastFrame ?? anchor {
            anchor = last
            nextDue = last + interval
        }
    }

    /// Forgets the counts (not the grid): a tool measuring one stretch of frames starts here.
    public mutating func resetStatistics() {
        statistics = Statistics()
    }

    /// Frames drawn and the time they covered.
    ///
    /// A *run* is a stretch of frames drawn on consecutive grid times (an animation, a drag); it
    /// covers the time from its first frame to one interval after its last. `framesPerSecond` is
    /// frames over the time covered by runs, so the loop's idle pauses between animations do not
    /// count: an animation drawn at every refresh reads as the refresh rate.
    public struct Statistics: Equatable, Sendable {
        public private(set) var frames = 0
        /// Seconds covered by runs of frames, each counted from its first frame to one interval
        /// after its last.
        public private(set) var activeSeconds: TimeInterval = 0
        public private(set) var lastFrame: TimeInterval?

        /// Frames per second while drawing (nil before any frame).
        public var framesPerSecond: Double? {
            activeSeconds > 0 ? Double(frames) / activeSeconds : nil
        }

        /// Whether the last frame left an animation running, so the next frame continues its run.
        var runContinues = false

        mutating func note(frameAt now: TimeInterval, interval: TimeInterval, stillAnimating: Bool) {
            frames += 1
            if let last = lastFrame, runContinues || now - last < 1.5 * interval {
                // An animation's next frame (however late), or input drawn at the next refresh.
                activeSeconds += now - last
            } else {
                // A new run covers one interval per frame: its first frame's share.
                activeSeconds += interval
            }
            lastFrame = now
            runContinues = stillAnimating
        }
    }
}

import Foundation

/// Where a property animator is in time, as a value: the time fraction and the progress of its
/// values, whether it runs, is paused or is held at a fraction set by hand, which way it goes, and
/// the position it completes at. `UIViewPropertyAnimator` holds one and applies its progress to
/// layers; this type knows nothing of layers, views or the clock — every call that depends on time
/// is given the media time — so it can be tested alone. (The split Chromium's `KeyframeModel` makes
/// between its run state and its curve.)
///
/// It runs in stretches. A stretch goes from the fraction and progress it starts at to the end (or,
/// reversed, to the start) over the remaining share of the duration, with its own pacing. Resuming
/// after a scrub, reversing mid-flight or continuing with new timing starts a new stretch from where
/// the values are, so nothing jumps; resuming after a plain pause continues the same stretch,
/// shifted by the pause.
///
/// ```swift
/// var timeline = AnimatorTimeline(duration: 1, curve: .cubic(.linear))
/// timeline.start(at: 10)
/// timeline.sample(at: 10.25)          // fraction 0.25
/// timeline.setReversed(true, at: 10.25)
/// timeline.advance(to: 10.5)          // .start: back at fraction 0
/// ```
struct AnimatorTimeline: Sendable {
    /// One stretch of running: from (fraction `f0`, progress `p0`) toward the end or the start.
    struct Stretch: Sendable {
        var f0: Double
        var p0: Double
        var forward: Bool
        var pacing: Pacing
        /// The media time the stretch starts at (later than now after a delay).
        var start: Double
    }

    /// What the timeline is doing.
    enum Run: Sendable {
        /// Not started, or stopped or finished: the next start begins afresh from the start (the
        /// end when reversed).
        case idle
        case running(Stretch)
        /// Paused at a media time: resuming in the same direction continues this stretch.
        case paused(Stretch, at: Double)
        /// Stopped at a fraction with no stretch to continue (paused before it ever ran, or scrubbed):
        /// resuming starts a new stretch from here. `scrubbing` when the values were set to follow
        /// the fraction linearly.
        case held(scrubbing: Bool)
    }

    /// Seconds a run from one end to the other takes.
    let duration: Double
    /// The animator's own timing, for new stretches.
    let curve: Pacing.Curve
    /// The full-length pacing from the start: a fresh run, scrubbing along the curve, and animations
    /// that start part-way (`progress(forAnimationStartingAt:)`).
    private let basePacing: Pacing

    /// The linear time fraction, 0…1, as of the last call that moved it.
    private(set) var fraction: Double = 0
    /// How far the values are along (the pacing applied to the fraction), as of the same call.
    private(set) var progress: Double = 0
    private(set) var isReversed = false
    /// Whether reaching the end pauses there instead of finishing (`advance(to:)` then returns nil).
    var pausesOnCompletion = false
    private(set) var run: Run = .idle

    init(duration: Double, curve: Pacing.Curve) {
        self.duration = duration
        self.curve = curve
        basePacing = curve.pacing(seconds: duration)
    }

    var isRunning: Bool {
        if case .running = run { return true }
        return false
    }

    /// Whether the values follow the fraction linearly (held after a linear scrub).
    var isScrubbing: Bool {
        if case .held(scrubbing: true) = run { return true }
        return false
    }

    // MARK: Moving

    /// Back to fraction 0, not started: what an animator is when it becomes active.
    mutating func rewind() {
        fraction = 0
        progress = 0
        run = .idle
    }

    /// Runs from `now + delay`: afresh from the start (the end when reversed) when idle; a paused
    /// stretch going the current way continues, shifted by the time it was paused; otherwise a new
    /// stretch from the current values. Running already: nothing changes.
    mutating func start(at now: Double, delay: Double = 0) {
        switch run {
        case .idle:
            let from: Double = isReversed ? 1 : 0
            fraction = from
            progress = from
            run = .running(Stretch(f0: from, p0: from, forward: !isReversed, pacing: basePacing, start: now + delay))
        case .running:
            return
        case .paused(var s, let pausedAt) where s.forward == !isReversed:
            s.start = s.start + (now - pausedAt) + delay
            run = .running(s)
        case .paused, .held:
            beginStretch(curve: curve, durationFactor: 1, at: now + delay)
        }
    }

    /// Stops moving at `now`, keeping the fraction. Idle, it holds at the start (the end when
    /// reversed); paused or held already, nothing changes.
    mutating func pause(at now: Double) {
        switch run {
        case .idle:
            let from: Double = isReversed ? 1 : 0
            fraction = from
            progress = from
            run = .held(scrubbing: false)
        case .running(let s):
            sample(at: now)
            run = .paused(s, at: now)
        case .paused, .held:
            return
        }
    }

    /// Sets the fraction by hand (clamped to 0…1) while not running; ignored while running. With
    /// `linearly` the values follow the fraction itself, otherwise the timing curve at it.
    mutating func scrub(to newFraction: Double, linearly: Bool) {
        guard !isRunning else { return }
        fraction = min(1, max(0, newFraction))
        progress = linearly ? fraction : basePacing.map(fraction)
        run = .held(scrubbing: linearly)
    }

    /// Changes direction. Running, it turns around at `now` and takes the share of the duration that
    /// is left that way, with its own timing; otherwise the next start goes the new way.
    mutating func setReversed(_ reversed: Bool, at now: Double) {
        guard reversed != isReversed else { return }
        let wasRunning = isRunning
        if wasRunning { sample(at: now) }
        isReversed = reversed
        if wasRunning { beginStretch(curve: curve, durationFactor: 1, at: now) }
    }

    /// Runs again from where the values are, with `curve` (nil: its own) over `durationFactor` × the
    /// share of the duration that is left. Running already: nothing changes.
    mutating func resume(at now: Double, curve newCurve: Pacing.Curve? = nil, durationFactor: Double = 1) {
        guard !isRunning else { return }
        beginStretch(curve: newCurve ?? curve, durationFactor: durationFactor, at: now)
    }

    /// Stops where it is (stopped, finished or let go): the fraction stays, the next start begins
    /// afresh.
    mutating func stop() {
        run = .idle
    }

    // MARK: Time passing

    /// Brings the fraction and the progress to where the running stretch is at `now`; true when it
    /// has reached its end. Not running, nothing changes.
    @discardableResult
    mutating func sample(at now: Double) -> Bool {
        guard case .running(let s) = run else { return false }
        let seconds = s.pacing.seconds
        let local = seconds > 0 ? max(0, (now - s.start) / seconds) : 1
        let clamped = min(1, local)
        let eased = s.pacing.map(clamped)
        if s.forward {
            fraction = s.f0 + (1 - s.f0) * clamped
            progress = s.p0 + (1 - s.p0) * eased
        } else {
            fraction = s.f0 * (1 - clamped)
            progress = s.p0 * (1 - eased)
        }
        return local >= 1
    }

    /// One frame at `now`: samples the running stretch and returns the position the run finished at
    /// when it reached its end. Nil while it goes on, when it is not running, or when
    /// `pausesOnCompletion` paused it at its end. A finished run is still `running` until `stop()`,
    /// so the caller can settle its layers first.
    mutating func advance(to now: Double) -> UIViewAnimatingPosition? {
        guard case .running(let s) = run, sample(at: now) else { return nil }
        if pausesOnCompletion {
            run = .paused(s, at: now)
            return nil
        }
        return s.forward ? .end : .start
    }

    /// The progress of an animation that covers the timeline from `start` (a fraction: its delay
    /// factor, or the fraction when it was added) to the end: 0 before it, then along the curve
    /// (linearly while scrubbing) over the rest.
    func progress(forAnimationStartingAt start: Double) -> Double {
        guard start > 0 else { return progress }
        let local = (fraction - start) / (1 - start)
        if local <= 0 { return 0 }
        return isScrubbing ? local : basePacing.map(min(1, local))
    }

    // MARK: Stretches

    /// A new stretch from the current fraction and progress toward the end (or the start when
    /// reversed), taking the remaining share of the duration times `durationFactor`.
    private mutating func beginStretch(curve: Pacing.Curve, durationFactor: Double, at start: Double) {
        let forward = !isReversed
        let remaining = (forward ? 1 - fraction : fraction) * duration * durationFactor
        run = .running(Stretch(f0: fraction, p0: progress, forward: forward,
                               pacing: curve.pacing(seconds: remaining), start: start))
    }
}

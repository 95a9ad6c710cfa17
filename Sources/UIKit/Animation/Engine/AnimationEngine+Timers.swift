import Foundation

/// Work scheduled at a moment of one clock: the transition watchdog (animation time) and a long
/// press (frame time). Cancel with `cancel()`.
public final class MediaTimer {
    let deadline: CFTimeInterval
    private(set) var action: (() -> Void)?

    init(deadline: CFTimeInterval, action: @escaping () -> Void) {
        self.deadline = deadline
        self.action = action
    }

    /// Drops the work; a cancelled timer never fires.
    public func cancel() { action = nil }

    func fire() {
        let work = action
        action = nil
        work?()
    }
}

/// Pending timers of one clock, fired in deadline order once their time has come.
struct TimerQueue {
    private var timers: [MediaTimer] = []

    mutating func schedule(at deadline: CFTimeInterval, _ action: @escaping () -> Void) -> MediaTimer {
        let timer = MediaTimer(deadline: deadline, action: action)
        timers.append(timer)
        return timer
    }

    /// Takes out the timers due at `now`, in deadline order, for the caller to fire.
    mutating func takeDue(at now: CFTimeInterval) -> [MediaTimer] {
        timers.removeAll { $0.action == nil }
        let due = timers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
        timers.removeAll { t in due.contains { $0 === t } }
        return due
    }

    /// The earliest deadline still pending.
    var nextDeadline: CFTimeInterval? { timers.filter { $0.action != nil }.map(\.deadline).min() }

    mutating func removeAll() { timers.removeAll() }
}

/// Animation-time timers: deadlines in media time, so slow motion stretches them with the
/// animations they guard, and a paused clock never fires them.
extension AnimationEngine {
    /// Runs `action` on the first frame at least `delay` media seconds from now.
    @discardableResult
    func schedule(after delay: CFTimeInterval, _ action: @escaping () -> Void) -> MediaTimer {
        timers.schedule(at: mediaTime + delay, action)
    }

    func fireDueTimers() {
        for t in timers.takeDue(at: mediaTime) { t.fire() }
    }

    /// Real seconds until the next timer is due (nil: none pending), for the run loop's idle wait.
    var secondsUntilNextTimer: TimeInterval? {
        timers.nextDeadline.map { max(0, ($0 - mediaTime) / speed) }
    }
}

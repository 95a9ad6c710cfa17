import Foundation

/// Work scheduled at a moment of animation time: the transition watchdog uses it. Deadlines are in
/// media time, so slow motion stretches them with the animations they guard, and a paused clock
/// never fires them.
final class MediaTimer {
    let deadline: CFTimeInterval
    private(set) var action: (() -> Void)?

    init(deadline: CFTimeInterval, action: @escaping () -> Void) {
        self.deadline = deadline
        self.action = action
    }

    func cancel() { action = nil }

    func fire() {
        let work = action
        action = nil
        work?()
    }
}

extension AnimationEngine {
    /// Runs `action` on the first frame at least `delay` media seconds from now.
    @discardableResult
    func schedule(after delay: CFTimeInterval, _ action: @escaping () -> Void) -> MediaTimer {
        let timer = MediaTimer(deadline: mediaTime + delay, action: action)
        timers.append(timer)
        return timer
    }

    /// Fires the timers whose deadline has passed, in deadline order.
    func fireDueTimers() {
        timers.removeAll { $0.action == nil }
        let due = timers.filter { $0.deadline <= mediaTime }.sorted { $0.deadline < $1.deadline }
        guard !due.isEmpty else { return }
        timers.removeAll { t in due.contains { $0 === t } }
        for t in due { t.fire() }
    }

    /// Real seconds until the next timer is due (nil: none pending), for the run loop's idle wait.
    var secondsUntilNextTimer: TimeInterval? {
        let pending = timers.filter { $0.action != nil }
        guard let next = pending.map(\.deadline).min() else { return nil }
        return max(0, (next - mediaTime) / speed)
    }
}

import Foundation

/// Work due after a delay of real time (frame-clock time, never slowed by slow motion): a long
/// press begins when the pointer has been held still long enough, with no event to wake anyone. The
/// run loop wakes up for the next one even when idle.
extension UIApplication {
    @discardableResult
    func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) -> MediaTimer {
        let timer = MediaTimer(deadline: frameTime + delay, action: action)
        frameTimers.append(timer)
        return timer
    }

    func fireDueFrameTimers() {
        frameTimers.removeAll { $0.action == nil }
        let due = frameTimers.filter { $0.deadline <= frameTime }.sorted { $0.deadline < $1.deadline }
        guard !due.isEmpty else { return }
        frameTimers.removeAll { t in due.contains { $0 === t } }
        for t in due { t.fire() }
    }

    /// Seconds until the next timer of either clock, for the idle wait.
    var secondsUntilNextTimer: TimeInterval? {
        let own = frameTimers.filter { $0.action != nil }.map { max(0, $0.deadline - frameTime) }.min()
        let media = AnimationEngine.shared.secondsUntilNextTimer
        switch (own, media) {
        case let (a?, b?): return min(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        default: return nil
        }
    }
}

import Foundation

/// Work due after a delay of real time (frame-clock time, never slowed by slow motion): a long
/// press begins when the pointer has been held still long enough, with no event to wake anyone. The
/// run loop wakes up for the next timer of either clock even when idle.
extension UIApplication {
    /// Runs `action` on the first frame at least `delay` seconds of real time from now, waking an
    /// idle loop for it. A Segue addition (the closest UIKit has is `Timer`, which needs a run loop
    /// Segue does not run): tools use it to refresh a display while nothing else draws.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) -> MediaTimer {
        frameTimers.schedule(at: frameTime + delay, action)
    }

    func fireDueFrameTimers() {
        for t in frameTimers.takeDue(at: frameTime) { t.fire() }
    }

    /// Seconds until the next timer of either clock, for the idle wait.
    var secondsUntilNextTimer: TimeInterval? {
        let own = frameTimers.nextDeadline.map { max(0, $0 - frameTime) }
        return [own, context.engine.secondsUntilNextTimer].compactMap { $0 }.min()
    }
}

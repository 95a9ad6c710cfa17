import Foundation
import UIKit

/// The frame clock of an app that first catches up on recorded input and then runs for real (a hot
/// restart): while catching up it stands wherever the catch-up moves it, as fast as frames can be
/// computed; once released it runs in real time from where the catch-up left it, so animation time
/// never jumps back and an animation in flight at the switch goes on smoothly.
public final class CatchUpClock: FrameClock {
    private let realTime: () -> TimeInterval
    /// Real time when the clock was made: script time 0.
    private let start: TimeInterval
    private var scriptTime: TimeInterval = 0
    /// Real time less frame time, from the release on.
    private var offset: TimeInterval?

    /// `realTime`: the platform's monotonic clock, in seconds.
    public init(realTime: @escaping () -> TimeInterval) {
        self.realTime = realTime
        start = realTime()
    }

    /// Whether the clock runs in real time now.
    public var isReleased: Bool { offset != nil }

    /// Seconds of the script the clock stands at (while catching up).
    public var catchUpTime: TimeInterval { scriptTime }

    /// Puts the clock at `time` seconds into the script; it never goes back.
    public func move(to time: TimeInterval) {
        precondition(offset == nil, "a released catch-up clock runs in real time; it cannot be moved")
        scriptTime = max(scriptTime, time)
    }

    /// From now on, real time, continuing from the current frame time.
    public func release() {
        guard offset == nil else { return }
        offset = realTime() - (start + scriptTime)
    }

    public func frameTime() -> TimeInterval {
        if let offset { return realTime() - offset }
        return start + scriptTime
    }
}

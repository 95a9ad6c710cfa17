import Foundation

/// A motion running on a scroll view: one `ScrollAxisMotion` per axis, the media time it began, and
/// the display link that drives it. A class so that a frame can tell whether the motion it belongs
/// to is still the current one (a delegate callback may have stopped it or started another).
@MainActor
final class ScrollMotion {
    enum Kind {
        /// After a release: sets `isDecelerating`, ends with `scrollViewDidEndDecelerating`.
        case deceleration
        /// `setContentOffset(_:animated: true)`: ends with `scrollViewDidEndScrollingAnimation`.
        case animation
    }

    let kind: Kind
    let x: ScrollAxisMotion
    let y: ScrollAxisMotion
    /// Media time (`CACurrentMediaTime()`) when it began.
    var start: CFTimeInterval = 0
    var link: CADisplayLink?

    init(kind: Kind, x: ScrollAxisMotion, y: ScrollAxisMotion) {
        self.kind = kind
        self.x = x
        self.y = y
    }

    /// Seconds until both axes rest.
    var duration: TimeInterval { max(x.duration, y.duration) }

    func offset(at t: TimeInterval) -> CGPoint { CGPoint(x: x.offset(at: t), y: y.offset(at: t)) }

    var end: CGPoint { CGPoint(x: x.end, y: y.end) }
}

/// Moving content over time: decelerations, bounces and animated offsets, applied once per frame.
///
/// The motion runs on the animation clock — a `CADisplayLink` called with each frame's media time —
/// so slow motion slows it like every other animation, recordings get it frame-exactly, and tests
/// step it with the virtual clock. Each frame computes the offset afresh from the time since the
/// motion began (no integration step by step), so a dropped frame changes nothing but that frame.
extension UIScrollView {
    /// Starts `newMotion` at the current media time, replacing any other.
    func start(_ newMotion: ScrollMotion) {
        stopMotion()
        newMotion.start = ApplicationContext.current.engine.mediaTime
        motion = newMotion
        isDecelerating = newMotion.kind == .deceleration
        let link = CADisplayLink { [weak self, weak newMotion] link in
            guard let self, let newMotion, self.motion === newMotion else { return link.invalidate() }
            self.advance(newMotion, to: link.timestamp)
        }
        newMotion.link = link
        link.add(to: .main, forMode: .common)
    }

    /// One frame: show the offset at `time`, and end the motion once it has rested.
    private func advance(_ current: ScrollMotion, to time: CFTimeInterval) {
        let t = time - current.start
        show(current.offset(at: t))
        guard t >= current.duration, motion === current else { return }
        motion = nil
        current.link?.invalidate()
        switch current.kind {
        case .deceleration:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .animation:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Stops the running motion where it is, without its end callback (a touch caught it, or code
    /// set a new offset).
    func stopMotion() {
        guard let current = motion else { return }
        motion = nil
        current.link?.invalidate()
        isDecelerating = false
    }

    /// `setContentOffset(_:animated:)`.
    func moveContent(to offset: CGPoint, animated: Bool) {
        stopMotion()
        let from = contentOffset
        guard animated, offset != from else { return show(offset) }
        let duration = Self.scrollAnimationDuration
        start(ScrollMotion(kind: .animation, x: .animated(from: from.x, to: offset.x, duration: duration),
                           y: .animated(from: from.y, to: offset.y, duration: duration)))
    }
}

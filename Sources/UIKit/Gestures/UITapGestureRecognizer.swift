import Foundation

/// A tap (UIKit's `UITapGestureRecognizer`): `numberOfTapsRequired` presses and releases, each
/// without moving more than `allowableMovement` points. Discrete: it goes straight to `.ended`
/// (recognized) on the last release.
///
/// Between the taps of a multi-tap it stays `.possible` and its arena stays open, so a single tap
/// that `require(toFail:)` it keeps waiting; it fails when the next press does not come within
/// `UITouch.multiTapInterval` (on the frame clock, like a long press), or lands further than
/// `UITouch.multiTapDistance` from the first.
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1 {
        didSet {
            precondition(numberOfTapsRequired >= 1,
                         "UITapGestureRecognizer.numberOfTapsRequired must be at least 1, not \(numberOfTapsRequired)")
        }
    }
    open var numberOfTouchesRequired = 1
    /// How far the touch may wander and still be a tap.
    open var allowableMovement: CGFloat = 10

    private var start: CGPoint = .zero
    private var firstTapStart: CGPoint?
    private var tapsSoFar = 0
    /// Input time of the last tap's release.
    private var lastTapEnd: TimeInterval?
    private var gapTimer: MediaTimer?

    public override init() { super.init() }

    /// `UITapGestureRecognizer { tap in … }`: the closure runs when the tap is recognized.
    public convenience init(handler: @escaping (UITapGestureRecognizer) -> Void) {
        self.init()
        addAction { handler($0 as! UITapGestureRecognizer) }
    }

    override var awaitsNextTouch: Bool { tapsSoFar > 0 && tapsSoFar < numberOfTapsRequired }

    /// The next tap must come soon enough (by the input clock) and near the first.
    override func acceptsNextTouch(_ touch: UITouch) -> Bool {
        guard let first = firstTapStart, let end = lastTapEnd else { return true }
        let p = touch.locationInWindow
        return touch.timestamp - end <= UITouch.multiTapInterval
            && hypot(p.x - first.x, p.y - first.y) <= UITouch.multiTapDistance
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let p = touches.first?.locationInWindow ?? .zero
        gapTimer?.cancel()
        gapTimer = nil
        start = p
        guard let first = firstTapStart else {
            firstTapStart = p
            return
        }
        if state == .possible, hypot(p.x - first.x, p.y - first.y) > UITouch.multiTapDistance { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let p = touches.first?.locationInWindow else { return }
        if hypot(p.x - start.x, p.y - start.y) > allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        tapsSoFar += 1
        lastTapEnd = touches.first?.timestamp
        if tapsSoFar >= numberOfTapsRequired {
            state = .ended
            return
        }
        gapTimer = UIApplication.shared?.schedule(after: UITouch.multiTapInterval) { [weak self] in
            guard let self, self.state == .possible, self.awaitsNextTouch else { return }
            self.state = .failed
        }
    }

    open override func reset() {
        gapTimer?.cancel()
        gapTimer = nil
        tapsSoFar = 0
        firstTapStart = nil
        lastTapEnd = nil
    }
}

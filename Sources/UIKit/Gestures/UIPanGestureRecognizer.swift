import Foundation

/// A drag (UIKit's `UIPanGestureRecognizer`): begins once the touch has moved `hysteresis` points,
/// then reports `.changed` on each move and `.ended` on release.
///
/// `translation(in:)` is measured from where the pan began (so what it drags does not jump by the
/// hysteresis), `setTranslation(_:in:)` rebases it, and `velocity(in:)` is estimated over the last
/// 150 ms of input timestamps (the X server's, so slow motion does not change a fling's speed).
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far the touch must move before the pan begins (UIKit uses about 10 points).
    open var hysteresis: CGFloat = 10
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    private var start: CGPoint = .zero
    /// The window point where the translation is zero.
    private var origin: CGPoint = .zero
    private var sampler = VelocitySampler()

    public override init() { super.init() }

    /// `UIPanGestureRecognizer { pan in … }`: the closure runs on every state change.
    public convenience init(handler: @escaping (UIPanGestureRecognizer) -> Void) {
        self.init()
        addAction { handler($0 as! UIPanGestureRecognizer) }
    }

    private var current: CGPoint { trackedTouches.first?.locationInWindow ?? lastLocation ?? origin }

    open func translation(in view: UIView?) -> CGPoint {
        guard let view else { return CGPoint(x: current.x - origin.x, y: current.y - origin.y) }
        let a = view.convert(origin, from: nil), b = view.convert(current, from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let view else {
            origin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
            return
        }
        let here = view.convert(current, from: nil)
        origin = view.convert(CGPoint(x: here.x - translation.x, y: here.y - translation.y), to: nil)
    }

    open func velocity(in view: UIView?) -> CGPoint {
        let v = sampler.velocity
        guard let view else { return v }
        let a = view.convert(current, from: nil)
        let b = view.convert(CGPoint(x: current.x + v.x, y: current.y + v.y), from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        guard numberOfTouches >= minimumNumberOfTouches, numberOfTouches <= maximumNumberOfTouches else {
            if state == .possible { state = .failed }
            return
        }
        start = touch.locationInWindow
        origin = start
        sampler.reset()
        sampler.add(start, at: touch.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        let p = touch.locationInWindow
        sampler.add(p, at: touch.timestamp)
        switch state {
        case .possible:
            guard hypot(p.x - start.x, p.y - start.y) >= hysteresis, mayBegin(at: p) else { return }
            origin = p
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let touch = touches.first { sampler.add(touch.locationInWindow, at: touch.timestamp) }
        if state.isActive { state = .ended } else if state == .possible { state = .failed }
    }

    open override func reset() {
        sampler.reset()
    }

    /// Where the touch started, in window coordinates (subclasses check edges against it).
    var startLocation: CGPoint { start }

    /// Subclasses may refuse to begin (a screen-edge pan that did not start at its edge).
    func mayBegin(at point: CGPoint) -> Bool { true }
}

import Foundation

/// A press held still (UIKit's `UILongPressGestureRecognizer`): begins after `minimumPressDuration`
/// seconds within `allowableMovement` points, then reports moves as `.changed` and the release as
/// `.ended`. The wait is real time (the frame clock), not slowed by slow motion.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTouchesRequired = 1

    private var start: CGPoint = .zero
    private var timer: MediaTimer?

    public override init() { super.init() }

    public convenience init(handler: @escaping (UILongPressGestureRecognizer) -> Void) {
        self.init()
        addAction { handler($0 as! UILongPressGestureRecognizer) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        start = touches.first?.locationInWindow ?? .zero
        timer?.cancel()
        timer = UIApplication.shared?.schedule(after: minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible, self.numberOfTouches > 0 else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let p = touches.first?.locationInWindow else { return }
        switch state {
        case .possible:
            if hypot(p.x - start.x, p.y - start.y) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state.isActive { state = .ended } else if state == .possible { state = .failed }
    }

    open override func reset() {
        timer?.cancel()
        timer = nil
    }
}

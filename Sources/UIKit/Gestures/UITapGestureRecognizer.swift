import Foundation

/// A tap (UIKit's `UITapGestureRecognizer`): press and release without moving more than
/// `allowableMovement` points. Discrete: it goes straight to `.ended` (recognized) on release.
/// Segue recognizes single taps; `numberOfTapsRequired` above 1 is not supported yet (a warning
/// says so, and single taps are recognized).
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1 {
        didSet {
            if numberOfTapsRequired != 1 {
                SegueDiagnostics.warn("UITapGestureRecognizer.numberOfTapsRequired = \(numberOfTapsRequired) is not supported yet; single taps are recognized")
            }
        }
    }
    open var numberOfTouchesRequired = 1
    /// How far the touch may wander and still be a tap.
    open var allowableMovement: CGFloat = 10

    private var start: CGPoint = .zero

    public override init() { super.init() }

    /// `UITapGestureRecognizer { tap in … }`: the closure runs when the tap is recognized.
    public convenience init(handler: @escaping (UITapGestureRecognizer) -> Void) {
        self.init()
        addAction { handler($0 as! UITapGestureRecognizer) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        start = touches.first?.locationInWindow ?? .zero
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let p = touches.first?.locationInWindow else { return }
        if hypot(p.x - start.x, p.y - start.y) > allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        state = .ended
    }
}

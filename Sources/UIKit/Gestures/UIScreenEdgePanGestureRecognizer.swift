import Foundation

/// A pan that must start near an edge of the window (UIKit's `UIScreenEdgePanGestureRecognizer`):
/// within `edgeTolerance` (20 points) of one of `edges`; any other touch fails it.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
    /// How close to the edge the touch must go down.
    open var edgeTolerance: CGFloat = 20

    public override init() { super.init() }

    /// `UIScreenEdgePanGestureRecognizer(edges: .left) { pan in … }`
    public convenience init(edges: UIRectEdge, handler: @escaping (UIScreenEdgePanGestureRecognizer) -> Void) {
        self.init()
        self.edges = edges
        addAction { handler($0 as! UIScreenEdgePanGestureRecognizer) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first, state == .possible else { return }
        if !startsAtEdge(touch.locationInWindow, in: touch.window?.bounds.size ?? UIScreen.main.bounds.size) {
            state = .failed
        }
    }

    func startsAtEdge(_ p: CGPoint, in size: CGSize) -> Bool {
        (edges.contains(.left) && p.x <= edgeTolerance)
            || (edges.contains(.right) && p.x >= size.width - edgeTolerance)
            || (edges.contains(.top) && p.y <= edgeTolerance)
            || (edges.contains(.bottom) && p.y >= size.height - edgeTolerance)
    }
}

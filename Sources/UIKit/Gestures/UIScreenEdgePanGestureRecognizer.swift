import Foundation

/// A pan that must start near an edge of the window (UIKit's `UIScreenEdgePanGestureRecognizer`):
/// within `edgeTolerance` (20 points) of one of `edges`, and move away from that edge into the
/// window (within 45° of straight in) — a touch elsewhere, or one that slides along the edge or out
/// of the window, fails it, leaving the drag to other recognizers.
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

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let p = touches.first?.locationInWindow {
            let dx = p.x - startLocation.x, dy = p.y - startLocation.y
            let size = touches.first?.window?.bounds.size ?? UIScreen.main.bounds.size
            if hypot(dx, dy) >= hysteresis, !movesInward(dx: dx, dy: dy, from: startLocation, in: size) {
                state = .failed
                return
            }
        }
        super.touchesMoved(touches, with: event)
    }

    /// Whether a move of (`dx`, `dy`) from `start` goes into the window from an edge it started at.
    func movesInward(dx: CGFloat, dy: CGFloat, from start: CGPoint, in size: CGSize) -> Bool {
        let inward: [(UIRectEdge, CGFloat, CGFloat)] = [
            (.left, dx, dy), (.right, -dx, dy), (.top, dy, dx), (.bottom, -dy, dx),
        ]
        return inward.contains { edge, along, across in
            edges.contains(edge) && startsAtEdge(start, in: size, only: edge) && along > 0 && along >= abs(across)
        }
    }

    func startsAtEdge(_ p: CGPoint, in size: CGSize, only edge: UIRectEdge) -> Bool {
        switch edge {
        case .left: p.x <= edgeTolerance
        case .right: p.x >= size.width - edgeTolerance
        case .top: p.y <= edgeTolerance
        default: p.y >= size.height - edgeTolerance
        }
    }

    func startsAtEdge(_ p: CGPoint, in size: CGSize) -> Bool {
        [UIRectEdge.left, .right, .top, .bottom].contains { edges.contains($0) && startsAtEdge(p, in: size, only: $0) }
    }
}

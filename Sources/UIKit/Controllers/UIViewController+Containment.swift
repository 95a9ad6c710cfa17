import Foundation

/// Child view controllers: a container adds a child, puts the child's view in its own, and tells it
/// when it moved (`willMove(toParent:)` / `didMove(toParent:)`), as UIKit's containment API does.
extension UIViewController {
    /// Adds `child` and calls its `willMove(toParent:)`; the container then adds the child's view and
    /// calls `child.didMove(toParent: self)`.
    public func addChild(_ child: UIViewController) {
        precondition(child !== self, "addChild: a view controller cannot be its own child")
        if child.parent === self { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        childList.append(child)
        child.parentController = self
    }

    /// Removes this controller from its parent; call `willMove(toParent: nil)` first and remove the
    /// view yourself, as in UIKit. Calls `didMove(toParent: nil)`.
    public func removeFromParent() {
        guard let p = parent else { return }
        p.childList.removeAll { $0 === self }
        parentController = nil
        didMove(toParent: nil)
    }

    public var children: [UIViewController] { childList }
    public var parent: UIViewController? { parentController }
}

import Foundation

/// Something a layer runs when one of its properties changes (or another event named by a key):
/// Core Animation's `CAAction`. Animations are actions that add themselves to the layer; `NSNull`
/// is the action that does nothing, which a delegate or an `actions` entry returns to stop the search.
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension CAAnimation: CAAction {
    /// Adds this animation to `anObject` (a layer) under `event`, as Core Animation does.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

extension NSNull: CAAction {
    /// Does nothing: an `NSNull` action disables the action for its key.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

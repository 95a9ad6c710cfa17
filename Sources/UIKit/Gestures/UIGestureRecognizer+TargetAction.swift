/// UIKit's target-action API on every recognizer, with a method reference in place of the selector:
/// a port changes `#selector(handlePan(_:))` to `Self.handlePan` and drops `@objc`. The target is held
/// weakly; actions run on the same state changes as the closure actions.
extension UIGestureRecognizer {
    public convenience init<Target: AnyObject, Owner>(target: Target, action: @escaping (Owner) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    public convenience init<Target: AnyObject, Owner, Sender>(target: Target, action: @escaping (Owner) -> (Sender) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds an action taking no argument; a target that is not an instance of the action's type is
    /// refused with a warning.
    public func addTarget<Target: AnyObject, Owner>(_ target: Target, action: @escaping (Owner) -> () -> Void) {
        guard let pair = TargetAction.checked(target: target, action: action, api: "\(type(of: self)).addTarget(_:action:)") else { return }
        targetActions.append(pair)
    }

    /// Adds an action taking the recognizer (typed as this class, a superclass or `Any`); one whose
    /// parameter this recognizer cannot be passed as is refused with a warning.
    public func addTarget<Target: AnyObject, Owner, Sender>(_ target: Target, action: @escaping (Owner) -> (Sender) -> Void) {
        guard let pair = TargetAction.checked(target: target, action: action, sender: self,
                                              api: "\(type(of: self)).addTarget(_:action:)") else { return }
        targetActions.append(pair)
    }

    /// Removes `target`'s actions of this shape (every action of `target` when `action` is nil; every
    /// target's when `target` is nil too).
    public func removeTarget<Owner>(_ target: AnyObject?, action: ((Owner) -> () -> Void)?) {
        targetActions.removeAll { $0.matches(target: target, signature: action.map { TargetAction.signature(of: $0) }) }
    }

    /// `removeTarget(self, action: nil)` and `removeTarget(nil, action: nil)`.
    public func removeTarget(_ target: AnyObject?, action: Never?) {
        targetActions.removeAll { $0.matches(target: target, signature: nil) }
    }

    public func removeTarget<Owner, Sender>(_ target: AnyObject?, action: ((Owner) -> (Sender) -> Void)?) {
        targetActions.removeAll { $0.matches(target: target, signature: action.map { TargetAction.signature(of: $0) }) }
    }
}

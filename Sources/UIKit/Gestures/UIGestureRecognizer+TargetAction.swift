/// UIKit's target-action API on every recognizer, with a method reference in place of the selector:
/// a port changes `#selector(handlePan(_:))` to `Self.handlePan` and drops `@objc`. The target is held
/// weakly; actions run on the same state changes as the closure actions.
extension UIGestureRecognizer {
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    public convenience init<Target: AnyObject, Sender>(target: Target, action: @escaping (Target) -> (Sender) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        targetActions.append(TargetAction(target: target, action: action))
    }

    /// Adds an action taking the recognizer (typed as this class, a superclass or `Any`); one whose
    /// parameter this recognizer cannot be passed as is refused with a warning.
    public func addTarget<Target: AnyObject, Sender>(_ target: Target, action: @escaping (Target) -> (Sender) -> Void) {
        guard let pair = TargetAction(target: target, action: action, checkedAgainst: self) else {
            SegueDiagnostics.warn("\(type(of: self)).addTarget(_:action:): the action takes a \(Sender.self), "
                                  + "which a \(type(of: self)) is not; give it a method whose parameter is "
                                  + "\(type(of: self)), UIGestureRecognizer or Any. The action was not added.")
            return
        }
        targetActions.append(pair)
    }

    /// Removes `target`'s actions of this shape (every action of `target` when `action` is nil; every
    /// target's when `target` is nil too).
    public func removeTarget<Target: AnyObject>(_ target: Target?, action: ((Target) -> () -> Void)?) {
        targetActions.removeAll { $0.matches(target: target, signature: action.map { TargetAction.signature(of: $0) }) }
    }

    /// `removeTarget(self, action: nil)` and `removeTarget(nil, action: nil)`.
    public func removeTarget(_ target: AnyObject?, action: Never?) {
        targetActions.removeAll { $0.matches(target: target, signature: nil) }
    }

    public func removeTarget<Target: AnyObject, Sender>(_ target: Target?, action: ((Target) -> (Sender) -> Void)?) {
        targetActions.removeAll { $0.matches(target: target, signature: action.map { TargetAction.signature(of: $0) }) }
    }
}

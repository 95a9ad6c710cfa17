/// UIKit's target-action API on controls, with a method reference in place of the selector
/// (`addTarget(self, action: Self.tapped, for: .touchUpInside)`). The target is held weakly; target
/// actions run after the `UIAction`s registered for the same event, in the order they were added.
/// UIKit keeps one registration per target and selector; Swift cannot tell two method references
/// apart, so adding the same pair twice runs it twice — add it once, for all its events.
extension UIControl {
    /// Adds an action taking no argument; a target that is not an instance of the action's type is
    /// refused with a warning.
    public func addTarget<Target: AnyObject, Owner>(_ target: Target, action: @escaping (Owner) -> () -> Void, for events: Event) {
        guard let pair = TargetAction.checked(target: target, action: action,
                                              api: "\(type(of: self)).addTarget(_:action:for:)") else { return }
        register(pair, for: events)
    }

    /// Adds an action taking the control (typed as this class, a superclass or `Any`); one whose
    /// parameter this control cannot be passed as is refused with a warning.
    public func addTarget<Target: AnyObject, Owner, Sender>(_ target: Target, action: @escaping (Owner) -> (Sender) -> Void,
                                                           for events: Event) {
        guard let pair = TargetAction.checked(target: target, action: action, sender: self,
                                              api: "\(type(of: self)).addTarget(_:action:for:)") else { return }
        register(pair, for: events)
    }

    /// Removes `target`'s actions of this shape for `events` (they stay for the other events they were
    /// added for); `nil` for the action removes every action of `target`, `nil` for both every one.
    public func removeTarget<Owner>(_ target: AnyObject?, action: ((Owner) -> () -> Void)?, for events: Event) {
        unregisterTargets(target, signature: action.map { TargetAction.signature(of: $0) }, for: events)
    }

    public func removeTarget<Owner, Sender>(_ target: AnyObject?, action: ((Owner) -> (Sender) -> Void)?,
                                            for events: Event) {
        unregisterTargets(target, signature: action.map { TargetAction.signature(of: $0) }, for: events)
    }

    /// `removeTarget(self, action: nil, for:)` and `removeTarget(nil, action: nil, for:)`.
    public func removeTarget(_ target: AnyObject?, action: Never?, for events: Event) {
        unregisterTargets(target, signature: nil, for: events)
    }

    /// The targets of actions registered for any of `events` (UIKit's `allTargets`, for `events`).
    public func targets(for events: Event) -> [AnyObject] {
        targetActions.filter { !$0.events.intersection(events).isEmpty }.compactMap(\.pair.target)
    }

    private func register(_ pair: TargetAction, for events: Event) {
        targetActions.append((pair, events))
    }

    private func unregisterTargets(_ target: AnyObject?, signature: TargetAction.Signature?, for events: Event) {
        targetActions = targetActions.compactMap { pair, registered in
            guard pair.matches(target: target, signature: signature) else { return (pair, registered) }
            let left = registered.subtracting(events)
            return left.isEmpty ? nil : (pair, left)
        }
    }
}

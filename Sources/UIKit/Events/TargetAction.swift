/// One `addTarget(_:action:)` registration: the target, held weakly as UIKit holds it, and the action.
///
/// There is no Objective-C runtime on Linux, so an action is an unapplied method reference where iOS
/// writes a selector: `Self.handlePan` for `#selector(handlePan(_:))`. Three shapes are accepted, as
/// Objective-C accepts three selector shapes: `(T) -> () -> Void`, `(T) -> (Sender) -> Void` with the
/// sender typed as the sending class or a superclass of it, and `(T) -> (Any) -> Void`
/// (`@IBAction func x(_ sender: Any)`).
///
/// Swift cannot compare function values, so a registration also keeps its action's signature — the
/// target's type and the sender parameter's type. `removeTarget(_:action:)` removes the target's
/// actions of that signature, which tells apart every pair of actions that differ in shape; two
/// actions of one target with the same signature on one sender are removed together.
@MainActor
struct TargetAction {
    /// The target's type and the sender parameter's type (`nil` for the no-argument shape).
    struct Signature: Equatable {
        let target: ObjectIdentifier
        let sender: ObjectIdentifier?
    }

    private(set) weak var target: AnyObject?
    let signature: Signature
    /// Calls the action on a live target with the sender.
    private let send: (AnyObject, AnyObject) -> Void

    init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.target = target
        signature = Signature(target: ObjectIdentifier(Target.self), sender: nil)
        send = { target, _ in action(target as! Target)() }
    }

    /// Fails (returns `nil`) when `sender` cannot be passed as `Sender`: a tap recognizer given a
    /// method that takes a `UIPanGestureRecognizer`, which UIKit would call with the wrong object.
    init?<Target: AnyObject, Sender>(target: Target, action: @escaping (Target) -> (Sender) -> Void,
                                     checkedAgainst sender: AnyObject) {
        guard sender is Sender else { return nil }
        self.target = target
        signature = Signature(target: ObjectIdentifier(Target.self), sender: ObjectIdentifier(Sender.self))
        send = { target, sender in action(target as! Target)(sender as! Sender) }
    }

    /// Whether `removeTarget(target, action:)` removes this registration: any target matches `nil`,
    /// any action matches `nil`.
    func matches(target other: AnyObject?, signature otherSignature: Signature?) -> Bool {
        if let other, other !== target { return false }
        if let otherSignature, otherSignature != signature { return false }
        return true
    }

    /// Calls the action; a target that has gone away is skipped, as UIKit skips a nil target.
    func perform(from sender: AnyObject) {
        guard let target else { return }
        send(target, sender)
    }

    static func signature<Target: AnyObject>(of action: (Target) -> () -> Void) -> Signature {
        Signature(target: ObjectIdentifier(Target.self), sender: nil)
    }

    static func signature<Target: AnyObject, Sender>(of action: (Target) -> (Sender) -> Void) -> Signature {
        Signature(target: ObjectIdentifier(Target.self), sender: ObjectIdentifier(Sender.self))
    }
}

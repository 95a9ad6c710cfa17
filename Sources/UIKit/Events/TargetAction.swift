/// One `addTarget(_:action:)` registration: the target, held weakly as UIKit holds it, and the action.
///
/// There is no Objective-C runtime on Linux, so an action is an unapplied method reference where iOS
/// writes a selector: `Self.handlePan` for `#selector(handlePan(_:))`. Three shapes are accepted, as
/// Objective-C accepts three selector shapes: `(T) -> () -> Void`, `(T) -> (Sender) -> Void` with the
/// sender typed as the sending class or a superclass of it, and `(T) -> (Any) -> Void`
/// (`@IBAction func x(_ sender: Any)`).
///
/// Swift cannot compare function values, so a registration also keeps its action's signature — the
/// method's type as the action names it and the sender parameter's type. `removeTarget(_:action:)` removes the target's
/// actions of that signature, which tells apart every pair of actions that differ in shape; two
/// actions of one target with the same signature on one sender are removed together.
@MainActor
struct TargetAction {
    /// The action's type (the method's class as the action names it) and the sender parameter's
    /// type (`nil` for the no-argument shape).
    struct Signature: Equatable {
        let target: ObjectIdentifier
        let sender: ObjectIdentifier?
    }

    private(set) weak var target: AnyObject?
    let signature: Signature
    /// Calls the action on a live target with the sender.
    private let send: (AnyObject, AnyObject) -> Void

    // The action's own type (`Owner`) is a separate parameter from the target's: inside a class,
    // `self` has the class's type while `Self.handlePan` takes the dynamic `Self`, so the two only
    // meet at run time, where the target is checked to be an `Owner`.

    /// Fails (returns `nil`) when `target` is not an instance of the action's type.
    init?<Target: AnyObject, Owner>(target: Target, action: @escaping (Owner) -> () -> Void) {
        guard target is Owner else { return nil }
        self.target = target
        signature = Self.signature(of: action)
        send = { target, _ in action(target as! Owner)() }
    }

    /// Fails (returns `nil`) when `target` is not an instance of the action's type, or when `sender`
    /// cannot be passed as `Sender`: a tap recognizer given a method that takes a
    /// `UIPanGestureRecognizer`, which UIKit would call with the wrong object.
    init?<Target: AnyObject, Owner, Sender>(target: Target, action: @escaping (Owner) -> (Sender) -> Void,
                                            checkedAgainst sender: AnyObject) {
        guard target is Owner, sender is Sender else { return nil }
        self.target = target
        signature = Self.signature(of: action)
        send = { target, sender in action(target as! Owner)(sender as! Sender) }
    }

    /// A registration for `api` (named in the warning), or nil after a warning saying what to pass
    /// instead when `target` is not an instance of the action's type.
    static func checked<Target: AnyObject, Owner>(target: Target, action: @escaping (Owner) -> () -> Void,
                                                  api: String) -> TargetAction? {
        if let pair = TargetAction(target: target, action: action) { return pair }
        SegueDiagnostics.warn(ownerMismatch(target, Owner.self, api: api))
        return nil
    }

    /// A registration for `api`, or nil after a warning when `target` is not an instance of the
    /// action's type or `sender` cannot be passed as the action's parameter.
    static func checked<Target: AnyObject, Owner, Sender>(target: Target, action: @escaping (Owner) -> (Sender) -> Void,
                                                          sender: AnyObject, api: String) -> TargetAction? {
        if let pair = TargetAction(target: target, action: action, checkedAgainst: sender) { return pair }
        if !(target is Owner) {
            SegueDiagnostics.warn(ownerMismatch(target, Owner.self, api: api))
        } else {
            SegueDiagnostics.warn("\(api): the action takes a \(Sender.self), which a \(type(of: sender)) is not; "
                                  + "give it a method whose parameter is \(type(of: sender)), a superclass of it, "
                                  + "or Any. The action was not added.")
        }
        return nil
    }

    private static func ownerMismatch<Owner>(_ target: AnyObject, _ owner: Owner.Type, api: String) -> String {
        "\(api): the target is a \(type(of: target)), but the action is a method of \(Owner.self); pass an "
            + "instance of \(Owner.self) as the target. The action was not added."
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

    static func signature<Owner>(of action: (Owner) -> () -> Void) -> Signature {
        Signature(target: ObjectIdentifier(Owner.self), sender: nil)
    }

    static func signature<Owner, Sender>(of action: (Owner) -> (Sender) -> Void) -> Signature {
        Signature(target: ObjectIdentifier(Owner.self), sender: ObjectIdentifier(Sender.self))
    }
}

import Foundation

/// Turns touches into a gesture (UIKit's `UIGestureRecognizer`): subclasses watch the touches that
/// begin in the view they are attached to and move `state` through the gesture state machine; the
/// actions run on each change.
///
/// Discrete gestures go `.possible → .ended` (`.recognized`) or `.failed`; continuous ones go
/// `.possible → .began → .changed… → .ended` or `.cancelled`, or `.possible → .failed`. Any other
/// transition is a programming error and traps, naming it. Recognizers that see the same touches are
/// arbitrated by `GestureArena`: failure requirements, the delegates' answers and
/// `cancelsTouchesInView` work as in UIKit.
///
/// Actions are closures, or target-action pairs whose action is a method reference where iOS writes a
/// selector (`UIPanGestureRecognizer(target: self, action: Self.handlePan)`; see `TargetAction`).
/// ```swift
/// let pan = UIPanGestureRecognizer { pan in
///     panel.transform = CGAffineTransform(translationX: 0, y: pan.translation(in: view).y)
/// }
/// panel.addGestureRecognizer(pan)
/// ```
///
/// An `NSObject`, as in UIKit, so code that compares recognizers with `isEqual(_:)` or keeps them in
/// a `Set` compiles and compares them by identity.
@MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended

        public var description: String {
            ["possible", "began", "changed", "ended", "cancelled", "failed"][rawValue]
        }

        var isActive: Bool { self == .began || self == .changed }
        var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    public override init() { super.init() }

    /// A recognizer that calls `action` on every state change.
    public convenience init(action: @escaping (UIGestureRecognizer) -> Void) {
        self.init()
        addAction(action)
    }

    // MARK: Actions

    private var actions: [(UIGestureRecognizer) -> Void] = []
    /// The `addTarget(_:action:)` registrations, run after the closures, in the order they were added.
    var targetActions: [TargetAction] = []

    /// Adds a closure run after each state change (began, changed, ended, cancelled; for a discrete
    /// gesture, recognized).
    public func addAction(_ action: @escaping (UIGestureRecognizer) -> Void) { actions.append(action) }
    public func removeAllActions() { actions.removeAll() }

    // MARK: Configuration

    public internal(set) weak var view: UIView?
    open weak var delegate: UIGestureRecognizerDelegate?
    open var name: String?

    /// Disabling a recognizer that is recognizing cancels it; one still deciding fails.
    open var isEnabled = true {
        didSet {
            guard !isEnabled else { return }
            withdraw()
        }
    }

    /// When the gesture is recognized, the view under the touches gets `touchesCancelled` and no more
    /// touches of that sequence.
    open var cancelsTouchesInView = true
    /// Holds the touches back from the view until this recognizer fails.
    open var delaysTouchesBegan = false
    /// Kept for source compatibility; Segue delivers ends at once.
    open var delaysTouchesEnded = true

    var failureRequirements: [WeakRecognizer] = []

    /// This recognizer waits for `otherGestureRecognizer` to fail before it may recognize.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.removeAll { $0.recognizer == nil }
        guard !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    // MARK: State

    private var storedState: State = .possible
    /// What the recognizer wants to become once the recognizers it waits for have failed.
    var deferredState: State?
    weak var arena: GestureArena?

    /// Set by subclasses as the touches come in. Outside a touch sequence a change applies at once.
    public var state: State {
        get { storedState }
        set { requestState(newValue) }
    }

    private func requestState(_ new: State) {
        Self.checkTransition(from: storedState, to: new, in: self)
        if let arena { arena.request(self, new) } else { apply(new) }
    }

    /// Traps on a transition the state machine does not allow, naming it.
    static func checkTransition(from old: State, to new: State, in recognizer: UIGestureRecognizer) {
        let legal: Bool
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed), (.possible, .possible):
            legal = true
        case (.began, .changed), (.began, .ended), (.began, .cancelled),
             (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
            legal = true
        default:
            legal = false
        }
        precondition(legal, "\(type(of: recognizer)): a gesture recognizer cannot go from .\(old) to .\(new); continuous gestures go possible → began → changed → ended/cancelled, discrete ones possible → ended, and either may fail from possible")
    }

    /// Sets the state and runs the actions for it.
    func apply(_ new: State) {
        storedState = new
        deferredState = nil
        if new == .began || new == .changed || new == .ended || new == .cancelled {
            for action in actions { action(self) }
            for pair in targetActions { pair.perform(from: self) }
        }
    }

    /// Back to `.possible` after a touch sequence, calling `reset()`.
    func resetForNextSequence() {
        storedState = .possible
        deferredState = nil
        trackedTouches = []
        arena = nil
        reset()
    }

    /// Leaves the current touch sequence: recognizing, it is cancelled; still deciding, it fails now.
    /// Used when it is disabled or taken off its view — otherwise it would stay in the arena, keep
    /// receiving the touch and could begin later in the same drag (and recognizers requiring it to
    /// fail would wait until the touch ended).
    func withdraw() {
        cancelIfActive()
        if storedState == .possible, let arena { arena.request(self, .failed) }
    }

    /// True while a recognizer that needs several touch sequences (a double tap) is between them:
    /// its arena stays open for the next touch instead of failing it when this one ends.
    var awaitsNextTouch: Bool { false }

    /// Whether `touch`, pressed while this recognizer awaits a next touch, continues its gesture; if
    /// not, the recognizer fails and the touch starts a gesture of its own.
    func acceptsNextTouch(_ touch: UITouch) -> Bool { true }

    func cancelIfActive() {
        if storedState.isActive {
            if let arena { arena.request(self, .cancelled) } else { apply(.cancelled) }
        }
    }

    // MARK: Touches

    var trackedTouches: [UITouch] = []

    public var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the touches, in `view`'s coordinates (window coordinates for nil).
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return lastLocation.map { view?.convert($0, from: nil) ?? $0 } ?? .zero }
        let points = trackedTouches.map { $0.location(in: view) }
        let n = CGFloat(points.count)
        return CGPoint(x: points.map(\.x).reduce(0, +) / n, y: points.map(\.y).reduce(0, +) / n)
    }

    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        precondition(touchIndex >= 0 && touchIndex < trackedTouches.count,
                     "location(ofTouch:in:): touch index \(touchIndex) out of range (\(trackedTouches.count) touches)")
        return trackedTouches[touchIndex].location(in: view)
    }

    /// Where the last touch was when it ended, in window coordinates, so actions run at `.ended`
    /// still see a location.
    var lastLocation: CGPoint?

    // MARK: Subclass hooks

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state.isActive { state = .cancelled } else if state == .possible { state = .failed }
    }

    /// Called when the recognizer goes back to `.possible`; clear per-gesture state here.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
    }

    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}

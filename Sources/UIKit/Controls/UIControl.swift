import Foundation

/// A view that turns touches into control events (`touchUpInside`, `valueChanged`…) and tracks its
/// state (highlighted while pressed, disabled, selected).
///
/// Actions are closures (`button.addAction(UIAction { _ in … }, for: .touchUpInside)`) or target-action
/// pairs whose action is a method reference where iOS writes a selector
/// (`button.addTarget(self, action: Self.tapped, for: .touchUpInside)`; see `TargetAction`).
open class UIControl: UIView {
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return in a text field whose delegate lets it return.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    open var isEnabled = true { didSet { stateDidChange() } }
    open var isSelected = false { didSet { stateDidChange() } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    public private(set) var isTracking = false
    public private(set) var isTouchInside = false

    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Called whenever `state` changes; subclasses refresh their look here.
    open func stateDidChange() {}

    // MARK: Actions

    private var actions: [(UIAction, Event)] = []
    /// The `addTarget(_:action:for:)` registrations and the events each was added for.
    var targetActions: [(pair: TargetAction, events: Event)] = []

    /// Adds `action` for `events`. As in UIKit, actions are unique by identifier: an action with the
    /// same identifier already added for any of `events` is replaced for those events.
    open func addAction(_ action: UIAction, for events: Event) {
        unregister(for: events) { $0.identifier == action.identifier }
        actions.append((action, events))
    }

    /// Removes `action` for `events`; it stays registered for the other events it was added for.
    open func removeAction(_ action: UIAction, for events: Event) {
        unregister(for: events) { $0 === action }
    }

    open func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        unregister(for: events) { $0.identifier == identifier }
    }

    private func unregister(for events: Event, where matches: (UIAction) -> Bool) {
        actions = actions.compactMap { action, registered in
            guard matches(action) else { return (action, registered) }
            let left = registered.subtracting(events)
            return left.isEmpty ? nil : (action, left)
        }
    }

    /// Runs every action registered for any of `events`, in the order they were added.
    open func sendActions(for events: Event) {
        for (action, registered) in actions where !registered.intersection(events).isEmpty {
            action.handler(action.withSender(self))
        }
        for (pair, registered) in targetActions where !registered.intersection(events).isEmpty {
            pair.perform(from: self)
        }
    }

    /// Whether any action or target is registered for one of `events` (a text field resigns on
    /// Return only when something listens for `.editingDidEndOnExit`, as in UIKit).
    func hasActions(for events: Event) -> Bool {
        actions.contains { !$0.1.intersection(events).isEmpty } || targetActions.contains { !$0.events.intersection(events).isEmpty }
    }

    // MARK: Tracking

    /// A control's own tap wins over a single tap recognized by a view around it, as in UIKit: a
    /// button inside a view with a tap recognizer still gets its `touchUpInside`.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1, isEnabled {
            return false
        }
        return true
    }

    /// How far outside the bounds a drag still counts as inside (UIKit uses about 70 points).
    public static let touchSlop: CGFloat = 70

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, touches.first != nil else { return }
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let t = touches.first else { return }
        let inside = bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(t.location(in: self))
        if inside != isTouchInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        isTouchInside = inside
        isHighlighted = inside
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let t = touches.first else { return }
        isTracking = false
        isHighlighted = false
        let inside = bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(t.location(in: self))
        if inside {
            sendActions(for: [.touchUpInside, .primaryActionTriggered])
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        isTracking = false
        isHighlighted = false
        sendActions(for: .touchCancel)
    }
}

/// A closure with a title, run by a control event (`UIAction(title:handler:)`).
@MainActor
public final class UIAction {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let title: String
    public let image: UIImage?
    public let identifier: Identifier
    public let handler: (UIAction) -> Void
    /// The control that sent the action, while its handler runs.
    public private(set) weak var sender: AnyObject?

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }

    func withSender(_ sender: AnyObject) -> UIAction {
        self.sender = sender
        return self
    }
}

/// A button on a navigation bar or toolbar (UIKit's `UIBarButtonItem`): a title, an image, a system
/// item or a custom view, run by a `UIAction` or by a target-action pair whose action is a method
/// reference where iOS writes a selector (`UIBarButtonItem(title: "Edit", style: .plain, target: self,
/// action: Self.edit)`; see `TargetAction`). The target is held weakly.
@MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable {
        case plain
        /// Bold, for the item that completes a task.
        case done
    }

    /// The system's stock items; those with a word show it as their title.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close

        /// The title iOS shows for the item (its English string), or nil for the items iOS draws as
        /// a symbol.
        public var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }
    }

    open var style: Style = .plain { didSet { itemDidChange() } }
    /// The colour of the title or image; the bar's tint when nil.
    open var tintColor: UIColor? { didSet { itemDidChange() } }
    open var customView: UIView? { didSet { itemDidChange() } }
    open var primaryAction: UIAction? { didSet { itemDidChange() } }
    /// The width of a `.fixedSpace` item, or of the item when more than zero.
    open var width: CGFloat = 0
    public let systemItem: SystemItem?

    var targetAction: TargetAction?
    /// The target of the item's action, while it lives.
    public var target: AnyObject? { targetAction?.target }

    public override init() {
        systemItem = nil
        super.init()
    }

    public init(title: String?, style: Style, target: AnyObject?, action: Never?) {
        systemItem = nil
        super.init()
        self.title = title
        self.style = style
    }

    public convenience init<Target: AnyObject, Owner>(title: String?, style: Style, target: Target,
                                               action: @escaping (Owner) -> () -> Void) {
        self.init(title: title, style: style, target: nil, action: nil)
        targetAction = TargetAction.checked(target: target, action: action, api: "UIBarButtonItem")
    }

    public convenience init<Target: AnyObject, Owner, Sender>(title: String?, style: Style, target: Target,
                                                       action: @escaping (Owner) -> (Sender) -> Void) {
        self.init(title: title, style: style, target: nil, action: nil)
        setAction(target, action)
    }

    public convenience init<Target: AnyObject, Owner>(image: UIImage?, style: Style, target: Target,
                                               action: @escaping (Owner) -> () -> Void) {
        self.init(title: nil, style: style, target: nil, action: nil)
        self.image = image
        targetAction = TargetAction.checked(target: target, action: action, api: "UIBarButtonItem")
    }

    public convenience init<Target: AnyObject, Owner, Sender>(image: UIImage?, style: Style, target: Target,
                                                       action: @escaping (Owner) -> (Sender) -> Void) {
        self.init(title: nil, style: style, target: nil, action: nil)
        self.image = image
        setAction(target, action)
    }

    public init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Never?) {
        self.systemItem = systemItem
        super.init()
        title = systemItem.title
        style = systemItem == .done ? .done : .plain
    }

    public convenience init<Target: AnyObject, Owner>(barButtonSystemItem systemItem: SystemItem, target: Target,
                                               action: @escaping (Owner) -> () -> Void) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        targetAction = TargetAction.checked(target: target, action: action, api: "UIBarButtonItem")
    }

    public convenience init<Target: AnyObject, Owner, Sender>(barButtonSystemItem systemItem: SystemItem, target: Target,
                                                       action: @escaping (Owner) -> (Sender) -> Void) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        setAction(target, action)
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
    }

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init(title: title ?? primaryAction?.title, style: .plain, target: nil, action: nil)
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
    }

    public convenience init(customView: UIView) {
        self.init(title: nil, style: .plain, target: nil, action: nil)
        self.customView = customView
    }

    /// Runs what choosing the item does: the primary action if it has one (as UIKit prefers it),
    /// else the target's action. A disabled item does nothing.
    public func sendAction() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.handler(primaryAction.withSender(self))
        } else {
            targetAction?.perform(from: self)
        }
    }

    private func setAction<Target: AnyObject, Owner, Sender>(_ target: Target, _ action: @escaping (Owner) -> (Sender) -> Void) {
        targetAction = TargetAction.checked(target: target, action: action, sender: self, api: "UIBarButtonItem")
    }
}

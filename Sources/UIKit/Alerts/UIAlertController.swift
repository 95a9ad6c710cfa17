import Foundation

/// An alert or an action sheet (UIKit's `UIAlertController`): a title, a message and buttons, shown
/// with `present(_:animated:)` like any controller.
///
/// It brings its own presentation: a dimming view, its own presentation controller and animators
/// (an alert grows in from 1.2× while it fades in, and fades out; a sheet slides up and down). Its
/// `modalPresentationStyle` is `.custom` and its `transitioningDelegate` its own, whatever is set.
/// Choosing an action dismisses the alert; the action's handler runs after the dismissal has
/// completed, as in UIKit.
///
/// ```swift
/// let alert = UIAlertController(title: "Discard draft?", message: nil, preferredStyle: .actionSheet)
/// alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in draft.discard() })
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// present(alert, animated: true)
/// ```
open class UIAlertController: UIViewController {
    public let preferredStyle: Style
    open var message: String? { didSet { contentView?.refreshHeader() } }
    open override var title: String? { didSet { contentView?.refreshHeader() } }

    /// The actions in the order they were added, which is the order they are shown in (a cancel
    /// action aside: see `AlertLayout`).
    public private(set) var actions: [UIAlertAction] = []

    /// The action Return chooses, drawn bold (instead of the cancel action). Alerts only: action
    /// sheets ignore it, as UIKit's do. It must be one of `actions`.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction {
                precondition(actions.contains { $0 === preferredAction },
                             "The preferredAction of an alert controller must be contained in its actions; add \"\(preferredAction.title ?? "")\" with addAction(_:) first")
            }
            contentView?.refreshActions()
        }
    }

    /// Vends the presentation controller and animators; kept here since the delegate property is weak.
    private let transitions = AlertTransitioningDelegate()
    /// The action whose dismissal is under way (or done): nothing else may be chosen after it.
    var chosenAction: UIAlertAction?
    /// An action chosen while the alert was still coming in, run once it is on screen.
    var pendingChoiceStore: UIAlertAction?

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init()
        self.title = title
    }

    /// Always `.custom`: the alert presents itself with its own presentation controller (UIKit
    /// ignores the style on an iPhone too).
    open override var modalPresentationStyle: UIModalPresentationStyle {
        get { .custom }
        set {}
    }

    /// Always the alert's own delegate, which vends its presentation controller and animators.
    open override var transitioningDelegate: UIViewControllerTransitioningDelegate? {
        get { transitions }
        set {}
    }

    /// Adds a button. UIKit allows one cancel action: a second one is refused with a warning.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, let existing = actions.first(where: { $0.style == .cancel }) {
            SegueDiagnostics.warn("UIAlertController can only have one action with a style of .cancel; \"\(action.title ?? "")\" was not added because \"\(existing.title ?? "")\" already is one. Give it the .default style, or drop one of them.")
            return
        }
        actions.append(action)
        contentView?.refreshActions()
    }

    /// Escape and Return choose actions (`handleKeys`); other keys go up the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if handleKeys(presses) { return }
        super.pressesBegan(presses, with: event)
    }

    // MARK: View

    /// The card or the sheet, once the view is loaded.
    var contentView: AlertContentView? { viewIfLoaded as? AlertContentView }

    open override func loadView() {
        switch preferredStyle {
        case .alert: view = AlertCardView(controller: self)
        case .actionSheet: view = ActionSheetView(controller: self)
        }
    }

    /// Whether `action` is drawn bold: the preferred action of an alert, else the cancel action.
    func isEmphasised(_ action: UIAlertAction) -> Bool {
        if preferredStyle == .alert, let preferredAction { return action === preferredAction }
        return action.style == .cancel
    }

    /// The cancel action, the one Escape and (for a sheet) a tap outside choose.
    var cancelAction: UIAlertAction? { actions.first { $0.style == .cancel } }
}

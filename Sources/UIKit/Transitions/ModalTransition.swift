import Foundation

/// One present or dismiss: builds the container, makes the presentation-controller, appearance and
/// animator callbacks in UIKit's order (docs/UIKIT-REFERENCE.md, "Presenting and dismissing, in
/// order"), and on completion either settles the new state or, when the transition was cancelled,
/// puts everything back as it was.
///
/// The machinery it shares with every transition (phases, running, interaction, the watchdog) is
/// `ViewControllerTransition`'s. Starting is in `ModalTransition+Start.swift`, ending in
/// `ModalTransition+Completion.swift`, the page sheet's own interaction in
/// `ModalTransition+SuppliedInteraction.swift`; this file holds the state and what the machinery
/// asks of a present or dismiss.
final class ModalTransition: ViewControllerTransition {
    enum Kind: CustomStringConvertible {
        case presentation, dismissal
        var description: String { self == .presentation ? "presentation" : "dismissal" }
    }

    let kind: Kind
    /// The controller being presented or dismissed (for a stacked dismissal, the topmost one).
    let presented: UIViewController
    /// The controller that stays: it presented `presented` (or the bottom of the dismissed stack).
    let presenting: UIViewController
    let presentationController: UIPresentationController
    /// A dismissal the user asked for (pull-down, Escape): the delegate hears `…DidDismiss`.
    var userInitiated = false
    /// Controllers between `presenting` and `presented` in a stacked dismissal, bottom first.
    var intermediates: [UIViewController] = []

    /// The presenter's view, put back under the container for a dismissal (nil when it never left).
    var restoredPresenterView: UIView?
    /// Where that view was put back: an animator may move it into the container (as UIKit's
    /// full-screen animators do with the "to" view), and it returns here when the dismissal ends.
    var restoredPresenterPlace: (superview: UIView, index: Int)?
    /// Controllers whose appearance the dismissal changed, so a cancel reverts exactly those.
    var appearanceChanged: [UIViewController] = []

    init(kind: Kind, presented: UIViewController, presenting: UIViewController,
         presentationController: UIPresentationController, animated: Bool, completion: (() -> Void)?) {
        self.kind = kind
        self.presented = presented
        self.presenting = presenting
        self.presentationController = presentationController
        super.init(animated: animated, completion: completion)
    }

    /// The present or dismiss in progress, if any: while one runs, further ones are refused.
    static var runningModal: ModalTransition? {
        inFlight.lazy.compactMap { $0 as? ModalTransition }.first
    }

    override var kindName: String { kind.description }
    override var isForward: Bool { kind == .presentation }
    override var callName: String { kind == .presentation ? "present" : "dismiss" }
    override var participants: [UIViewController] { [presenting] + intermediates + [presented] }
    override var rootForChecking: UIView? {
        presentationController.containerView?.window ?? presenting.viewIfLoaded?.window ?? UIApplication.shared?.keyWindow
    }

    override func placeWithoutAnimation(_ context: TransitionContext) {
        switch kind {
        case .presentation:
            if let to = context.view(forKey: .to) {
                if to.superview == nil { context.containerView.addSubview(to) }
                to.frame = context.finalFrame(for: presented)
            }
        case .dismissal:
            context.view(forKey: .from)?.removeFromSuperview()
        }
    }

    override func settle(_ didComplete: Bool) -> Bool {
        switch kind {
        case .presentation: finishPresentation(didComplete)
        case .dismissal: finishDismissal(didComplete)
        }
    }

    override func didSettle(_ succeeded: Bool) {
        if succeeded == (kind == .presentation) { layOutAfterResize() }
    }

    override func didEnd(_ succeeded: Bool) {
        let pc = presentationController
        if kind == .presentation, pc.wantsDismissalAfterPresentation {
            pc.wantsDismissalAfterPresentation = false
            if succeeded { pc.handleUserDismissalRequest() }
        }
    }
}

import Foundation

/// One broken transition rule, as `TransitionInvariantChecker` found it: which rule, and a sentence
/// naming the animator or view at fault and what to do about it.
///
/// Tests compare the rules (`violations.map(\.rule)`) so that a deliberately broken animator is
/// shown to trip exactly the rule it breaks; people read the message.
public struct TransitionInvariantViolation: Equatable, Sendable, CustomStringConvertible {
    public enum Rule: String, Sendable, CaseIterable {
        /// `completeTransition(_:)` is called exactly once per transition: not twice, not never.
        case completeTransitionOnce
        /// A cancelled transition gives back the view tree, frames and alphas it started with.
        case cancelRestoresState
        /// Views a transition put in its container do not stay there after it has taken the
        /// presented controller away (a completed dismissal, a cancelled presentation) or after it
        /// was cancelled (a dismissal).
        case noLeftoverViews
        /// A `UIViewPropertyAnimator` only moves between states as docs/UIKIT-REFERENCE.md
        /// "UIViewPropertyAnimator" allows.
        case animatorStateMachine
        /// A presented view that nothing moves sits where its presentation controller says:
        /// `frameOfPresentedViewInContainerView` (transform aside), after its transition ends and
        /// after every window resize.
        case settledAtPresentationFrame
    }

    public let rule: Rule
    public let message: String

    public init(rule: Rule, message: String) {
        self.rule = rule
        self.message = message
    }

    public var description: String { "[\(rule.rawValue)] \(message)" }
}

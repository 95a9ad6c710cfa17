import Foundation

/// The dynamic animators of one application that are moving items now (resumed, not paused).
///
/// The transition machinery asks it what a transition's animation is doing when that animation is
/// UIKit Dynamics rather than a view animation: the invariant checker's placement rule treats a view
/// that dynamics moves as on its way, not settled, and the transition watchdog waits while dynamics
/// move views in the transition's container instead of reporting a missing `completeTransition(_:)`.
/// Held weakly: an animator let go simply stops counting.
@MainActor
final class RunningDynamicAnimators {
    private struct Entry { weak var animator: UIDynamicAnimator? }
    private var entries: [Entry] = []

    func resumed(_ animator: UIDynamicAnimator) {
        entries.removeAll { $0.animator == nil || $0.animator === animator }
        entries.append(Entry(animator: animator))
    }

    func paused(_ animator: UIDynamicAnimator) {
        entries.removeAll { $0.animator == nil || $0.animator === animator }
    }

    /// The views some running animator moves.
    var movedViews: [UIView] {
        entries.compactMap(\.animator).flatMap { $0.movedItems.compactMap { $0 as? UIView } }
    }

    /// Whether a running animator moves `view` itself.
    func moves(_ view: UIView) -> Bool { movedViews.contains { $0 === view } }

    /// Whether a running animator moves `view` or a view inside it.
    func movesAnything(inside view: UIView) -> Bool { movedViews.contains { $0.isDescendant(of: view) } }
}

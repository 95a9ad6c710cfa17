import Foundation

/// The placement rule: a presented view that is settled — in its container, in a window, with no
/// animation moving or sizing it and no running dynamic animator moving it — sits at `frameOfPresentedViewInContainerView`. Its transform is
/// left out (a rubber band or a spring back moves a view by its transform and is not misplacement).
///
/// It catches what a stale frame leaves behind: an animator's end frame computed for a window size
/// that changed while it ran, a layout that forgot the presented view. Checked when a transition
/// that leaves the presentation on screen ends, and after each window resize for every presentation
/// not in a transition.
extension TransitionInvariantChecker {
    /// How far (points) a settled view may sit from its frame: layout rounding, not misplacement.
    static let placementTolerance: CGFloat = 0.5

    /// Checks the presentations in `windows` after the window was resized and laid out.
    static func windowDidResize(_ windows: [UIWindow]) {
        guard isEnabled, let size = windows.first?.bounds.size else { return }
        checkPlacements(in: windows, after: "the window was resized to \(Int(size.width))x\(Int(size.height))")
    }

    /// For a driver that has let everything settle and expects nothing to move (the monkey, a
    /// test): reports any transition still in flight and any presented view away from its frame.
    /// Returns whether nothing was reported. A Segue addition.
    @discardableResult
    public static func verifySettled(_ windows: [UIWindow]) -> Bool {
        guard isEnabled else { return true }
        let before = violations.count
        let nothingInFlight = verifyNothingInFlight()
        checkPlacements(in: windows, after: "everything settled")
        return nothingInFlight && violations.count == before
    }

    /// Checks every presentation shown in `windows` that is not in a transition.
    private static func checkPlacements(in windows: [UIWindow], after moment: String) {
        func visit(_ vc: UIViewController) {
            for child in vc.children { visit(child) }
            guard let presented = vc.presentedStorage, presented.presentingStorage === vc else { return }
            if presented.activeTransition == nil, let pc = presented.presentationStorage {
                checkPlacement(of: pc, after: moment)
            }
            visit(presented)
        }
        for window in windows { window.rootViewController.map(visit) }
    }

    /// Reports `pc`'s presented view when it is settled away from its frame; `moment` says when.
    static func checkPlacement(of pc: UIPresentationController, after moment: String) {
        guard isEnabled, let view = pc.presentedView, let container = pc.containerView, container.window != nil,
              let superview = view.superview, view.isDescendant(of: container), !isMoving(view) else { return }
        let wanted = superview.convert(pc.frameOfPresentedViewInContainerView, from: container)
        let center = CGPoint(x: wanted.midX, y: wanted.midY)
        let t = placementTolerance
        guard abs(view.center.x - center.x) > t || abs(view.center.y - center.y) > t
            || abs(view.bounds.width - wanted.width) > t || abs(view.bounds.height - wanted.height) > t else { return }
        let now = CGRect(x: view.center.x - view.bounds.width / 2, y: view.center.y - view.bounds.height / 2,
                         width: view.bounds.width, height: view.bounds.height)
        report(.settledAtPresentationFrame,
               "after \(moment), \(TransitionTrace.name(view)) presented by \(TransitionTrace.name(pc)) rests at \(describe(now)) but frameOfPresentedViewInContainerView is \(describe(wanted)); set presentedView.frame = frameOfPresentedViewInContainerView in containerViewWillLayoutSubviews (it runs on every resize), and end animators at transitionContext.finalFrame(for:)")
    }

    /// An animation on the view's position or size, or a running dynamic animator moving it: it is
    /// on its way somewhere, not settled.
    private static func isMoving(_ view: UIView) -> Bool {
        if ApplicationContext.current.runningDynamics.moves(view) { return true }
        let keys = view.layer.animationKeys() ?? []
        return keys.contains { key in
            let path = (view.layer.animation(forKey: key) as? CAPropertyAnimation)?.keyPath ?? key
            return path.hasPrefix("position") || path.hasPrefix("bounds") || path == "frame"
        }
    }

    private static func describe(_ r: CGRect) -> String {
        func n(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", Double(v)) }
        return "(\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height)))"
    }
}

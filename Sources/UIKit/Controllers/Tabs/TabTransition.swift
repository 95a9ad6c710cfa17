import Foundation

/// One animated switch between two tabs of a tab bar controller on screen: the same machinery as a
/// present or a push (`ViewControllerTransition`: phases, context, coordinator, interaction, trace,
/// watchdog, invariant checker) with a tab bar controller's rules.
///
/// In UIKit's order (docs/UIKIT-REFERENCE.md, "Switching tabs, in order"):
/// 1. the selection changes at once: `selectedIndex`, `selectedViewController` and the bar's
///    highlighted item name the new tab from the start of the switch;
/// 2. the delegate has vended the animator and, for it, an interaction controller;
/// 3. the new tab loads its view, the old tab hears `viewWillDisappear(true)` and the new one
///    `viewWillAppear(true)`;
/// 4. the animator runs in the tab bar controller's content area (its `transitionView`, the area
///    above the bar), with both tabs filling it;
/// 5. completed: the old tab's view leaves, then `viewDidDisappear(true)` and `viewDidAppear(true)`.
///    Cancelled: the old tab is selected again — silently, as UIKit resets `selectedIndex` without
///    calling its setter or the delegate — the bar highlights it, its view is back where it was,
///    the new tab's view is gone, and the appearance callbacks are turned back as a cancelled pop
///    turns them.
final class TabTransition: ViewControllerTransition {
    let tabBarController: UITabBarController
    let fromController: UIViewController
    let toController: UIViewController
    /// Whether the tab bar controller shows, so its tabs hear appearance callbacks.
    private var changesAppearance = false
    /// The old tab's frame when the switch started, put back if it is cancelled.
    private var fromFrameAtStart: CGRect = .zero

    private init(tabBarController: UITabBarController, from: UIViewController, to: UIViewController,
                 animator: UIViewControllerAnimatedTransitioning, interaction: UIViewControllerInteractiveTransitioning?) {
        self.tabBarController = tabBarController
        fromController = from
        toController = to
        super.init(animated: true, completion: nil)
        self.animator = animator
        interactionController = interaction
    }

    override var kindName: String { "tab switch" }
    override var callName: String { "selectTab" }
    override var statusAction: String? { "switching tabs" }
    override var participants: [UIViewController] { [tabBarController, fromController, toController] }
    override var rootForChecking: UIView? { tabBarController.viewIfLoaded?.window ?? super.rootForChecking }

    /// Runs the switch from `from` to `to` (already the selected tab) with the vended animator.
    static func begin(in tabs: UITabBarController, from: UIViewController, to: UIViewController,
                      animator: UIViewControllerAnimatedTransitioning, interaction: UIViewControllerInteractiveTransitioning?) {
        TabTransition(tabBarController: tabs, from: from, to: to, animator: animator, interaction: interaction).start()
    }

    // MARK: Starting

    private func start() {
        let tabs = tabBarController
        guard let (fromFrame, _) = startContainerRun(in: tabs.transitionView, from: fromController, to: toController,
                                                animated: true) else { return }
        fromFrameAtStart = fromFrame
        toController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]

        changesAppearance = tabs.isAppearingOrAppeared
        if changesAppearance {
            fromController.beginAppearance(isAppearing: false, animated: true)
            toController.beginAppearance(isAppearing: true, animated: true)
        }
        startAnimation()
    }

    // MARK: Ending

    override func settle(_ didComplete: Bool) -> Bool {
        let tabs = tabBarController
        let container = tabs.transitionView
        if didComplete {
            if fromController.viewIfLoaded?.superview === container { fromController.view.removeFromSuperview() }
            if toController.view.superview !== container { container.addSubview(toController.view) }
            toController.view.frame = container.bounds
            if changesAppearance {
                fromController.endAppearance()
                // While the tab bar controller is still appearing, its own viewDidAppear ends the new tab's.
                if tabs.appearanceState == .appeared { toController.endAppearance() }
            }
            return true
        }
        // Cancelled: the old tab selected again, its view where it was, the new tab's gone.
        toController.viewIfLoaded?.removeFromSuperview()
        if fromController.view.superview !== container { container.addSubview(fromController.view) }
        fromController.view.frame = fromFrameAtStart
        tabs.selectedTab = fromController
        tabs.tabBar.selectedItem = fromController.tabBarItem
        if changesAppearance {
            toController.beginAppearance(isAppearing: false, animated: true)
            toController.endAppearance()
            fromController.beginAppearance(isAppearing: true, animated: true)
            fromController.endAppearance()
        }
        return false
    }
}

/// Changing the selected tab: by a tap (asking and telling the delegate) or by code (neither), and
/// the switch itself, with the appearance callbacks in UIKit's order. Every delegate call is a line of
/// the transition trace, as the modal transitions' are.
extension UITabBarController {
    /// A tap on `item`: the delegate may refuse the tab, which keeps the current one (the bar never
    /// showed the tapped item selected); otherwise the tab is selected and the delegate told, even when it
    /// was selected already, as UIKit does since iOS 3.
    func userTapped(_ item: UITabBarItem) {
        guard let tab = tabs.first(where: { $0.tabBarItemStorage === item }) else { return }
        if let delegate {
            let allowed = delegate.tabBarController(self, shouldSelect: tab)
            TransitionTrace.record {
                "\(TransitionTrace.name(delegate)).tabBarController(\(TransitionTrace.name(self)), shouldSelect: "
                    + "\(TransitionTrace.name(tab))) -> \(allowed)"
            }
            guard allowed else { return }
        }
        switchTab(to: tab)
        if let delegate {
            delegate.tabBarController(self, didSelect: tab)
            TransitionTrace.record {
                "\(TransitionTrace.name(delegate)).tabBarController(\(TransitionTrace.name(self)), didSelect: \(TransitionTrace.name(tab)))"
            }
        }
    }

    /// How a switch between two tabs is made: at once, or by an animator the delegate vended (with
    /// the interaction controller it vended for it, if any).
    enum TabSwitch {
        case immediate
        case animated(UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning?)
    }

    /// Makes `newTab` the selected tab and shows it in place of the old one.
    ///
    /// `.animated` is the place where a container transition — the animator run through a transition
    /// context and coordinator, as modal transitions run theirs, with appearance callbacks carrying
    /// `animated: true` — takes over. Segue's transition machinery runs modal transitions only so
    /// far, so a vended animator is asked for but not run yet, and such a switch is immediate, like
    /// one without an animator.
    func switchTab(to newTab: UIViewController?) {
        let oldTab = selectedTab
        guard newTab !== oldTab else { return }
        selectedTab = newTab
        tabBar.selectedItem = newTab?.tabBarItem
        guard isViewLoaded else { return }
        switch tabSwitch(from: oldTab, to: newTab) {
        case .immediate, .animated:
            switchImmediately(from: oldTab, to: newTab)
        }
    }

    /// Asks the delegate for an animator — only when both tabs exist and this controller is on
    /// screen — and, given one, for an interaction controller, as UIKit asks.
    private func tabSwitch(from oldTab: UIViewController?, to newTab: UIViewController?) -> TabSwitch {
        guard let oldTab, let newTab, isAppearingOrAppeared, let delegate else { return .immediate }
        let animator = delegate.tabBarController(self, animationControllerForTransitionFrom: oldTab, to: newTab)
        TransitionTrace.record {
            "\(TransitionTrace.name(delegate)).tabBarController(\(TransitionTrace.name(self)), "
                + "animationControllerForTransitionFrom: \(TransitionTrace.name(oldTab)), to: \(TransitionTrace.name(newTab))) "
                + "-> \(TransitionTrace.name(animator))"
        }
        guard let animator else { return .immediate }
        let interaction = delegate.tabBarController(self, interactionControllerFor: animator)
        TransitionTrace.record {
            "\(TransitionTrace.name(delegate)).tabBarController(\(TransitionTrace.name(self)), "
                + "interactionControllerFor: \(TransitionTrace.name(animator))) -> \(TransitionTrace.name(interaction))"
        }
        return .animated(animator, interaction)
    }

    /// The switch without animation: the new tab's view is loaded, then — if this controller is on
    /// screen — the old tab hears `viewWillDisappear(false)` and the new one `viewWillAppear(false)`,
    /// the views change places, and the old tab hears `viewDidDisappear(false)` and the new one
    /// `viewDidAppear(false)`.
    private func switchImmediately(from oldTab: UIViewController?, to newTab: UIViewController?) {
        newTab?.loadViewIfNeeded()
        let onScreen = isAppearingOrAppeared
        if onScreen {
            oldTab?.beginAppearance(isAppearing: false, animated: false)
            newTab?.beginAppearance(isAppearing: true, animated: false)
        }
        oldTab?.viewIfLoaded?.removeFromSuperview()
        installSelectedView()
        if onScreen {
            oldTab?.endAppearance()
            // While this controller is still appearing, its own viewDidAppear ends the new tab's.
            if appearanceState == .appeared { newTab?.endAppearance() }
        }
    }
}

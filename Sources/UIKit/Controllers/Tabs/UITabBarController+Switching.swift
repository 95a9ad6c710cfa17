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

    /// Makes `newTab` the selected tab and shows it in place of the old one.
    ///
    /// When both tabs exist and this controller is on screen, the delegate is asked for an animator
    /// (and, given one, an interaction controller), as UIKit asks. A switch with an animator is the
    /// place where a container transition — the animator run through a transition context and
    /// coordinator, as modal transitions run theirs — takes over, with appearance callbacks carrying
    /// `animated: true`. Segue's transition machinery runs modal transitions only so far, so a
    /// vended animator is not run yet and such a switch is immediate, like one without an animator.
    func switchTab(to newTab: UIViewController?) {
        let oldTab = selectedTab
        guard newTab !== oldTab else { return }
        selectedTab = newTab
        tabBar.selectedItem = newTab?.tabBarItem
        guard isViewLoaded else { return }
        if let oldTab, let newTab, isAppearingOrAppeared, let delegate {
            let animator = delegate.tabBarController(self, animationControllerForTransitionFrom: oldTab, to: newTab)
            TransitionTrace.record {
                "\(TransitionTrace.name(delegate)).tabBarController(\(TransitionTrace.name(self)), "
                    + "animationControllerForTransitionFrom: \(TransitionTrace.name(oldTab)), to: \(TransitionTrace.name(newTab))) "
                    + "-> \(TransitionTrace.name(animator))"
            }
            if let animator {
                let interaction = delegate.tabBarController(self, interactionControllerFor: animator)
                TransitionTrace.record {
                    "\(TransitionTrace.name(delegate)).tabBarController(\(TransitionTrace.name(self)), "
                        + "interactionControllerFor: \(TransitionTrace.name(animator))) -> \(TransitionTrace.name(interaction))"
                }
            }
        }
        switchImmediately(from: oldTab, to: newTab)
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

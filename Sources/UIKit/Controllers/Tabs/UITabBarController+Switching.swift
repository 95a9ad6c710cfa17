/// Changing the selected tab: by a tap (asking and telling the delegate) or by code (neither), and
/// the switch itself, with the appearance callbacks in UIKit's order. Every delegate call is a line of
/// the transition trace, as the modal transitions' are.
extension UITabBarController {
    /// A tap on `item`: the delegate may refuse the tab, which keeps the current one (the bar never
    /// showed the tapped item selected); otherwise the tab is selected and the delegate told, even when it
    /// was selected already, as UIKit does since iOS 3.
    ///
    /// A tap while a switch animates is ignored, without asking the delegate: UIKit takes no touches
    /// during a transition, so the bar cannot start a second switch over the first.
    func userTapped(_ item: UITabBarItem) {
        guard runningTabTransition == nil else { return }
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

    /// Makes `newTab` the selected tab and shows it in place of the old one: at once, or through a
    /// `TabTransition` when the delegate vends an animator. The selection (`selectedIndex`, the bar's
    /// highlighted item) changes first either way, as UIKit changes it at the start of a switch; a
    /// cancelled interactive switch puts it back.
    func switchTab(to newTab: UIViewController?) {
        let oldTab = selectedTab
        guard newTab !== oldTab else { return }
        selectedTab = newTab
        tabBar.selectedItem = newTab?.tabBarItem
        guard isViewLoaded else { return }
        switch tabSwitch(from: oldTab, to: newTab) {
        case .immediate:
            switchImmediately(from: oldTab, to: newTab)
        case .animated(let animator, let interaction):
            // Both exist (an animator is asked for only between two tabs). A switch made while this
            // controller is still appearing is immediate: its own appearance would end the new tab's
            // in the middle of the animation.
            guard let oldTab, let newTab, appearanceState == .appeared else {
                return switchImmediately(from: oldTab, to: newTab)
            }
            TabTransition.begin(in: self, from: oldTab, to: newTab, animator: animator, interaction: interaction)
        }
    }

    /// False, with a warning, while a switch animates: code that changes the selection or the tabs
    /// then is refused as a navigation controller refuses a push during a push.
    func refuseWhileSwitching(_ what: String) -> Bool {
        guard let running = runningTabTransition else { return true }
        SegueDiagnostics.warn("UITabBarController: \(what) while a \(running.kindName) is in progress; the call was ignored. "
                              + "Change the selection from the transition coordinator's completion, or from viewDidAppear of the tab being shown.")
        return false
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

@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// Switching tabs by a click and by code, against UIKit's documented order: appearance callbacks
    /// of the old and new tab, the delegate's `shouldSelect` and `didSelect` for taps only, and
    /// containment of every tab with only the selected one's view on screen.
    @Suite struct TabBarControllerSwitchingTests {
        /// The middle of the bar's second item in a 320×480 window: the bar is 431…480 and the
        /// items are 107, 106 and 107 points wide.
        static let inboxPoint = CGPoint(x: 160, y: 455)
        static let homePoint = CGPoint(x: 53, y: 455)

        @Test func theFirstTabAppearsWithTheControllerAndTheOthersStayUnloaded() {
            // Precondition
            let f = TabFixture()
            // Action: show the tab bar controller as the window's root.
            let lines = TransitionTrace.capture {
                withTransitionStage(root: f.tabs) { _ in }
            }
            // Assertion: the selected tab loads and appears inside its parent's callbacks.
            #expect(lines == [
                "Tabs.viewDidLoad()",
                "Tabs.viewWillAppear(false)",
                "HomeTab.viewDidLoad()",
                "HomeTab.viewWillAppear(false)",
                "Tabs.viewDidAppear(false)",
                "HomeTab.viewDidAppear(false)",
            ])
            #expect(!f.inbox.isViewLoaded && !f.settings.isViewLoaded)
            #expect(f.tabs.children.map(ObjectIdentifier.init) == [f.home, f.inbox, f.settings].map(ObjectIdentifier.init))
            #expect(f.inbox.tabBarController === f.tabs)
        }

        @Test func aClickSwitchesTabsWithCallbacksInUIKitsOrder() {
            let f = TabFixture()
            withTransitionStage(root: f.tabs) { stage in
                // Precondition: Home is shown.
                #expect(f.tabs.selectedIndex == 0)
                // Action: click the Inbox item.
                let lines = TransitionTrace.capture { stage.click(at: Self.inboxPoint) }
                // Assertion: asked, then the old tab leaves and the new one comes, then told.
                #expect(lines == [
                    "TabLog.tabBarController(Tabs, shouldSelect: InboxTab) -> true",
                    "TabLog.tabBarController(Tabs, animationControllerForTransitionFrom: HomeTab, to: InboxTab) -> nil",
                    "InboxTab.viewDidLoad()",
                    "HomeTab.viewWillDisappear(false)",
                    "InboxTab.viewWillAppear(false)",
                    "HomeTab.viewDidDisappear(false)",
                    "InboxTab.viewDidAppear(false)",
                    "TabLog.tabBarController(Tabs, didSelect: InboxTab)",
                ])
                #expect(f.tabs.selectedIndex == 1)
                #expect(f.tabs.selectedViewController === f.inbox)
                #expect(f.tabs.tabBar.selectedItem === f.inbox.tabBarItem)
                #expect(f.home.view.superview == nil)
                #expect(f.inbox.view.superview === f.tabs.transitionView)
                #expect(f.inbox.view.frame == CGRect(x: 0, y: 0, width: 320, height: 431))
                #expect(f.tabs.view.subviews.last === f.tabs.tabBar)
                #expect(f.home.appearanceState == .disappeared && f.inbox.appearanceState == .appeared)
            }
        }

        @Test func settingSelectedIndexSwitchesWithoutAskingOrTellingTheDelegate() {
            let f = TabFixture()
            withTransitionStage(root: f.tabs) { _ in
                // Action
                let lines = TransitionTrace.capture { f.tabs.selectedIndex = 2 }
                // Assertion: the same appearance order, and no shouldSelect or didSelect.
                #expect(lines == [
                    "TabLog.tabBarController(Tabs, animationControllerForTransitionFrom: HomeTab, to: SettingsTab) -> nil",
                    "SettingsTab.viewDidLoad()",
                    "HomeTab.viewWillDisappear(false)",
                    "SettingsTab.viewWillAppear(false)",
                    "HomeTab.viewDidDisappear(false)",
                    "SettingsTab.viewDidAppear(false)",
                ])
                #expect(f.tabs.selectedViewController === f.settings)
                #expect(f.tabs.tabBar.selectedItem === f.settings.tabBarItem)
            }
        }

        @Test func settingSelectedViewControllerSwitchesWithoutTheDelegate() {
            let f = TabFixture()
            withTransitionStage(root: f.tabs) { _ in
                // Action
                let lines = TransitionTrace.capture { f.tabs.selectedViewController = f.inbox }
                // Assertion
                #expect(!lines.contains { $0.contains("shouldSelect") || $0.contains("didSelect") })
                #expect(lines.contains("InboxTab.viewDidAppear(false)"))
                #expect(f.tabs.selectedIndex == 1)
            }
        }

        @Test func refusingInShouldSelectKeepsTheCurrentTab() {
            let f = TabFixture()
            f.log.refused = [f.inbox]
            withTransitionStage(root: f.tabs) { stage in
                // Action: click the refused Inbox item.
                let lines = TransitionTrace.capture { stage.click(at: Self.inboxPoint) }
                // Assertion: asked only; Home stays selected, shown and drawn selected.
                #expect(lines == ["TabLog.tabBarController(Tabs, shouldSelect: InboxTab) -> false"])
                #expect(f.tabs.selectedIndex == 0)
                #expect(f.tabs.tabBar.selectedItem === f.home.tabBarItem)
                #expect(f.home.view.superview === f.tabs.transitionView)
                #expect(!f.inbox.isViewLoaded)
                #expect(f.button(f.home).isSelected && !f.button(f.inbox).isSelected)
            }
        }

        @Test func tappingTheSelectedTabTellsTheDelegateWithoutAppearanceCallbacks() {
            let f = TabFixture()
            withTransitionStage(root: f.tabs) { stage in
                // Action: click Home, which is selected already.
                let lines = TransitionTrace.capture { stage.click(at: Self.homePoint) }
                // Assertion: UIKit calls didSelect even when the tab does not change.
                #expect(lines == [
                    "TabLog.tabBarController(Tabs, shouldSelect: HomeTab) -> true",
                    "TabLog.tabBarController(Tabs, didSelect: HomeTab)",
                ])
                #expect(f.home.appearanceState == .appeared)
            }
        }

        @Test func switchingOffScreenChangesViewsWithoutCallbacks() {
            // Precondition: the controller's view loaded but in no window.
            let f = TabFixture()
            f.tabs.view.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
            f.tabs.view.layoutIfNeeded()
            // Action
            let lines = TransitionTrace.capture { f.tabs.selectedIndex = 1 }
            // Assertion: the view changes, nobody appears.
            #expect(!lines.contains { $0.contains("Appear") })
            #expect(f.inbox.view.superview === f.tabs.transitionView && f.home.view.superview == nil)
            #expect(f.inbox.view.frame == CGRect(x: 0, y: 0, width: 200, height: 251))
        }

        @Test func anIndexOutsideTheTabsIsIgnoredWithAWarning() {
            let f = TabFixture()
            withTransitionStage(root: f.tabs) { _ in
                // Action
                let warnings = capturingWarnings { f.tabs.selectedIndex = 3 }
                // Assertion
                #expect(warnings.count == 1 && warnings.first?.contains("selectedIndex 3") == true)
                #expect(f.tabs.selectedIndex == 0)
            }
        }

        @Test func replacingTheTabsKeepsTheSelectedControllerOrItsIndex() {
            let f = TabFixture()
            withTransitionStage(root: f.tabs) { _ in
                // Precondition: Inbox selected.
                f.tabs.selectedIndex = 1
                // Action: drop Home; Inbox is still there, now at index 0.
                f.tabs.viewControllers = [f.inbox, f.settings]
                // Assertion
                #expect(f.tabs.selectedViewController === f.inbox && f.tabs.selectedIndex == 0)
                #expect(f.home.parent == nil && f.home.tabBarController == nil)
                #expect(f.tabs.tabBar.items?.map(\.title) == ["Inbox", "Settings"])

                // Action: replace both with Home and a new tab; the same index (0) is selected.
                let other = HomeTab(.yellow)
                let lines = TransitionTrace.capture { f.tabs.setViewControllers([other, f.home], animated: false) }
                // Assertion: Inbox leaves the screen and the parent; the new first tab appears.
                #expect(f.tabs.selectedViewController === other)
                #expect(f.inbox.parent == nil && f.inbox.view.superview == nil)
                #expect(lines.contains("InboxTab.viewDidDisappear(false)"))
                #expect(lines.contains("HomeTab.viewDidAppear(false)"))
            }
        }

        @Test func onlyTheSelectedTabHearsTheControllersAppearance() {
            let f = TabFixture()
            withTransitionStage(root: f.tabs) { stage in
                // Precondition: Inbox selected after Home, so both views are loaded.
                f.tabs.selectedIndex = 1
                // Action: the window drops the tab bar controller.
                let lines = TransitionTrace.capture { stage.window.rootViewController = nil }
                // Assertion: the controller and Inbox disappear; Home, off screen already, hears nothing.
                #expect(lines == [
                    "Tabs.viewWillDisappear(false)",
                    "InboxTab.viewWillDisappear(false)",
                    "Tabs.viewDidDisappear(false)",
                    "InboxTab.viewDidDisappear(false)",
                ])

                // Action: the window shows it again.
                let again = TransitionTrace.capture { stage.window.rootViewController = f.tabs }
                // Assertion: Inbox appears with it; Home, loaded but not shown, stays away.
                #expect(again == [
                    "Tabs.viewWillAppear(false)",
                    "InboxTab.viewWillAppear(false)",
                    "Tabs.viewDidAppear(false)",
                    "InboxTab.viewDidAppear(false)",
                ])
                #expect(f.home.appearanceState == .disappeared)
            }
        }

        @Test func keysGoToTheSelectedTab() {
            let f = TabFixture()
            withTransitionStage(root: f.tabs) { _ in
                // Precondition: Home selected; Settings is the last child.
                #expect(f.tabs.topmostForKeys === f.home)
                // Action
                f.tabs.selectedIndex = 1
                // Assertion
                #expect(f.tabs.topmostForKeys === f.inbox)
            }
        }

        @Test func aDisabledItemIgnoresClicksAndIsFaded() {
            let f = TabFixture()
            f.inbox.tabBarItem.isEnabled = false
            withTransitionStage(root: f.tabs) { stage in
                // Action
                let lines = TransitionTrace.capture { stage.click(at: Self.inboxPoint) }
                // Assertion: nobody is asked, Home stays; the item is grey at 40 %.
                #expect(lines.isEmpty)
                #expect(f.tabs.selectedIndex == 0)
                #expect(f.button(f.inbox).titleLabel.textColor.cgColor
                        == UIColor.systemGray.withAlphaComponent(0.4).cgColor)
            }
        }
    }
}

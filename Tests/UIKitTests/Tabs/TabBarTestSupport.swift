@testable import UIKit
import Foundation
import UIKitTesting

/// Tabs and a delegate for the tab bar controller suites: the controller puts each tab's appearance
/// callbacks and each delegate call in the transition trace, so a test compares one ordered list of
/// lines.

final class HomeTab: ColorViewController {}
final class InboxTab: ColorViewController {}
final class SettingsTab: ColorViewController {}
final class Tabs: UITabBarController {}

/// Refuses the tabs in `refused` and vends `animator` and, for it, `interaction`; the controller
/// traces every call.
final class TabLog: UITabBarControllerDelegate {
    var refused: [UIViewController] = []
    var animator: UIViewControllerAnimatedTransitioning?
    var interaction: UIViewControllerInteractiveTransitioning?

    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interaction }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        !refused.contains { $0 === viewController }
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
}

/// A tab bar controller with Home, Inbox and Settings tabs (red, green, blue), Home selected.
struct TabFixture {
    let tabs = Tabs()
    let home = HomeTab(.red)
    let inbox = InboxTab(.green)
    let settings = SettingsTab(.blue)
    let log = TabLog()

    @MainActor init() {
        home.title = "Home"
        inbox.title = "Inbox"
        settings.title = "Settings"
        tabs.viewControllers = [home, inbox, settings]
        tabs.delegate = log
    }

    /// The bar's button for `tab`.
    @MainActor func button(_ tab: UIViewController) -> UITabBarButton {
        tabs.tabBar.buttons.first { $0.item === tab.tabBarItem }!
    }
}

extension TransitionStage {
    /// Presses and releases at `point` (window coordinates) as a mouse click would, then draws a frame.
    func click(at point: CGPoint) {
        app.handle(.pointerDown(point, button: 1, time: 1))
        app.handle(.pointerUp(point, button: 1, time: 1.08))
        frame()
    }
}

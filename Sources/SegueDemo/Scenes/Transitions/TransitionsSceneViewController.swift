import UIKit

/// Scene 003 "Transitions in depth": a tab bar controller whose tab switches fade
/// (`FadeInFadeOutTransition`, from the delegate); Home holds a journal stack with a custom pop and a
/// full-page swipe back and a page sheet that vetoes its dismissal while it has unsaved changes;
/// Detail holds an untouched stack to compare pops with; Settings is a plain screen. Written against
/// the public API only, as an app would be.
public final class TransitionsSceneViewController: UITabBarController, UITabBarControllerDelegate {
    public override init() {
        super.init()
        let home = HomeNavigationController(rootViewController: JournalViewController())
        home.tabBarItem = UITabBarItem(title: "Home", image: TabIcon.home, tag: 0)
        let settings = InfoViewController(title: "Settings",
                                          text: "Tabs fade into each other through an interruptible property animator.")
        let settingsStack = UINavigationController(rootViewController: settings)
        settingsStack.tabBarItem = UITabBarItem(title: "Settings", image: TabIcon.settings, tag: 2)
        viewControllers = [home, DefaultStackController(), settingsStack]
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    public func tabBarController(_ tabBarController: UITabBarController,
                                 animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeInFadeOutTransition()
    }
}

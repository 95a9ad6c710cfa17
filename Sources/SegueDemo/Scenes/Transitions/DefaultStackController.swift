import UIKit

/// Scene 003's Detail tab: a navigation stack left exactly as UIKit makes it — no delegate, so the
/// built-in push and pop and the left-edge swipe — for comparing with the Home stack.
/// "Open entry (default)" on Home pushes onto it.
final class DefaultStackController: UINavigationController {
    override init() {
        super.init()
        setViewControllers([InfoViewController(
            title: "Default stack",
            text: "Entries opened with “Open entry (default)” are pushed here, with UIKit's own push, "
                + "pop and left-edge swipe.")], animated: false)
        tabBarItem = UITabBarItem(title: "Detail", image: TabIcon.detail, tag: 1)
    }
}

/// Decides and hears what the user does on a tab bar controller's bar (UIKit's
/// `UITabBarControllerDelegate`). Every method is optional; the defaults allow every tab and vend
/// no animator, which makes every switch immediate.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Asked when the user taps a tab, before anything changes; false keeps the current tab. Not
    /// asked when code sets `selectedIndex` or `selectedViewController`.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool

    /// The user tapped `viewController`'s tab and it is now selected (it may have been already).
    /// Called only for taps, never when code changes the selection.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)

    /// The animator for switching from `fromVC` to `toVC`; nil (the default) switches at once.
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?

    /// The interaction controller that drives `animationController`'s switch, or nil.
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController,
                                 shouldSelect viewController: UIViewController) -> Bool { true }

    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}

    public func tabBarController(_ tabBarController: UITabBarController,
                                 animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }

    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
}

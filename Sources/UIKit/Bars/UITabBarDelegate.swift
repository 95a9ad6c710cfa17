/// Hears which item the user chose on a tab bar that no tab bar controller manages (UIKit's
/// `UITabBarDelegate`). Every method is optional. A tab bar controller's own bar reports to the
/// controller instead, which asks its `UITabBarControllerDelegate`.
@MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user chose `item`; called only for taps, not when code sets `selectedItem`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

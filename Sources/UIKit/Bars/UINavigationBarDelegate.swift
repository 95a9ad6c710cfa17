/// What a bar that no navigation controller manages asks before its items change (UIKit's
/// `UINavigationBarDelegate`). A standalone bar's back button pops its top item only when the
/// delegate agrees, which is how an app (or Segue's demo host) turns the back button into its own
/// action. A navigation controller's bar pops the controller instead and does not ask.
@MainActor
public protocol UINavigationBarDelegate: AnyObject {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

public extension UINavigationBarDelegate {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

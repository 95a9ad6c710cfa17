/// What a view controller gives a tab bar controller: the item its tab shows, and the way back up to
/// the tab bar controller that holds it.
extension UIViewController {
    /// The item the tab bar shows for this controller. Made on first use with the controller's title
    /// and no image, as UIKit's is; setting `title` later updates the item's title too.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set {
            tabBarItemStorage = newValue
            tabBarControllerHoldingThis?.tabBarItemsDidChange()
        }
    }

    /// The nearest tab bar controller among this controller and its ancestors, or nil.
    public var tabBarController: UITabBarController? {
        var next = parent
        while let controller = next {
            if let tabs = controller as? UITabBarController { return tabs }
            next = controller.parent
        }
        return nil
    }

    /// The tab bar controller this controller is a tab of (its direct parent), if any.
    private var tabBarControllerHoldingThis: UITabBarController? { parent as? UITabBarController }
}

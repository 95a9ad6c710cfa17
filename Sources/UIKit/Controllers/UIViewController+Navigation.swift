/// What every controller knows of navigation: the navigation controller it is in, its navigation
/// item, and `show(_:sender:)`, which pushes inside a navigation controller and presents elsewhere.
extension UIViewController {
    /// The nearest navigation controller among this controller's parents.
    public var navigationController: UINavigationController? {
        var vc = parent
        while let c = vc {
            if let nav = c as? UINavigationController { return nav }
            vc = c.parent
        }
        return nil
    }

    /// What a navigation bar shows while this controller is on top; made on first use, titled with
    /// the controller's `title`.
    public var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }

    /// What `show(_:sender:)` does unless a container overrides it: push inside a navigation
    /// controller, else present.
    func showAsContextCalls(_ vc: UIViewController) {
        if let nav = navigationController {
            nav.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }
}

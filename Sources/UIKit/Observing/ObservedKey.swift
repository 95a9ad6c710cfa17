/// The properties Segue's key-value observing reports: those iOS transition and scrolling code
/// observes. Each one's setter tells `KeyValueObservers`; any other key path is refused by `observe`.
enum ObservedKey: String, Sendable {
    // The tables are main-actor isolated: they form key paths to main-actor properties.
    case frame, bounds, center, transform, alpha, isHidden
    case contentOffset, contentSize, contentInset
    case preferredContentSize, title

    // Key paths compare equal only with the same root type (`\UIScrollView.frame` is not
    // `\UIView.frame`), so the tables are built for the type `observe` was called on: a key path
    // made generically over `Root` equals the literal one written against that type.

    @MainActor static func viewKeys<Root: UIView>(_ root: Root.Type) -> [AnyKeyPath: ObservedKey] {
        [\Root.frame: .frame, \Root.bounds: .bounds, \Root.center: .center, \Root.transform: .transform,
         \Root.alpha: .alpha, \Root.isHidden: .isHidden]
    }

    @MainActor static func scrollViewKeys<Root: UIScrollView>(_ root: Root.Type) -> [AnyKeyPath: ObservedKey] {
        viewKeys(root).merging([\Root.contentOffset: .contentOffset, \Root.contentSize: .contentSize,
                                \Root.contentInset: .contentInset]) { view, _ in view }
    }

    @MainActor static func viewControllerKeys<Root: UIViewController>(_ root: Root.Type) -> [AnyKeyPath: ObservedKey] {
        [\Root.preferredContentSize: .preferredContentSize, \Root.title: .title]
    }
}

import Foundation

/// The layout guides of iOS 7–10 (deprecated since iOS 11 in favour of the root view's
/// `safeAreaLayoutGuide`, which they follow here as in UIKit), still common in presentation code.
extension UIViewController {
    /// The band at the top of the root view covered by the status and navigation bars.
    public var topLayoutGuide: UILayoutSupport { layoutSupport(.top) }

    /// The band at the bottom of the root view covered by a tab bar, a toolbar or the home indicator.
    public var bottomLayoutGuide: UILayoutSupport { layoutSupport(.bottom) }

    /// The guide for `edge`, made for the current root view (loading it, as UIKit does) and made
    /// again if the root view was replaced.
    private func layoutSupport(_ edge: ViewControllerLayoutSupport.Edge) -> UILayoutSupport {
        let root: UIView = view
        if let guide = layoutSupportGuides.first(where: { $0.edge == edge && $0.owningView === root }) { return guide }
        let guide = ViewControllerLayoutSupport(edge, of: root)
        layoutSupportGuides.removeAll { $0.edge == edge }
        layoutSupportGuides.append(guide)
        return guide
    }
}

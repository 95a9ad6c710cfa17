import Foundation

/// What `topLayoutGuide` and `bottomLayoutGuide` are in UIKit: the band at the top or bottom of a
/// controller's root view that bars cover, as a length and as anchors to constrain against.
@MainActor
public protocol UILayoutSupport: AnyObject {
    /// The band's height in points.
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// A controller's top or bottom layout guide. Since iOS 11 UIKit derives both from the root view's
/// safe area, and so does Segue: the top guide runs from the view's top edge down its
/// `safeAreaInsets.top`, the bottom guide up from its bottom edge by `safeAreaInsets.bottom`, and
/// the layout engine follows them as it follows `safeAreaLayoutGuide`.
final class ViewControllerLayoutSupport: UILayoutGuide, UILayoutSupport {
    enum Edge { case top, bottom }
    let edge: Edge

    init(_ edge: Edge, of view: UIView) {
        self.edge = edge
        let identifier = edge == .top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
        super.init(identifier: identifier) { view in
            let height = view.bounds.height, safe = view.safeAreaInsets
            switch edge {
            case .top: return UIEdgeInsets(top: 0, left: 0, bottom: max(0, height - safe.top), right: 0)
            case .bottom: return UIEdgeInsets(top: max(0, height - safe.bottom), left: 0, bottom: 0, right: 0)
            }
        }
        owningView = view
    }

    var length: CGFloat {
        guard let view = owningView else { return 0 }
        return edge == .top ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }
}

import Foundation

extension UIViewController {
    /// The least margins the root view gets (UIKit's values for a phone): nothing above and below,
    /// 16 points at the sides, 20 once the window is 414 points wide or more (the larger iPhones,
    /// and a desktop window, which Segue treats as regular width). Do not override it; set
    /// `viewRespectsSystemMinimumLayoutMargins` to false to lay out from the root view's own margins.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let width = viewIfLoaded?.window?.bounds.width ?? UIScreen.main.bounds.width
        let side: CGFloat = width >= 414 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}

import Foundation

/// The insets of the scroll indicators, kept as UIKit keeps them so code that sets them alongside
/// `contentInset` compiles and reads back what it set. Segue draws no scroll indicators, so they
/// move nothing on screen (as `showsVerticalScrollIndicator` does nothing).
extension UIScrollView {
    /// The vertical indicator's insets.
    public var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { indicatorInsets.vertical }
        set { indicatorInsets.vertical = newValue }
    }

    /// The horizontal indicator's insets.
    public var horizontalScrollIndicatorInsets: UIEdgeInsets {
        get { indicatorInsets.horizontal }
        set { indicatorInsets.horizontal = newValue }
    }

    /// Both indicators' insets (deprecated in iOS 13 but still widely used; not marked so here, so ported code builds without warnings): setting it sets both,
    /// reading it reads the vertical one, as in UIKit.
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { indicatorInsets.vertical }
        set { indicatorInsets = ScrollIndicatorInsets(vertical: newValue, horizontal: newValue) }
    }
}

/// The two indicators' insets a scroll view stores.
struct ScrollIndicatorInsets {
    var vertical = UIEdgeInsets.zero
    var horizontal = UIEdgeInsets.zero
}

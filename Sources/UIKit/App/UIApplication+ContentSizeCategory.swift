import Foundation

extension UIContentSizeCategory {
    /// Posted by the application when `preferredContentSizeCategory` changes, with the new category
    /// under `newValueUserInfoKey`.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

/// The reader's text size. On iOS it is the Settings app's, read-only to apps; Segue has no such
/// setting, so the application's is settable (a Segue addition, for demos and tests): every view
/// and controller hears `traitCollectionDidChange(_:)`, views that adjust their fonts re-scale
/// them, and `UIContentSizeCategory.didChangeNotification` is posted.
extension UIApplication {
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { UITraitCollection.systemContentSizeCategory }
        set {
            let category = newValue == .unspecified ? .large : newValue
            let old = UITraitCollection.systemContentSizeCategory
            guard category != old else { return }
            UITraitCollection.systemContentSizeCategory = category
            for window in windows { window.contentSizeCategoryDidChange(from: old) }
            NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: self,
                                            userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
        }
    }
}

extension UIView {
    /// Tells this view, its controller and its subviews that the text size changed from `old`, and
    /// has it measure and draw again.
    func contentSizeCategoryDidChange(from old: UIContentSizeCategory) {
        let now = traitCollection
        let previous = UITraitCollection(userInterfaceStyle: now.userInterfaceStyle, userInterfaceLevel: now.userInterfaceLevel,
                                         preferredContentSizeCategory: old)
        now.performAsCurrent {
            traitCollectionDidChange(previous)
            owningViewController?.traitCollectionDidChange(previous)
        }
        setNeedsLayout()
        layer.invalidateContent()
        for subview in subviews { subview.contentSizeCategoryDidChange(from: old) }
    }
}

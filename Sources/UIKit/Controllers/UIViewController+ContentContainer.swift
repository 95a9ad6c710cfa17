import Foundation

/// How a controller tells its own container that its `preferredContentSize` changed (the overridable
/// `UIContentContainer` methods are in the class body, where subclasses can override them).
extension UIViewController {
    /// Tells the container this controller's preferred size changed: its parent, or when it is the
    /// presented controller itself, its presentation controller (UIKit's order).
    func preferredContentSizeChanged() {
        if let parent {
            parent.preferredContentSizeDidChange(forChildContentContainer: self)
        } else if presentingStorage != nil, let presentation = presentationStorage {
            presentation.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }
}

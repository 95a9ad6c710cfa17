import Foundation

/// What a container asks of the content it holds (UIKit's `UIContentContainer`): its preferred size
/// and the calls that tell a container its content's size wishes changed, and the call before the
/// window changes size.
///
/// `UIViewController` and `UIPresentationController` conform, as in UIKit. Segue makes the calls
/// UIKit makes:
/// - `viewWillTransition(to:with:)` on every window's root controller when the X window is resized;
///   controllers pass it on to their children and presented controllers (through the presentation
///   controller).
/// - `preferredContentSizeDidChange(forChildContentContainer:)` when a controller's
///   `preferredContentSize` changes: on its parent, or, for a presented controller, on its
///   presentation controller — the hook sheet libraries use to resize a sheet to its content.
/// - `systemLayoutFittingSizeDidChange(forChildContentContainer:)` and
///   `size(forChildContentContainer:withParentContainerSize:)` are for containers to call and
///   override; Segue's own containers do not ask them.
/// - `willTransition(to:with:)` (a new trait collection) is never called: Segue's size classes do not
///   change with the window, and appearance changes come through `traitCollectionDidChange(_:)`.
@MainActor
public protocol UIContentContainer: AnyObject {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer)
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}
extension UIPresentationController: UIContentContainer {}

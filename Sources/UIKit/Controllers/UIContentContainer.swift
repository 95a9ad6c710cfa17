import Foundation

/// What a container asks of the content it holds (UIKit's `UIContentContainer`): its preferred size,
/// and the call before the window changes size. `UIViewController` conforms; Segue calls
/// `viewWillTransition(to:with:)` on every window's root controller when the X window is resized,
/// and the controllers pass it on to their children and presented controllers.
@MainActor
public protocol UIContentContainer: AnyObject {
    var preferredContentSize: CGSize { get }
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}

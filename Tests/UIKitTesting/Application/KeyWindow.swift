import UIKit

/// A window at the screen's origin, `size` large, showing `root` (when given), made key and visible
/// in the shared application: the window every stage of the headless suites starts from.
///
/// The root is set before the window is shown, as an app's delegate does, so the root's view is
/// loaded and gets its appearance callbacks as the window appears.
public func makeKeyWindow(size: CGSize, root: UIViewController? = nil, backgroundColor: UIColor? = nil) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    if let backgroundColor { window.backgroundColor = backgroundColor }
    if let root { window.rootViewController = root }
    window.makeKeyAndVisible()
    return window
}

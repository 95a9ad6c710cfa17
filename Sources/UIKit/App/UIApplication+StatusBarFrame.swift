import Foundation

/// Where the status bar is, as iOS code before `UIStatusBarManager` asks it (deprecated in iOS 13,
/// still common in presentation code that keeps a card clear of the bar).
extension UIApplication {
    /// The status bar's frame in screen coordinates: the emulated iPhone's bar across the top of the
    /// screen, zero while the deciding controller hides it (as iOS reports a hidden bar) and on a
    /// desktop window, which has no status bar.
    public var statusBarFrame: CGRect {
        guard let chrome = deviceChrome else { return .zero }
        let hidden = keyWindow?.rootViewController?.statusBarAppearance.hidden ?? false
        if hidden { return .zero }
        return CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: chrome.device.statusBarHeight)
    }
}

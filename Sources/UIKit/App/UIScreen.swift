import Foundation

/// The display. In Segue the "screen" is the host window: its bounds follow the window's size, so a
/// layout written against `UIScreen.main.bounds` fills the window.
@MainActor
public final class UIScreen {
    public static let main = UIScreen()

    public internal(set) var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    public var scale: CGFloat { 1 }
    public var nativeScale: CGFloat { 1 }
    /// The refresh rate the application paces its frames to (the display's, 60 where unknown).
    public internal(set) var maximumFramesPerSecond = 60
    /// The iPhone the window stands in for (Segue addition), set before the application starts;
    /// nil for a plain desktop window, whose screen has no unsafe edges.
    public var emulatedDevice: EmulatedDevice?
    /// The screen's own safe area: the emulated device's, zero without one. Windows start their
    /// views' safe areas from it.
    public var safeAreaInsets: UIEdgeInsets { emulatedDevice?.safeAreaInsets ?? .zero }
}

/// The screen's traits are the system's appearance: light in Segue (the X11 side has no system dark
/// mode to follow); a window or controller overrides it.
extension UIScreen: UITraitEnvironment {
    public var traitCollection: UITraitCollection { .resolved(.light) }
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

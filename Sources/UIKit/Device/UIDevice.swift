import Foundation

/// The device the app runs on (UIKit's `UIDevice`). Segue stands in for an iPhone, so code that
/// branches on the device takes its iPhone path: `UIDevice.current.userInterfaceIdiom == .phone`.
@MainActor
public final class UIDevice {
    /// The one device.
    public static let current = UIDevice()

    /// "iPhone", what iOS 16 and later answer without the user-assigned-name entitlement.
    public let name = "iPhone"
    /// "iPhone".
    public let model = "iPhone"
    /// "iPhone".
    public let localizedModel = "iPhone"
    /// "iOS".
    public let systemName = "iOS"
    /// The iOS release whose look and timing Segue follows.
    public let systemVersion = "18.0"
    /// `.phone`.
    public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    /// `.portrait`: Segue's window has no physical orientation.
    public let orientation = UIDeviceOrientation.portrait
    /// True, as on every iPhone since iOS 4.
    public let isMultitaskingSupported = true

    private init() {}
}

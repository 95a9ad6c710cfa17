import Foundation

/// An iPhone Segue's window can stand in for (`segue demo --device iphone-15`, `SEGUE_DEVICE`): the
/// screen's size in points, the insets the hardware keeps content out of, and what the system draws
/// over every app on it (status bar, Dynamic Island, home indicator). Segue addition: on iOS the
/// device is the hardware.
///
/// ```swift
/// UIScreen.main.emulatedDevice = .named("iphone-15")   // before UIApplication starts
/// ```
public struct EmulatedDevice: Equatable, Sendable, CustomStringConvertible {
    /// The name the option takes, lower case with dashes: "iphone-15".
    public let id: String
    /// The marketing name: "iPhone 15".
    public let name: String
    /// The screen in points, portrait.
    public let size: CGSize
    /// The screen's safe area in portrait: the status bar (or sensor housing) at the top, the home
    /// indicator at the bottom.
    public let safeAreaInsets: UIEdgeInsets
    /// The radius of the display's rounded corners; 0 for a square screen.
    public let displayCornerRadius: CGFloat
    /// Whether the status bar sits either side of a Dynamic Island.
    public let hasDynamicIsland: Bool

    public var description: String {
        "\(id) (\(name), \(Int(size.width))x\(Int(size.height)) pt)"
    }

    /// Whether the system draws a home indicator: phones without a home button.
    public var hasHomeIndicator: Bool { safeAreaInsets.bottom > 0 }

    /// The status bar's height: the top safe-area inset.
    public var statusBarHeight: CGFloat { safeAreaInsets.top }

    // Values from Apple's device specifications (points) and the safe areas iOS reports in portrait.
    public static let iPhone15 = EmulatedDevice(
        id: "iphone-15", name: "iPhone 15", size: CGSize(width: 393, height: 852),
        safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), displayCornerRadius: 55,
        hasDynamicIsland: true)
    public static let iPhone15ProMax = EmulatedDevice(
        id: "iphone-15-pro-max", name: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932),
        safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), displayCornerRadius: 55,
        hasDynamicIsland: true)
    public static let iPhoneSE = EmulatedDevice(
        id: "iphone-se", name: "iPhone SE (3rd generation)", size: CGSize(width: 375, height: 667),
        safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), displayCornerRadius: 0,
        hasDynamicIsland: false)

    /// Every device Segue knows, in the order `--device list` prints them.
    public static let all: [EmulatedDevice] = [.iPhone15, .iPhone15ProMax, .iPhoneSE]

    /// The device called `id` (case-insensitive), or an error listing the known names.
    public static func named(_ id: String) throws(UnknownDevice) -> EmulatedDevice {
        let wanted = id.trimmingCharacters(in: .whitespaces).lowercased()
        guard let device = all.first(where: { $0.id == wanted }) else { throw UnknownDevice(name: id) }
        return device
    }

    /// A name that is no known device.
    public struct UnknownDevice: Error, CustomStringConvertible, Sendable {
        public let name: String
        public var description: String {
            "unknown device \"\(name)\"; known devices: \(EmulatedDevice.all.map(\.id).joined(separator: ", "))"
        }
    }
}

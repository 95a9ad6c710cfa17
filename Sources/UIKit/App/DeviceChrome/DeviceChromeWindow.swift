import Foundation

/// What iOS draws over every app on an emulated iPhone (`UIScreen.main.emulatedDevice`): the status
/// bar (time, Dynamic Island, signal, Wi-Fi, battery), the home indicator, and the display's rounded
/// corners. Built from Segue's own views in a window that is never key and never in
/// `UIApplication.windows`: the application draws it after all of its windows, so nothing the app
/// shows can cover it, and it takes no input.
///
/// Each frame it asks the app's controllers how the status bar should look (the controller that
/// decides it by UIKit's rules, `UIViewController+StatusBar.swift`): hidden by `prefersStatusBarHidden`,
/// dark or light by `preferredStatusBarStyle` (`.default` follows the appearance: dark content in
/// light mode, light content in dark mode).
final class DeviceChromeWindow: UIWindow {
    let device: EmulatedDevice
    let statusBar: StatusBarView
    let homeIndicator = UIView()
    private var corners: [DisplayCornerView] = []

    /// The home indicator: 134 × 5 points, 8 above the bottom edge.
    static let homeIndicatorSize = CGSize(width: 134, height: 5)
    static let homeIndicatorBottomGap: CGFloat = 8

    init(device: EmulatedDevice) {
        self.device = device
        statusBar = StatusBarView(device: device)
        super.init(frame: CGRect(origin: .zero, size: device.size))
        backgroundColor = .clear
        isUserInteractionEnabled = false
        accessibilityIdentifier = "segue.device-chrome"
        addSubview(statusBar)
        homeIndicator.layer.cornerRadius = Self.homeIndicatorSize.height / 2
        homeIndicator.isHidden = !device.hasHomeIndicator
        addSubview(homeIndicator)
        if device.displayCornerRadius > 0 {
            corners = DisplayCornerView.Corner.allCases.map { DisplayCornerView(corner: $0, radius: device.displayCornerRadius) }
            for c in corners { addSubview(c) }
        }
    }

    /// The chrome's content colour now: dark glyphs (on light content) or light ones.
    private(set) var showsLightContent = false

    /// Brings the chrome up to date with the app's windows and controllers; cheap when nothing
    /// changed (setters run only for a difference).
    func refresh(appWindows: [UIWindow], screenBounds: CGRect) {
        if frame != screenBounds { frame = screenBounds }
        let b = bounds
        let barFrame = CGRect(x: 0, y: 0, width: b.width, height: device.statusBarHeight)
        if statusBar.frame != barFrame { statusBar.frame = barFrame }
        let pill = Self.homeIndicatorSize
        let pillFrame = CGRect(x: ((b.width - pill.width) / 2).rounded(), y: b.height - Self.homeIndicatorBottomGap - pill.height,
                               width: pill.width, height: pill.height)
        if homeIndicator.frame != pillFrame { homeIndicator.frame = pillFrame }
        for c in corners { c.place(in: b) }

        let window = appWindows.last { $0.isKeyWindow && !$0.isHidden } ?? appWindows.last { !$0.isHidden }
        let root = window?.rootViewController
        let appearance = root?.statusBarAppearance
        let dark = (root?.traitCollection ?? window?.traitCollection)?.userInterfaceStyle == .dark
        let light: Bool
        switch appearance?.style ?? .default {
        case .default: light = dark
        case .lightContent: light = true
        case .darkContent: light = false
        }
        let hidden = appearance?.hidden ?? false
        if statusBar.isHidden != hidden { statusBar.isHidden = hidden }
        if showsLightContent != light || statusBar.contentColor == nil {
            showsLightContent = light
            statusBar.contentColor = light ? .white : .black
        }
        // The home indicator follows the appearance: dark on light content, light on dark.
        let pillColor: UIColor = dark ? UIColor(white: 1, alpha: 0.9) : UIColor(white: 0, alpha: 0.9)
        if homeIndicator.backgroundColor?.cgColor != pillColor.cgColor { homeIndicator.backgroundColor = pillColor }
        layoutIfNeeded()
    }
}

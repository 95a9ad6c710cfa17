@testable import UIKit
import Foundation
import UIKitTesting

/// Runs `body` with an application whose screen is the emulated `device` (set before the application
/// is made, as `--device` sets it), then puts the process-wide state back.
@MainActor
func withPhone(_ device: EmulatedDevice = .iPhone15, _ body: (UIApplication) throws -> Void) rethrows {
    try withRestoredApplicationState {
        UIScreen.main.emulatedDevice = device
        let app = UIApplication(platform: RecordingPlatform(windowSize: device.size), clock: VirtualFrameClock())
        try body(app)
    }
}

/// A controller whose root view is a plain view of a known colour, recording the safe-area callbacks.
final class InsetsRecordingController: UIViewController {
    var log: [String] = []
    var style: UIStatusBarStyle = .default
    var hidesStatusBar = false
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidesStatusBar }
    override func loadView() {
        let v = InsetsRecordingView(frame: UIScreen.main.bounds)
        v.onChange = { [unowned self, unowned v] in log.append("view.safeAreaInsetsDidChange \(edges(v.safeAreaInsets))") }
        view = v
    }
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        log.append("viewSafeAreaInsetsDidChange \(edges(view.safeAreaInsets))")
    }
    override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
}

final class InsetsRecordingView: UIView {
    var onChange: (() -> Void)?
    var changes = 0
    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        changes += 1
        onChange?()
    }
}

/// "top left bottom right" in whole points, for logs.
func edges(_ i: UIEdgeInsets) -> String { "\(Int(i.top)) \(Int(i.left)) \(Int(i.bottom)) \(Int(i.right))" }

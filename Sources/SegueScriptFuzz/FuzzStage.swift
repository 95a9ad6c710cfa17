import Foundation
import SegueTools
import UIKit

/// A headless application for the fuzz harness's player: a 400×300 key window holding a button
/// titled "Present" and a label "Close", so that some scripted taps find their target and others
/// fail as they would against a real scene. Frames are never run — the harness plays scripts, it
/// does not test UIKit — so nothing ever animates and `wait until idle` passes at once.
final class FuzzStage {
    /// One for the whole process: making an application installs it as `UIApplication.shared`.
    static let shared = FuzzStage()

    let app: UIApplication
    private let window: UIWindow

    private init() {
        app = UIApplication(platform: HeadlessPlatform(windowSize: CGSize(width: 400, height: 300)))
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let button = UIButton(type: .system)
        button.setTitle("Present", for: .normal)
        button.frame = CGRect(x: 100, y: 84, width: 200, height: 44)
        let label = UILabel(frame: CGRect(x: 100, y: 200, width: 200, height: 30))
        label.text = "Close"
        label.accessibilityIdentifier = "close"
        window.addSubview(button)
        window.addSubview(label)
        window.makeKeyAndVisible()
        app.renderNow()
    }
}

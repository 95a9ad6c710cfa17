@testable import UIKit
import Foundation
import SegueTools
import Testing

extension SharedState {
    /// An input script taps an alert's actions by their titles, as it taps any button.
    @Suite struct AlertTapPlaybackTests {
        @Test func tapByTitleChoosesAnAlertAction() throws {
            try withPlaybackStage { stage in
                // Precondition: an action sheet whose Discard action counts its runs, presented
                // over a root controller whose own button is also titled "Discard".
                let root = UIViewController()
                stage.window.rootViewController = root
                let underneath = UIButton(type: .system)
                underneath.setTitle("Discard", for: .normal)
                underneath.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
                root.view.addSubview(underneath)
                var discarded = 0
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in discarded += 1 })
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                root.present(sheet, animated: true)

                // Action: wait for the sheet to slide in, tap Discard, wait for it to go.
                let player = try stage.play("wait 0.5s\ntap \"Discard\"\nwait 0.5s")

                // Assertion: the sheet's action ran once, after the sheet left; the tap landed on
                // the sheet's button (its centre), not on the one underneath.
                #expect(player.failure == nil)
                #expect(discarded == 1)
                #expect(root.presentedViewController == nil)
                let down = stage.sent.first { if case .pointerDown = $0 { true } else { false } }
                guard case .pointerDown(let point, _, _) = down else {
                    Issue.record("no press was sent")
                    return
                }
                #expect(point.y > 150, "pressed at \(point)")
            }
        }
    }
}

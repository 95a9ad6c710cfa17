@testable import UIKit
import Foundation
import SegueTools
import Testing

extension SharedState {
    /// Taps find their view when they are due — by accessibility identifier, then by a label's text or
    /// a button's title — and press its centre in window coordinates; a missing view stops playback
    /// with the script's position.
    @Suite struct TapPlaybackTests {
        /// A button titled `title` at (60, 200, 120, 44) inside a container at (30, 40): its centre is
        /// (150, 262) in the window. Returns the button and a counter of its touch-up-inside actions.
        private func addButton(_ title: String, id: String? = nil, to stage: PlaybackStage) -> (UIButton, () -> Int) {
            let container = UIView(frame: CGRect(x: 30, y: 40, width: 300, height: 250))
            stage.window.addSubview(container)
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.accessibilityIdentifier = id
            button.frame = CGRect(x: 60, y: 200, width: 120, height: 44)
            var fired = 0
            button.addAction(UIAction { _ in fired += 1 }, for: .touchUpInside)
            container.addSubview(button)
            return (button, { fired })
        }

        @Test func tapByIdentifierFiresTheButtonAtItsCentre() throws {
            try withPlaybackStage { stage in
                // Precondition
                let (_, fired) = addButton("Present", id: "present-button", to: stage)
                // Action
                let player = try stage.play("tap id \"present-button\"")
                // Assertion
                #expect(fired() == 1)
                #expect(player.failure == nil)
                #expect(stage.sent == [.pointerDown(CGPoint(x: 150, y: 262), button: 1, time: 0),
                                       .pointerUp(CGPoint(x: 150, y: 262), button: 1, time: 0.05)])
            }
        }

        @Test func tapByTitleFiresTheButton() throws {
            try withPlaybackStage { stage in
                // Precondition
                let (_, fired) = addButton("Present", to: stage)
                // Action
                try stage.play("tap label \"Present\"\nwait 0.5s\ntap \"Present\"")
                // Assertion: both forms find it; the wait keeps the two taps from making a double tap.
                #expect(fired() == 2)
            }
        }

        @Test func tapByLabelTextPressesTheLabel() throws {
            try withPlaybackStage { stage in
                // Precondition: a card whose tap recognizer fires when its label is tapped.
                let card = UIView(frame: CGRect(x: 200, y: 20, width: 180, height: 100))
                let label = UILabel(frame: CGRect(x: 10, y: 60, width: 100, height: 30))
                label.text = "Open card"
                card.addSubview(label)
                stage.window.addSubview(card)
                var taps = 0
                let tap = UITapGestureRecognizer()
                tap.addAction { g in if g.state == .ended { taps += 1 } }
                card.addGestureRecognizer(tap)
                // Action
                try stage.play("tap \"Open card\"")
                // Assertion: pressed at the label's centre, (200 + 60, 20 + 75).
                #expect(taps == 1)
                #expect(stage.sent.first == .pointerDown(CGPoint(x: 260, y: 95), button: 1, time: 0))
            }
        }

        @Test func anIdentifierWinsOverATitle() throws {
            try withPlaybackStage { stage in
                // Precondition: one button titled "Close", another identified "Close".
                let (_, titled) = addButton("Close", to: stage)
                let other = UIButton(type: .system)
                other.setTitle("×", for: .normal)
                other.accessibilityIdentifier = "Close"
                other.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
                var otherFired = 0
                other.addAction(UIAction { _ in otherFired += 1 }, for: .touchUpInside)
                stage.window.addSubview(other)
                // Action
                try stage.play("tap \"Close\"")
                // Assertion
                #expect(otherFired == 1)
                #expect(titled() == 0)
            }
        }

        @Test func theTargetIsFoundWhenTheTapIsDue() throws {
            try withPlaybackStage { stage in
                // Precondition: the button appears only after 0.2 s.
                var fired = 0
                var button: UIButton?
                // Action
                try stage.play("wait 0.3s\ntap \"Later\"") { t in
                    guard t >= 0.2, button == nil else { return }
                    let b = UIButton(type: .system)
                    b.setTitle("Later", for: .normal)
                    b.frame = CGRect(x: 300, y: 200, width: 80, height: 40)
                    b.addAction(UIAction { _ in fired += 1 }, for: .touchUpInside)
                    stage.window.addSubview(b)
                    button = b
                }
                // Assertion
                #expect(fired == 1)
            }
        }

        @Test func aMissingTargetStopsPlaybackAtItsLine() throws {
            try withPlaybackStage { stage in
                // Precondition: a hidden button is not a target either.
                let (button, fired) = addButton("Nope", to: stage)
                button.isHidden = true
                // Action
                let player = try stage.play("key escape\n  tap \"Nope\"\nkey return", file: "missing.txt")
                // Assertion: the escape went out; nothing after the tap did.
                #expect(player.isFinished)
                #expect(player.failure == ScriptPlaybackError(
                    file: "missing.txt", line: 2, column: 3,
                    message: "tap: no visible view with accessibility identifier or label \"Nope\" in the key window"))
                #expect(player.failure?.description.hasPrefix("missing.txt:2:3: tap: no visible view") == true)
                #expect(stage.sent.count == 2)
                #expect(fired() == 0)
            }
        }

        @Test func tapByTitleSelectsATabBarItem() throws {
            try withPlaybackStage { stage in
                // Precondition: a tab bar controller with Home and Inbox as the window's root.
                let home = UIViewController()
                home.title = "Home"
                let inbox = UIViewController()
                inbox.title = "Inbox"
                let tabs = UITabBarController()
                tabs.viewControllers = [home, inbox]
                stage.window.rootViewController = tabs
                stage.app.renderNow()
                // Action
                let player = try stage.play("tap \"Inbox\"")
                // Assertion: the item's middle was pressed — (300, 275.5) in the 400×300 window,
                // whose bar is 251…300 — and Inbox is selected.
                #expect(player.failure == nil)
                #expect(stage.sent.first == .pointerDown(CGPoint(x: 300, y: 275.5), button: 1, time: 0))
                #expect(tabs.selectedViewController === inbox)
            }
        }
    }
}

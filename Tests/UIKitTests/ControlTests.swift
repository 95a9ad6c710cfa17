@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// UIControl tracking and UIButton looks, driven by synthetic UITouch objects delivered straight to
// touchesBegan / Moved / Ended / Cancelled.

/// The names of the control events that fired, in order.
private final class EventLog {
    var names: [String] = []

    /// Registers one action per event of interest on `control`, each logging its event's name.
    func observe(_ control: UIControl) {
        let events: [(String, UIControl.Event)] = [
            ("touchDown", .touchDown), ("touchDragInside", .touchDragInside),
            ("touchDragOutside", .touchDragOutside), ("touchDragEnter", .touchDragEnter),
            ("touchDragExit", .touchDragExit), ("touchUpInside", .touchUpInside),
            ("touchUpOutside", .touchUpOutside), ("touchCancel", .touchCancel),
            ("primaryActionTriggered", .primaryActionTriggered),
        ]
        for (name, event) in events {
            control.addAction(UIAction { [unowned self] _ in self.names.append(name) }, for: event)
        }
    }
}

/// A finger on a control: positions are given in the control's own coordinates.
private struct Finger {
    let control: UIControl
    let touch: UITouch

    init(pressing control: UIControl, at point: CGPoint) {
        self.control = control
        touch = UITouch(location: control.convert(point, to: nil), timestamp: 1, phase: .began,
                        view: control, window: control.window)
        control.touchesBegan([touch], with: nil)
    }

    func move(to point: CGPoint) {
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = control.convert(point, to: nil)
        touch.phase = .moved
        control.touchesMoved([touch], with: nil)
    }

    func lift(at point: CGPoint) {
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = control.convert(point, to: nil)
        touch.phase = .ended
        control.touchesEnded([touch], with: nil)
    }

    func cancel() {
        touch.phase = .cancelled
        control.touchesCancelled([touch], with: nil)
    }
}

extension SharedState {
    @Suite struct ControlTests {
        /// A 120×44 button at (40, 60) inside a container, so its coordinates differ from the root's.
        private func makeButton(_ type: UIButton.ButtonType = .system) -> UIButton {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let button = UIButton(type: type)
            button.frame = CGRect(x: 40, y: 60, width: 120, height: 44)
            container.addSubview(button)
            return button
        }

        // MARK: Tracking

        @Test func highlightedOnlyWhilePressed() {
            // Precondition
            let button = makeButton()
            #expect(!button.isHighlighted)
            // Action / assertion
            let finger = Finger(pressing: button, at: CGPoint(x: 10, y: 10))
            #expect(button.isHighlighted)
            #expect(button.isTracking)
            #expect(button.state == .highlighted)
            finger.lift(at: CGPoint(x: 10, y: 10))
            #expect(!button.isHighlighted)
            #expect(!button.isTracking)
            #expect(button.state == .normal)
        }

        @Test func touchUpInsideFiresOnceOnReleaseInside() {
            // Precondition
            let button = makeButton()
            let log = EventLog()
            log.observe(button)
            // Action: press, wiggle inside, release elsewhere inside.
            let finger = Finger(pressing: button, at: CGPoint(x: 10, y: 10))
            finger.move(to: CGPoint(x: 60, y: 30))
            finger.lift(at: CGPoint(x: 100, y: 30))
            // Assertion
            #expect(log.names == ["touchDown", "touchDragInside", "touchUpInside", "primaryActionTriggered"])
            #expect(log.names.filter { $0 == "touchUpInside" }.count == 1)
        }

        @Test func releaseJustWithinSeventyPointsOutsideStillCountsAsInside() {
            // Precondition
            let button = makeButton()
            let log = EventLog()
            log.observe(button)
            // Action: 69 pt right of the right edge.
            let finger = Finger(pressing: button, at: CGPoint(x: 10, y: 10))
            finger.lift(at: CGPoint(x: 120 + 69, y: 22))
            // Assertion
            #expect(log.names == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        }

        @Test func touchUpOutsideWhenReleasedMoreThanSeventyPointsAway() {
            // Precondition
            let button = makeButton()
            let log = EventLog()
            log.observe(button)
            // Action: 71 pt below the bottom edge.
            let finger = Finger(pressing: button, at: CGPoint(x: 10, y: 10))
            finger.lift(at: CGPoint(x: 60, y: 44 + 71))
            // Assertion
            #expect(log.names == ["touchDown", "touchUpOutside"])
            #expect(!button.isHighlighted)
        }

        @Test func draggingOutAndBackExitsAndReentersOnce() {
            // Precondition
            let button = makeButton()
            let log = EventLog()
            log.observe(button)
            let finger = Finger(pressing: button, at: CGPoint(x: 10, y: 10))
            log.names = []
            // Action / assertion: 200 pt left of the button.
            finger.move(to: CGPoint(x: -200, y: 10))
            #expect(log.names == ["touchDragExit", "touchDragOutside"])
            #expect(!button.isHighlighted)
            finger.move(to: CGPoint(x: -210, y: 10))
            #expect(log.names == ["touchDragExit", "touchDragOutside", "touchDragOutside"])
            finger.move(to: CGPoint(x: 5, y: 5))
            #expect(log.names.suffix(2) == ["touchDragEnter", "touchDragInside"])
            #expect(button.isHighlighted)
        }

        @Test func disabledButtonSendsNothingAndIsNotHighlighted() {
            // Precondition
            let button = makeButton()
            let log = EventLog()
            log.observe(button)
            button.isEnabled = false
            // Action
            let finger = Finger(pressing: button, at: CGPoint(x: 10, y: 10))
            #expect(!button.isHighlighted)
            finger.lift(at: CGPoint(x: 10, y: 10))
            // Assertion
            #expect(log.names.isEmpty)
            #expect(button.state == .disabled)
        }

        @Test func cancelledTouchSendsTouchCancelAndUnhighlights() {
            // Precondition
            let button = makeButton()
            let log = EventLog()
            log.observe(button)
            // Action
            let finger = Finger(pressing: button, at: CGPoint(x: 10, y: 10))
            finger.cancel()
            // Assertion
            #expect(log.names == ["touchDown", "touchCancel"])
            #expect(!button.isHighlighted)
            #expect(!button.isTracking)
        }

        // MARK: Per-state looks

        @Test func perStateTitlesFallBackToNormal() {
            // Precondition
            let button = makeButton()
            button.setTitle("Go", for: .normal)
            button.setTitle("Going", for: .highlighted)
            #expect(button.titleLabel?.text == "Go")
            #expect(button.title(for: .selected) == "Go")
            // Action / assertion: the label shows the title of the current state.
            let finger = Finger(pressing: button, at: CGPoint(x: 10, y: 10))
            #expect(button.titleLabel?.text == "Going")
            #expect(button.currentTitle == "Going")
            finger.lift(at: CGPoint(x: 10, y: 10))
            #expect(button.titleLabel?.text == "Go")
        }

        @Test func systemButtonTitleIsTintAndFadesToOneFifthWhileHighlighted() {
            // Precondition: a system button's title takes the inherited tint.
            let button = makeButton(.system)
            button.setTitle("Go", for: .normal)
            #expect(button.currentTitleColor == UIColor.systemBlue)
            // Action
            button.isHighlighted = true
            // Assertion: same hue, alpha 0.2, also on the label that draws it.
            let c = button.currentTitleColor.cgColor
            #expect(isClose(c.alpha, 0.2))
            #expect(c.red == UIColor.systemBlue.cgColor.red && c.blue == UIColor.systemBlue.cgColor.blue)
            #expect(button.titleLabel?.textColor == button.currentTitleColor)
            // Changing the tint recolours it.
            button.isHighlighted = false
            button.tintColor = .systemRed
            #expect(button.titleLabel?.textColor == UIColor.systemRed)
        }

        @Test func systemButtonTitleIsFifteenPointRegularAndGreyWhenDisabled() {
            // Precondition: a system button with a title and no colours of its own.
            let button = makeButton(.system)
            button.setTitle("Open", for: .normal)
            // Assertion: UIKit's default title font, the system font at 15 pt regular, in systemBlue.
            #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 15))
            #expect(button.currentTitleColor == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
            // Action
            button.isEnabled = false
            // Assertion: grey (tertiaryLabel), not a paler blue.
            #expect(button.currentTitleColor == UIColor.tertiaryLabel)
            #expect(button.titleLabel?.textColor == UIColor.tertiaryLabel)
        }

        @Test func customButtonUsesItsPerStateColoursWithoutFading() {
            // Precondition
            let button = makeButton(.custom)
            #expect(button.currentTitleColor == UIColor.white)
            button.setTitleColor(.systemRed, for: .normal)
            #expect(button.currentTitleColor == UIColor.systemRed)
            // Action / assertion: highlighted without its own colour keeps the normal one…
            button.isHighlighted = true
            #expect(button.currentTitleColor == UIColor.systemRed)
            // …and with its own colour uses it.
            button.setTitleColor(.systemGreen, for: .highlighted)
            #expect(button.currentTitleColor == UIColor.systemGreen)
            #expect(button.titleLabel?.textColor == UIColor.systemGreen)
            // A disabled colour wins when disabled.
            button.isHighlighted = false
            button.setTitleColor(.systemGray, for: .disabled)
            button.isEnabled = false
            #expect(button.titleLabel?.textColor == UIColor.systemGray)
        }

        @Test func perStateBackgroundColourFollowsHighlight() {
            // Precondition
            let button = makeButton(.custom)
            button.setBackgroundColor(.systemBlue, for: .normal)
            button.setBackgroundColor(.systemIndigo, for: .highlighted)
            #expect(button.backgroundColor == UIColor.systemBlue)
            // Action / assertion
            let finger = Finger(pressing: button, at: CGPoint(x: 10, y: 10))
            #expect(button.backgroundColor == UIColor.systemIndigo)
            finger.lift(at: CGPoint(x: 10, y: 10))
            #expect(button.backgroundColor == UIColor.systemBlue)
        }

        @Test func sizeThatFitsIsTheTitlePlusContentInsets() {
            withTextMeasurer(FixedTextMeasurer(advance: 0.5)) {
                // Precondition: "Go" at the 15 pt button font is 15 pt wide and 18 pt tall.
                let button = makeButton(.custom)
                button.setTitle("Go", for: .normal)
                // Action / assertion: default insets 12 left and right, 6 top and bottom.
                #expect(button.sizeThatFits(.zero) == CGSize(width: 39, height: 30))
                button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
                #expect(button.sizeThatFits(.zero) == CGSize(width: 21, height: 22))
            }
        }

        // MARK: Actions

        @Test func removeActionStopsItFiring() {
            // Precondition
            let button = makeButton()
            var fired = 0
            let action = UIAction { _ in fired += 1 }
            button.addAction(action, for: .touchUpInside)
            // Action
            button.removeAction(action, for: .touchUpInside)
            Finger(pressing: button, at: CGPoint(x: 10, y: 10)).lift(at: CGPoint(x: 10, y: 10))
            // Assertion
            #expect(fired == 0)
        }

        @Test func removeActionForOneEventKeepsItForTheOthers() {
            // Regression: removal only matched an identical event set, so an action added for
            // [.touchDown, .touchUpInside] could not be removed for .touchDown alone.
            let button = makeButton()
            var fired: [String] = []
            let action = UIAction { _ in fired.append("fired") }
            button.addAction(action, for: [.touchDown, .touchUpInside])
            // Action
            button.removeAction(action, for: .touchDown)
            let finger = Finger(pressing: button, at: CGPoint(x: 10, y: 10))
            // Assertion: not on touch down, still on touch up inside.
            #expect(fired.isEmpty)
            finger.lift(at: CGPoint(x: 10, y: 10))
            #expect(fired == ["fired"])
        }

        @Test func removeActionByIdentifier() {
            // Precondition
            let button = makeButton()
            var fired = 0
            button.addAction(UIAction(identifier: UIAction.Identifier("count")) { _ in fired += 1 }, for: .touchUpInside)
            // Action
            button.removeAction(identifiedBy: UIAction.Identifier("count"), for: .touchUpInside)
            Finger(pressing: button, at: CGPoint(x: 10, y: 10)).lift(at: CGPoint(x: 10, y: 10))
            // Assertion
            #expect(fired == 0)
        }

        @Test func addingAnActionWithTheSameIdentifierReplacesTheEarlierOne() {
            // Regression: UIKit uniques actions by identifier; both used to fire.
            let button = makeButton()
            var fired: [String] = []
            let id = UIAction.Identifier("save")
            button.addAction(UIAction(identifier: id) { _ in fired.append("old") }, for: .touchUpInside)
            // Action
            button.addAction(UIAction(identifier: id) { _ in fired.append("new") }, for: .touchUpInside)
            Finger(pressing: button, at: CGPoint(x: 10, y: 10)).lift(at: CGPoint(x: 10, y: 10))
            // Assertion
            #expect(fired == ["new"])
        }

        @Test func theSameActionMayServeSeveralEvents() {
            // Precondition: one action added for two events, separately.
            let button = makeButton()
            var fired: [String] = []
            let action = UIAction { _ in fired.append("fired") }
            button.addAction(action, for: .touchDown)
            button.addAction(action, for: .touchUpInside)
            // Action
            Finger(pressing: button, at: CGPoint(x: 10, y: 10)).lift(at: CGPoint(x: 10, y: 10))
            // Assertion
            #expect(fired == ["fired", "fired"])
        }

        @Test func actionSeesTheControlAsSender() {
            // Precondition
            let button = makeButton()
            var sender: AnyObject?
            button.addAction(UIAction { action in sender = action.sender }, for: .touchUpInside)
            // Action
            Finger(pressing: button, at: CGPoint(x: 10, y: 10)).lift(at: CGPoint(x: 10, y: 10))
            // Assertion
            #expect(sender === button)
        }

        @Test func primaryActionInitialiserSetsTitleAndFiresOnTap() {
            // Precondition
            var fired = 0
            let button = UIButton(type: .system, primaryAction: UIAction(title: "Present") { _ in fired += 1 })
            button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
            #expect(button.currentTitle == "Present")
            // Action
            Finger(pressing: button, at: CGPoint(x: 10, y: 10)).lift(at: CGPoint(x: 10, y: 10))
            // Assertion
            #expect(fired == 1)
        }
    }
}

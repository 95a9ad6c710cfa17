@testable import UIKit
import Testing
import UIKitTesting

/// Target-action with method references in place of selectors: each action shape, the weak target,
/// removal, and a sender type that does not fit.
/// A controller wiring its recognizer and button the way a port of iOS code does: `Self.handlePan`
/// where iOS writes `#selector(handlePan(_:))`.
private class PortedScreen {
    var log: [String] = []
    let pan: UIPanGestureRecognizer
    let button = UIButton(type: .system)
    let item: UIBarButtonItem

    init() {
        pan = UIPanGestureRecognizer()
        item = UIBarButtonItem()
        pan.addTarget(self, action: Self.handlePan)
        button.addTarget(self, action: Self.tapped, for: .touchUpInside)
    }

    func wireItem() -> UIBarButtonItem {
        UIBarButtonItem(title: "Edit", style: .plain, target: self, action: Self.edit)
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) { log.append("\(type(of: self)).pan:\(recognizer.state)") }
    func tapped() { log.append("tapped") }
    func edit(_ sender: Any) { log.append("edit") }
}

private final class PortedSubscreen: PortedScreen {}

@Suite struct TargetActionTests {
    /// A target whose actions log what they were called with.
    private final class Handler {
        var log: [String] = []
        func noArgument() { log.append("none") }
        func pan(_ recognizer: UIPanGestureRecognizer) { log.append("pan:\(recognizer.state)") }
        func anyRecognizer(_ recognizer: UIGestureRecognizer) { log.append("recognizer:\(recognizer.state)") }
        func anything(_ sender: Any) { log.append("any:\(type(of: sender))") }
        func tapped(_ sender: UIButton) { log.append("button:\(sender.tag)") }
        func tap(_ recognizer: UITapGestureRecognizer) { log.append("tap") }
        func item(_ sender: UIBarButtonItem) { log.append("item:\(sender.title ?? "")") }
    }

    @Test func everyActionShapeRunsOnARecognizersStateChanges() {
        // Precondition: a pan recognizer with one action of each shape.
        let handler = Handler()
        let pan = UIPanGestureRecognizer(target: handler, action: Handler.pan)
        pan.addTarget(handler, action: Handler.noArgument)
        pan.addTarget(handler, action: Handler.anyRecognizer)
        pan.addTarget(handler, action: Handler.anything)
        // Action: the gesture begins and ends.
        pan.state = .began
        pan.state = .ended
        // Assertion: each ran at each change, in the order added, with the recognizer as sender.
        #expect(handler.log == ["pan:began", "none", "recognizer:began", "any:UIPanGestureRecognizer",
                                "pan:ended", "none", "recognizer:ended", "any:UIPanGestureRecognizer"])
    }

    @Test func selfSpelledActionsCompileAndRunOnASubclassToo() {
        // Precondition: a ported screen and its subclass, wired with `Self.` actions.
        let screen = PortedScreen(), subscreen = PortedSubscreen()
        // Action
        screen.pan.state = .began
        subscreen.pan.state = .began
        screen.button.sendActions(for: .touchUpInside)
        screen.wireItem().sendAction()
        // Assertion: every action ran on its own object.
        #expect(screen.log == ["PortedScreen.pan:began", "tapped", "edit"])
        #expect(subscreen.log == ["PortedSubscreen.pan:began"])
    }

    @Test func aTargetThatIsNotAnInstanceOfTheActionsTypeIsRefusedWithAWarning() {
        withRestoredApplicationState {
            // Precondition: warnings collected.
            var warnings: [String] = []
            SegueDiagnostics.report = { warnings.append($0) }
            // Action: a Handler method given a PortedScreen as its target.
            let pan = UIPanGestureRecognizer(target: PortedScreen(), action: Handler.noArgument)
            // Assertion: not added; the warning names both types.
            #expect(pan.targetActions.isEmpty)
            #expect(warnings == ["UIPanGestureRecognizer.addTarget(_:action:): the target is a PortedScreen, but the action "
                                 + "is a method of Handler; pass an instance of Handler as the target. The action was not added."])
        }
    }

    @Test func aTargetThatIsGoneIsSkipped() {
        // Precondition: a recognizer whose only target has been released.
        var handler: Handler? = Handler()
        let pan = UIPanGestureRecognizer(target: handler!, action: Handler.noArgument)
        weak let released = handler
        handler = nil
        // Action
        pan.state = .began
        // Assertion: the recognizer did not keep the target alive, and nothing ran.
        #expect(released == nil)
        #expect(pan.targetActions.allSatisfy { $0.target == nil })
    }

    @Test func removeTargetRemovesThatShapeOrEverythingOfTheTarget() {
        // Precondition: two handlers on one recognizer.
        let first = Handler(), second = Handler()
        let pan = UIPanGestureRecognizer(target: first, action: Handler.pan)
        pan.addTarget(first, action: Handler.noArgument)
        pan.addTarget(second, action: Handler.noArgument)
        // Action: remove the first's one-argument action, then all of the second's.
        pan.removeTarget(first, action: Handler.pan)
        pan.removeTarget(second, action: nil)
        pan.state = .began
        // Assertion: only the first's no-argument action is left.
        #expect(first.log == ["none"])
        #expect(second.log == [])
    }

    @Test func anActionWhoseSenderDoesNotFitIsRefusedWithAWarning() {
        withRestoredApplicationState {
            // Precondition: warnings collected.
            var warnings: [String] = []
            SegueDiagnostics.report = { warnings.append($0) }
            let handler = Handler()
            // Action: a tap recognizer given a method that takes a pan recognizer.
            let tap = UITapGestureRecognizer(target: handler, action: Handler.pan)
            // Assertion: not added, and the warning says what to do.
            #expect(tap.targetActions.isEmpty)
            #expect(warnings.count == 1)
            #expect(warnings.first?.contains("the action takes a UIPanGestureRecognizer, which a UITapGestureRecognizer is not") == true)
        }
    }

    @Test func controlTargetsRunForTheirEventsAndRemovalLeavesOtherEvents() {
        // Precondition: a button with a target for touch-up-inside and value-changed, and a UIAction.
        let handler = Handler()
        let button = UIButton(type: .system)
        button.tag = 7
        button.addAction(UIAction { _ in handler.log.append("action") }, for: .touchUpInside)
        button.addTarget(handler, action: Handler.tapped, for: [.touchUpInside, .valueChanged])
        // Action: both events fire; then the target is removed for touch-up-inside only.
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        button.removeTarget(handler, action: Handler.tapped, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        // Assertion: the UIAction runs before the target; the removal kept value-changed.
        #expect(handler.log == ["action", "button:7", "button:7", "action", "button:7"])
        #expect(button.targets(for: .valueChanged).count == 1)
        #expect(button.targets(for: .touchUpInside).isEmpty)
    }

    @Test func barButtonItemsRunTheirTargetOrPrimaryAction() {
        // Precondition: an item with a target, a system item, and an item with a primary action.
        let handler = Handler()
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: handler, action: Handler.item)
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: handler, action: Handler.noArgument)
        let closure = UIBarButtonItem(primaryAction: UIAction(title: "Share") { _ in handler.log.append("share") })
        // Action
        edit.sendAction()
        done.sendAction()
        closure.sendAction()
        edit.isEnabled = false
        edit.sendAction()
        // Assertion: each ran once; the disabled item did nothing; the system item took its title and style.
        #expect(handler.log == ["item:Edit", "none", "share"])
        #expect(done.title == "Done" && done.style == .done)
        #expect(closure.title == "Share")
    }
}

@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// UIApplication on a RecordingPlatform: platform events become touches on the hit-tested view, and
// the frame loop presents a display list only when something changed.

/// A key window of 320×480 whose root controller's view holds a 120×44 button at (40, 60).
private struct Scene {
    let window: UIWindow
    let controller: UIViewController
    let button: UIButton
    let log: Log

    final class Log { var names: [String] = [] }

    init() {
        window = UIWindow(frame: UIScreen.main.bounds)
        controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 40, y: 60, width: 120, height: 44)
        controller.view.addSubview(button)
        let log = Log()
        self.log = log
        button.addAction(UIAction { _ in log.names.append("touchUpInside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.names.append("touchUpOutside") }, for: .touchUpOutside)
    }
}

extension SharedState {
    @Suite struct ApplicationTests {

        // MARK: Events

        @Test func pointerDownMovedUpOnAButtonFiresItsAction() {
            withTestApplication { app, _ in
                // Precondition
                let scene = Scene()
                // Action / assertion: press on the button (window (100, 80) is its (60, 20)).
                app.handle(.pointerDown(CGPoint(x: 100, y: 80), button: 1, time: 1))
                #expect(scene.button.isHighlighted)
                app.handle(.pointerMoved(CGPoint(x: 110, y: 85), time: 1.05))
                #expect(scene.log.names.isEmpty)
                app.handle(.pointerUp(CGPoint(x: 110, y: 85), button: 1, time: 1.1))
                // Assertion
                #expect(scene.log.names == ["touchUpInside"])
                #expect(!scene.button.isHighlighted)
            }
        }

        @Test func releasingFarFromTheButtonFiresTouchUpOutside() {
            withTestApplication { app, _ in
                // Precondition
                let scene = Scene()
                // Action: press on it, release 200 pt below it.
                app.handle(.pointerDown(CGPoint(x: 100, y: 80), button: 1, time: 1))
                app.handle(.pointerMoved(CGPoint(x: 100, y: 300), time: 1.05))
                app.handle(.pointerUp(CGPoint(x: 100, y: 304), button: 1, time: 1.1))
                // Assertion
                #expect(scene.log.names == ["touchUpOutside"])
            }
        }

        @Test func pressOutsideTheButtonDoesNotReachIt() {
            withTestApplication { app, _ in
                // Precondition
                let scene = Scene()
                // Action: press beside the button, slide onto it, release there.
                app.handle(.pointerDown(CGPoint(x: 300, y: 400), button: 1, time: 1))
                app.handle(.pointerMoved(CGPoint(x: 100, y: 80), time: 1.05))
                app.handle(.pointerUp(CGPoint(x: 100, y: 80), button: 1, time: 1.1))
                // Assertion: the touch belongs to the view it began on.
                #expect(scene.log.names.isEmpty)
                #expect(!scene.button.isHighlighted)
            }
        }

        @Test func onlyTheFirstMouseButtonMakesTouches() {
            withTestApplication { app, _ in
                // Precondition
                let scene = Scene()
                // Action: a right click on the button.
                app.handle(.pointerDown(CGPoint(x: 100, y: 80), button: 3, time: 1))
                #expect(!scene.button.isHighlighted)
                app.handle(.pointerUp(CGPoint(x: 100, y: 80), button: 3, time: 1.1))
                // Assertion
                #expect(scene.log.names.isEmpty)
            }
        }

        @Test func pointerCancelledEndsTheTouchWithoutAnAction() {
            withTestApplication { app, _ in
                // Precondition
                let scene = Scene()
                app.handle(.pointerDown(CGPoint(x: 100, y: 80), button: 1, time: 1))
                // Action
                app.handle(.pointerCancelled(time: 1.05))
                app.handle(.pointerUp(CGPoint(x: 100, y: 80), button: 1, time: 1.1))
                // Assertion
                #expect(scene.log.names.isEmpty)
                #expect(!scene.button.isHighlighted)
            }
        }

        @Test func runFrameHandlesQueuedPlatformEventsThenPresents() {
            withTestApplication { app, platform in
                // Precondition: the first frame is drawn.
                let scene = Scene()
                app.renderIfNeeded()
                let before = platform.presented.count
                platform.pendingEvents = [
                    .pointerDown(CGPoint(x: 100, y: 80), button: 1, time: 1),
                    .pointerUp(CGPoint(x: 101, y: 81), button: 1, time: 1.1),
                ]
                // Action
                let presented = app.runFrame(waitingUpTo: 0)
                // Assertion: the tap fired, and the highlight it toggled made a new frame.
                #expect(scene.log.names == ["touchUpInside"])
                #expect(presented)
                #expect(platform.presented.count == before + 1)
            }
        }

        @Test func resizeEventResizesTheScreenTheWindowAndItsRootView() {
            withTestApplication { app, _ in
                // Precondition
                let scene = Scene()
                #expect(scene.controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
                // Action
                app.handle(.resized(CGSize(width: 400, height: 600)))
                // Assertion
                #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 400, height: 600))
                #expect(scene.window.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
                #expect(scene.controller.view.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
            }
        }

        // MARK: Frames

        @Test func renderIfNeededPresentsOnlyWhenSomethingChanged() {
            withTestApplication { app, platform in
                // Precondition: the first frame is drawn.
                let scene = Scene()
                #expect(app.renderIfNeeded())
                #expect(platform.presented.count == 1)
                // Action / assertion: idle, no frame.
                #expect(!app.renderIfNeeded())
                #expect(!app.needsFrame)
                #expect(platform.presented.count == 1)
                // Setting values a view already has is not a change.
                scene.button.frame = CGRect(x: 40, y: 60, width: 120, height: 44)
                scene.button.alpha = 1
                #expect(!app.renderIfNeeded())
                // A real change makes exactly one frame.
                scene.button.alpha = 0.5
                #expect(app.renderIfNeeded())
                #expect(!app.renderIfNeeded())
                #expect(platform.presented.count == 2)
                #expect(app.framesPresented == 2)
            }
        }

        @Test func presentedListHoldsTheWindowTreeAndFrameObserversSeeIt() throws {
            try withTestApplication { app, platform in
                // Precondition
                let scene = Scene()
                var observed: [DisplayList] = []
                app.didPresentFrame.append { observed.append($0) }
                // Action
                app.renderNow()
                // Assertion: one root (the window), the button inside it at its window position.
                let list = try #require(platform.presented.last)
                #expect(list.size == CGSize(width: 320, height: 480))
                #expect(list.roots.map(\.id) == [scene.window.layer.serial])
                let button = try #require(list.find(id: scene.button.layer.serial))
                #expect(button.size == CGSize(width: 120, height: 44))
                #expect(button.transform.applying(.zero) == CGPoint(x: 40, y: 60))
                #expect(observed.count == 1)
                // A hidden button leaves the next list.
                scene.button.isHidden = true
                app.renderNow()
                #expect(platform.presented.last?.find(id: scene.button.layer.serial) == nil)
            }
        }

        @Test func renderNowLaysOutBeforeBuildingTheList() throws {
            try withTestApplication { app, platform in
                // Precondition: a button whose title label is placed only by layoutSubviews.
                let scene = Scene()
                let label = try #require(scene.button.titleLabel)
                #expect(label.frame == .zero)
                // Action
                app.renderNow()
                // Assertion: the label was laid out (inset by the content insets) in the same frame.
                #expect(label.frame == CGRect(x: 12, y: 6, width: 96, height: 32))
                let node = try #require(platform.presented.last?.find(id: label.layer.serial))
                #expect(node.size == CGSize(width: 96, height: 32))
            }
        }
    }
}

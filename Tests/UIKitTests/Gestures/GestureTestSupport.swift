@testable import UIKit
import Foundation
import UIKitTesting

/// Recognizers, views and a stage for gesture tests. Every recognizer and view writes what happens to
/// it into one `GestureLog`, so a test compares one ordered list of lines ("pan began",
/// "view touchesCancelled", "button touchUpInside").

/// The lines of one test, in the order things happened.
final class GestureLog {
    private(set) var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
    func clear() { lines = [] }
}

// MARK: Recognizers that log every state they enter

/// The recognizers below log "<label> <state>" for every state they enter (failed included, which no
/// action sees), before their actions run; with `logsTouches` they also log the touches they get.
/// They override the internal `apply(_:)` (reachable through `@testable import`), the one place where
/// a recognizer's state changes.
final class LoggedPan: UIPanGestureRecognizer {
    let label: String, log: GestureLog
    var logsTouches = false
    init(_ label: String = "pan", log: GestureLog) { self.label = label; self.log = log; super.init() }
    override func apply(_ new: State) { log.add("\(label) \(new)"); super.apply(new) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if logsTouches { log.add("\(label) touchesBegan") }
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if logsTouches { log.add("\(label) touchesMoved") }
        super.touchesMoved(touches, with: event)
    }
}

final class LoggedTap: UITapGestureRecognizer {
    let label: String, log: GestureLog
    init(_ label: String = "tap", log: GestureLog) { self.label = label; self.log = log; super.init() }
    override func apply(_ new: State) { log.add("\(label) \(new)"); super.apply(new) }
}

final class LoggedEdgePan: UIScreenEdgePanGestureRecognizer {
    let label: String, log: GestureLog
    init(_ label: String = "edge", edges: UIRectEdge, log: GestureLog) {
        self.label = label; self.log = log
        super.init()
        self.edges = edges
    }
    override func apply(_ new: State) { log.add("\(label) \(new)"); super.apply(new) }
}

final class LoggedLongPress: UILongPressGestureRecognizer {
    let label: String, log: GestureLog
    init(_ label: String = "press", log: GestureLog) { self.label = label; self.log = log; super.init() }
    override func apply(_ new: State) { log.add("\(label) \(new)"); super.apply(new) }
}

/// A delegate whose answers the test sets.
final class GestureDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceive = true
    var simultaneously = false
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { shouldReceive }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        simultaneously
    }
}

// MARK: Views

/// A view that logs "<name> touchesBegan/Moved/Ended/Cancelled" and does not pass touches on.
final class LoggedView: UIView {
    var name = "view"
    var log: GestureLog?
    convenience init(_ name: String, frame: CGRect, log: GestureLog) {
        self.init(frame: frame)
        self.name = name
        self.log = log
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log?.add("\(name) touchesBegan") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log?.add("\(name) touchesMoved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log?.add("\(name) touchesEnded") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log?.add("\(name) touchesCancelled") }
}

extension UIButton {
    /// Logs "<name> touchDown", "touchUpInside", "touchUpOutside" and "touchCancel".
    func logControlEvents(as name: String, to log: GestureLog) {
        let events: [(UIControl.Event, String)] = [(.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"),
                                                   (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel")]
        for (event, word) in events {
            addAction(UIAction { _ in log.add("\(name) \(word)") }, for: event)
        }
    }
}

// MARK: Stage

/// A 400×300 key window on a test application with a virtual clock, and a pointer to drive it.
/// Pointer timestamps (input time, what velocities use) start at 1 s and are kept by the stage;
/// the frame clock (what a long press waits on) is separate and moves only with `wait(_:)`.
final class GestureStage {
    static let size = CGSize(width: 400, height: 300)

    let app: UIApplication
    let window: UIWindow
    let log = GestureLog()
    /// Timestamp of the last pointer event sent.
    private(set) var time: TimeInterval = 1

    init(app: UIApplication) {
        self.app = app
        window = makeKeyWindow(size: Self.size)
        app.renderNow()
    }

    /// Adds a `LoggedView` named `name` with `frame` to `parent` (the window by default).
    @discardableResult
    func addView(_ name: String, _ frame: CGRect, to parent: UIView? = nil) -> LoggedView {
        let v = LoggedView(name, frame: frame, log: log)
        (parent ?? window).addSubview(v)
        return v
    }

    // MARK: Pointer

    func press(at p: CGPoint) {
        app.handle(.pointerDown(p, button: 1, time: time))
    }

    func move(to p: CGPoint, after dt: TimeInterval = 0.01) {
        time += dt
        app.handle(.pointerMoved(p, time: time))
    }

    func release(at p: CGPoint, after dt: TimeInterval = 0.01) {
        time += dt
        app.handle(.pointerUp(p, button: 1, time: time))
    }

    /// The pointer grab is lost (another window took it): the touch is cancelled.
    func cancelPointer(after dt: TimeInterval = 0.01) {
        time += dt
        app.handle(.pointerCancelled(time: time))
    }

    /// Presses at `start`, then moves to `start + offset` for each of `offsets` in turn, `interval`
    /// seconds apart; then, unless `releaseAfter` is nil, releases at the last point that many seconds
    /// later. Returns the last point.
    @discardableResult
    func drag(from start: CGPoint, through offsets: [(CGFloat, CGFloat)], every interval: TimeInterval = 0.01,
              releaseAfter: TimeInterval? = 0.01) -> CGPoint {
        press(at: start)
        var last = start
        for (dx, dy) in offsets {
            last = CGPoint(x: start.x + dx, y: start.y + dy)
            move(to: last, after: interval)
        }
        if let releaseAfter { release(at: last, after: releaseAfter) }
        return last
    }

    /// Presses and releases at `p` without moving.
    func click(at p: CGPoint) {
        press(at: p)
        release(at: p, after: 0.08)
    }

    // MARK: Frame clock

    /// Lets `seconds` of real time pass on the frame clock and draws a frame (due timers fire).
    func wait(_ seconds: TimeInterval) {
        app.renderFrame(after: seconds)
    }
}

/// Runs `body` with a `GestureStage` on a fresh 400×300 test application.
func withGestureStage<T>(_ body: (GestureStage) throws -> T) rethrows -> T {
    try withTestApplication(size: GestureStage.size) { app, _ in try body(GestureStage(app: app)) }
}

func + (p: CGPoint, d: (CGFloat, CGFloat)) -> CGPoint { CGPoint(x: p.x + d.0, y: p.y + d.1) }

import Foundation
import UIKit

/// Turns monkey steps into frames of platform events for one app on a virtual clock, and keeps the
/// pointer's state between steps.
final class MonkeyDriver {
    private let app: UIApplication
    private let platform: HeadlessPlatform
    private let clock: VirtualFrameClock
    private(set) var pointerIsDown = false
    private(set) var pointer = CGPoint(x: 10, y: 10)
    private(set) var frames = 0

    init(app: UIApplication, platform: HeadlessPlatform, clock: VirtualFrameClock) {
        self.app = app
        self.platform = platform
        self.clock = clock
    }

    /// Lays the windows out and draws the first frame, as a device does before any input.
    func start() {
        for window in app.windows { window.layoutIfNeeded() }
        frame { _ in [] }
    }

    /// One frame 1/60 s after the last; `events` (given the frame's time) are handled in it.
    private func frame(_ events: (TimeInterval) -> [PlatformEvent]) {
        clock.advance(by: MonkeyRunner.frameInterval)
        let now = clock.now
        app.stepFrame { for event in events(now) { app.handle(event) } }
        frames += 1
    }

    func perform(_ step: MonkeyStep) {
        switch step {
        case .press(let p, _):
            if pointerIsDown { release() }
            pointer = p
            pointerIsDown = true
            frame { [.pointerDown(p, button: 1, time: $0)] }
        case .move(let to, let count):
            let from = pointer
            for i in 1...max(count, 1) {
                let f = CGFloat(i) / CGFloat(max(count, 1))
                let p = CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
                pointer = p
                frame { [.pointerMoved(p, time: $0)] }
            }
        case .release:
            release()
        case .tap(let p, let target):
            perform(.press(p, target: target))
            release()
        case .key(let key):
            frame { [.keyDown(key, time: $0)] }
            frame { [.keyUp(key, time: $0)] }
        case .scroll(let p, let dx, let dy):
            frame { [.scroll(p, dx: dx, dy: dy, time: $0)] }
        case .resize(let size):
            platform.windowSize = size
            pointer = CGPoint(x: min(pointer.x, size.width - 1), y: min(pointer.y, size.height - 1))
            frame { _ in [.resized(size)] }
        case .cancelPointer:
            guard pointerIsDown else { return frame { _ in [] } }
            pointerIsDown = false
            frame { [.pointerCancelled(time: $0)] }
        case .wait(let count):
            for _ in 0..<max(count, 1) { frame { _ in [] } }
        }
    }

    private func release() {
        guard pointerIsDown else { return }
        pointerIsDown = false
        let p = pointer
        frame { [.pointerUp(p, button: 1, time: $0)] }
    }

    /// Lets go of the pointer, turns slow motion and pause off, and runs frames until nothing
    /// animates and no transition is in flight, for at most `limit` seconds. True when it settled.
    func letGoAndSettle(within limit: TimeInterval) -> Bool {
        release()
        app.animationsPaused = false
        app.animationSpeed = 1
        var waited: TimeInterval = 0
        while waited <= limit {
            frame { _ in [] }
            waited += MonkeyRunner.frameInterval
            if !app.needsFrame && app.transitionStatus == nil { return true }
        }
        return false
    }

    /// The views on screen the generator may aim at, in window points.
    func targets() -> [MonkeyGenerator.Target] {
        guard let window = app.keyWindow else { return [] }
        var found: [MonkeyGenerator.Target] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            if view !== window {
                let name = view.accessibilityIdentifier ?? String(describing: type(of: view))
                let frame = view.convert(view.bounds, to: nil)
                // A view an app placed at an infinite or NaN position cannot be aimed at.
                if [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) {
                    found.append(MonkeyGenerator.Target(name: name, frame: frame))
                }
            }
            for sub in view.subviews { visit(sub) }
        }
        visit(window)
        return found
    }
}

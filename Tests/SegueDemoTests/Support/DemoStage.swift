@testable import UIKit
import Foundation
import SegueDemo
import SegueTools
import Testing
import UIKitTesting

/// The demo launched headless at a scene (nil: the gallery) in a window of a given size, on a
/// recording platform and a virtual clock, driven frame by frame with the events a mouse sends:
/// wheel notches, presses, moves, releases, window resizes. Views are found by accessibility
/// identifier and measured in window points, as a user sees them. The stage is the demo's host, so
/// it installs the tool keys (`DemoTools`: S, P, ., H, D) as every host does; the demo brings none.
///
/// Use inside `withRestoredApplicationState` (`DemoStage.with`), from `SharedState` suites.
final class DemoStage {
    let platform: RecordingPlatform
    let app: UIApplication
    let tools: DemoTools

    private init(platform: RecordingPlatform, app: UIApplication) {
        self.platform = platform
        self.app = app
        tools = DemoTools(app: app)
        tools.window = app.keyWindow
        tools.install()
    }

    /// Launches the demo at `scene` in a `size` window (in `appearance`), draws its first frame and
    /// runs `body`.
    static func with(scene: String? = nil, size: CGSize, appearance: UIUserInterfaceStyle = .unspecified,
                     _ body: (DemoStage) throws -> Void) throws {
        try withRestoredApplicationState {
            let platform = RecordingPlatform(windowSize: size)
            let options = DemoLaunchOptions(initialSceneID: scene, appearance: appearance)
            let launched = DemoAppDelegate.launch(options, platform: platform,
                                                  clock: VirtualFrameClock())
            let app = try #require(launched, "the demo did not launch")
            defer { app.delegate?.applicationWillTerminate(app) }
            let stage = DemoStage(platform: platform, app: app)
            stage.frame()
            try body(stage)
        }
    }

    var window: UIWindow { app.keyWindow! }

    /// One frame 1/60 s after the last, handling `events` (given the frame's time) in it.
    func frame(_ events: (TimeInterval) -> [PlatformEvent] = { _ in [] }) {
        app.virtualClock.advance(by: 1.0 / 60)
        let now = app.virtualClock.now
        app.stepFrame { for event in events(now) { app.handle(event) } }
    }

    /// Frames until nothing animates (at most `limit` seconds).
    func settle(within limit: TimeInterval = 5) {
        for _ in 0..<Int(limit * 60) {
            frame()
            if !app.needsFrame { return }
        }
    }

    /// `notches` wheel notches toward the user (content moves up) at window point `p`, one a frame.
    func wheel(at p: CGPoint, notches: Int) {
        for _ in 0..<abs(notches) {
            frame { [.scroll(p, dx: 0, dy: notches > 0 ? 1 : -1, time: $0)] }
        }
    }

    /// A drag as a hand makes one: press at `from`, `steps` moves one a frame to `to`, then release
    /// after holding still for `rest` seconds (so the content does not glide on).
    func drag(from: CGPoint, to: CGPoint, steps: Int = 20, rest: TimeInterval = 0.2) {
        frame { [.pointerDown(from, button: 1, time: $0)] }
        for i in 1...steps {
            let f = CGFloat(i) / CGFloat(steps)
            let p = CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
            frame { [.pointerMoved(p, time: $0)] }
        }
        for _ in 0..<Int(rest * 60) { frame() }
        frame { [.pointerUp(to, button: 1, time: $0)] }
    }

    /// A press and release at `p`, a frame apart.
    func tap(_ p: CGPoint) {
        frame { [.pointerDown(p, button: 1, time: $0)] }
        frame { [.pointerUp(p, button: 1, time: $0)] }
    }

    /// The window resized to `size`, as the X server reports it.
    func resize(to size: CGSize) {
        platform.windowSize = size
        frame { _ in [.resized(size)] }
    }

    /// The visible view with accessibility identifier `id`.
    func view(_ id: String) -> UIView? {
        func find(_ view: UIView) -> UIView? {
            guard !view.isHidden, view.alpha > 0.01 else { return nil }
            if view.accessibilityIdentifier == id { return view }
            for sub in view.subviews { if let found = find(sub) { return found } }
            return nil
        }
        return find(window)
    }

    /// Where `view` is in the window, in window points.
    func frameInWindow(_ view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }

    /// Whether the whole of `view` lies inside the window.
    func isWhollyVisible(_ view: UIView) -> Bool {
        let bounds = CGRect(origin: .zero, size: platform.windowSize)
        return bounds.insetBy(dx: -0.5, dy: -0.5).contains(frameInWindow(view))
    }
}

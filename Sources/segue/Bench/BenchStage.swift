import Foundation
import SegueDemo
import UIKit
import X11Platform

/// The demo launched for one part of the benchmark: its own connection and window on the benchmark's
/// X server, the panel scene with `extraViews` load views (or the gallery), on the real clock unless
/// a virtual one is given.
final class BenchStage {
    let platform: X11Platform
    let app: UIApplication
    /// The panel scene, when the stage opened it.
    let scene: PanelSceneViewController?

    /// The window's size (the benchmark's `--size`).
    let size: CGSize

    static let defaultSize = CGSize(width: 1280, height: 800)

    /// `fps`: what the loop paces to instead of the display's refresh (`--fps`).
    init(display: String, extraViews: Int?, clock: FrameClock? = nil, size: CGSize = defaultSize, fps: Double? = nil) throws {
        self.size = size
        platform = try X11Platform(display: display)
        try platform.openWindow(title: "Segue — bench", size: size)
        let options = DemoLaunchOptions(initialSceneID: extraViews == nil ? nil : "panel", panelExtraViews: extraViews ?? 0)
        guard let app = DemoAppDelegate.launch(options, platform: platform, clock: clock) else {
            throw BenchError("the demo app refused to launch")
        }
        self.app = app
        if let fps { app.preferredFramesPerSecond = fps }
        for window in app.windows { window.layoutIfNeeded() }
        scene = Self.find(in: app.windows.first?.rootViewController)
        if extraViews != nil, scene == nil { throw BenchError("the panel scene did not open") }
    }

    func finish() {
        app.delegate?.applicationWillTerminate(app)
    }

    /// Runs the paced loop (frames at the display's refresh) until nothing animates or `limit`
    /// seconds passed. Throws `Interrupted` at a signal.
    func runUntilIdle(limit: TimeInterval = 5) throws {
        let deadline = platform.monotonicTime() + limit
        repeat {
            try Interruption.check()
            app.runLoopTurn(waitingAtMost: max(0, deadline - platform.monotonicTime()))
        } while app.needsFrame && platform.monotonicTime() < deadline
        platform.connection.sync()
    }

    /// The controller the scene presented, if any.
    var presented: UIViewController? { scene?.presentedViewController }

    private static func find(in root: UIViewController?) -> PanelSceneViewController? {
        guard let root else { return nil }
        if let scene = root as? PanelSceneViewController { return scene }
        for child in root.children {
            if let scene = find(in: child) { return scene }
        }
        return nil
    }
}

/// Why the benchmark could not go on.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

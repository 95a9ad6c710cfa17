import Foundation
import SegueDemo
import UIKit
import X11Platform

/// The demo launched for one part of the benchmark: its own connection and window on the benchmark's
/// X server, showing any demo scene by its id (or the gallery), on the real clock unless a virtual
/// one is given. The panel scene may carry `extraViews` load views.
final class BenchStage {
    let platform: X11Platform
    let app: UIApplication
    /// The panel scene, when the stage opened it.
    let scene: PanelSceneViewController?

    /// The window's size (the benchmark's `--size`).
    let size: CGSize

    static let defaultSize = CGSize(width: 1280, height: 800)

    /// The panel scene with `extraViews` load views, or the gallery for nil.
    convenience init(display: String, extraViews: Int?, clock: FrameClock? = nil, size: CGSize = defaultSize,
                     fps: Double? = nil) throws {
        try self.init(display: display, sceneID: extraViews == nil ? nil : "panel", panelExtraViews: extraViews ?? 0,
                      clock: clock, size: size, fps: fps)
        if extraViews != nil, scene == nil { throw BenchError("the panel scene did not open") }
    }

    /// The scene `sceneID` (`SceneCatalog`), or the gallery for nil. `fps`: what the loop paces to
    /// instead of the display's refresh (`--fps`).
    init(display: String, sceneID: String?, panelExtraViews: Int = 0, clock: FrameClock? = nil,
         size: CGSize = defaultSize, fps: Double? = nil) throws {
        self.size = size
        platform = try X11Platform(display: display)
        try platform.openWindow(title: "Segue — bench", size: size)
        let options = DemoLaunchOptions(initialSceneID: sceneID, panelExtraViews: panelExtraViews)
        guard let app = DemoAppDelegate.launch(options, platform: platform, clock: clock) else {
            throw BenchError("the demo app refused to launch")
        }
        self.app = app
        if let fps { app.preferredFramesPerSecond = fps }
        for window in app.windows { window.layoutIfNeeded() }
        scene = Self.find(PanelSceneViewController.self, in: app.windows.first?.rootViewController)
    }

    /// The first controller of type `T` in the window's controller tree (the demo's scenes sit
    /// inside a host): how a stage checks it opened the scene it asked for.
    func controller<T: UIViewController>(_ type: T.Type) -> T? {
        Self.find(type, in: app.windows.first?.rootViewController)
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

    private static func find<T: UIViewController>(_ type: T.Type, in root: UIViewController?) -> T? {
        guard let root else { return nil }
        if let found = root as? T { return found }
        for child in root.children {
            if let found = find(type, in: child) { return found }
        }
        return nil
    }
}

/// Why the benchmark could not go on.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

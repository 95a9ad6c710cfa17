import Foundation
import UIKit

/// One round of the benchmark's endurance run and of the resource test: tap the button that presents
/// the bottom panel, let it settle, drag the panel down and fling it away, let that settle — on a
/// virtual clock, one frame at a time, with pointer events as a window delivers them.
///
/// Why a virtual clock: a thousand rounds in real time would take half an hour; stepped frames run as
/// fast as the machine draws, and every frame is still drawn, so every picture is still made and freed.
///
/// ```swift
/// let cycle = PresentDragDismissCycle(presentButton: CGPoint(x: 640, y: 62), panelPoint: CGPoint(x: 640, y: 600))
/// try cycle.run(on: app, clock: clock)
/// ```
public struct PresentDragDismissCycle {
    /// Where the button that presents the panel is, in window points.
    public var presentButton: CGPoint
    /// A point on the presented panel where the drag starts.
    public var panelPoint: CGPoint
    /// How far down the fling drags before letting go.
    public var dragDistance: CGFloat = 90
    /// Virtual time per frame.
    public var frameInterval: TimeInterval = 1.0 / 30
    /// Frames to wait for each half to settle before giving up.
    public var settleLimit = 240

    /// A cycle that did not come back to where it started.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public init(presentButton: CGPoint, panelPoint: CGPoint) {
        self.presentButton = presentButton
        self.panelPoint = panelPoint
    }

    /// Runs one round on `app`, whose clock is `clock`. Throws when the panel did not present or did
    /// not go away (the window did not return to having no presented controller).
    public func run(on app: UIApplication, clock: VirtualFrameClock) throws {
        let root = app.windows.first { !$0.isHidden }?.rootViewController
        var time = clock.now
        @MainActor func frame(_ events: [PlatformEvent] = []) {
            clock.advance(by: frameInterval)
            time = clock.now
            app.stepFrame { for e in events { app.handle(e) } }
        }
        func settle() { for _ in 0..<settleLimit where app.needsFrame { frame() } }

        frame([.pointerDown(presentButton, button: 1, time: time)])
        frame([.pointerUp(presentButton, button: 1, time: time + 0.01)])
        settle()
        guard Self.presented(from: root) != nil else {
            throw Failure(description: "tapping \(presentButton) presented nothing")
        }
        frame([.pointerDown(panelPoint, button: 1, time: time)])
        for i in 1...3 {
            let p = CGPoint(x: panelPoint.x, y: panelPoint.y + dragDistance * CGFloat(i) / 3)
            frame([.pointerMoved(p, time: time)])
        }
        frame([.pointerUp(CGPoint(x: panelPoint.x, y: panelPoint.y + dragDistance), button: 1, time: time)])
        settle()
        if let left = Self.presented(from: root) {
            throw Failure(description: "the fling left \(type(of: left)) presented")
        }
    }

    /// The controller presented anywhere below `root` (the demo's scenes sit inside a host).
    static func presented(from root: UIViewController?) -> UIViewController? {
        guard let root else { return nil }
        if let p = root.presentedViewController { return p }
        for child in root.children {
            if let p = presented(from: child) { return p }
        }
        return nil
    }
}

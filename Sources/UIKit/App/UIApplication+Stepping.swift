import Foundation

/// Driving the app one frame at a time from outside, instead of `runUntilStopped()`: tools that own
/// time (a recorder on a virtual clock, a player pacing a script) decide when each frame happens.
/// Segue additions: UIKit's run loop cannot be driven from outside.
///
/// ```swift
/// let clock = VirtualFrameClock()
/// guard let app = UIApplication.launch(delegateType: AppDelegate.self, platform: platform, clock: clock) else { … }
/// for i in 0..<120 {
///     clock.advance(by: i == 0 ? 0 : 1 / 60)
///     app.stepFrame { /* app.handle(event) for this frame's input */ }
/// }
/// app.delegate?.applicationWillTerminate(app)
/// ```
extension UIApplication {
    /// Starts an app as `run(delegateType:platform:clock:configure:)` does — makes the delegate,
    /// calls `configure`, then `application(_:didFinishLaunchingWithOptions:)` — but returns it
    /// without running the loop. Nil when the delegate refuses to launch.
    public static func launch(delegateType: UIApplicationDelegate.Type, platform: Platform, clock: FrameClock? = nil,
                              configure: ((UIApplication) -> Void)? = nil) -> UIApplication? {
        let app = UIApplication(platform: platform, clock: clock)
        let delegate = delegateType.init()
        app.delegate = delegate
        configure?(app)
        guard delegate.application(app, didFinishLaunchingWithOptions: nil) else { return nil }
        app.isRunning = true
        return app
    }

    /// True once `stop()` was called or the window's close button pressed, since `launch` (or the
    /// start of `runUntilStopped()`): a loop driving `runFrame` or `stepFrame` ends then.
    public var hasStopped: Bool { !isRunning }

    /// One frame, drawn whether or not anything changed (frame k of a recording is the state at its
    /// time even when it looks like frame k − 1). The order is `runFrame`'s: take the clock's time,
    /// advance animations and fire due timers, then `deliverInput` (which hands this frame's events
    /// to `handle(_:)`, so they see the frame's time), then lay out and present.
    public func stepFrame(deliveringInput deliverInput: () -> Void = {}) {
        beginSteppedFrame(deliveringInput: deliverInput)
        renderNow(advancingClock: false)
    }

    /// The start of a stepped frame, in `runFrame`'s order: the clock's time, animations, due
    /// timers, then this frame's input.
    private func beginSteppedFrame(deliveringInput deliverInput: () -> Void) {
        frameTime = clock.frameTime()
        context.engine.advance(toFrameTime: frameTime)
        context.engine.fireDueTimers()
        fireDueFrameTimers()
        deliverInput()
    }
}

extension UIApplication {
    /// One frame as `stepFrame(deliveringInput:)` runs it — the clock's time, animations, timers,
    /// this frame's input, layout — without drawing it. A hot restart catches a new build up on the
    /// input that brought the old one to its state: thousands of frames computed in the time a few
    /// could be drawn, and only the one it lands on drawn (with `renderNow()`).
    public func stepFrameWithoutDrawing(deliveringInput deliverInput: () -> Void = {}) {
        beginSteppedFrame(deliveringInput: deliverInput)
        context.engine.tick()
        for w in windows { w.layoutIfNeeded() }
    }

    /// Whether something running asks for the next frame (an animation, a deceleration, a
    /// display link) — `needsFrame` less the changes not yet drawn, which a driver that does not
    /// draw always has.
    public var isAnimating: Bool { context.engine.needsFrames }
}

@testable import UIKit
import Testing
import Foundation
import UIKitTesting

/// Delegates for `UIApplication.launch`: one that builds a window with a view, one that refuses.
private final class OneViewDelegate: UIApplicationDelegate {
    var window: UIWindow?
    static var launches = 0
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    init() {}

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.launches += 1
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.addSubview(view)
        window?.makeKeyAndVisible()
        return true
    }
}

private final class RefusingDelegate: UIApplicationDelegate {
    var window: UIWindow?
    init() {}

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        false
    }
}

extension SharedState {
    /// Driving an app frame by frame from outside, as `segue record` does: `launch` without a loop,
    /// `stepFrame` drawing every frame, input delivered inside the frame at the frame's time.
    @Suite struct UIApplicationSteppingTests {
        /// Launches `delegateType` on a `RecordingPlatform` with a virtual clock, runs `body`, and puts
        /// the process-wide state back.
        private func withLaunched<T>(_ delegateType: UIApplicationDelegate.Type,
                                     _ body: (UIApplication?, RecordingPlatform, VirtualFrameClock) throws -> T) rethrows -> T {
            try withRestoredApplicationState {
                let platform = RecordingPlatform(windowSize: CGSize(width: 320, height: 480))
                let clock = VirtualFrameClock()
                let app = UIApplication.launch(delegateType: delegateType, platform: platform, clock: clock)
                return try body(app, platform, clock)
            }
        }

        @Test func launchFinishesLaunchingWithoutDrawingAndRunsUntilStopped() throws {
            try withLaunched(OneViewDelegate.self) { app, platform, _ in
                // Precondition / action: launched.
                let app = try #require(app)
                // Assertion: the delegate ran once, nothing was drawn, the app counts as running.
                #expect(app.delegate is OneViewDelegate)
                #expect(OneViewDelegate.launches >= 1)
                #expect(platform.presented.isEmpty)
                #expect(!app.hasStopped)
                // Action: stop.
                app.stop()
                // Assertion
                #expect(app.hasStopped)
            }
        }

        @Test func launchReturnsNilWhenTheDelegateRefuses() {
            withLaunched(RefusingDelegate.self) { app, _, _ in
                #expect(app == nil)
            }
        }

        @Test func stepFrameDrawsEveryFrameEvenWhenNothingChanged() throws {
            try withLaunched(OneViewDelegate.self) { app, platform, clock in
                // Precondition: one frame drawn, nothing animating.
                let app = try #require(app)
                app.stepFrame()
                #expect(!app.needsFrame)
                // Action: three more frames with nothing to do.
                for _ in 0..<3 {
                    clock.advance(by: 1.0 / 60)
                    app.stepFrame()
                }
                // Assertion: four frames presented, the last at the clock's time.
                #expect(platform.presented.count == 4)
                #expect(isClose(app.frameTime, 3.0 / 60, tolerance: 1e-12))
            }
        }

        @Test func inputDeliveredInAFrameSeesThatFramesTime() throws {
            try withLaunched(OneViewDelegate.self) { app, _, clock in
                // Precondition: 0.5 s in, the view at x 50 (centre).
                let app = try #require(app)
                let view = (app.delegate as! OneViewDelegate).view
                app.stepFrame()
                clock.advance(by: 0.5)
                // Action: the frame's input starts a 1 s linear move of 100 pt; then 0.25 s more.
                app.stepFrame {
                    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 })
                }
                let atStart = view.layer.presentation()!.position.x
                clock.advance(by: 0.25)
                app.stepFrame()
                // Assertion: the move began at the frame's time (not the previous frame's), so the
                // frame it began in shows it at its start and 0.25 s later it is a quarter done.
                #expect(isClose(atStart, 50, tolerance: 1e-6))
                #expect(isClose(view.layer.presentation()!.position.x, 75, tolerance: 1e-6))
            }
        }
    }
}

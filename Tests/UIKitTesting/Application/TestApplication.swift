// Debug only, as `withRestoredApplicationState` is (see ApplicationState.swift).
#if DEBUG
import Foundation
import Testing
import UIKit

/// Runs `body` with a `UIApplication` on a `RecordingPlatform` of `size` and a `VirtualFrameClock`
/// (reach it as `app.virtualClock`), then puts the process-wide state back
/// (`withRestoredApplicationState`). Call only from `SharedState` suites.
///
/// It also fails the test if any frame drew a stale kept render node: that check costs nothing in
/// a test that draws, and a frame that differs from a fresh build is a bug whatever the test is about.
///
/// ```swift
/// withTestApplication { app, platform in
///     _ = makeKeyWindow(size: platform.windowSize)
///     app.renderNow()
///     #expect(platform.presented.count == 1)
/// }
/// ```
public func withTestApplication<T>(size: CGSize = CGSize(width: 320, height: 480),
                                   _ body: (UIApplication, RecordingPlatform) throws -> T) rethrows -> T {
    try withRestoredApplicationState {
        let platform = RecordingPlatform(windowSize: size)
        let app = UIApplication(platform: platform, clock: VirtualFrameClock())
        defer {
            #expect(app.retainedNodeMismatches == 0, "a frame drew a stale kept render node (see the violation above)")
        }
        return try body(app, platform)
    }
}
#endif

@testable import UIKit
import Foundation
import Testing

/// A `Platform` for tests without an X server: it records every display list it is asked to present,
/// hands out events queued by the test, and reports a fixed window size. It draws nothing.
final class RecordingPlatform: Platform {
    struct NothingDrawn: Error {}

    var windowSize: CGSize
    /// Returned (and emptied) by the next `waitForEvents`.
    var pendingEvents: [PlatformEvent] = []
    private(set) var presented: [DisplayList] = []
    let textMeasurer: TextMeasuring = FixedTextMeasurer()

    init(windowSize: CGSize) { self.windowSize = windowSize }

    func openWindow(title: String, size: CGSize) throws { windowSize = size }

    func waitForEvents(timeout: TimeInterval?) -> [PlatformEvent] {
        defer { pendingEvents = [] }
        return pendingEvents
    }

    func present(_ list: DisplayList) { presented.append(list) }

    func captureWindow() throws -> Bitmap { throw NothingDrawn() }

    /// What `monotonicTime()` reads: tests of the paced loop move it by hand.
    var time: TimeInterval = 0

    func monotonicTime() -> TimeInterval { time }
}

/// Runs `body` with a `UIApplication` on a `RecordingPlatform` of `size` and a virtual clock. The
/// application installs itself as `UIApplication.shared`, its measurer as `TextMeasurement.current` and
/// its size as the screen's; all three are restored afterwards. Call only from `SharedState` suites.
func withTestApplication<T>(size: CGSize = CGSize(width: 320, height: 480),
                            _ body: (UIApplication, RecordingPlatform) throws -> T) rethrows -> T {
    let savedApp = UIApplication.shared
    let savedMeasurer = TextMeasurement.current
    let savedScreen = UIScreen.main.bounds
    defer {
        UIApplication.shared = savedApp
        TextMeasurement.current = savedMeasurer
        UIScreen.main.bounds = savedScreen
    }
    let platform = RecordingPlatform(windowSize: size)
    let app = UIApplication(platform: platform, clock: VirtualFrameClock())
    defer { #expect(app.retainedNodeMismatches == 0, "a frame drew a stale kept render node (see the violation above)") }
    return try body(app, platform)
}

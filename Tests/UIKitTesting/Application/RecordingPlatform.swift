import Foundation
import UIKit

/// A `Platform` for tests with no X server: it hands out the events a test (or a script player)
/// queued, keeps every display list it is asked to present, reports a fixed window size and a clock
/// the test moves by hand, and measures text with the fixed measurer. It draws nothing.
///
/// Why not `SegueTools.HeadlessPlatform`: that one serves the monkey and the fuzzer in production
/// code, which takes input through `UIApplication.handle(_:)` and keeps nothing; tests need the event
/// queue and the presented lists, and `UIKitTests` must not depend on the tools to get them.
public final class RecordingPlatform: Platform {
    /// What `captureWindow()` throws: a recording platform has no pixels.
    public struct NothingDrawn: Error, CustomStringConvertible {
        public var description: String { "a recording platform draws nothing, so it has no pixels to capture" }
    }

    public var windowSize: CGSize
    /// Returned (and emptied) by the next `waitForEvents`.
    public var pendingEvents: [PlatformEvent] = []
    /// Every display list presented, oldest first.
    public private(set) var presented: [DisplayList] = []
    public let textMeasurer: TextMeasuring = FixedTextMeasurer()
    /// What `monotonicTime()` reads: tests of the paced loop move it by hand.
    public var time: TimeInterval = 0

    public init(windowSize: CGSize) { self.windowSize = windowSize }

    /// Queues `event` for the next `waitForEvents`, after those already queued.
    public func enqueue(_ event: PlatformEvent) { pendingEvents.append(event) }

    public func openWindow(title: String, size: CGSize) throws { windowSize = size }

    public func waitForEvents(timeout: TimeInterval?) -> [PlatformEvent] {
        defer { pendingEvents = [] }
        return pendingEvents
    }

    public func present(_ list: DisplayList) { presented.append(list) }

    public func captureWindow() throws -> Bitmap { throw NothingDrawn() }

    public func monotonicTime() -> TimeInterval { time }
}

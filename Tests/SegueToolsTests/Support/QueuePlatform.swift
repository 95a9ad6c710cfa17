@testable import UIKit
import Foundation

/// A `Platform` standing in for the windowing system in playback tests: events the test (or a script
/// player) queues come back from the next `waitForEvents`, frames are counted and dropped, text is
/// measured with the fixed measurer. It is the double of X11, not of anything under test.
final class QueuePlatform: Platform {
    struct NoPixels: Error {}

    var windowSize: CGSize
    private var queued: [PlatformEvent] = []
    private(set) var framesPresented = 0
    let textMeasurer: TextMeasuring = FixedTextMeasurer()

    init(windowSize: CGSize) { self.windowSize = windowSize }

    func enqueue(_ event: PlatformEvent) { queued.append(event) }

    func openWindow(title: String, size: CGSize) throws { windowSize = size }

    func waitForEvents(timeout: TimeInterval?) -> [PlatformEvent] {
        defer { queued = [] }
        return queued
    }

    func present(_ list: DisplayList) { framesPresented += 1 }

    func captureWindow() throws -> Bitmap { throw NoPixels() }

    func monotonicTime() -> TimeInterval { 0 }
}

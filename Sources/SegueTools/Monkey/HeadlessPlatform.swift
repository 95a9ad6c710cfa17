import Foundation
import UIKit

/// A `Platform` with no window system, for the monkey and the script fuzzer: frames are counted and dropped, text is
/// measured by the fixed measurer, and the input arrives through `UIApplication.handle(_:)` from
/// the driver. What it exercises is everything above the platform — gestures, transitions,
/// layout, the display list — at thousands of sequences a minute.
public final class HeadlessPlatform: Platform {
    public struct NoPixels: Error, CustomStringConvertible {
        public var description: String { "a headless platform has no pixels to capture" }
    }

    public var windowSize: CGSize
    public private(set) var framesPresented = 0
    public let textMeasurer: TextMeasuring = FixedTextMeasurer()

    public init(windowSize: CGSize) { self.windowSize = windowSize }

    public func openWindow(title: String, size: CGSize) throws { windowSize = size }

    public func waitForEvents(timeout: TimeInterval?) -> [PlatformEvent] { [] }

    public func present(_ list: DisplayList) { framesPresented += 1 }

    public func captureWindow() throws -> Bitmap { throw NoPixels() }

    public func monotonicTime() -> TimeInterval { 0 }
}

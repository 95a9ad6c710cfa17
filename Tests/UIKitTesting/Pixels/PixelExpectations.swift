import Testing
import UIKit

// Expectations on captured pixels that say where and what failed: the coordinates, the part of the
// scene, and both colours, so a failure can be read without a screenshot.

/// Expects the pixel at (x, y) to be `expected` within `tolerance` per channel; `what` says which
/// part of the scene the point belongs to, so a failure reads "corner of the card at (42, 28) …".
nonisolated public func expectPixel(_ image: Bitmap, _ x: Int, _ y: Int, _ expected: RGB, tolerance: Int = 2,
                                    _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard x >= 0, y >= 0, x < image.width, y < image.height else {
        Issue.record("\(what): (\(x), \(y)) lies outside the \(image.width)×\(image.height) capture",
                     sourceLocation: sourceLocation)
        return
    }
    let got = image.rgb(x, y)
    #expect(got.isClose(to: expected, tolerance: tolerance),
            "\(what) at (\(x), \(y)): expected \(expected) ±\(tolerance), got \(got)",
            sourceLocation: sourceLocation)
}

/// Expects two equally sized bitmaps to match exactly; reports the first differing pixel and the count.
nonisolated public func expectIdentical(_ got: Bitmap, _ expected: Bitmap, _ what: String,
                                        sourceLocation: SourceLocation = #_sourceLocation) {
    guard got.width == expected.width, got.height == expected.height else {
        Issue.record("\(what): sizes differ, \(got.width)×\(got.height) vs \(expected.width)×\(expected.height)",
                     sourceLocation: sourceLocation)
        return
    }
    let differing = got.differingPixels(from: expected)
    guard differing > 0 else { return }
    if let (x, y) = got.firstDifference(from: expected) {
        Issue.record("\(what): \(differing) pixels differ; first at (\(x), \(y)): \(got.rgb(x, y)) vs \(expected.rgb(x, y))",
                     sourceLocation: sourceLocation)
    }
}

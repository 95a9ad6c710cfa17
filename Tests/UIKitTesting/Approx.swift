import Foundation
import UIKit

// Tolerant comparisons for geometry values and figures: trigonometry, matrix inversion and summed
// frame times leave rounding noise, so tests compare within a tolerance instead of with `==`.
// Each geometry overload compares component by component and never standardises, so a swapped or
// sign-flipped component still fails. NaN is never close to anything.

/// Whether `a` and `b` differ by at most `tolerance` (equal infinities count as close).
///
/// Why `Double` and not `CGFloat`: inside `#expect`, Swift Testing calls the function through a
/// closure whose argument types are inferred one by one, so in
/// `#expect(isClose(frame.minX, 20 + 100 * 0.29 / 0.3))` the sum is a `Double`. Against a
/// `(CGFloat, CGFloat)` signature the check resolved to the overload of `#expect` that only unwraps
/// a result, and passed whatever the values were (with an "unused result" warning). `CGFloat`
/// converts to `Double` implicitly and exactly, so taking `Double` keeps every such check real.
nonisolated public func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    if a == b { return true }
    return abs(a - b) <= tolerance
}

/// Whether both coordinates of the points are within `tolerance`.
nonisolated public func isClose(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
}

/// Whether width and height are each within `tolerance`.
nonisolated public func isClose(_ a: CGSize, _ b: CGSize, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.width, b.width, tolerance: tolerance) && isClose(a.height, b.height, tolerance: tolerance)
}

/// Whether origin and size, as stored (not standardised), are within `tolerance`.
nonisolated public func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.origin, b.origin, tolerance: tolerance) && isClose(a.size, b.size, tolerance: tolerance)
}

/// Whether both components of the vectors are within `tolerance`.
nonisolated public func isClose(_ a: CGVector, _ b: CGVector, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.dx, b.dx, tolerance: tolerance) && isClose(a.dy, b.dy, tolerance: tolerance)
}

/// Whether all six matrix entries are within `tolerance`.
nonisolated public func isClose(_ a: CGAffineTransform, _ b: CGAffineTransform, tolerance: CGFloat = 1e-9) -> Bool {
    zip([a.a, a.b, a.c, a.d, a.tx, a.ty], [b.a, b.b, b.c, b.d, b.tx, b.ty])
        .allSatisfy { isClose($0, $1, tolerance: tolerance) }
}

/// Whether all sixteen matrix entries are within `tolerance`.
nonisolated public func isClose(_ a: CATransform3D, _ b: CATransform3D, tolerance: CGFloat = 1e-9) -> Bool {
    zip(entries(of: a), entries(of: b)).allSatisfy { isClose($0, $1, tolerance: tolerance) }
}

/// The sixteen entries of `t`, row by row; handy for tolerant comparisons and failure messages.
nonisolated public func entries(of t: CATransform3D) -> [CGFloat] {
    [t.m11, t.m12, t.m13, t.m14,
     t.m21, t.m22, t.m23, t.m24,
     t.m31, t.m32, t.m33, t.m34,
     t.m41, t.m42, t.m43, t.m44]
}

/// Whether `a` and `b` differ by at most `tolerance` relative to their size: for values of hundreds
/// of points or milliseconds computed two ways, where an absolute 1e-9 is too tight. Below 1 the
/// tolerance is absolute, so values near zero are not held to a vanishing bound. `Double` for the
/// reason `isClose` takes it.
nonisolated public func isRelativelyClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

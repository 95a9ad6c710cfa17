import Foundation
import UIKit

// Tolerant comparisons for geometry values, shared by every UIKitTests file: trigonometry and
// matrix inversion leave rounding noise, so tests compare within a tolerance instead of with `==`.
// Each overload compares component by component and never standardises, so a swapped or
// sign-flipped component still fails. NaN is never close to anything.

/// Whether `a` and `b` differ by at most `tolerance` (equal infinities count as close).
nonisolated func isClose(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-9) -> Bool {
    if a == b { return true }
    return abs(a - b) <= tolerance
}

/// Whether both coordinates of the points are within `tolerance`.
nonisolated func isClose(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
}

/// Whether width and height are each within `tolerance`.
nonisolated func isClose(_ a: CGSize, _ b: CGSize, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.width, b.width, tolerance: tolerance) && isClose(a.height, b.height, tolerance: tolerance)
}

/// Whether origin and size, as stored (not standardised), are within `tolerance`.
nonisolated func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.origin, b.origin, tolerance: tolerance) && isClose(a.size, b.size, tolerance: tolerance)
}

/// Whether both components of the vectors are within `tolerance`.
nonisolated func isClose(_ a: CGVector, _ b: CGVector, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.dx, b.dx, tolerance: tolerance) && isClose(a.dy, b.dy, tolerance: tolerance)
}

/// Whether all six matrix entries are within `tolerance`.
nonisolated func isClose(_ a: CGAffineTransform, _ b: CGAffineTransform, tolerance: CGFloat = 1e-9) -> Bool {
    zip([a.a, a.b, a.c, a.d, a.tx, a.ty], [b.a, b.b, b.c, b.d, b.tx, b.ty])
        .allSatisfy { isClose($0, $1, tolerance: tolerance) }
}

/// Whether all sixteen matrix entries are within `tolerance`.
nonisolated func isClose(_ a: CATransform3D, _ b: CATransform3D, tolerance: CGFloat = 1e-9) -> Bool {
    zip(entries(of: a), entries(of: b)).allSatisfy { isClose($0, $1, tolerance: tolerance) }
}

/// The sixteen entries of `t`, row by row; handy for tolerant comparisons and failure messages.
nonisolated func entries(of t: CATransform3D) -> [CGFloat] {
    [t.m11, t.m12, t.m13, t.m14,
     t.m21, t.m22, t.m23, t.m24,
     t.m31, t.m32, t.m33, t.m34,
     t.m41, t.m42, t.m43, t.m44]
}

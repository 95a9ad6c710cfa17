import Foundation

// CGVector: CoreGraphics' two-component displacement type, which Foundation on Linux lacks.

/// A displacement (a direction and a length), as opposed to a position.
///
/// UIKit uses it where a value means "how far and which way" rather than "where":
/// push behaviours, gravity directions, velocities. Keeping it distinct from `CGPoint`
/// lets the type say which of the two a value is.
///
///     let gravity = CGVector(dx: 0, dy: 1)   // straight down in UIKit's y-down space
public struct CGVector: Equatable, Hashable, Sendable {
    /// The horizontal component; positive points right.
    public var dx: CGFloat
    /// The vertical component; positive points down in UIKit's coordinate space.
    public var dy: CGFloat

    /// The zero vector, as CoreGraphics' `CGVector()` gives.
    public init() {
        self.dx = 0
        self.dy = 0
    }

    /// A vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector from `Double` components, matching CoreGraphics' overload so callers
    /// holding `Double`s need no conversion.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector from `Int` components, matching CoreGraphics' overload.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector with both components zero: no displacement.
    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
}

import Foundation

// CGAffineTransform and the `applying(_:)` members of CGPoint/CGSize/CGRect, which Foundation
// on Linux lacks. Follows CoreGraphics' conventions exactly so UIKit code ports unchanged.

/// A 2-D affine transformation: any combination of translation, scale, rotation and shear.
///
/// UIKit views carry one in `transform` to move, scale or rotate their drawing without
/// touching their frame. CoreGraphics' matrix layout and row-vector convention are kept,
/// so a point (x, y) maps to
///
///     x' = a * x + c * y + tx
///     y' = b * x + d * y + ty
///
/// i.e. the row vector [x y 1] times the matrix
///
///     | a  b  0 |
///     | c  d  0 |
///     | tx ty 1 |
///
/// Because of that convention, `t1.concatenating(t2)` means "apply t1, then t2".
public struct CGAffineTransform: Equatable, Hashable, Sendable {
    /// Scales x into x' (and with `b`, `c`, `d` rotates and shears).
    public var a: CGFloat
    /// How much x contributes to y'.
    public var b: CGFloat
    /// How much y contributes to x'.
    public var c: CGFloat
    /// Scales y into y'.
    public var d: CGFloat
    /// Horizontal translation, added after the linear part.
    public var tx: CGFloat
    /// Vertical translation, added after the linear part.
    public var ty: CGFloat

    /// A transform with the six matrix entries given directly, for callers that have
    /// computed a matrix themselves (e.g. a shear).
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that leaves every point where it is; views start with it.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A transform that moves every point by (`tx`, `ty`).
    ///
    ///     CGPoint(x: 1, y: 1).applying(CGAffineTransform(translationX: 30, y: -70))
    ///     // (31, -69)
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales x by `sx` and y by `sy` about the origin.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians about the origin.
    ///
    /// Positive angles turn the x axis towards the y axis: (1, 0) goes to (0, 1) for π/2.
    /// In UIKit's y-down space that looks clockwise on screen.
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity transform, so callers can skip the work of applying it.
    public var isIdentity: Bool {
        self == .identity
    }

    /// The transform that applies `self` first and then `t2`.
    ///
    ///     let t = CGAffineTransform(translationX: 30, y: -70)
    ///         .concatenating(CGAffineTransform(scaleX: 0.25, y: 0.75))
    ///     CGPoint.zero.applying(t)   // (7.5, -52.5): moved, then scaled
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// The transform that undoes `self`, for mapping points back (e.g. a touch into a
    /// transformed view's coordinates).
    ///
    /// As in CoreGraphics, a transform that cannot be inverted (it collapses the plane onto
    /// a line or a point) is returned unchanged.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant,
            b: -b / determinant,
            c: -c / determinant,
            d: a / determinant,
            tx: (c * ty - d * tx) / determinant,
            ty: (b * tx - a * ty) / determinant)
    }

    /// `self` with a translation applied before it, as CoreGraphics' `translatedBy(x:y:)`.
    ///
    /// The translation happens in the transform's own (untransformed) space, so after a
    /// scale of 2, translating by 10 moves points by 20 in the result.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// `self` with a scale applied before it, as CoreGraphics' `scaledBy(x:y:)`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// `self` with a rotation by `angle` radians applied before it, as CoreGraphics' `rotated(by:)`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
}

extension CGPoint {
    /// The point moved by `t` (linear part and translation), as CoreGraphics'
    /// `CGPointApplyAffineTransform`.
    ///
    ///     CGPoint(x: 4, y: 8).applying(CGAffineTransform(scaleX: 0.25, y: 0.75))   // (1, 6)
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx,
                y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size treated as a vector and mapped by `t`'s linear part only, as CoreGraphics'
    /// `CGSizeApplyAffineTransform`.
    ///
    /// Sizes have no position, so translation is ignored; a rotation or negative scale can
    /// give negative components, which are kept as CoreGraphics keeps them.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height,
               height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest axis-aligned rectangle containing the four transformed corners, as
    /// CoreGraphics' `CGRectApplyAffineTransform`.
    ///
    /// Used to find the area a transformed view covers on screen. A rotation therefore
    /// grows the rectangle. The null rectangle stays null, and the infinite rectangle
    /// stays infinite, rather than turning into overflowed arithmetic.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || isInfinite { return self }
        let corners = [
            CGPoint(x: minX, y: minY).applying(t),
            CGPoint(x: maxX, y: minY).applying(t),
            CGPoint(x: minX, y: maxY).applying(t),
            CGPoint(x: maxX, y: maxY).applying(t),
        ]
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let left = xs.min()!, right = xs.max()!
        let top = ys.min()!, bottom = ys.max()!
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

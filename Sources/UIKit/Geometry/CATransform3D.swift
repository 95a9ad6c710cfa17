import Foundation

// CATransform3D and Core Animation's CATransform3D* functions, for layer transforms with depth
// and perspective (flips, card turns) — Foundation on Linux has none of this.

/// A 4×4 homogeneous transform for layers, laid out as Core Animation lays it out.
///
/// A point is the row vector [x y z 1] multiplied on the right by the matrix:
///
///     x' = x*m11 + y*m21 + z*m31 + m41
///     y' = x*m12 + y*m22 + z*m32 + m42
///     z' = x*m13 + y*m23 + z*m33 + m43
///     w' = x*m14 + y*m24 + z*m34 + m44
///
/// so translation lives in m41…m43 and perspective in the fourth column; the usual
/// "camera at distance d" perspective is `m34 = -1 / d`, which makes w' = 1 - z/d and
/// shrinks points pushed away from the viewer (negative z). As with `CGAffineTransform`,
/// `CATransform3DConcat(a, b)` applies `a` first, then `b`.
public struct CATransform3D: Equatable, Sendable {
    /// Row 1: what the input x contributes to x', y', z' and w'.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2: what the input y contributes to x', y', z' and w'.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3: what the input z contributes to x', y', z' and w'; m34 is the perspective term.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4: the constant part — translation in m41…m43, and m44 (1 for ordinary transforms).
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// A transform with all sixteen entries given, row by row, matching the memberwise
    /// initialiser Core Animation's struct has in Swift.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }
}

/// The transform that leaves every point where it is; layers start with it, and perspective
/// is usually set up by copying it and changing `m34`.
///
///     var perspective = CATransform3DIdentity
///     perspective.m34 = -1 / 500
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is exactly the identity, so renderers can skip applying it.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Whether `a` and `b` have identical entries; Core Animation's spelling of `==`.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// A transform that moves points by (`tx`, `ty`, `tz`).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx
    t.m42 = ty
    t.m43 = tz
    return t
}

/// A transform that scales x, y and z by `sx`, `sy`, `sz` about the origin.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx
    t.m22 = sy
    t.m33 = sz
    return t
}

/// A transform that rotates by `angle` radians about the axis (`x`, `y`, `z`) through the origin.
///
/// The axis need not be unit length; it is normalised. The sign convention is Core
/// Animation's: about the z axis it turns x towards y, so
/// `CATransform3DMakeRotation(.pi / 2, 0, 0, 1)` sends (1, 0, 0) to (0, 1, 0), exactly like
/// `CGAffineTransform(rotationAngle: .pi / 2)`. About the y axis, a positive angle sends
/// (1, 0, 0) towards (0, 0, -1), i.e. away from the viewer.
///
/// A zero-length axis has no direction to rotate about; the identity is returned.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let ux = x / length, uy = y / length, uz = z / length
    let cosine = cos(angle), sine = sin(angle)
    let versine = 1 - cosine
    // Rodrigues' rotation written for row vectors (the transpose of the column-vector form).
    return CATransform3D(
        m11: versine * ux * ux + cosine,
        m12: versine * ux * uy + sine * uz,
        m13: versine * ux * uz - sine * uy,
        m14: 0,
        m21: versine * ux * uy - sine * uz,
        m22: versine * uy * uy + cosine,
        m23: versine * uy * uz + sine * ux,
        m24: 0,
        m31: versine * ux * uz + sine * uy,
        m32: versine * uy * uz - sine * ux,
        m33: versine * uz * uz + cosine,
        m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// The transform that applies `a` first and then `b` (the matrix product a·b).
///
///     CATransform3DConcat(CATransform3DMakeTranslation(30, -70, 0),
///                         CATransform3DMakeScale(0.25, 0.75, 1))
///     // moves, then scales: the origin ends at (7.5, -52.5, 0)
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(
        m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
        m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
        m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
        m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
        m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
        m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
        m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
        m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
        m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
        m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
        m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
        m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
        m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
        m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
        m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
        m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
}

/// `t` with a translation applied before it (Core Animation prepends), so the translation
/// happens in `t`'s own space: after a perspective, translating keeps the perspective.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` with a scale applied before it (Core Animation prepends).
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` with a rotation applied before it (Core Animation prepends). This is why the common
/// idiom of setting `m34` on the identity and then calling `CATransform3DRotate` rotates
/// first and projects afterwards. A zero-length axis returns `t` unchanged.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat,
                                _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    // A zero axis makes the rotation the identity, which leaves `t` as it is.
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The transform that undoes `t`; used to map points back through a layer's transform.
///
/// As in Core Animation, a transform that cannot be inverted (determinant zero) is
/// returned unchanged.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    let minors = Minors(t)
    let det = minors.determinant
    guard det != 0, det.isFinite else { return t }
    let r = 1 / det
    let (s0, s1, s2, s3, s4, s5) = (minors.s0, minors.s1, minors.s2, minors.s3, minors.s4, minors.s5)
    let (c0, c1, c2, c3, c4, c5) = (minors.c0, minors.c1, minors.c2, minors.c3, minors.c4, minors.c5)

    return CATransform3D(
        m11: ( t.m22 * c5 - t.m23 * c4 + t.m24 * c3) * r,
        m12: (-t.m12 * c5 + t.m13 * c4 - t.m14 * c3) * r,
        m13: ( t.m42 * s5 - t.m43 * s4 + t.m44 * s3) * r,
        m14: (-t.m32 * s5 + t.m33 * s4 - t.m34 * s3) * r,
        m21: (-t.m21 * c5 + t.m23 * c2 - t.m24 * c1) * r,
        m22: ( t.m11 * c5 - t.m13 * c2 + t.m14 * c1) * r,
        m23: (-t.m41 * s5 + t.m43 * s2 - t.m44 * s1) * r,
        m24: ( t.m31 * s5 - t.m33 * s2 + t.m34 * s1) * r,
        m31: ( t.m21 * c4 - t.m22 * c2 + t.m24 * c0) * r,
        m32: (-t.m11 * c4 + t.m12 * c2 - t.m14 * c0) * r,
        m33: ( t.m41 * s4 - t.m42 * s2 + t.m44 * s0) * r,
        m34: (-t.m31 * s4 + t.m32 * s2 - t.m34 * s0) * r,
        m41: (-t.m21 * c3 + t.m22 * c1 - t.m23 * c0) * r,
        m42: ( t.m11 * c3 - t.m12 * c1 + t.m13 * c0) * r,
        m43: (-t.m41 * s3 + t.m42 * s1 - t.m43 * s0) * r,
        m44: ( t.m31 * s3 - t.m32 * s1 + t.m33 * s0) * r)
}

/// The 3-D transform that acts on the z = 0 plane exactly as `m` does, leaving z alone;
/// lets a view's affine `transform` be handed to its layer.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0,
        m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` is exactly representable as a `CGAffineTransform` (no depth, no perspective),
/// i.e. whether `CATransform3DGetAffineTransform` loses nothing.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0
        && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (entries m11, m12, m21, m22, m41, m42); everything involving z
/// or perspective is dropped, so check `CATransform3DIsAffine` first if that matters.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

// MARK: - Segue additions (not Core Animation API)

extension CATransform3D {
    /// Segue addition, not Core Animation API: where the point `p` of the layer's z = 0
    /// plane lands on screen after this transform, perspective included.
    ///
    /// The renderer needs this to place a layer's corners; Core Animation does it
    /// internally. `p` is taken as (x, y, 0, 1) and the result's x and y are divided by w.
    /// If w is zero the point is at infinity and the components are infinite or NaN.
    ///
    ///     var t = CATransform3DIdentity
    ///     t.m34 = -1 / 500
    ///     t.projecting(CGPoint(x: 100, y: 40))   // (100, 40): z = 0 points are unaffected
    public func projecting(_ p: CGPoint) -> CGPoint {
        let x = p.x * m11 + p.y * m21 + m41
        let y = p.x * m12 + p.y * m22 + m42
        let w = p.x * m14 + p.y * m24 + m44
        return CGPoint(x: x / w, y: y / w)
    }

    /// Segue addition, not Core Animation API: the matrix determinant. Zero means the
    /// transform flattens space and cannot be inverted; a negative value means it mirrors.
    public var determinant: CGFloat {
        Minors(self).determinant
    }
}

/// The twelve 2×2 minors of a 4×4 matrix — six from its top two rows (s*), six from its
/// bottom two (c*) — from which both the determinant and the inverse are built.
private struct Minors {
    let s0, s1, s2, s3, s4, s5: CGFloat
    let c0, c1, c2, c3, c4, c5: CGFloat

    init(_ t: CATransform3D) {
        s0 = t.m11 * t.m22 - t.m21 * t.m12
        s1 = t.m11 * t.m23 - t.m21 * t.m13
        s2 = t.m11 * t.m24 - t.m21 * t.m14
        s3 = t.m12 * t.m23 - t.m22 * t.m13
        s4 = t.m12 * t.m24 - t.m22 * t.m14
        s5 = t.m13 * t.m24 - t.m23 * t.m14
        c0 = t.m31 * t.m42 - t.m41 * t.m32
        c1 = t.m31 * t.m43 - t.m41 * t.m33
        c2 = t.m31 * t.m44 - t.m41 * t.m34
        c3 = t.m32 * t.m43 - t.m42 * t.m33
        c4 = t.m32 * t.m44 - t.m42 * t.m34
        c5 = t.m33 * t.m44 - t.m43 * t.m34
    }

    /// Laplace expansion along the top two rows.
    var determinant: CGFloat {
        s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    }
}

import Foundation

/// A 3×3 projective matrix in the row-vector convention (`[x y 1] · M`), the form a layer's 3D
/// transform takes once flattened into its parent's plane, and the form XRender's picture transforms use.
///
/// Why not `CATransform3D`: after flattening, z no longer matters and XRender wants 3×3; keeping the
/// display list in 3×3 makes "what the compositor receives" exactly "what it draws".
public struct ProjectiveTransform: Hashable, Sendable, CustomStringConvertible {
    // Row-major entries, stored inline: a frame concatenates thousands of these, and an array per
    // matrix would be a heap allocation each time.
    public var m0, m1, m2, m3, m4, m5, m6, m7, m8: Double

    /// Row-major: `m[0] m[1] m[2]` is the first row (x', y', w' contributions of x).
    public var m: [Double] {
        get { [m0, m1, m2, m3, m4, m5, m6, m7, m8] }
        set { self = ProjectiveTransform(newValue) }
    }

    public init(_ m: [Double]) {
        precondition(m.count == 9, "ProjectiveTransform needs 9 entries")
        self.init(m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
    }

    public init(_ m0: Double, _ m1: Double, _ m2: Double, _ m3: Double, _ m4: Double, _ m5: Double,
                _ m6: Double, _ m7: Double, _ m8: Double) {
        self.m0 = m0; self.m1 = m1; self.m2 = m2
        self.m3 = m3; self.m4 = m4; self.m5 = m5
        self.m6 = m6; self.m7 = m7; self.m8 = m8
    }

    public static let identity = ProjectiveTransform(1, 0, 0, 0, 1, 0, 0, 0, 1)

    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(1, 0, 0, 0, 1, 0, Double(tx), Double(ty), 1)
    }

    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(Double(sx), 0, 0, 0, Double(sy), 0, 0, 0, 1)
    }

    /// Drops z from a 4×4 transform: rows and columns 1, 2 and 4 (points in the layer plane have z = 0,
    /// and the parent's plane ignores the z they end at).
    public init(flattening t: CATransform3D) {
        self.init(Double(t.m11), Double(t.m12), Double(t.m14),
                  Double(t.m21), Double(t.m22), Double(t.m24),
                  Double(t.m41), Double(t.m42), Double(t.m44))
    }

    public init(_ a: CGAffineTransform) {
        self.init(Double(a.a), Double(a.b), 0, Double(a.c), Double(a.d), 0, Double(a.tx), Double(a.ty), 1)
    }

    /// `self` then `other`.
    public func concatenating(_ o: ProjectiveTransform) -> ProjectiveTransform {
        ProjectiveTransform(
            m0 * o.m0 + m1 * o.m3 + m2 * o.m6, m0 * o.m1 + m1 * o.m4 + m2 * o.m7, m0 * o.m2 + m1 * o.m5 + m2 * o.m8,
            m3 * o.m0 + m4 * o.m3 + m5 * o.m6, m3 * o.m1 + m4 * o.m4 + m5 * o.m7, m3 * o.m2 + m4 * o.m5 + m5 * o.m8,
            m6 * o.m0 + m7 * o.m3 + m8 * o.m6, m6 * o.m1 + m7 * o.m4 + m8 * o.m7, m6 * o.m2 + m7 * o.m5 + m8 * o.m8)
    }

    public var determinant: Double {
        m0 * (m4 * m8 - m5 * m7) - m1 * (m3 * m8 - m5 * m6) + m2 * (m3 * m7 - m4 * m6)
    }

    /// The inverse; a singular matrix (a layer scaled to zero) inverts to itself.
    public func inverted() -> ProjectiveTransform {
        let d = determinant
        guard abs(d) > 1e-12 else { return self }
        return ProjectiveTransform(
            (m4 * m8 - m5 * m7) / d, (m2 * m7 - m1 * m8) / d, (m1 * m5 - m2 * m4) / d,
            (m5 * m6 - m3 * m8) / d, (m0 * m8 - m2 * m6) / d, (m2 * m3 - m0 * m5) / d,
            (m3 * m7 - m4 * m6) / d, (m1 * m6 - m0 * m7) / d, (m0 * m4 - m1 * m3) / d)
    }

    public var isIdentity: Bool { self == .identity }

    /// True when the matrix only translates (the compositor's fast path: no filter, no transform).
    public var isTranslation: Bool {
        m0 == 1 && m1 == 0 && m2 == 0 && m3 == 0 && m4 == 1 && m5 == 0 && m8 == 1
    }

    /// True when there is no perspective (the last column is 0, 0, 1).
    public var isAffine: Bool { m2 == 0 && m5 == 0 && m8 == 1 }

    /// True when drawing through this transform must resample with a filter that matters for speed:
    /// it rotates, skews or projects (a translation or a plain scale keeps rows and columns straight).
    public var resamplesWithFilter: Bool { !isAffine || m1 != 0 || m3 != 0 }

    /// The affine part, exact when `isAffine`.
    public var affineApproximation: CGAffineTransform {
        let w = m8 == 0 ? 1 : m8
        return CGAffineTransform(a: CGFloat(m0 / w), b: CGFloat(m1 / w), c: CGFloat(m3 / w),
                                 d: CGFloat(m4 / w), tx: CGFloat(m6 / w), ty: CGFloat(m7 / w))
    }

    public func applying(_ p: CGPoint) -> CGPoint {
        let x = Double(p.x), y = Double(p.y)
        let w = x * m2 + y * m5 + m8
        let safeW = abs(w) < 1e-12 ? 1e-12 : w
        return CGPoint(x: (x * m0 + y * m3 + m6) / safeW, y: (x * m1 + y * m4 + m7) / safeW)
    }

    /// The four corners of `rect` after the transform, in the order top-left, top-right, bottom-right,
    /// bottom-left.
    public func corners(of rect: CGRect) -> [CGPoint] {
        [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
         CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map(applying)
    }

    /// The axis-aligned box around the transformed rectangle.
    public func boundingBox(of rect: CGRect) -> CGRect {
        if isTranslation {   // the common case, exact and cheap
            return CGRect(x: rect.minX + CGFloat(m6), y: rect.minY + CGFloat(m7), width: rect.width, height: rect.height)
        }
        let a = applying(CGPoint(x: rect.minX, y: rect.minY)), b = applying(CGPoint(x: rect.maxX, y: rect.minY))
        let c = applying(CGPoint(x: rect.maxX, y: rect.maxY)), d = applying(CGPoint(x: rect.minX, y: rect.maxY))
        let minX = min(a.x, b.x, c.x, d.x), minY = min(a.y, b.y, c.y, d.y)
        return CGRect(x: minX, y: minY, width: max(a.x, b.x, c.x, d.x) - minX, height: max(a.y, b.y, c.y, d.y) - minY)
    }

    public var description: String {
        "[" + m.map { String(format: "%.4g", $0) }.joined(separator: " ") + "]"
    }
}

import Foundation

/// A 3×3 projective matrix in the row-vector convention (`[x y 1] · M`), the form a layer's 3D
/// transform takes once flattened into its parent's plane, and the form XRender's picture transforms use.
///
/// Why not `CATransform3D`: after flattening, z no longer matters and XRender wants 3×3; keeping the
/// display list in 3×3 makes "what the compositor receives" exactly "what it draws".
public struct ProjectiveTransform: Hashable, Sendable, CustomStringConvertible {
    /// Row-major: `m[0] m[1] m[2]` is the first row (x' , y', w' contributions of x).
    public var m: [Double]

    public init(_ m: [Double]) {
        precondition(m.count == 9, "ProjectiveTransform needs 9 entries")
        self.m = m
    }

    public static let identity = ProjectiveTransform([1, 0, 0, 0, 1, 0, 0, 0, 1])

    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init([1, 0, 0, 0, 1, 0, Double(tx), Double(ty), 1])
    }

    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init([Double(sx), 0, 0, 0, Double(sy), 0, 0, 0, 1])
    }

    /// Drops z from a 4×4 transform: rows and columns 1, 2 and 4 (points in the layer plane have z = 0,
    /// and the parent's plane ignores the z they end at).
    public init(flattening t: CATransform3D) {
        self.init([Double(t.m11), Double(t.m12), Double(t.m14),
                   Double(t.m21), Double(t.m22), Double(t.m24),
                   Double(t.m41), Double(t.m42), Double(t.m44)])
    }

    public init(_ a: CGAffineTransform) {
        self.init([Double(a.a), Double(a.b), 0, Double(a.c), Double(a.d), 0, Double(a.tx), Double(a.ty), 1])
    }

    /// `self` then `other`.
    public func concatenating(_ other: ProjectiveTransform) -> ProjectiveTransform {
        var r = [Double](repeating: 0, count: 9)
        for i in 0..<3 {
            for j in 0..<3 {
                r[i * 3 + j] = m[i * 3] * other.m[j] + m[i * 3 + 1] * other.m[3 + j] + m[i * 3 + 2] * other.m[6 + j]
            }
        }
        return ProjectiveTransform(r)
    }

    public var determinant: Double {
        m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6])
    }

    /// The inverse; a singular matrix (a layer scaled to zero) inverts to itself.
    public func inverted() -> ProjectiveTransform {
        let d = determinant
        guard abs(d) > 1e-12 else { return self }
        let a = m
        let inv: [Double] = [
            (a[4] * a[8] - a[5] * a[7]) / d, (a[2] * a[7] - a[1] * a[8]) / d, (a[1] * a[5] - a[2] * a[4]) / d,
            (a[5] * a[6] - a[3] * a[8]) / d, (a[0] * a[8] - a[2] * a[6]) / d, (a[2] * a[3] - a[0] * a[5]) / d,
            (a[3] * a[7] - a[4] * a[6]) / d, (a[1] * a[6] - a[0] * a[7]) / d, (a[0] * a[4] - a[1] * a[3]) / d,
        ]
        return ProjectiveTransform(inv)
    }

    public var isIdentity: Bool { self == .identity }

    /// True when the matrix only translates (the compositor's fast path: no filter, no transform).
    public var isTranslation: Bool {
        m[0] == 1 && m[1] == 0 && m[2] == 0 && m[3] == 0 && m[4] == 1 && m[5] == 0 && m[8] == 1
    }

    /// True when there is no perspective (the last column is 0, 0, 1).
    public var isAffine: Bool { m[2] == 0 && m[5] == 0 && m[8] == 1 }

    /// True when drawing through this transform must resample with a filter that matters for speed:
    /// it rotates, skews or projects (a translation or a plain scale keeps rows and columns straight).
    public var resamplesWithFilter: Bool { !isAffine || m[1] != 0 || m[3] != 0 }

    /// The affine part, exact when `isAffine`.
    public var affineApproximation: CGAffineTransform {
        let w = m[8] == 0 ? 1 : m[8]
        return CGAffineTransform(a: CGFloat(m[0] / w), b: CGFloat(m[1] / w), c: CGFloat(m[3] / w),
                                 d: CGFloat(m[4] / w), tx: CGFloat(m[6] / w), ty: CGFloat(m[7] / w))
    }

    public func applying(_ p: CGPoint) -> CGPoint {
        let x = Double(p.x), y = Double(p.y)
        let w = x * m[2] + y * m[5] + m[8]
        let safeW = abs(w) < 1e-12 ? 1e-12 : w
        return CGPoint(x: (x * m[0] + y * m[3] + m[6]) / safeW, y: (x * m[1] + y * m[4] + m[7]) / safeW)
    }

    /// The four corners of `rect` after the transform, in the order top-left, top-right, bottom-right,
    /// bottom-left.
    public func corners(of rect: CGRect) -> [CGPoint] {
        [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
         CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map(applying)
    }

    /// The axis-aligned box around the transformed rectangle.
    public func boundingBox(of rect: CGRect) -> CGRect {
        let pts = corners(of: rect)
        let xs = pts.map(\.x), ys = pts.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    public var description: String {
        "[" + m.map { String(format: "%.4g", $0) }.joined(separator: " ") + "]"
    }
}

import Foundation

/// Interpolates 3D transforms by decomposing them into translation, scale, skew, perspective and a
/// rotation quaternion, interpolating those, and composing again — so a rotation keeps its size
/// through the middle instead of shrinking, as a matrix blend would.
///
/// The decomposition is the classic "unmatrix" (Graphics Gems II), in Core Animation's row-vector
/// layout: translation in row 4, perspective in column 4.
public enum TransformDecomposition {
    public struct Parts: Equatable {
        public var translation: [Double]   // x, y, z
        public var scale: [Double]         // x, y, z
        public var skew: [Double]          // xy, xz, yz
        public var perspective: [Double]   // x, y, z, w
        public var quaternion: [Double]    // x, y, z, w
    }

    typealias Matrix = [[Double]]

    static func matrix(_ t: CATransform3D) -> Matrix {
        [[t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24],
         [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44]].map { $0.map(Double.init) }
    }

    static func transform(_ m: Matrix) -> CATransform3D {
        let c = m.map { $0.map { CGFloat($0) } }
        return CATransform3D(m11: c[0][0], m12: c[0][1], m13: c[0][2], m14: c[0][3],
                             m21: c[1][0], m22: c[1][1], m23: c[1][2], m24: c[1][3],
                             m31: c[2][0], m32: c[2][1], m33: c[2][2], m34: c[2][3],
                             m41: c[3][0], m42: c[3][1], m43: c[3][2], m44: c[3][3])
    }

    static func multiply(_ a: Matrix, _ b: Matrix) -> Matrix {
        (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
    }

    static let identity: Matrix = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]

    /// The parts of `t`, or nil when it cannot be decomposed (singular).
    public static func decompose(_ t: CATransform3D) -> Parts? {
        var m = matrix(t)
        guard m[3][3] != 0 else { return nil }
        for i in 0..<4 { for j in 0..<4 { m[i][j] /= m[3][3] } }
        var pm = m
        for i in 0..<3 { pm[i][3] = 0 }
        pm[3][3] = 1
        guard abs(Double(transform(pm).determinant)) > 1e-12 else { return nil }
        let inversePM = CATransform3DInvert(transform(pm))

        var perspective: [Double] = [0, 0, 0, 1]
        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            let rhs = [m[0][3], m[1][3], m[2][3], m[3][3]]
            // rhs · (inverse(pm))ᵀ, written out: perspective[j] = Σᵢ rhs[i]·inv[j][i].
            let inv = matrix(inversePM)
            perspective = (0..<4).map { j in (0..<4).reduce(0) { $0 + rhs[$1] * inv[j][$1] } }
        }
        let translation = [m[3][0], m[3][1], m[3][2]]

        var row = (0..<3).map { [m[$0][0], m[$0][1], m[$0][2]] }
        var scale = [0.0, 0, 0], skew = [0.0, 0, 0]
        scale[0] = length(row[0]); row[0] = normalize(row[0])
        skew[0] = dot(row[0], row[1]); row[1] = combine(row[1], row[0], 1, -skew[0])
        scale[1] = length(row[1]); row[1] = normalize(row[1]); skew[0] /= scale[1]
        skew[1] = dot(row[0], row[2]); row[2] = combine(row[2], row[0], 1, -skew[1])
        skew[2] = dot(row[1], row[2]); row[2] = combine(row[2], row[1], 1, -skew[2])
        scale[2] = length(row[2]); row[2] = normalize(row[2]); skew[1] /= scale[2]; skew[2] /= scale[2]
        if dot(row[0], cross(row[1], row[2])) < 0 {
            for i in 0..<3 { scale[i] = -scale[i]; row[i] = row[i].map { -$0 } }
        }
        var q = [
            0.5 * max(1 + row[0][0] - row[1][1] - row[2][2], 0).squareRoot(),
            0.5 * max(1 - row[0][0] + row[1][1] - row[2][2], 0).squareRoot(),
            0.5 * max(1 - row[0][0] - row[1][1] + row[2][2], 0).squareRoot(),
            0.5 * max(1 + row[0][0] + row[1][1] + row[2][2], 0).squareRoot(),
        ]
        if row[2][1] > row[1][2] { q[0] = -q[0] }
        if row[0][2] > row[2][0] { q[1] = -q[1] }
        if row[1][0] > row[0][1] { q[2] = -q[2] }
        return Parts(translation: translation, scale: scale, skew: skew, perspective: perspective, quaternion: q)
    }

    /// The transform made of `parts` (the inverse of `decompose`).
    public static func compose(_ p: Parts) -> CATransform3D {
        var m = identity
        for i in 0..<4 { m[i][3] = p.perspective[i] }
        for i in 0..<3 { for j in 0..<3 { m[3][i] += p.translation[j] * m[j][i] } }
        let x = p.quaternion[0], y = p.quaternion[1], z = p.quaternion[2], w = p.quaternion[3]
        var r = identity
        // Row-vector layout: the rotation is the transpose of the column-vector quaternion matrix.
        r[0][0] = 1 - 2 * (y * y + z * z); r[0][1] = 2 * (x * y + z * w); r[0][2] = 2 * (x * z - y * w)
        r[1][0] = 2 * (x * y - z * w); r[1][1] = 1 - 2 * (x * x + z * z); r[1][2] = 2 * (y * z + x * w)
        r[2][0] = 2 * (x * z + y * w); r[2][1] = 2 * (y * z - x * w); r[2][2] = 1 - 2 * (x * x + y * y)
        m = multiply(r, m)
        var temp = identity
        if p.skew[2] != 0 { temp[2][1] = p.skew[2]; m = multiply(temp, m) }
        if p.skew[1] != 0 { temp[2][1] = 0; temp[2][0] = p.skew[1]; m = multiply(temp, m) }
        if p.skew[0] != 0 { temp[2][0] = 0; temp[1][0] = p.skew[0]; m = multiply(temp, m) }
        for i in 0..<3 { for j in 0..<4 { m[i][j] *= p.scale[i] } }
        return transform(m)
    }

    /// `fraction` of the way from `a` to `b`; falls back to blending the matrices when either cannot
    /// be decomposed.
    public static func interpolate(_ a: CATransform3D, _ b: CATransform3D, fraction f: Double) -> CATransform3D {
        if f == 0 { return a }
        if f == 1 { return b }
        guard let pa = decompose(a), let pb = decompose(b) else {
            let ma = matrix(a), mb = matrix(b)
            return transform((0..<4).map { i in (0..<4).map { j in ma[i][j] + (mb[i][j] - ma[i][j]) * f } })
        }
        func mix(_ x: [Double], _ y: [Double]) -> [Double] { zip(x, y).map { $0 + ($1 - $0) * f } }
        return compose(Parts(translation: mix(pa.translation, pb.translation), scale: mix(pa.scale, pb.scale),
                             skew: mix(pa.skew, pb.skew), perspective: mix(pa.perspective, pb.perspective),
                             quaternion: slerp(pa.quaternion, pb.quaternion, f)))
    }

    static func slerp(_ a: [Double], _ b: [Double], _ t: Double) -> [Double] {
        var product = dot(a, b)
        product = min(1, max(-1, product))
        if abs(product) >= 1 - 1e-12 { return a }
        let theta = acos(product)
        let w = sin(t * theta) / (1 - product * product).squareRoot()
        let wa = cos(t * theta) - product * w
        return (0..<4).map { a[$0] * wa + b[$0] * w }
    }

    static func dot(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).reduce(0) { $0 + $1.0 * $1.1 } }
    static func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
    static func normalize(_ a: [Double]) -> [Double] {
        let l = length(a)
        return l == 0 ? a : a.map { $0 / l }
    }
    static func combine(_ a: [Double], _ b: [Double], _ sa: Double, _ sb: Double) -> [Double] {
        zip(a, b).map { $0 * sa + $1 * sb }
    }
    static func cross(_ a: [Double], _ b: [Double]) -> [Double] {
        [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    }
}

import CX11
import Foundation
import UIKit

/// Conversions from Segue's values to XRender's wire types.
extension XRenderColor {
    /// A premultiplied XRender colour from a straight-alpha `CGColor`, with an extra opacity factor.
    init(_ color: CGColor, opacity: CGFloat = 1) {
        let a = Double(color.alpha * opacity).clamped
        func channel(_ v: CGFloat) -> UInt16 { UInt16((Double(v) * a * 65535).rounded().clamped(0, 65535)) }
        self.init(red: channel(color.red), green: channel(color.green), blue: channel(color.blue),
                  alpha: UInt16((a * 65535).rounded()))
    }
}

extension XTransform {
    /// XRender's 16.16 fixed-point matrix for a row-vector `ProjectiveTransform`.
    ///
    /// XRender multiplies column vectors (`M · [x y 1]ᵀ`), Segue row vectors (`[x y 1] · M`), so the
    /// matrix is transposed. Remember that a picture transform maps *destination* to *source*: pass
    /// the inverse of where the picture should land.
    init(_ t: ProjectiveTransform) {
        func fixed(_ v: Double) -> XFixed { XFixed((v * 65536).rounded().clamped(-2_147_483_648, 2_147_483_647)) }
        self.init(matrix: (
            (fixed(t.m0), fixed(t.m3), fixed(t.m6)),
            (fixed(t.m1), fixed(t.m4), fixed(t.m7)),
            (fixed(t.m2), fixed(t.m5), fixed(t.m8))))
    }
}

extension Double {
    var clamped: Double { Swift.min(1, Swift.max(0, self)) }
    func clamped(_ lo: Double, _ hi: Double) -> Double { Swift.min(hi, Swift.max(lo, self)) }
}

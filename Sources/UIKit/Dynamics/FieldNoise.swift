import Foundation

/// Smooth, repeatable noise for noise and turbulence fields: a random vector at each corner of a
/// unit grid in space and time (from a hash of the corner, so every run agrees), blended smoothly
/// between corners. Each component is in −1…1.
enum FieldNoise {
    static func value(at p: CGPoint, time: Double) -> CGVector {
        let x = Double(p.x), y = Double(p.y)
        let x0 = floor(x), y0 = floor(y), t0 = floor(time)
        let fx = fade(x - x0), fy = fade(y - y0), ft = fade(time - t0)
        var dx = 0.0, dy = 0.0
        for corner in 0..<8 {
            let cx = corner & 1, cy = (corner >> 1) & 1, ct = (corner >> 2) & 1
            let weight = (cx == 1 ? fx : 1 - fx) * (cy == 1 ? fy : 1 - fy) * (ct == 1 ? ft : 1 - ft)
            let h = hash(Int64(x0) + Int64(cx), Int64(y0) + Int64(cy), Int64(t0) + Int64(ct))
            dx += weight * unit(h)
            dy += weight * unit(h >> 32)
        }
        return CGVector(dx: dx, dy: dy)
    }

    /// 6t⁵ − 15t⁴ + 10t³: no kink at the grid lines.
    private static func fade(_ t: Double) -> Double { t * t * t * (t * (t * 6 - 15) + 10) }

    /// The low 32 bits of `h` as a number in −1…1.
    private static func unit(_ h: UInt64) -> Double { Double(h & 0xFFFF_FFFF) / Double(UInt32.max) * 2 - 1 }

    /// A 64-bit mix (SplitMix64's finaliser) of the three coordinates.
    private static func hash(_ a: Int64, _ b: Int64, _ c: Int64) -> UInt64 {
        var z = UInt64(bitPattern: a) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: b) &* 0xC2B2_AE3D_27D4_EB4F
            ^ UInt64(bitPattern: c) &* 0x1656_67B1_9E37_79F9
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

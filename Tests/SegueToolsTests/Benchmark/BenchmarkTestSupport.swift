import Foundation

/// Whether two figures agree to within a rounding error of the arithmetic that produced them.
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

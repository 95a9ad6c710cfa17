import Foundation

/// A timing curve: how far an animation has got (output) when a fraction of its time has passed
/// (input). Pure maths: no state, no layers. Inputs outside 0…1 are clamped; outputs may overshoot
/// (springs).
public protocol UnitCurve {
    func value(at fraction: Double) -> Double
}

/// Output equals input: constant speed, and what a percent-driven transition scrubs with.
public struct LinearCurve: UnitCurve, Equatable, Sendable {
    public init() {}
    public func value(at fraction: Double) -> Double { min(1, max(0, fraction)) }
}

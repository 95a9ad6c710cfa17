import Foundation
import UIKit

/// How a drag's progress is paced over its duration: the CSS / Core Animation curves, so a scripted
/// drag can mimic the way hands start and stop (`easeOut` lets go slowly, `easeIn` flicks).
public enum ScriptCurve: String, CaseIterable, Equatable, Sendable {
    case linear, easeIn, easeOut, easeInOut

    /// Progress (0…1) at time fraction `t` (0…1).
    public func progress(at t: Double) -> Double {
        switch self {
        case .linear: return min(1, max(0, t))
        case .easeIn: return CubicBezierCurve.easeIn.value(at: t)
        case .easeOut: return CubicBezierCurve.easeOut.value(at: t)
        case .easeInOut: return CubicBezierCurve.easeInOut.value(at: t)
        }
    }
}

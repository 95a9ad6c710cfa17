@testable import UIKit
import Foundation
import UIKitTesting

// Shared by the animation tests: a window on a test application driven frame by frame by its virtual
// clock, and reference maths written independently of the sources (a cubic Bézier solved by
// bisection on its Bernstein form, a spring integrated with RK4) to compare the engine against.

/// A key window on a `withTestApplication` app, and the virtual clock that drives its frames.
///
/// Time starts at 0 with one frame drawn. `frame(at:)` moves the clock to an absolute time and draws,
/// which ticks every animation, display link and animator, so presentation values read afterwards
/// are those of that frame.
final class AnimationStage {
    let app: UIApplication
    let clock: VirtualFrameClock
    let window: UIWindow

    init(app: UIApplication) {
        self.app = app
        clock = app.virtualClock
        window = makeKeyWindow(size: UIScreen.main.bounds.size, backgroundColor: .white)
        app.renderNow()
    }

    /// Seconds on the frame clock since the stage began.
    var now: TimeInterval { clock.now }

    /// A view of `frame` in the window, drawn in `color`.
    @discardableResult
    func addView(_ frame: CGRect, color: UIColor = .red) -> UIView {
        let v = UIView(frame: frame)
        v.backgroundColor = color
        window.addSubview(v)
        return v
    }

    /// Moves the clock to `time` (not earlier than now) and draws that frame.
    func frame(at time: TimeInterval) {
        precondition(time >= clock.now, "frame(at: \(time)) is before the current time \(clock.now)")
        app.renderFrame(after: time - clock.now)
    }

    /// Draws frames every `1 / fps` seconds from the next one up to and including `time`, calling
    /// `each` after every frame with its time.
    func frames(until time: TimeInterval, fps: Double = 60, _ each: (TimeInterval) -> Void = { _ in }) {
        var i = 1
        let start = clock.now
        while start + Double(i) / fps <= time + 1e-12 {
            frame(at: start + Double(i) / fps)
            each(clock.now)
            i += 1
        }
    }
}

/// Runs `body` on a fresh `AnimationStage` (a test application on a recording platform, no X).
/// Call only from `SharedState` suites.
func withStage<T>(_ body: (AnimationStage) throws -> T) rethrows -> T {
    try withTestApplication { app, _ in try body(AnimationStage(app: app)) }
}

extension UIView {
    /// What the compositor draws for this view now: its layer's presentation copy.
    var seen: CALayer { layer.presentation() ?? layer }
}

/// Counts and remembers the values a completion handler received.
final class CompletionLog<Value> {
    private(set) var values: [Value] = []
    func record(_ v: Value) { values.append(v) }
    var handler: (Value) -> Void { { [unowned self] in self.record($0) } }
}

// MARK: Reference maths

/// A cubic Bézier timing curve evaluated from its Bernstein form, solved for x by bisection: slow,
/// obviously correct, and sharing no code with `CubicBezierCurve`.
nonisolated struct ReferenceBezier: CustomStringConvertible {
    let x1: Double, y1: Double, x2: Double, y2: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    /// The point at curve parameter `t`: B(t) = 3(1−t)²t·P1 + 3(1−t)t²·P2 + t³·(1, 1).
    func point(_ t: Double) -> (x: Double, y: Double) {
        let u = 1 - t
        let b1 = 3 * u * u * t, b2 = 3 * u * t * t, b3 = t * t * t
        return (b1 * x1 + b2 * x2 + b3, b1 * y1 + b2 * y2 + b3)
    }

    /// The progress at time fraction `x` (x(t) is increasing for control x values in 0…1).
    func progress(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if point(mid).x < x { lo = mid } else { hi = mid }
        }
        return point((lo + hi) / 2).y
    }

    var description: String { "bezier(\(x1), \(y1), \(x2), \(y2))" }

    static let linear = ReferenceBezier(0, 0, 1, 1)
    static let easeIn = ReferenceBezier(0.42, 0, 1, 1)
    nonisolated static let easeOut = ReferenceBezier(0, 0, 0.58, 1)
    static let easeInOut = ReferenceBezier(0.42, 0, 0.58, 1)
}

/// A damped spring m·x″ + c·x′ + k·(x − 1) = 0 from x = 0 with velocity `v0`, integrated with
/// classical Runge–Kutta (RK4) at a small fixed step.
struct ReferenceSpring: CustomStringConvertible {
    let mass: Double, stiffness: Double, damping: Double, v0: Double

    /// Position and velocity at `time`.
    func state(at time: Double, step: Double = 1e-4) -> (x: Double, v: Double) {
        states(at: [time], step: step)[0]
    }

    /// States at each of `times` (ascending), integrated in one pass.
    func states(at times: [Double], step: Double = 1e-4) -> [(x: Double, v: Double)] {
        var out: [(x: Double, v: Double)] = []
        var x = 0.0, v = v0, t = 0.0
        func accel(_ x: Double, _ v: Double) -> Double { (-damping * v - stiffness * (x - 1)) / mass }
        for target in times {
            while t < target - 1e-15 {
                let h = min(step, target - t)
                let k1x = v, k1v = accel(x, v)
                let k2x = v + h / 2 * k1v, k2v = accel(x + h / 2 * k1x, v + h / 2 * k1v)
                let k3x = v + h / 2 * k2v, k3v = accel(x + h / 2 * k2x, v + h / 2 * k2v)
                let k4x = v + h * k3v, k4v = accel(x + h * k3x, v + h * k3v)
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                t += h
            }
            out.append((x, v))
        }
        return out
    }

    var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    var description: String { "spring(m \(mass), k \(stiffness), c \(damping), v0 \(v0); ζ \(dampingRatio))" }
}

import Foundation

/// Estimates pointer velocity from the positions of the last `window` seconds (150 ms, as
/// libadwaita): two samples are too noisy once X11 coalesces motion events, and a pointer held still
/// before release has no recent samples, so it lets go at zero speed.
struct VelocitySampler {
    static let window: TimeInterval = 0.15
    private(set) var samples: [(time: TimeInterval, point: CGPoint)] = []

    mutating func reset() { samples = [] }

    mutating func add(_ point: CGPoint, at time: TimeInterval) {
        samples.append((time, point))
        samples.removeAll { time - $0.time > Self.window }
    }

    /// Points per second, from the oldest to the newest sample in the window.
    var velocity: CGPoint {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let dt = CGFloat(last.time - first.time)
        return CGPoint(x: (last.point.x - first.point.x) / dt, y: (last.point.y - first.point.y) / dt)
    }
}

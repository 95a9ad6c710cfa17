import Foundation

/// How long a flip takes: the tutorial's finished 0.6 s, or the 2 s it uses while developing so the
/// turn can be watched ("Slow flip"). Shared by the scene's cards, its stack and its animators.
final class FlipPace {
    static let normal: TimeInterval = 0.6
    static let slow: TimeInterval = 2.0

    var isSlow = false
    var duration: TimeInterval { isSlow ? Self.slow : Self.normal }
}

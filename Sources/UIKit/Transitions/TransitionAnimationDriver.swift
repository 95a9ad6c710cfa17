import Foundation

/// Drives the layer animations an animator made with `UIView.animate` (and the alongside ones) from
/// the transition's fraction instead of the clock, for a percent-driven transition.
///
/// Each animation keeps its place on the transition's timeline: with transition duration `D`, an
/// animation that starts `delay` seconds in and lasts `d` is at `(fraction·D − delay) / d`.
/// Progress is linear in the fraction (the animations' own curves are bypassed), so scrubbing is
/// linear and the way back samples exactly the way out. When the interaction ends, the fraction itself
/// plays to 1 or 0 with the completion timing; then the animations are let go: at the end they finish
/// where the model already is, at the start each property is first put back to its start value, so a
/// cancel leaves everything exactly as it was. Either way the blocks' completions run, and with them
/// the animator's `completeTransition`.
@MainActor
final class TransitionAnimationDriver: @MainActor AnimationDriver, FrameTicker {
    /// The engine that ticks this (its application's), kept so that removing it later, even from a
    /// deinit while another application is current, reaches the right one.
    private weak var scheduledEngine: AnimationEngine?
    private struct Driven {
        weak var layer: CALayer?
        let animation: CAAnimation
        let keyPath: String?
        let delay: Double
        let start: AnimatableValue?
    }

    /// Seconds the transition lasts (its animator's `transitionDuration`).
    let duration: Double
    private let startTime: CFTimeInterval
    private var driven: [Driven] = []
    private(set) var fraction: CGFloat = 0

    private struct Playback {
        let from: CGFloat
        let to: CGFloat
        let began: CFTimeInterval
        let pacing: Pacing
        let done: () -> Void
    }
    private var playback: Playback?

    init(duration: Double, startTime: CFTimeInterval) {
        self.duration = max(duration, 1e-6)
        self.startTime = startTime
    }

    var drivenCount: Int { driven.count }

    /// Takes over `animation` (the copy stored on `layer`).
    func adopt(_ animation: CAAnimation, on layer: CALayer) {
        let keyPath = (animation as? CAPropertyAnimation)?.keyPath
        var start: AnimatableValue?
        if let basic = animation as? CABasicAnimation, let keyPath, let model = layer.animatableValue(forKeyPath: keyPath) {
            start = basic.ends(base: model).0
        }
        let delay = max(0, animation.beginTime - startTime)
        animation.driver = self
        driven.append(Driven(layer: layer, animation: animation, keyPath: keyPath, delay: delay, start: start))
        ApplicationContext.current.layerTree.invalidate()
    }

    func setFraction(_ value: CGFloat) {
        fraction = min(max(value, 0), 1)
        ApplicationContext.current.layerTree.invalidate()
    }

    /// Plays the fraction to `target` with `pacing`, then lets the animations go and calls `done`.
    func play(to target: CGFloat, pacing: Pacing, done: @escaping () -> Void) {
        playback = Playback(from: fraction, to: target, began: CACurrentMediaTime(), pacing: pacing, done: done)
        scheduledEngine = ApplicationContext.current.engine; scheduledEngine?.add(self)
    }

    /// Stops a playback where it is (the transition was grabbed again).
    func pausePlayback() {
        guard playback != nil else { return }
        evaluate(at: CACurrentMediaTime())
        playback = nil
        scheduledEngine?.remove(self)
    }

    var isPlaying: Bool { playback != nil }

    // MARK: AnimationDriver

    func drivenFraction(for animation: CAAnimation) -> AnimationPhase {
        guard let entry = driven.first(where: { $0.animation === animation }) else { return .active(Double(fraction)) }
        let local = Double(fraction) * duration - entry.delay
        if local < 0 { return .before }
        let f = local / animation.effectiveDuration
        return f >= 1 ? .after(1) : .active(f)
    }

    var isAdvancing: Bool { playback != nil }

    func bypassesCurve(for animation: CAAnimation) -> Bool { true }

    // MARK: FrameTicker

    var needsFrames: Bool { playback != nil }

    func tick(mediaTime: CFTimeInterval) -> Bool {
        guard let p = playback else { return false }
        if evaluate(at: mediaTime) {
            playback = nil
            release(atEnd: p.to >= 1)
            p.done()
            return false
        }
        return true
    }

    /// Moves the fraction along the playback; true when it has arrived.
    @discardableResult
    private func evaluate(at time: CFTimeInterval) -> Bool {
        guard let p = playback else { return true }
        let t = p.pacing.seconds > 0 ? (time - p.began) / p.pacing.seconds : 1
        if t >= 1 {
            fraction = p.to
            ApplicationContext.current.layerTree.invalidate()
            return true
        }
        fraction = p.from + (p.to - p.from) * CGFloat(p.pacing.map(max(0, t)))
        ApplicationContext.current.layerTree.invalidate()
        return false
    }

    /// Hands the animations back to the clock as finished, so the layers remove them on this tick
    /// and their blocks complete. At the start, the model first goes back to the start values.
    private func release(atEnd: Bool) {
        let now = CACurrentMediaTime()
        for entry in driven {
            guard let layer = entry.layer else { continue }
            if !atEnd, let start = entry.start, let keyPath = entry.keyPath {
                UIView.performWithoutAnimation { layer.setAnimatableValue(start, forKeyPath: keyPath) }
            }
            entry.animation.driver = nil
            entry.animation.beginTime = now - entry.animation.effectiveDuration * 4 - 1
            entry.animation.speed = 1
            entry.animation.timeOffset = 0
            entry.animation.repeatCount = 0
            entry.animation.repeatDuration = 0
        }
        driven.removeAll()
    }
}

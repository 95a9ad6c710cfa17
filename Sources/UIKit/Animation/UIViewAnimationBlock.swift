import Foundation

/// One `UIView.animate` call: the timing every property changed in its closure shares, and the
/// completion, called once every animation it made has stopped — with `false` if any was removed or
/// replaced before finishing.
@MainActor
final class UIViewAnimationBlock: @MainActor CAAnimationDelegate {
    enum Pacing {
        case curve(CubicBezierCurve)
        case spring(SpringSolution)
    }

    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    let pacing: Pacing
    private var completion: ((Bool) -> Void)?
    private(set) var pending = 0
    private(set) var created = 0
    private var allFinished = true
    /// Work that waits for the block's animations to stop, run before its completion (a stack
    /// view's collapsing views are hidden then).
    private var followers: [() -> Void] = []
    private var completed = false

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, pacing: Pacing,
         completion: ((Bool) -> Void)?) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.pacing = pacing
        self.completion = completion
    }

    /// The animation for one changed property: from → to with this block's timing.
    func makeAnimation(keyPath: String, from: AnimatableValue, to: AnimatableValue) -> CAAnimation {
        let anim: CABasicAnimation
        switch pacing {
        case .curve(let c):
            anim = CABasicAnimation(keyPath: keyPath)
            anim.timingFunction = CAMediaTimingFunction(curve: c)
        case .spring(let s):
            let spring = CASpringAnimation(keyPath: keyPath)
            spring.mass = CGFloat(s.mass); spring.stiffness = CGFloat(s.stiffness)
            spring.damping = CGFloat(s.damping); spring.initialVelocity = CGFloat(s.initialVelocity)
            anim = spring
        }
        anim.fromValue = from
        anim.toValue = to
        anim.duration = duration
        anim.beginTime = CACurrentMediaTime() + delay
        if delay > 0 { anim.fillMode = .backwards }
        if options.contains(.repeat) { anim.repeatCount = .infinity }
        anim.autoreverses = options.contains(.autoreverse)
        anim.blocksInteraction = !options.contains(.allowUserInteraction)
        anim.delegate = self
        pending += 1
        created += 1
        return anim
    }

    /// Forgets `anim` if it is one of this block's, before the block replaces it with a later change
    /// of the same property: its stop then neither counts nor marks the block unfinished.
    func release(_ anim: CAAnimation) {
        guard anim.delegate === self, !anim.hasStopped else { return }
        anim.delegate = nil
        pending -= 1
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        pending -= 1
        allFinished = allFinished && flag
        if pending == 0 { complete(allFinished) }
    }

    /// After the closure ran: a block that changed nothing still completes (on the next frame).
    func commit() {
        if created == 0 {
            ApplicationContext.current.engine.runAfterNextTick { [self] in complete(true) }
        }
    }

    /// Runs `body` when the block's animations have stopped, before its completion.
    func whenStopped(_ body: @escaping () -> Void) {
        if completed { body() } else { followers.append(body) }
    }

    private func complete(_ finished: Bool) {
        guard !completed else { return }
        completed = true
        let waiting = followers
        followers = []
        for f in waiting { f() }
        let c = completion
        completion = nil
        c?(finished)
    }
}

/// Collects the changes made inside `animateKeyframes` and its `addKeyframe` calls, then makes one
/// keyframe animation per changed property.
@MainActor
final class KeyframeCollector {
    struct Track {
        let layer: CALayer
        let key: String
        let initial: AnimatableValue
        var frames: [(start: Double, duration: Double, value: AnimatableValue)]
    }

    private(set) var tracks: [Track] = []
    /// The relative start and duration of the keyframe being recorded.
    var current: (start: Double, duration: Double) = (0, 1)
    /// `AnimationContext.whenStopped` work, handed to the block at commit.
    var followers: [() -> Void] = []

    func record(layer: CALayer, key: String, from: AnimatableValue, to: AnimatableValue) {
        if let i = tracks.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            tracks[i].frames.append((current.start, current.duration, to))
        } else {
            tracks.append(Track(layer: layer, key: key, initial: from, frames: [(current.start, current.duration, to)]))
        }
    }

    /// Adds the keyframe animations to their layers under `block`'s timing.
    func commit(block: UIViewAnimationBlock, calculationMode: CAAnimationCalculationMode) {
        for f in followers { block.whenStopped(f) }
        followers = []
        for track in tracks {
            var times: [Double] = [0]
            var values: [AnimatableValue] = [track.initial]
            for f in track.frames.sorted(by: { $0.start < $1.start }) {
                let start = max(times.last!, f.start)
                if start > times.last! { times.append(start); values.append(values.last!) }
                times.append(max(start, min(1, f.start + f.duration)))
                values.append(f.value)
            }
            if times.last! < 1 { times.append(1); values.append(values.last!) }
            let anim = CAKeyframeAnimation(keyPath: track.key)
            anim.values = values
            anim.keyTimes = times
            anim.calculationMode = calculationMode
            let template = block.makeAnimation(keyPath: track.key, from: track.initial, to: values.last!)
            anim.copyTiming(from: template)
            anim.keyPath = track.key
            track.layer.add(anim, forKey: track.key)
        }
    }
}

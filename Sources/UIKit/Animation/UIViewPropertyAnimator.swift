import Foundation

/// An animation you can start, pause, scrub, reverse, stop and finish — the object interruptible
/// transitions return from `interruptibleAnimator(using:)`.
///
/// Its animations are ordinary layer animations whose clock is this animator. Where it is in time —
/// the time fraction (`fractionComplete`), the progress its timing curve makes of it, running,
/// paused or scrubbed, its direction — is an `AnimatorTimeline`, a value with no layers in it;
/// this class runs the UIKit state machine around it (inactive, active, stopped), owns the layer
/// animations its closures made, and feeds them the timeline's progress. Resuming after the fraction
/// was scrubbed, reversing mid-flight, or continuing with new timing starts a new stretch from the
/// current progress, so nothing ever jumps.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { panel.frame = shown }
/// animator.addCompletion { position in … }
/// animator.startAnimation()
/// ```
@MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating, @MainActor AnimationDriver, FrameTicker {
    /// The engine that ticks this (its application's), kept so that removing it later, even from a
    /// deinit while another application is current, reaches the right one.
    private weak var scheduledEngine: AnimationEngine?
    public let duration: TimeInterval
    public private(set) var delay: TimeInterval = 0
    public let timingParameters: UITimingCurveProvider?

    /// Whether the animator can be paused and resumed; set only while inactive.
    open var isInterruptible = true {
        willSet {
            precondition(state == .inactive,
                         "isInterruptible can be set only on an inactive animator; this one is \(state)")
        }
    }
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    open var scrubsLinearly = true
    /// Whether reaching the end pauses the animator there, active, instead of completing it.
    open var pausesOnCompletion: Bool {
        get { timeline.pausesOnCompletion }
        set { timeline.pausesOnCompletion = newValue }
    }

    /// Every change passes through `TransitionInvariantChecker` (when it is on), which holds it to
    /// docs/UIKIT-REFERENCE.md's state machine. The setter is internal, not private, only so the checker's tests
    /// can force an illegal change.
    public internal(set) var state: UIViewAnimatingState = .inactive {
        didSet { TransitionInvariantChecker.animatorStateChanged(self, from: oldValue, to: state) }
    }
    public var isRunning: Bool { timeline.isRunning }

    // MARK: Timeline

    /// Where the animator is in time (fraction, progress, direction, running or paused); every
    /// decision about time is the timeline's, given the media time.
    private var timeline: AnimatorTimeline
    /// How far the animated values are along (the timing curve applied to the fraction): where a
    /// caught transition continues from, so grabbing it does not jump.
    var currentProgress: CGFloat { CGFloat(timeline.progress) }

    // MARK: Animations

    private struct Adopted {
        weak var layer: CALayer?
        let key: String
        let from: AnimatableValue
        let to: AnimatableValue
        let animation: CAAnimation
        /// The fraction at which this animation starts (its delay factor, or when it was added).
        let startFraction: Double

        /// The layer, while this animation is still the one it runs for `key`: another animator or a
        /// block animation may have taken the property over, and then it is no longer ours to touch.
        var ownedLayer: CALayer? {
            guard let layer, layer.animation(forKey: key) === animation else { return nil }
            return layer
        }
    }
    private var adopted: [Adopted] = []
    private var pending: [(() -> Void, CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    // MARK: Initialisers

    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        precondition(duration >= 0, "UIViewPropertyAnimator needs a non-negative duration (got \(duration))")
        self.duration = duration
        timingParameters = parameters
        timeline = AnimatorTimeline(duration: duration, curve: Pacing.Curve(parameters))
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Makes an animator and starts it at once (after `delay`), as `UIView.animate` would.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Adding

    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds animations that start after `delayFactor` × the remaining duration. On a running animator
    /// they run for the remaining time.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        precondition(state != .stopped, "addAnimations can't be called on a stopped animator; call finishAnimation(at:) first")
        precondition((0...1).contains(delayFactor), "delayFactor must be in 0…1 (got \(delayFactor))")
        if state == .inactive {
            pending.append((animation, delayFactor))
        } else {
            run(animation, delayFactor: delayFactor)
        }
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        precondition(state != .stopped, "addCompletion can't be called on a stopped animator")
        completions.append(completion)
    }

    private func run(_ animation: () -> Void, delayFactor: CGFloat) {
        let fraction = timeline.fraction
        let start = fraction + Double(delayFactor) * (1 - fraction)
        AnimationContext.with(AnimationContext(.animator(self, delayFactor: CGFloat(start)))) { animation() }
    }

    /// Called by a layer changed inside one of this animator's closures.
    func adopt(layer: CALayer, key: String, from: AnimatableValue, to: AnimatableValue, delayFactor: CGFloat) {
        let anim = CABasicAnimation(keyPath: key)
        anim.fromValue = from
        anim.toValue = to
        anim.duration = duration
        anim.driver = self
        anim.blocksInteraction = !isUserInteractionEnabled
        adopted.removeAll { $0.layer === layer && $0.key == key }
        layer.add(anim, forKey: key)
        // The layer keeps its own copy; remember that one, it is what the layer asks about.
        let stored = layer.animation(forKey: key) ?? anim
        adopted.append(Adopted(layer: layer, key: key, from: from, to: to, animation: stored, startFraction: Double(delayFactor)))
    }

    /// Runs the animation closures given before activation, moving to `.active`.
    private func activate() {
        guard state == .inactive else { return }
        state = .active
        timeline.rewind()
        let closures = pending
        pending.removeAll()
        for (c, d) in closures { run(c, delayFactor: d) }
        scheduledEngine = ApplicationContext.current.engine; scheduledEngine?.add(self)
    }

    // MARK: State machine

    open func startAnimation() { startAnimation(afterDelay: 0) }

    open func startAnimation(afterDelay delay: TimeInterval) {
        precondition(state != .stopped, "startAnimation() can't be called on a stopped animator; call finishAnimation(at:) first")
        self.delay = delay
        if state == .inactive {
            activate()
        } else if isRunning {
            return
        }
        timeline.start(at: CACurrentMediaTime(), delay: delay)
        scheduledEngine = ApplicationContext.current.engine; scheduledEngine?.add(self)
        ApplicationContext.current.layerTree.invalidate()
    }

    open func pauseAnimation() {
        precondition(state != .stopped, "pauseAnimation() can't be called on a stopped animator")
        precondition(isInterruptible, "pauseAnimation() requires an interruptible animator (isInterruptible is false)")
        if state == .inactive { activate() }
        // Just activated, the timeline holds at its start; running, it stops where it is now.
        let wasRunning = isRunning
        timeline.pause(at: CACurrentMediaTime())
        guard wasRunning else { return }
        ApplicationContext.current.layerTree.invalidate()
    }

    open func stopAnimation(_ withoutFinishing: Bool) {
        precondition(state != .stopped, "stopAnimation(_:) was called on an animator that is already stopped")
        precondition(state == .active, "stopAnimation(_:) requires an active animator; this one is \(state)")
        timeline.sample(at: CACurrentMediaTime())
        // Properties another animation has taken over are no longer this animator's to stop or finish.
        adopted.removeAll { $0.ownedLayer == nil }
        // Leave every property where it is seen now.
        for a in adopted {
            guard let layer = a.layer else { continue }
            let current = layer.presentationValue(forKeyPath: a.key, base: a.to)
            layer.removeAnimation(forKey: a.key)
            UIView.performWithoutAnimation { layer.setAnimatableValue(current, forKeyPath: a.key) }
        }
        timeline.stop()
        scheduledEngine?.remove(self)
        if withoutFinishing {
            state = .inactive
            adopted.removeAll()
            completions.removeAll()
        } else {
            state = .stopped
        }
    }

    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        precondition(state == .stopped,
                     "finishAnimation(at:) requires a stopped animator; this one is \(state). Call stopAnimation(false) first")
        for a in adopted {
            guard let layer = a.layer else { continue }
            switch finalPosition {
            case .end: UIView.performWithoutAnimation { layer.setAnimatableValue(a.to, forKeyPath: a.key) }
            case .start: UIView.performWithoutAnimation { layer.setAnimatableValue(a.from, forKeyPath: a.key) }
            case .current: break
            }
        }
        end(at: finalPosition)
    }

    /// Resumes a paused animator with new timing (nil keeps its own) over `durationFactor` × the
    /// original duration for the part that is left.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        precondition(state == .active, "continueAnimation(withTimingParameters:durationFactor:) requires an active animator; this one is \(state)")
        precondition(durationFactor > 0, "durationFactor must be positive (got \(durationFactor))")
        guard !isRunning else { return }
        timeline.resume(at: CACurrentMediaTime(), curve: parameters.map(Pacing.Curve.init),
                        durationFactor: Double(durationFactor))
        scheduledEngine = ApplicationContext.current.engine; scheduledEngine?.add(self)
        ApplicationContext.current.layerTree.invalidate()
    }

    /// Which way it runs. Changed while running, it turns around where it is and takes the rest of
    /// the duration back.
    open var isReversed: Bool {
        get { timeline.isReversed }
        set {
            precondition(state != .stopped, "isReversed can't be changed on a stopped animator")
            timeline.setReversed(newValue, at: CACurrentMediaTime())
        }
    }

    /// The time fraction. Settable while paused (or inactive, which pauses it); with `scrubsLinearly`
    /// the values then follow it linearly.
    open var fractionComplete: CGFloat {
        get { CGFloat(timeline.fraction) }
        set {
            precondition(state != .stopped, "fractionComplete can't be set on a stopped animator")
            if state == .inactive { pauseAnimation() }
            guard !isRunning else { return }
            // The paused stretch no longer matches the fraction: the timeline resumes with a new one.
            timeline.scrub(to: Double(newValue), linearly: scrubsLinearly)
            ApplicationContext.current.layerTree.invalidate()
        }
    }

    // MARK: FrameTicker

    func tick(mediaTime: CFTimeInterval) -> Bool {
        guard state == .active else { return false }
        guard isRunning else { return true }
        // Still going, or paused at its end by `pausesOnCompletion`.
        guard let position = timeline.advance(to: mediaTime) else { return true }
        for a in adopted {
            guard let layer = a.ownedLayer else { continue }
            layer.removeAnimation(forKey: a.key)
            if position == .start {
                UIView.performWithoutAnimation { layer.setAnimatableValue(a.from, forKeyPath: a.key) }
            }
        }
        end(at: position)
        // A completion may have started this animator again; then it keeps its place.
        return state == .active
    }

    var needsFrames: Bool { isRunning }

    private func end(at position: UIViewAnimatingPosition) {
        for a in adopted { a.ownedLayer?.removeAnimation(forKey: a.key) }
        adopted.removeAll()
        state = .inactive
        timeline.stop()
        scheduledEngine?.remove(self)
        let done = completions
        completions.removeAll()
        for c in done { c(position) }
        ApplicationContext.current.layerTree.invalidate()
    }

    // MARK: AnimationDriver

    func drivenFraction(for animation: CAAnimation) -> AnimationPhase {
        guard let a = adopted.first(where: { $0.animation === animation }) else {
            return .active(timeline.progress)
        }
        // Delayed or late-added animations cover the rest of the timeline from their start.
        return .active(timeline.progress(forAnimationStartingAt: a.startFraction))
    }

    var isAdvancing: Bool { isRunning }

    func bypassesCurve(for animation: CAAnimation) -> Bool { true }
}

import Foundation

/// Told when an animation starts and stops (`finished` is false when it was removed early).
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Something that owns an animation's clock instead of media time: a property animator or a
/// percent-driven transition. It answers where in its single iteration the animation is.
protocol AnimationDriver: AnyObject {
    /// The iteration fraction (0…1) and whether the driver has let the animation go.
    func drivenFraction(for animation: CAAnimation) -> AnimationPhase
    /// True while the driver moves on its own (so frames are needed).
    var isAdvancing: Bool { get }
    /// When true the driver's fraction is already the progress (linear scrubbing): the animation's
    /// own curve is bypassed.
    func bypassesCurve(for animation: CAAnimation) -> Bool
}

/// Where an animation is on its timeline.
enum AnimationPhase: Equatable {
    case before
    /// Iteration fraction in 0…1 (after autoreverse folding).
    case active(Double)
    /// Past its end; the fraction it ended at.
    case after(Double)
}

/// The base of Core Animation's animations: timing (`beginTime`, `duration`, `speed`, `timeOffset`,
/// repeats, autoreverse, fill) and a delegate. Layers copy an animation when it is added, as Core
/// Animation does, so changing it afterwards has no effect on the running copy.
open class CAAnimation {
    open var duration: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var timeOffset: CFTimeInterval = 0
    open var speed: Float = 1
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    open var timingFunction: CAMediaTimingFunction?
    open var isRemovedOnCompletion = true
    /// Strong, as in Core Animation.
    open var delegate: CAAnimationDelegate?

    public required init() {}

    /// Duration used for timing: Core Animation's default of 0.25 s when `duration` is 0.
    var effectiveDuration: CFTimeInterval { duration > 0 ? duration : 0.25 }

    // Engine state (per added copy).
    weak var driver: AnimationDriver?
    var hasStarted = false
    var hasStopped = false
    /// Set by UIView animation blocks without `.allowUserInteraction`.
    var blocksInteraction = false

    /// A copy with the same settings (what `CALayer.add(_:forKey:)` stores).
    open func copy() -> Self {
        let c = Self.init()
        c.copyTiming(from: self)
        return c
    }

    func copyTiming(from o: CAAnimation) {
        duration = o.duration; beginTime = o.beginTime; timeOffset = o.timeOffset; speed = o.speed
        repeatCount = o.repeatCount; repeatDuration = o.repeatDuration; autoreverses = o.autoreverses
        fillMode = o.fillMode; timingFunction = o.timingFunction; isRemovedOnCompletion = o.isRemovedOnCompletion
        delegate = o.delegate; driver = o.driver; blocksInteraction = o.blocksInteraction
    }

    /// The animation's phase at `mediaTime`, from its own timing or its driver.
    func phase(at mediaTime: CFTimeInterval) -> AnimationPhase {
        if let driver { return driver.drivenFraction(for: self) }
        let d = effectiveDuration
        let t = (mediaTime - beginTime) * Double(speed) + timeOffset
        if t < 0 { return .before }
        let cycle = d * (autoreverses ? 2 : 1)
        let iterations: Double = repeatDuration > 0 ? repeatDuration / cycle
            : (repeatCount > 0 ? Double(repeatCount) : 1)
        let active = cycle * iterations
        if t >= active {
            let endLocal = active - cycle * (iterations.rounded(.up) - 1)
            return .after(Self.fold(endLocal, duration: d, autoreverses: autoreverses))
        }
        return .active(Self.fold(t.truncatingRemainder(dividingBy: cycle), duration: d, autoreverses: autoreverses))
    }

    static func fold(_ local: Double, duration d: Double, autoreverses: Bool) -> Double {
        let f = local / d
        return autoreverses && f > 1 ? max(0, 2 - f) : min(1, f)
    }

    /// Whether this animation still needs frames at `mediaTime`.
    func needsFrames(at mediaTime: CFTimeInterval) -> Bool {
        if let driver { return driver.isAdvancing }
        if speed == 0 { return false }
        // Past its end, it still needs the one frame in which the engine retires it and the model
        // value is drawn; otherwise the last frame shown would be the one just before the end.
        if case .after = phase(at: mediaTime) { return !hasStopped }
        return true
    }
}

/// An animation of one layer property, named by key path (`"position"`, `"transform.scale"`…).
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false

    public required init() {}

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyTiming(from o: CAAnimation) {
        super.copyTiming(from: o)
        if let p = o as? CAPropertyAnimation {
            keyPath = p.keyPath; isAdditive = p.isAdditive; isCumulative = p.isCumulative
        }
    }

    /// The property's value at iteration fraction `f`, given the layer's model value `base`.
    func value(atFraction f: Double, base: AnimatableValue, bypassCurve: Bool) -> AnimatableValue? { nil }
}

/// From one value to another (`fromValue`/`toValue`/`byValue`, any two of them; a missing end is the
/// layer's model value), paced by `timingFunction` (linear when nil, as in Core Animation).
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    public required init() {}

    override func copyTiming(from o: CAAnimation) {
        super.copyTiming(from: o)
        if let b = o as? CABasicAnimation { fromValue = b.fromValue; toValue = b.toValue; byValue = b.byValue }
    }

    /// The two ends, resolved against the model value as Core Animation resolves them.
    func ends(base: AnimatableValue) -> (AnimatableValue, AnimatableValue) {
        let from = AnimatableValue(fromValue), to = AnimatableValue(toValue), by = AnimatableValue(byValue)
        switch (from, to, by) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, f.adding(b))
        case (nil, let t?, let b?): return (t.adding(b.negated), t)
        case (let f?, nil, nil): return (f, base)
        case (nil, let t?, nil): return (base, t)
        case (nil, nil, let b?): return (base, base.adding(b))
        default: return (base, base)
        }
    }

    /// How far from `from` to `to` at iteration fraction `f`.
    func progress(atFraction f: Double, bypassCurve: Bool) -> Double {
        if bypassCurve { return f }
        return timingFunction?.curve.value(at: f) ?? f
    }

    override func value(atFraction f: Double, base: AnimatableValue, bypassCurve: Bool) -> AnimatableValue? {
        let (a, b) = ends(base: base)
        return a.interpolated(to: b, fraction: progress(atFraction: f, bypassCurve: bypassCurve))
    }
}

/// A spring from `fromValue` to `toValue`: mass, stiffness, damping and initial velocity, solved in
/// closed form. Its time runs in seconds (iteration fraction × duration), so a spring given a longer
/// duration than it needs simply rests at the end.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0

    public required init() {}

    override func copyTiming(from o: CAAnimation) {
        super.copyTiming(from: o)
        if let s = o as? CASpringAnimation {
            mass = s.mass; stiffness = s.stiffness; damping = s.damping; initialVelocity = s.initialVelocity
        }
    }

    var solution: SpringSolution {
        SpringSolution(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                       initialVelocity: Double(initialVelocity))
    }

    /// How long the spring takes to come to rest (within 0.1 % of the distance).
    open var settlingDuration: CFTimeInterval { solution.settlingDuration() }

    override func progress(atFraction f: Double, bypassCurve: Bool) -> Double {
        if bypassCurve { return f }
        if f >= 1 { return 1 }
        return solution.position(at: f * effectiveDuration)
    }
}

/// A sequence of values at relative times (`keyTimes`, evenly spread when nil), each segment paced by
/// its entry in `timingFunctions` (linear when nil); `timingFunction` paces the whole.
/// `calculationMode` says how the values are joined (`KeyframeEvaluation`): straight, held, at
/// constant speed, or along a Catmull-Rom spline shaped by `tensionValues`, `continuityValues` and
/// `biasValues` (one per value; 0 when nil).
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]? { didSet { prepared = nil } }
    open var keyTimes: [Double]? { didSet { prepared = nil } }
    open var timingFunctions: [CAMediaTimingFunction]? { didSet { prepared = nil } }
    open var calculationMode: CAAnimationCalculationMode = .linear { didSet { prepared = nil } }
    open var tensionValues: [Double]? { didSet { prepared = nil } }
    open var continuityValues: [Double]? { didSet { prepared = nil } }
    open var biasValues: [Double]? { didSet { prepared = nil } }
    /// The values made ready for evaluation (splined, paced), kept between frames.
    private var prepared: KeyframeEvaluation?

    public required init() {}

    override func copyTiming(from o: CAAnimation) {
        super.copyTiming(from: o)
        if let k = o as? CAKeyframeAnimation {
            values = k.values; keyTimes = k.keyTimes; timingFunctions = k.timingFunctions; calculationMode = k.calculationMode
            tensionValues = k.tensionValues; continuityValues = k.continuityValues; biasValues = k.biasValues
        }
    }

    override func value(atFraction f: Double, base: AnimatableValue, bypassCurve: Bool) -> AnimatableValue? {
        let g = bypassCurve ? f : (timingFunction?.curve.value(at: f) ?? f)
        let evaluation = prepared ?? KeyframeEvaluation(
            values: (values ?? []).compactMap { AnimatableValue($0) }, keyTimes: keyTimes,
            timingFunctions: timingFunctions, mode: calculationMode, tension: tensionValues,
            continuity: continuityValues, bias: biasValues)
        prepared = evaluation
        return evaluation.value(at: g, segmentCurves: !bypassCurve)
    }
}

/// Several animations run together on one timeline.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    public required init() {}

    override func copyTiming(from o: CAAnimation) {
        super.copyTiming(from: o)
        if let g = o as? CAAnimationGroup { animations = g.animations }
    }
}

extension AnimatableValue {
    /// The opposite, for `byValue` arithmetic.
    var negated: AnimatableValue {
        switch self {
        case .scalar(let v): return .scalar(-v)
        case .point(let p): return .point(CGPoint(x: -p.x, y: -p.y))
        case .size(let s): return .size(CGSize(width: -s.width, height: -s.height))
        case .rect(let r): return .rect(CGRect(x: -r.minX, y: -r.minY, width: -r.width, height: -r.height))
        case .transform(let t): return .transform(CATransform3DInvert(t))
        case .color, .path, .colors: return self
        case .numbers(let n): return .numbers(n?.map { -$0 })
        }
    }
}

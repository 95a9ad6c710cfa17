import Foundation

/// UIKit's block animation API. Properties changed inside the closure take their new model values at
/// once; each gets an animation from where it was seen to the new value, paced by the block's curve
/// or spring.
///
/// ```swift
/// UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseOut) {
///     panel.frame.origin.y = container.bounds.height / 2
/// } completion: { finished in … }
/// ```
extension UIView {
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The curve chosen by bits 16–19.
        var curve: UIView.AnimationCurve {
            UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }

        /// The transition chosen by bits 20–23.
        var transition: UInt { (rawValue >> 20) & 0xF }
    }

    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear

        var bezier: CubicBezierCurve {
            switch self {
            case .easeInOut: return .easeInOut
            case .easeIn: return .easeIn
            case .easeOut: return .easeOut
            case .linear: return .linear
            }
        }
    }

    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The calculation mode in bits 10–12. A field, not flags: cubic (3) shares a bit with
        /// discrete (1), so `contains(.calculationModeDiscrete)` would be true for it.
        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }
    }

    // MARK: Block animations

    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let block = UIViewAnimationBlock(duration: duration, delay: delay, options: options,
                                         pacing: .curve(options.curve.bezier), completion: completion)
        run(block, animations)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A spring animation. `dampingRatio` 1 settles without overshoot; `velocity` is normalised: 1
    /// means the whole animated distance per second (200 pt at 100 pt/s is 0.5). The spring is chosen
    /// to settle within `duration`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let spring = SpringSolution.fitting(duration: duration, dampingRatio: Double(dampingRatio),
                                            initialVelocity: Double(velocity))
        let block = UIViewAnimationBlock(duration: duration, delay: delay, options: options, pacing: .spring(spring),
                                         completion: completion)
        run(block, animations)
    }

    private class func run(_ block: UIViewAnimationBlock, _ animations: () -> Void) {
        guard block.duration > 0 || block.delay > 0, UIView.areAnimationsEnabled else {
            performWithoutAnimation(animations)
            block.commit()
            return
        }
        AnimationContext.with(AnimationContext(.block(block))) {
            animations()
            if block.options.contains(.layoutSubviews) { UIApplication.shared?.windows.forEach { $0.layoutIfNeeded() } }
        }
        block.commit()
    }

    // MARK: Keyframes

    /// Keyframe animations: inside `animations`, call `addKeyframe(withRelativeStartTime:relativeDuration:)`
    /// for each step. The whole runs paced by ease-in-out unless the options carry a curve.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let shared = AnimationOptions(rawValue: options.rawValue & 0x1F | options.rawValue & (0xF << 16))
        let block = UIViewAnimationBlock(duration: duration, delay: delay, options: shared,
                                         pacing: .curve(shared.curve.bezier), completion: completion)
        let collector = KeyframeCollector()
        AnimationContext.with(AnimationContext(.keyframes(collector))) { animations() }
        let mode = options.calculationMode
        collector.commit(block: block, calculationMode: mode)
        block.commit()
    }

    /// One step of `animateKeyframes`: `frameStartTime` and `frameDuration` are fractions (0…1) of the
    /// whole animation.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let context = AnimationContext.stack.last, case .keyframes(let collector) = context.kind else {
            preconditionFailure("addKeyframe(withRelativeStartTime:relativeDuration:animations:) must be called inside UIView.animateKeyframes")
        }
        let saved = collector.current
        collector.current = (frameStartTime, frameDuration)
        animations()
        collector.current = saved
    }

    // MARK: Without animation

    /// Runs `actionsWithoutAnimation` with animation off, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationContext.with(AnimationContext(.disabled), actionsWithoutAnimation)
    }

    public class var areAnimationsEnabled: Bool { ApplicationContext.current.animationsEnabled }

    public class func setAnimationsEnabled(_ enabled: Bool) { ApplicationContext.current.animationsEnabled = enabled }

    /// The duration of the enclosing animation block, or 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        for c in AnimationContext.stack.reversed() {
            switch c.kind {
            case .block(let b): return b.duration
            case .animator(let a, delayFactor: _): return a.duration
            case .disabled: return 0
            case .keyframes: continue
            }
        }
        return 0
    }
}

import Foundation

/// `UIView.transition`: animates a change to a view's content (cross-dissolve or a 3D flip), or
/// replaces one view with another.
///
/// The old look is a snapshot placed exactly over the view; the changes run without animation
/// underneath; then the snapshot fades out (cross-dissolve) or turns away while the view turns in
/// (flip, in perspective). Curl transitions are drawn as cross-dissolves.
extension UIView {
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard duration > 0, options.transition != 0, let container = view.superview,
              let snapshot = view.snapshotView(afterScreenUpdates: false) else {
            performWithoutAnimation { animations?() }
            finishLater(completion)
            return
        }
        performWithoutAnimation {
            animations?()
            view.layoutIfNeeded()
            snapshot.bounds = view.bounds
            snapshot.center = view.center
            snapshot.layer.transform = view.layer.transform
            container.insertSubview(snapshot, aboveSubview: view)
        }
        let done: (Bool) -> Void = { finished in
            snapshot.removeFromSuperview()
            completion?(finished)
        }
        if let flip = Flip(options.transition, size: view.bounds.size) {
            flipAway(snapshot, bringIn: view, flip: flip, duration: duration, options: options, completion: done)
        } else {
            animate(withDuration: duration, delay: 0, options: options, animations: { snapshot.alpha = 0 }, completion: done)
        }
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview: `toView` is inserted above it (or,
    /// with `.showHideTransitionViews`, shown), the transition plays, and `fromView` is removed (or hidden).
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let showHide = options.contains(.showHideTransitionViews)
        performWithoutAnimation {
            if showHide {
                toView.isHidden = false
            } else if let container = fromView.superview, toView.superview !== container {
                container.insertSubview(toView, aboveSubview: fromView)
            }
        }
        let savedTransform = fromView.layer.transform
        let savedAlpha = fromView.alpha
        let done: (Bool) -> Void = { finished in
            performWithoutAnimation {
                if showHide { fromView.isHidden = true } else { fromView.removeFromSuperview() }
                fromView.layer.transform = savedTransform
                fromView.alpha = savedAlpha
            }
            completion?(finished)
        }
        guard duration > 0, options.transition != 0 else {
            done(true)
            return
        }
        if let flip = Flip(options.transition, size: fromView.bounds.size) {
            flipAway(fromView, bringIn: toView, flip: flip, duration: duration, options: options, completion: done)
        } else {
            let targetAlpha = toView.alpha
            performWithoutAnimation { toView.alpha = 0 }
            animate(withDuration: duration, delay: 0, options: options, animations: { toView.alpha = targetAlpha },
                    completion: done)
        }
    }

    /// A flip's axis, direction and perspective.
    struct Flip {
        let axis: (CGFloat, CGFloat)
        /// The angle the old face turns to; the new face turns in from its negation.
        let angle: CGFloat
        let perspective: CATransform3D

        init?(_ transition: UInt, size: CGSize) {
            switch transition {
            case 1: axis = (0, 1); angle = .pi / 2      // flipFromLeft
            case 2: axis = (0, 1); angle = -.pi / 2     // flipFromRight
            case 6: axis = (1, 0); angle = -.pi / 2     // flipFromTop
            case 7: axis = (1, 0); angle = .pi / 2      // flipFromBottom
            default: return nil
            }
            var p = CATransform3DIdentity
            p.m34 = -1 / max(500, 2 * max(size.width, size.height))
            perspective = p
        }

        func turned(_ base: CATransform3D, by a: CGFloat) -> CATransform3D {
            CATransform3DConcat(CATransform3DConcat(base, CATransform3DMakeRotation(a, axis.0, axis.1, 0)), perspective)
        }
    }

    /// First half: `old` turns edge-on; second half: `new` turns in from the other side.
    private class func flipAway(_ old: UIView, bringIn new: UIView, flip: Flip, duration: TimeInterval,
                                options: AnimationOptions, completion: @escaping (Bool) -> Void) {
        let oldBase = old.layer.transform, newBase = new.layer.transform
        performWithoutAnimation { new.layer.transform = flip.turned(newBase, by: -flip.angle) }
        let keyframeOptions = KeyframeAnimationOptions(rawValue: options.rawValue & 0x1F | options.rawValue & (0xF << 16))
        animateKeyframes(withDuration: duration, delay: 0, options: keyframeOptions, animations: {
            addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                old.layer.transform = flip.turned(oldBase, by: flip.angle)
            }
            addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                new.layer.transform = newBase
            }
        }, completion: { finished in
            performWithoutAnimation { old.layer.transform = oldBase }
            completion(finished)
        })
    }

    /// Calls `completion(true)` on the next frame, as UIKit does for a transition with nothing to animate.
    private class func finishLater(_ completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        ApplicationContext.current.engine.runAfterNextTick { completion(true) }
    }
}

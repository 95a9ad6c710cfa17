import Foundation

/// A transition under an interaction controller: starting the animator's animations under its
/// control, following its updates, letting go (finish or cancel, played out with the completion
/// timing), and catching a transition that plays by itself. Each call acts only in the phases it
/// belongs to (`ViewControllerTransition+Phase.swift`); elsewhere it is ignored, as UIKit ignores a late call.
extension ViewControllerTransition {

    /// Starts the animator's animations under the interaction's control: its property animator
    /// (already paused) or, for an animator built on `UIView.animate`, the animations that
    /// `animateTransition(using:)` and the alongside blocks make, taken over by a driver. Only once:
    /// from `awaitingInteraction`, or from `starting` for a supplied interaction's catchable start.
    func startDrivenAnimations() {
        guard let animator else { return }
        let run: Run
        switch phase {
        case .starting(let r):
            run = r
            move(to: .playing(r))
        case .awaitingInteraction(let r):
            run = r
            move(to: .interactive(r))
        default:
            return
        }
        guard propertyAnimator == nil else { return }
        let driver = TransitionAnimationDriver(duration: duration, startTime: CACurrentMediaTime())
        blockDriver = driver
        let added = ApplicationContext.current.layerTree.capturingAddedAnimations {
            runAnimator(animator, run: run)
        }
        for (layer, animation) in added where animation.driver == nil { driver.adopt(animation, on: layer) }
        driver.setFraction(run.context.percentComplete)
    }

    func updateInteraction(_ percent: CGFloat) {
        guard phase.isInteractive, let context else { return }
        context.percentComplete = percent
        if let driver = blockDriver {
            driver.setFraction(percent)
        } else if let pa = propertyAnimator {
            if pa.isRunning { pa.pauseAnimation() }
            pa.fractionComplete = percent
        }
    }

    /// The interaction let go: play the rest to the end (or, cancelled, back to the start) over
    /// `(1 − percent) × duration / completionSpeed` with the completion timing.
    func endInteraction(cancelled: Bool, timing: UITimingCurveProvider? = nil) {
        guard phase.isInteractive, let run = phase.run else { return }
        move(to: .playing(run))
        if cancelled { run.context.transitionWasCancelled = true }
        run.coordinator.interactionChanged()
        let speed = max(interactionController?.completionSpeed ?? 1, 0.0001)
        let provider = timing ?? UICubicTimingParameters(animationCurve: interactionController?.completionCurve ?? .easeInOut)
        if let driver = blockDriver {
            let target: CGFloat = cancelled ? 0 : 1
            let seconds = Double(abs(target - driver.fraction)) * duration / Double(speed)
            driver.play(to: target, pacing: Pacing(provider, seconds: seconds)) {}
        } else if let pa = propertyAnimator {
            pa.isReversed = cancelled
            pa.continueAnimation(withTimingParameters: provider, durationFactor: 1 / speed)
        }
        armWatchdog()
    }

    /// Grabs a running transition so an interaction can drive it from where it is.
    func pauseForInteraction() {
        guard case .playing(let run) = phase else { return }
        let context = run.context
        if let driver = blockDriver {
            driver.pausePlayback()
            context.percentComplete = driver.fraction
        } else if let pa = propertyAnimator {
            pa.pauseAnimation()
            if pa.isReversed {
                // Grabbed on the way back: the interaction drives forward again from here.
                pa.isReversed = false
            }
            // Continue from where the values are, not from the time fraction: scrubbing is linear,
            // so the two differ under an easing curve and the panel would jump under the pointer.
            let seen = (pa as? UIViewPropertyAnimator)?.currentProgress ?? pa.fractionComplete
            pa.fractionComplete = min(max(seen, 0), 1)
            context.percentComplete = pa.fractionComplete
        } else {
            return
        }
        move(to: .interactive(run))
        context.transitionWasCancelled = false
        watchdog?.cancel()
        run.coordinator.interactionChanged()
    }
}

import Foundation

/// What prototyping tools (the demo's keys and HUD, recorders) read and steer: paused and stepped
/// animation time, the pointer's velocity, the running transition. Segue additions; UIKit has no
/// equivalent (the iOS Simulator's "Slow Animations" is the nearest).
extension UIApplication {
    /// Animation time stands still (frames still come for input and for `stepAnimationFrame()`).
    public var animationsPaused: Bool {
        get { context.engine.isPaused }
        set { context.engine.isPaused = newValue }
    }

    /// Moves paused animation time on by one frame (`1 / preferredFramesPerSecond` of real time,
    /// scaled by `animationSpeed` like any other frame).
    public func stepAnimationFrame() {
        context.engine.step(by: 1 / preferredFramesPerSecond)
    }

    /// The pointer's velocity over the last 150 ms of its motion, in window points per second (from
    /// the input clock, so slow motion does not change it).
    public var pointerVelocity: CGPoint { pointerSampler.velocity }

    func notePointer(_ event: PlatformEvent) {
        switch event {
        case .pointerDown(let p, _, let time):
            pointerSampler.reset()
            pointerSampler.add(p, at: time)
        case .pointerMoved(let p, let time), .pointerUp(let p, _, let time):
            pointerSampler.add(p, at: time)
        default:
            break
        }
    }

    /// The transition in progress (a present, dismiss, push or pop), if any; the newest when several run.
    public var transitionStatus: TransitionStatus? {
        guard let t = ViewControllerTransition.inFlight.last else { return nil }
        let name = t.animatorObject.map { TransitionTrace.name($0) } ?? "no animator"
        return TransitionStatus(isPresentation: t.isForward, isInteractive: t.phase.isInteractive,
                                percentComplete: t.percentComplete, animatorName: name, action: t.statusAction)
    }
}

/// A snapshot of a running transition, for display.
public struct TransitionStatus: Equatable, CustomStringConvertible {
    /// Presenting or pushing (true), or dismissing or popping.
    public let isPresentation: Bool
    /// Driven by an interaction controller right now (false once it plays out on its own).
    public let isInteractive: Bool
    public let percentComplete: CGFloat
    public let animatorName: String
    /// What a container transition does ("pushing", "popping"); nil for a present or dismiss.
    public var action: String? = nil

    public var description: String {
        let phase = action ?? (isPresentation ? "presenting" : "dismissing")
        let mode = isInteractive ? "interactive" : "animating"
        return "\(phase), \(mode), \(Int((percentComplete * 100).rounded())) % (\(animatorName))"
    }
}

@testable import UIKit
import Testing
import Foundation

// UIViewPropertyAnimator: the UIViewAnimating state machine as a table of (state, call) → (new state,
// effect), every illegal pair as an exit test; scrubbing, resuming, reversing, pausesOnCompletion,
// continueAnimation, completion positions, animations added late or delayed, the running form,
// spring timing, and two animators on one property.

/// The four states a test can put an animator in (UIKit's `.active` split by `isRunning`).
nonisolated enum AnimatorState: String, CaseIterable, Codable, Sendable {
    case inactive, running, paused, stopped
}

/// The calls of the table.
nonisolated enum AnimatorCall: String, CaseIterable, Codable, Sendable {
    case start = "startAnimation()"
    case pause = "pauseAnimation()"
    case stopKeepingState = "stopAnimation(false)"
    case stopToInactive = "stopAnimation(true)"
    case finish = "finishAnimation(at: .end)"
    case setFraction = "fractionComplete = 0.45"
    case reverse = "isReversed = true"
    case continueAnimation = "continueAnimation(withTimingParameters: nil, durationFactor: 1)"
    case addAnimations = "addAnimations { alpha = 0.4 }"
    case setNotInterruptible = "isInterruptible = false"

    /// The word a trap's message must contain to name the rule that was broken.
    var apiName: String {
        switch self {
        case .start: return "startAnimation"
        case .pause: return "pauseAnimation"
        case .stopKeepingState, .stopToInactive: return "stopAnimation"
        case .finish: return "finishAnimation"
        case .setFraction: return "fractionComplete"
        case .reverse: return "isReversed"
        case .continueAnimation: return "continueAnimation"
        case .addAnimations: return "addAnimations"
        case .setNotInterruptible: return "isInterruptible"
        }
    }
}

/// A 100×50 view centred at x 70 that a 1 s linear animator moves to x 270, brought into `state` at
/// t = 0.3 s: running (fraction 0.3, seen at x 130), paused there, stopped there, or not yet started.
final class AnimatorFixture {
    let stage: AnimationStage
    let view: UIView
    let animator: UIViewPropertyAnimator
    let completions = CompletionLog<UIViewAnimatingPosition>()

    init(_ stage: AnimationStage, in state: AnimatorState) {
        self.stage = stage
        let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
        self.view = view
        animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 270 }
        animator.addCompletion(completions.handler)
        switch state {
        case .inactive:
            stage.frame(at: 0.3)
        case .running:
            animator.startAnimation()
            stage.frame(at: 0.3)
        case .paused:
            animator.startAnimation()
            stage.frame(at: 0.3)
            animator.pauseAnimation()
        case .stopped:
            animator.startAnimation()
            stage.frame(at: 0.3)
            animator.stopAnimation(false)
        }
    }

    func perform(_ call: AnimatorCall) {
        switch call {
        case .start: animator.startAnimation()
        case .pause: animator.pauseAnimation()
        case .stopKeepingState: animator.stopAnimation(false)
        case .stopToInactive: animator.stopAnimation(true)
        case .finish: animator.finishAnimation(at: .end)
        case .setFraction: animator.fractionComplete = 0.45
        case .reverse: animator.isReversed = true
        case .continueAnimation: animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        case .addAnimations: animator.addAnimations { [view] in view.alpha = 0.4 }
        case .setNotInterruptible: animator.isInterruptible = false
        }
    }

    /// What the state machine reports, in the table's terms.
    var state: AnimatorState? {
        switch (animator.state, animator.isRunning) {
        case (.inactive, false): return .inactive
        case (.active, true): return .running
        case (.active, false): return .paused
        case (.stopped, false): return .stopped
        default: return nil
        }
    }

    var seenX: CGFloat { view.seen.position.x }
}

/// What a legal call leaves behind, checked 0.2 s after the call (at t = 0.5 s).
nonisolated enum AnimatorEffect: Sendable, CustomStringConvertible {
    /// Moving forward: 0.2 s later the fraction is `from + 0.2` and the view is seen there.
    case runs(from: Double)
    /// Moving backward: 0.2 s later the fraction is `from − 0.2`.
    case runsBack(from: Double)
    /// Not moving: the fraction is `at` and the view is seen there.
    case holds(at: Double)
    /// The animations are gone and the model is where the view was seen (`x`); no completion.
    case leftWhereSeen(x: CGFloat)
    /// Completions got `.end` and the model is at the end values.
    case finishedAtEnd
    /// Nothing ran yet: the model and the view are at the start, no completion.
    case notStarted

    var description: String {
        switch self {
        case .runs(let f): return "runs on from \(f)"
        case .runsBack(let f): return "runs back from \(f)"
        case .holds(let f): return "holds at \(f)"
        case .leftWhereSeen(let x): return "left where seen, x \(x)"
        case .finishedAtEnd: return "finished at .end"
        case .notStarted: return "not started"
        }
    }
}

nonisolated struct AnimatorRow: CustomStringConvertible, Sendable {
    let state: AnimatorState
    let call: AnimatorCall
    /// nil: the call is a misuse and traps.
    let next: AnimatorState?
    let effect: AnimatorEffect?

    init(_ state: AnimatorState, _ call: AnimatorCall, traps: Void) {
        self.state = state; self.call = call; next = nil; effect = nil
    }

    init(_ state: AnimatorState, _ call: AnimatorCall, _ next: AnimatorState, _ effect: AnimatorEffect) {
        self.state = state; self.call = call; self.next = next; self.effect = effect
    }

    var description: String {
        guard let next, let effect else { return "\(state) · \(call.rawValue) → traps" }
        return "\(state) · \(call.rawValue) → \(next), \(effect)"
    }
}

extension SharedState {
    @Suite struct PropertyAnimatorTests {

        // MARK: The state table

        /// Every (state, call) pair. Sources: UIKit's UIViewAnimating documentation (stopped allows only
        /// finishAnimation; fractionComplete is settable while paused and activates an inactive
        /// animator; isInterruptible only while inactive) and its observed rule that stopping an
        /// animator that is not active raises.
        nonisolated static let table: [AnimatorRow] = [
            AnimatorRow(.inactive, .start, .running, .runs(from: 0)),
            AnimatorRow(.inactive, .pause, .paused, .holds(at: 0)),
            AnimatorRow(.inactive, .stopKeepingState, traps: ()),
            AnimatorRow(.inactive, .stopToInactive, traps: ()),
            AnimatorRow(.inactive, .finish, traps: ()),
            AnimatorRow(.inactive, .setFraction, .paused, .holds(at: 0.45)),
            AnimatorRow(.inactive, .reverse, .inactive, .notStarted),
            AnimatorRow(.inactive, .continueAnimation, traps: ()),
            AnimatorRow(.inactive, .addAnimations, .inactive, .notStarted),
            AnimatorRow(.inactive, .setNotInterruptible, .inactive, .notStarted),

            AnimatorRow(.running, .start, .running, .runs(from: 0.3)),
            AnimatorRow(.running, .pause, .paused, .holds(at: 0.3)),
            AnimatorRow(.running, .stopKeepingState, .stopped, .leftWhereSeen(x: 130)),
            AnimatorRow(.running, .stopToInactive, .inactive, .leftWhereSeen(x: 130)),
            AnimatorRow(.running, .finish, traps: ()),
            AnimatorRow(.running, .setFraction, .running, .runs(from: 0.3)),   // ignored while running
            AnimatorRow(.running, .reverse, .running, .runsBack(from: 0.3)),
            AnimatorRow(.running, .continueAnimation, .running, .runs(from: 0.3)),
            AnimatorRow(.running, .addAnimations, .running, .runs(from: 0.3)),
            AnimatorRow(.running, .setNotInterruptible, traps: ()),

            AnimatorRow(.paused, .start, .running, .runs(from: 0.3)),
            AnimatorRow(.paused, .pause, .paused, .holds(at: 0.3)),
            AnimatorRow(.paused, .stopKeepingState, .stopped, .leftWhereSeen(x: 130)),
            AnimatorRow(.paused, .stopToInactive, .inactive, .leftWhereSeen(x: 130)),
            AnimatorRow(.paused, .finish, traps: ()),
            AnimatorRow(.paused, .setFraction, .paused, .holds(at: 0.45)),
            AnimatorRow(.paused, .reverse, .paused, .holds(at: 0.3)),
            AnimatorRow(.paused, .continueAnimation, .running, .runs(from: 0.3)),
            AnimatorRow(.paused, .addAnimations, .paused, .holds(at: 0.3)),
            AnimatorRow(.paused, .setNotInterruptible, traps: ()),

            AnimatorRow(.stopped, .start, traps: ()),
            AnimatorRow(.stopped, .pause, traps: ()),
            AnimatorRow(.stopped, .stopKeepingState, traps: ()),
            AnimatorRow(.stopped, .stopToInactive, traps: ()),
            AnimatorRow(.stopped, .finish, .inactive, .finishedAtEnd),
            AnimatorRow(.stopped, .setFraction, traps: ()),
            AnimatorRow(.stopped, .reverse, traps: ()),
            AnimatorRow(.stopped, .continueAnimation, traps: ()),
            AnimatorRow(.stopped, .addAnimations, traps: ()),
            AnimatorRow(.stopped, .setNotInterruptible, traps: ()),
        ]

        nonisolated static var legalRows: [AnimatorRow] { table.filter { $0.next != nil } }
        nonisolated static var illegalRows: [AnimatorRow] { table.filter { $0.next == nil } }

        @Test func tableCoversEveryStateAndCallOnce() {
            for state in AnimatorState.allCases {
                for call in AnimatorCall.allCases {
                    #expect(Self.table.filter { $0.state == state && $0.call == call }.count == 1, "\(state) · \(call)")
                }
            }
        }

        @Test(arguments: AnimatorState.allCases)
        func fixtureReachesItsState(_ state: AnimatorState) {
            withStage { stage in
                do {
                    // Precondition / action
                    let f = AnimatorFixture(stage, in: state)
                    // Assertion
                    #expect(f.state == state)
                    if state != .inactive { #expect(abs(f.seenX - 130) < 1e-6, "\(state): seen at \(f.seenX)") }
                    if f.animator.state == .active { f.animator.stopAnimation(true) }
                    if f.animator.state == .stopped { f.animator.finishAnimation(at: .current) }
                }
            }
        }

        @Test(arguments: legalRows)
        func legalCall(_ row: AnimatorRow) throws {
            try withStage { stage in
                // Precondition
                let f = AnimatorFixture(stage, in: row.state)
                let next = try #require(row.next), effect = try #require(row.effect)
                // Action: the call at t = 0.3 s, then one frame at t = 0.5 s.
                f.perform(row.call)
                stage.frame(at: 0.5)

                // Assertion: the new state …
                #expect(f.state == next, "\(row): state is \(f.animator.state), running \(f.animator.isRunning)")
                // … and the effect.
                let fraction = Double(f.animator.fractionComplete)
                switch effect {
                case .runs(let from):
                    #expect(abs(fraction - (from + 0.2)) < 1e-9, "\(row): fraction \(fraction)")
                    #expect(abs(f.seenX - (70 + 200 * CGFloat(from + 0.2))) < 1e-6, "\(row): seen at \(f.seenX)")
                    #expect(f.completions.values.isEmpty)
                case .runsBack(let from):
                    #expect(abs(fraction - (from - 0.2)) < 1e-9, "\(row): fraction \(fraction)")
                    #expect(abs(f.seenX - (70 + 200 * CGFloat(from - 0.2))) < 1e-6, "\(row): seen at \(f.seenX)")
                    #expect(f.completions.values.isEmpty)
                case .holds(let at):
                    #expect(abs(fraction - at) < 1e-9, "\(row): fraction \(fraction)")
                    #expect(abs(f.seenX - (70 + 200 * CGFloat(at))) < 1e-6, "\(row): seen at \(f.seenX)")
                    #expect(f.completions.values.isEmpty)
                case .leftWhereSeen(let x):
                    #expect(abs(f.view.center.x - x) < 1e-6, "\(row): model at \(f.view.center.x)")
                    #expect(abs(f.seenX - x) < 1e-6, "\(row): seen at \(f.seenX)")
                    #expect(f.view.layer.animationKeys() == nil)
                    #expect(f.completions.values.isEmpty)
                case .finishedAtEnd:
                    #expect(f.completions.values == [.end])
                    #expect(f.view.center.x == 270)
                    #expect(f.seenX == 270)
                case .notStarted:
                    #expect(f.view.center.x == 70)
                    #expect(f.seenX == 70)
                    #expect(f.completions.values.isEmpty)
                }

                // Assertion: what the particular call changed.
                switch row.call {
                case .reverse:
                    #expect(f.animator.isReversed)
                case .setNotInterruptible:
                    #expect(!f.animator.isInterruptible)
                case .addAnimations:
                    switch row.state {
                    case .inactive:
                        // Queued until the animator starts.
                        #expect(f.view.alpha == 1)
                    case .running:
                        // Runs over the remaining 0.7 s: 0.2 s in, 2/7 of the way to 0.4.
                        #expect(abs(f.view.alpha - 0.4) < 1e-6)
                        let expected = 1 - 0.6 * (0.2 / 0.7)
                        #expect(abs(CGFloat(f.view.seen.opacity) - expected) < 1e-6, "alpha seen \(f.view.seen.opacity)")
                    default:
                        #expect(abs(f.view.alpha - 0.4) < 1e-6)
                        #expect(f.view.seen.opacity == 1)
                    }
                case .stopToInactive:
                    // No completion, ever.
                    stage.frames(until: 2)
                    #expect(f.completions.values.isEmpty)
                default:
                    break
                }
                if f.animator.state == .active { f.animator.stopAnimation(true) }
                if f.animator.state == .stopped { f.animator.finishAnimation(at: .current) }
            }
        }

        @Test(arguments: illegalRows)
        func illegalCallTraps(_ row: AnimatorRow) async {
            let state = row.state
            // Precondition / action: in a child process, build the state and make the call.
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                [state = row.state as AnimatorState, call = row.call as AnimatorCall] in
                await MainActor.run {
                    withStage { stage in
                        let f = AnimatorFixture(stage, in: state)
                        f.perform(call)
                    }
                }
            }
            // Assertion: it trapped, with a message naming the call and the state it was in.
            guard let result else { return }
            let message = String(decoding: result.standardErrorContent, as: UTF8.self)
            let stateWord = state == .inactive ? "inactive" : state == .stopped ? "stopped" : "active"
            #expect(message.contains(row.call.apiName), "\(row): \(message)")
            #expect(message.contains(stateWord), "\(row): \(message)")
        }

        // MARK: Timing

        nonisolated struct CubicCase: CustomStringConvertible, Sendable {
            let named: UIView.AnimationCurve?
            let reference: ReferenceBezier
            var description: String { named.map { "\($0)" } ?? "control points \(reference)" }
        }

        @Test(arguments: [CubicCase(named: .easeOut, reference: .easeOut),
                          CubicCase(named: nil, reference: ReferenceBezier(0.1, 0.9, 0.2, 1))])
        func animatorFollowsItsCubicTiming(_ c: CubicCase) {
            withStage { stage in
                // Precondition
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let move = { view.center.x = 270 }
                let r = c.reference
                let animator = c.named.map { UIViewPropertyAnimator(duration: 1, curve: $0, animations: move) }
                    ?? UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: r.x1, y: r.y1),
                                              controlPoint2: CGPoint(x: r.x2, y: r.y2), animations: move)
                // Action
                animator.startAnimation()
                for t in [0.2, 0.5, 0.8] {
                    stage.frame(at: t)
                    // Assertion: fractionComplete is the time fraction; the view follows the curve.
                    #expect(abs(Double(animator.fractionComplete) - t) < 1e-9)
                    let expected = 70 + 200 * r.progress(at: t)
                    #expect(abs(view.seen.position.x - expected) < 1e-6, "t = \(t): \(view.seen.position.x) vs \(expected)")
                }
                animator.stopAnimation(true)
            }
        }

        // MARK: Scrubbing, resuming, reversing

        @Test(arguments: [true, false])
        func scrubbingIsLinearOrFollowsTheCurve(_ linear: Bool) {
            withStage { stage in
                // Precondition: an ease-in animator, paused.
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 270 }
                animator.scrubsLinearly = linear
                animator.pauseAnimation()
                for fraction in [0.4, 0.7, 0.15] {
                    // Action
                    animator.fractionComplete = CGFloat(fraction)
                    stage.frame(at: stage.now + 1.0 / 60)
                    // Assertion
                    let progress = linear ? fraction : ReferenceBezier.easeIn.progress(at: fraction)
                    #expect(abs(view.seen.position.x - (70 + 200 * CGFloat(progress))) < 1e-6,
                            "fraction \(fraction): seen at \(view.seen.position.x)")
                    #expect(animator.fractionComplete == CGFloat(fraction))
                }
                animator.stopAnimation(true)
            }
        }

        @Test func resumingAfterScrubbingDoesNotJumpAndTakesTheRemainingTime() {
            withStage { stage in
                // Precondition: ease-in-out, scrubbed linearly to 0.4 (seen at 150).
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let log = CompletionLog<UIViewAnimatingPosition>()
                let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 270 }
                animator.addCompletion(log.handler)
                animator.pauseAnimation()
                animator.fractionComplete = 0.4
                stage.frame(at: 0.25)
                #expect(abs(view.seen.position.x - 150) < 1e-6)
                // Action
                animator.startAnimation()
                stage.frame(at: 0.25 + 1.0 / 256)
                // Assertion: it moves on from 150 without a jump …
                let x = view.seen.position.x
                #expect(x >= 150 && x < 150.5, "just after resuming: \(x)")
                // … and ends after the remaining 0.6 s.
                stage.frame(at: 0.25 + 0.59)
                #expect(log.values.isEmpty)
                #expect(view.seen.position.x < 270)
                stage.frame(at: 0.25 + 0.61)
                #expect(log.values == [.end])
                #expect(view.seen.position.x == 270)
            }
        }

        nonisolated struct ResumeCase: CustomStringConvertible, Sendable {
            let scrubsLinearly: Bool
            let ranFirst: Bool
            var description: String { "\(scrubsLinearly ? "linear" : "curved") scrub, \(ranFirst ? "after running" : "from inactive")" }
        }

        @Test(arguments: [ResumeCase(scrubsLinearly: true, ranFirst: true), ResumeCase(scrubsLinearly: false, ranFirst: true),
                          ResumeCase(scrubsLinearly: false, ranFirst: false)])
        func resumingFromAScrubbedFractionStartsThere(_ c: ResumeCase) {
            withStage { stage in
                // Precondition: ease-in-out over 1 s, paused (after running to 0.2 s, or never run),
                // then scrubbed to 0.6.
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let log = CompletionLog<UIViewAnimatingPosition>()
                let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 270 }
                animator.scrubsLinearly = c.scrubsLinearly
                animator.addCompletion(log.handler)
                if c.ranFirst {
                    animator.startAnimation()
                    stage.frame(at: 0.2)
                }
                animator.pauseAnimation()
                animator.fractionComplete = 0.6
                stage.frame(at: 0.25)
                let scrubbedTo = 70 + 200 * (c.scrubsLinearly ? 0.6 : ReferenceBezier.easeInOut.progress(at: 0.6))
                #expect(abs(view.seen.position.x - scrubbedTo) < 1e-6, "scrubbed: \(view.seen.position.x)")
                // Action
                animator.startAnimation()
                stage.frame(at: 0.25 + 1.0 / 256)
                // Assertion: it moves on from where it was scrubbed to, and ends after the remaining 0.4 s.
                let x = view.seen.position.x
                #expect(x >= scrubbedTo && x < scrubbedTo + 1, "just after resuming: \(x), scrubbed to \(scrubbedTo)")
                #expect(Double(animator.fractionComplete) >= 0.6)
                stage.frame(at: 0.25 + 0.39)
                #expect(log.values.isEmpty)
                stage.frame(at: 0.25 + 0.41)
                #expect(log.values == [.end])
            }
        }

        @Test func reversingMidFlightReturnsToTheStart() {
            withStage { stage in
                // Precondition: ease-in-out over 1 s, half-way (seen at 170).
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let log = CompletionLog<UIViewAnimatingPosition>()
                let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
                    view.center.x = 270
                    view.alpha = 0.5
                }
                animator.addCompletion(log.handler)
                animator.startAnimation()
                stage.frame(at: 0.5)
                let atReversal = view.seen.position.x
                #expect(abs(atReversal - 170) < 1e-6)
                // Action
                animator.isReversed = true
                stage.frame(at: 0.5 + 1.0 / 256)
                // Assertion: no jump, then heading back …
                let justAfter = view.seen.position.x
                #expect(justAfter <= atReversal && atReversal - justAfter < 1, "just after reversing: \(justAfter)")
                stage.frame(at: 0.75)
                #expect(view.seen.position.x < justAfter)
                #expect(log.values.isEmpty)
                // … arriving after the 0.5 s it had run, with .start and the model back at the start.
                stage.frame(at: 0.984375)
                #expect(log.values.isEmpty)
                stage.frame(at: 1.015625)
                #expect(log.values == [.start])
                #expect(view.center.x == 70)
                #expect(view.alpha == 1)
                #expect(view.seen.position.x == 70)
                #expect(animator.state == .inactive)
            }
        }

        @Test func reversingAPausedAnimatorThenStartingItGoesBack() {
            withStage { stage in
                // Precondition: linear 1 s, paused at 0.3 (seen at 130).
                let f = AnimatorFixture(stage, in: .paused)
                // Action
                f.animator.isReversed = true
                f.animator.startAnimation()
                // Assertion: back at the start after the 0.3 s it had run, completing with .start.
                stage.frame(at: 0.45)
                #expect(abs(f.seenX - 100) < 1e-6, "\(f.seenX)")
                stage.frame(at: 0.59)
                #expect(f.completions.values.isEmpty)
                stage.frame(at: 0.61)
                #expect(f.completions.values == [.start])
                #expect(f.view.center.x == 70)
            }
        }

        @Test func animatorCanBeStartedAgainFromItsCompletion() {
            withStage { stage in
                // Precondition: a 0.5 s linear move out whose completion sets up and starts a move back.
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let log = CompletionLog<UIViewAnimatingPosition>()
                let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 270 }
                var restarted = false
                animator.addCompletion { _ in
                    guard !restarted else { return }
                    restarted = true
                    animator.addAnimations { view.center.x = 70 }
                    animator.addCompletion(log.handler)
                    animator.startAnimation()
                }
                // Action
                animator.startAnimation()
                stage.frame(at: 0.5)
                #expect(restarted)
                // Assertion: the second run plays and completes like the first.
                stage.frame(at: 0.75)
                #expect(abs(view.seen.position.x - 170) < 1e-6, "\(view.seen.position.x)")
                stage.frame(at: 1.0)
                #expect(log.values == [.end])
                #expect(animator.state == .inactive)
                #expect(!stage.app.needsFrame)
            }
        }

        @Test func pausesOnCompletionStaysActiveWithoutCompletingAndCanGoBack() {
            withStage { stage in
                // Precondition
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let log = CompletionLog<UIViewAnimatingPosition>()
                let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 270 }
                animator.pausesOnCompletion = true
                animator.addCompletion(log.handler)
                // Action: run past the end.
                animator.startAnimation()
                stage.frames(until: 0.75)
                // Assertion: active, paused at the end, no completion, and no frames wanted.
                #expect(animator.state == .active)
                #expect(!animator.isRunning)
                #expect(animator.fractionComplete == 1)
                #expect(view.seen.position.x == 270)
                #expect(log.values.isEmpty)
                #expect(!stage.app.needsFrame)
                // Action: reverse it from there.
                animator.isReversed = true
                animator.startAnimation()
                stage.frame(at: 1.0)
                #expect(abs(view.seen.position.x - 170) < 1e-6, "\(view.seen.position.x)")
                stage.frames(until: 1.5)
                // Assertion: still paused at the start rather than completing.
                #expect(log.values.isEmpty)
                #expect(animator.state == .active)
                #expect(view.seen.position.x == 70)
                animator.stopAnimation(false)
                animator.finishAnimation(at: .start)
                #expect(log.values == [.start])
                #expect(view.center.x == 70)
            }
        }

        @Test func continueAnimationTakesTheFactorTimesTheRemainingDuration() {
            withStage { stage in
                // Precondition: linear 1 s, paused at 0.4.
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let log = CompletionLog<UIViewAnimatingPosition>()
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 270 }
                animator.addCompletion(log.handler)
                animator.startAnimation()
                stage.frame(at: 0.4)
                animator.pauseAnimation()
                // Action: continue at twice the duration: the remaining 0.6 s become 1.2 s.
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
                stage.frame(at: 1.0)
                // Assertion: half the rest done after 0.6 s; done after 1.2 s, not before.
                #expect(abs(Double(animator.fractionComplete) - 0.7) < 1e-9)
                #expect(abs(view.seen.position.x - 210) < 1e-6)
                stage.frame(at: 1.59)
                #expect(log.values.isEmpty)
                stage.frame(at: 1.61)
                #expect(log.values == [.end])
            }
        }

        @Test func continueAnimationWithNewTimingUsesThatCurveForTheRest() {
            withStage { stage in
                // Precondition: linear 1 s, paused at 0.4 (seen at 150).
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 270 }
                animator.startAnimation()
                stage.frame(at: 0.4)
                animator.pauseAnimation()
                // Action: ease-in for the rest at half the duration: 0.3 s.
                animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn),
                                           durationFactor: 0.5)
                stage.frame(at: 0.55)
                // Assertion: the remaining 120 pt follow ease-in over 0.3 s.
                let expected = 150 + 120 * ReferenceBezier.easeIn.progress(at: 0.5)
                #expect(abs(view.seen.position.x - expected) < 1e-6, "\(view.seen.position.x) vs \(expected)")
                stage.frame(at: 0.71)
                #expect(animator.state == .inactive)
            }
        }

        nonisolated struct FinishCase: CustomStringConvertible, Sendable {
            let position: UIViewAnimatingPosition
            let x: CGFloat
            let alpha: CGFloat
            var description: String { "\(position) → x \(x)" }
        }

        @Test(arguments: [
            FinishCase(position: .end, x: 270, alpha: 0.5),
            FinishCase(position: .start, x: 70, alpha: 1),
            FinishCase(position: .current, x: 130, alpha: 0.85),
        ])
        func finishAnimationPutsTheModelAtThePositionAndReportsIt(_ c: FinishCase) {
            withStage { stage in
                // Precondition: linear 1 s, stopped at 0.3 (seen at 130).
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let log = CompletionLog<UIViewAnimatingPosition>()
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                    view.center.x = 270
                    view.alpha = 0.5
                }
                animator.addCompletion(log.handler)
                animator.startAnimation()
                stage.frame(at: 0.3)
                animator.stopAnimation(false)
                // Action
                animator.finishAnimation(at: c.position)
                stage.frame(at: 0.5)
                // Assertion
                #expect(log.values == [c.position])
                #expect(animator.state == .inactive)
                #expect(abs(view.center.x - c.x) < 1e-6, "model at \(view.center.x)")
                #expect(abs(view.alpha - c.alpha) < 1e-6, "alpha \(view.alpha)")
                #expect(abs(view.seen.position.x - c.x) < 1e-6)
            }
        }

        // MARK: Adding animations

        @Test func animationsAddedWhileRunningTakeTheRemainingTime() {
            withStage { stage in
                // Precondition: linear 1 s, a quarter done.
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 270 }
                animator.startAnimation()
                stage.frame(at: 0.25)
                // Action
                animator.addAnimations { view.alpha = 0.2 }
                // Assertion: the fade runs over the remaining 0.75 s, ending with the rest.
                stage.frame(at: 0.625)
                #expect(abs(CGFloat(view.seen.opacity) - 0.6) < 1e-6, "\(view.seen.opacity)")
                stage.frame(at: 1.0)
                #expect(animator.state == .inactive)
                #expect(abs(CGFloat(view.seen.opacity) - 0.2) < 1e-6)
            }
        }

        @Test func delayFactorStartsAnimationsLater() {
            withStage { stage in
                // Precondition
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 270 }
                // Action: a fade delayed by half the duration.
                animator.addAnimations({ view.alpha = 0.2 }, delayFactor: 0.5)
                animator.startAnimation()
                // Assertion: untouched in the first half, then over the second half.
                stage.frame(at: 0.25)
                #expect(view.seen.opacity == 1)
                #expect(abs(view.seen.position.x - 120) < 1e-6)
                stage.frame(at: 0.75)
                #expect(abs(CGFloat(view.seen.opacity) - 0.6) < 1e-6, "\(view.seen.opacity)")
                stage.frame(at: 1.0)
                #expect(abs(CGFloat(view.seen.opacity) - 0.2) < 1e-6)
            }
        }

        @Test func runningPropertyAnimatorStartsByItselfAfterItsDelay() {
            withStage { stage in
                // Precondition
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let log = CompletionLog<UIViewAnimatingPosition>()
                // Action
                let animator = UIViewPropertyAnimator.runningPropertyAnimator(
                    withDuration: 1, delay: 0.25, options: .curveLinear, animations: { view.center.x = 270 },
                    completion: log.handler)
                // Assertion: running at once, still during the delay, then 1 s of motion.
                #expect(animator.state == .active && animator.isRunning)
                #expect(view.center.x == 270)
                stage.frame(at: 0.125)
                #expect(view.seen.position.x == 70)
                stage.frame(at: 0.75)
                #expect(abs(view.seen.position.x - 170) < 1e-6)
                #expect(log.values.isEmpty)
                stage.frame(at: 1.25)
                #expect(log.values == [.end])
            }
        }

        // MARK: Springs

        @Test(arguments: [1.0, 0.4])
        func springAnimatorOvershootsOnlyBelowCriticalDamping(_ ratio: Double) {
            withStage { stage in
                // Precondition
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let log = CompletionLog<UIViewAnimatingPosition>()
                let animator = UIViewPropertyAnimator(duration: 0.75, dampingRatio: CGFloat(ratio)) { view.center.x = 270 }
                animator.addCompletion(log.handler)
                // Action
                animator.startAnimation()
                var peak = -CGFloat.infinity
                stage.frames(until: 0.7) { _ in peak = max(peak, view.seen.position.x) }
                // Assertion: ratio 1 stays at or below 270, 0.4 overshoots (≈ 25 % of 200 pt); both end at
                // the duration.
                if ratio == 1 {
                    #expect(peak <= 270 && peak > 269, "peak \(peak)")
                } else {
                    #expect(peak > 300, "peak \(peak)")
                }
                #expect(log.values.isEmpty)
                stage.frame(at: 0.8)
                #expect(log.values == [.end])
            }
        }

        @Test func explicitSpringFollowsItsPhysicsAndItsOwnSettlingTime() {
            withStage { stage in
                // Precondition: mass 1, stiffness 100, damping 10 (ζ 0.5), initial velocity 0.5
                // distances/s; the animator's 5 s duration is ignored.
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let log = CompletionLog<UIViewAnimatingPosition>()
                let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10,
                                                      initialVelocity: CGVector(dx: 0.5, dy: 0))
                let animator = UIViewPropertyAnimator(duration: 5, timingParameters: spring)
                animator.addAnimations { view.center.x = 270 }
                animator.addCompletion(log.handler)
                let reference = ReferenceSpring(mass: 1, stiffness: 100, damping: 10, v0: 0.5)
                // Action
                animator.startAnimation()
                for t in [0.125, 0.25, 0.5, 0.75] {
                    stage.frame(at: t)
                    // Assertion: x = 70 + 200·x(t) of the integrated spring.
                    let expected = 70 + 200 * reference.state(at: t).x
                    #expect(abs(view.seen.position.x - expected) < 0.05, "t = \(t): \(view.seen.position.x) vs \(expected)")
                }
                // Assertion: it completes once it has settled (about 1.4 s), long before 5 s.
                stage.frame(at: 1.0)
                #expect(log.values.isEmpty)
                stage.frame(at: 2.0)
                #expect(log.values == [.end])
            }
        }

        // MARK: Two animations on one property

        @Test func secondAnimatorTakingOverAPropertyKeepsItAfterTheFirstEnds() {
            withStage { stage in
                // Precondition: animator A moves x 70 → 270 over 1 s (linear), half-way at 170.
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let first = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 270 }
                first.startAnimation()
                stage.frame(at: 0.5)
                // Action: animator B takes x back to 20 over 1 s from where it is seen.
                let secondLog = CompletionLog<UIViewAnimatingPosition>()
                let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 20 }
                second.addCompletion(secondLog.handler)
                second.startAnimation()
                stage.frame(at: 0.75)
                #expect(abs(view.seen.position.x - 132.5) < 1e-6, "\(view.seen.position.x)")
                // Assertion: when A's time is up, B's motion goes on undisturbed to its own end.
                stage.frame(at: 1.0)
                #expect(abs(view.seen.position.x - 95) < 1e-6, "\(view.seen.position.x)")
                #expect(view.center.x == 20)
                stage.frame(at: 1.25)
                #expect(abs(view.seen.position.x - 57.5) < 1e-6, "\(view.seen.position.x)")
                stage.frame(at: 1.5)
                #expect(secondLog.values == [.end])
                #expect(view.seen.position.x == 20)
            }
        }

        @Test func blockAnimationTakingOverFromAnAnimatorIsNotCutShort() {
            withStage { stage in
                // Precondition: an animator moving x 70 → 270 over 1 s, half-way.
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 270 }
                animator.startAnimation()
                stage.frame(at: 0.5)
                // Action: a 1 s linear block animation sends it to x 20.
                let log = CompletionLog<Bool>()
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 20 },
                               completion: log.handler)
                stage.frame(at: 1.0)
                // Assertion: the block runs its full second and finishes.
                #expect(abs(view.seen.position.x - 95) < 1e-6, "\(view.seen.position.x)")
                #expect(log.values.isEmpty)
                stage.frame(at: 1.5)
                #expect(log.values == [true])
            }
        }
    }
}

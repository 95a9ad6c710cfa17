@testable import UIKit
import Foundation
import Testing
import UIKitTesting

/// One thing the randomized test does to the panel scene.
private enum RandomStep: CustomStringConvertible {
    /// Button down at a point; `target` says what was aimed at ("grab" is the panel while its
    /// transition runs).
    case press(CGPoint, target: String)
    /// Pointer moves by these offsets, `interval` seconds apart.
    case moves([CGVector], interval: TimeInterval)
    /// Holds still for 0.2 s, then lets go.
    case slowRelease
    /// Three quick moves of `dy` points each, 10 ms apart, then lets go at once.
    case fling(dy: CGFloat)
    case cancelTouch
    case present(animated: Bool)
    case dismiss(animated: Bool)
    /// Escape: the user asks to dismiss (while a presentation runs, once it completes).
    case escape
    /// Lets time pass in frames of `frame` seconds.
    case wait(TimeInterval, frame: TimeInterval)

    var description: String {
        switch self {
        case .press(let p, let target): "press \(target) at (\(Int(p.x)), \(Int(p.y)))"
        case .moves(let ds, let interval): "move \(ds.map { "(\(Int($0.dx)), \(Int($0.dy)))" }.joined(separator: " ")) every \(Int(interval * 1000)) ms"
        case .slowRelease: "slow release"
        case .fling(let dy): "fling \(dy > 0 ? "down" : "up") \(Int(abs(dy)))×3"
        case .cancelTouch: "touch cancelled"
        case .present(let animated): "present(animated: \(animated))"
        case .dismiss(let animated): "dismiss(animated: \(animated))"
        case .escape: "Escape"
        case .wait(let t, let frame): "wait \(Int(t * 1000)) ms in \(Int(frame * 1000)) ms frames"
        }
    }
}

/// One randomized sequence: its own generator, the steps it took (for the failure message), and the
/// scene it drives.
private struct RandomSequence {
    var rng: SplitMix64
    var steps: [RandomStep] = []

    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }
    mutating func number(_ range: ClosedRange<CGFloat>) -> CGFloat { CGFloat.random(in: range, using: &rng) }

    /// The next step, chosen with the pointer's state in mind.
    mutating func nextStep(on stage: RandomPanelStage) -> RandomStep {
        let roll = Int.random(in: 0..<100, using: &rng)
        if stage.pointer != nil {
            switch roll {
            case 0..<50:
                let count = Int.random(in: 1...6, using: &rng)
                let moves = (0..<count).map { _ in CGVector(dx: number(-8...8), dy: number(-90...90)) }
                return .moves(moves, interval: Double(number(0.008...0.04)))
            case 50..<65: return .slowRelease
            case 65..<85: return .fling(dy: (chance(50) ? 1 : -1) * number(30...60))
            case 85..<88: return .cancelTouch
            case 88..<94: return .wait(Double(number(0.05...0.5)), frame: 1.0 / 60)
            default: return chance(50) ? .present(animated: chance(85)) : .dismiss(animated: chance(85))
            }
        }
        switch roll {
        case 0..<20 where stage.isTransitionRunning && stage.drawnPanelFrame != nil:
            return .press(point(in: stage.drawnPanelFrame!), target: "grab")
        case 0..<45:
            let which = Int.random(in: 0..<3, using: &rng)
            if which == 0, let panel = stage.drawnPanelFrame { return .press(point(in: panel), target: "panel") }
            if which == 1 { return .press(CGPoint(x: number(5...315), y: number(445...475)), target: "handle") }
            return .press(CGPoint(x: number(1...319), y: number(1...479)), target: "anywhere")
        case 45..<58: return .present(animated: chance(85))
        case 58..<70: return .dismiss(animated: chance(85))
        case 70..<75: return .escape
        default: return .wait(Double(number(0...0.5)), frame: chance(70) ? 1.0 / 60 : 0.1)
        }
    }

    /// A point inside `rect`, kept inside the window.
    private mutating func point(in rect: CGRect) -> CGPoint {
        let r = rect.intersection(CGRect(origin: .zero, size: RandomPanelStage.size)).insetBy(dx: 1, dy: 1)
        guard r.width > 0, r.height > 0 else { return CGPoint(x: 160, y: 400) }
        return CGPoint(x: number(r.minX...r.maxX), y: number(r.minY...r.maxY))
    }

    func perform(_ step: RandomStep, on stage: RandomPanelStage) {
        let frame = 1.0 / 60
        switch step {
        case .press(let p, _):
            stage.press(at: p, after: frame)
        case .moves(let ds, let interval):
            for d in ds { stage.move(by: d, after: interval) }
        case .slowRelease:
            stage.frame(after: 0.2)
            stage.release(after: frame)
        case .fling(let dy):
            for _ in 0..<3 { stage.move(by: CGVector(dx: 0, dy: dy), after: 0.01) }
            stage.release(after: 0.008)
        case .cancelTouch:
            stage.cancelTouch(after: frame)
        case .present(let animated):
            stage.parent.presentPanel(animated: animated)
        case .dismiss(let animated):
            stage.parent.dismiss(animated: animated)
        case .escape:
            stage.pressEscape(after: frame)
        case .wait(let t, let f):
            var left = t
            while left > 0 {
                stage.frame(after: min(f, left))
                left -= f
            }
        }
    }
}

extension SharedState {
    /// A thousand random mixes of presses, drags, slow releases and flings both ways, grabs of a
    /// panel in mid-transition, and programmatic presents and dismisses, each on a fresh panel scene
    /// (property-animator or `UIView.animate` slides, chosen per sequence). Whatever happens, once
    /// everything settles no transition rule was broken and the panel is either fully presented or
    /// fully gone.
    ///
    /// Deterministic: the seed is fixed (`SEGUE_RANDOM_SEED=<hex>` overrides it) and printed with any
    /// failure, with the sequence's index and steps; `SEGUE_RANDOM_SEQUENCE=<index>` replays one.
    /// A full run also shows that the steps reached both outcomes, cancels both ways and grabs.
    @Suite struct RandomGestureSequenceTests {
        static let sequenceCount = 1000
        static let defaultSeed: UInt64 = 0x5E60_E000

        /// The seed of sequence `index`: mixed from the run's seed, so sequences are independent.
        static func seed(of index: Int, run seed: UInt64) -> UInt64 {
            var g = SplitMix64(seed: seed ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
            return g.next()
        }

        @Test func randomGestureSequencesComeToRestPresentedOrDismissedWithoutViolations() throws {
            let env = ProcessInfo.processInfo.environment
            let seed = env["SEGUE_RANDOM_SEED"].flatMap { UInt64($0, radix: 16) } ?? Self.defaultSeed
            let indices = env["SEGUE_RANDOM_SEQUENCE"].flatMap(Int.init).map { [$0] } ?? Array(0..<Self.sequenceCount)
            var failures = 0
            var presentedAtRest = 0
            let tally = RandomPanelTally()

            _ = collectingViolations {
                _ = capturingWarnings {
                    for index in indices {
                        // Precondition: a fresh scene, the checker clean.
                        var sequence = RandomSequence(seed: Self.seed(of: index, run: seed))
                        let usesPropertyAnimators = sequence.chance(50)
                        TransitionInvariantChecker.removeAllViolations()
                        let problems: [String] = withTestApplication(size: RandomPanelStage.size) { app, platform in
                            ModalTransition.inFlight.removeAll()
                            defer { ModalTransition.inFlight.removeAll() }
                            let stage = RandomPanelStage(app: app, platform: platform, usesPropertyAnimators: usesPropertyAnimators)
                            let parentAtStart = TransitionSnapshot(of: stage.parent.view)

                            // Action: the random steps, a frame or two apart, then let everything settle.
                            let count = Int.random(in: 3...20, using: &sequence.rng)
                            for _ in 0..<count {
                                let step = sequence.nextStep(on: stage)
                                sequence.steps.append(step)
                                sequence.perform(step, on: stage)
                                for _ in 0..<Int.random(in: 0...2, using: &sequence.rng) { stage.frame(after: 1.0 / 60) }
                            }
                            let settled = stage.settle()
                            if stage.panel != nil { presentedAtRest += 1 }
                            tally.add(stage.parent.transition.tally)

                            // Assertion: see `restProblems`.
                            return Self.restProblems(stage, settled: settled, parentAtStart: parentAtStart)
                        }
                        if !problems.isEmpty {
                            failures += 1
                            Issue.record("""
                                sequence \(index) of seed \(String(seed, radix: 16)) \
                                (\(usesPropertyAnimators ? "property animators" : "UIView.animate blocks")); \
                                replay with SEGUE_RANDOM_SEED=\(String(seed, radix: 16)) SEGUE_RANDOM_SEQUENCE=\(index)
                                steps: \(sequence.steps.map(\.description).joined(separator: "; "))
                                \(problems.joined(separator: "\n"))
                                """)
                            if failures == 5 { break }
                        }
                    }
                }
            }

            // The steps reached both outcomes and the interesting cases often enough to mean something.
            guard failures == 0, indices.count == Self.sequenceCount else { return }
            let reached = "\(presentedAtRest) of \(Self.sequenceCount) ended presented; \(tally.summary)"
            #expect((100...900).contains(presentedAtRest), "\(reached)")
            #expect(tally.presentationsCancelled >= 100, "\(reached)")
            #expect(tally.dismissalsCancelled >= 100, "\(reached)")
            #expect(tally.caught >= 50, "\(reached)")
        }

        /// What is wrong with the scene once it has settled: broken transition rules, anything still
        /// running, and a panel that is neither fully presented (at its final frame, the dim at rest)
        /// nor fully gone (nothing in the window but the parent); the parent's own tree as it started.
        private static func restProblems(_ stage: RandomPanelStage, settled: Bool,
                                         parentAtStart: TransitionSnapshot) -> [String] {
            var problems: [String] = []
            if !settled { problems.append("did not come to rest within 10 s") }
            if !TransitionInvariantChecker.verifyNothingInFlight() || stage.isTransitionRunning {
                problems.append("a transition is still in flight")
            }
            problems += TransitionInvariantChecker.violations.map { "invariant violated: \($0)" }
            if stage.parent.transition.drag.isDriving { problems.append("the drag still believes it drives a transition") }
            let parentChanges = TransitionSnapshot(of: stage.parent.view).differences(from: parentAtStart)
            if !parentChanges.isEmpty { problems.append("parent changed: \(parentChanges.map(\.text).joined(separator: "; "))") }

            let window = stage.window
            guard let panel = stage.panel else {
                if window.subviews.count != 1 || window.subviews.first !== stage.parent.view {
                    problems.append("dismissed, but the window holds \(window.subviews.map(TransitionSnapshot.name(of:)))")
                }
                return problems
            }
            guard let pc = panel.presentationController as? RandomPanelPresentationController,
                  let container = pc.containerView else {
                return problems + ["presented without its presentation controller or container"]
            }
            if panel.activeTransition != nil || panel.isBeingPresented || panel.isBeingDismissed {
                problems.append("presented, but still marked as in a transition")
            }
            if window.subviews.count != 2 || window.subviews.first !== stage.parent.view || window.subviews.last !== container {
                problems.append("presented, but the window holds \(window.subviews.map(TransitionSnapshot.name(of:)))")
            }
            if container.subviews.count != 2 || container.subviews.first !== pc.dimmingView || container.subviews.last !== panel.view {
                problems.append("presented, but the container holds \(container.subviews.map(TransitionSnapshot.name(of:)))")
            }
            let final = CGRect(x: 0, y: 240, width: 320, height: 240)
            let drawn = (panel.view.layer.presentation() ?? panel.view.layer).frame
            if !isClose(panel.view.frame, final, tolerance: 1e-6) || !isClose(drawn, final, tolerance: 1e-6) {
                problems.append("presented, but the panel is at \(describe(panel.view.frame)) (drawn at \(describe(drawn))), not \(describe(final))")
            }
            if panel.view.transform != .identity { problems.append("presented, but the panel's transform is \(panel.view.transform)") }
            let dim = pc.dimmingView
            let drawnDim = (dim.layer.presentation() ?? dim.layer).opacity
            if dim.alpha != 1 || drawnDim != 1 || dim.frame != container.bounds {
                problems.append("presented, but the dim is at alpha \(dim.alpha) (drawn \(drawnDim)), frame \(describe(dim.frame))")
            }
            return problems
        }

        private static func describe(_ r: CGRect) -> String {
            "(\(r.minX), \(r.minY), \(r.width), \(r.height))"
        }
    }
}

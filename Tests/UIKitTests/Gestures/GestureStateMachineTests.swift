@testable import UIKit
import Testing

/// An illegal step: the states to go through first (a legal path from `.possible`), then the one that
/// must trap.
nonisolated struct IllegalTransition: Sendable, CustomTestStringConvertible {
    let path: [UIGestureRecognizer.State]
    let to: UIGestureRecognizer.State
    init(_ path: [UIGestureRecognizer.State], _ to: UIGestureRecognizer.State) { self.path = path; self.to = to }
    var from: UIGestureRecognizer.State { path.last ?? .possible }
    var testDescription: String { ".\(from) → .\(to)" }
}

/// A recognizer that reports `.changed` without having begun: a programming error in a subclass.
final class ChangesBeforeBeginning: UIGestureRecognizer {
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = .changed }
}

extension SharedState {
    /// The state machine of a continuous recognizer (a pan) as its action and the log see it:
    /// possible → began → changed… → ended / cancelled, or possible → failed; anything else traps.
    @Suite struct GestureStateMachineTests {
        static let start = CGPoint(x: 100, y: 80)

        @Test func panActionSeesBeganThenChangedThenEnded() {
            withGestureStage { stage in
                // Precondition: a pan on a view whose action records the state it sees.
                let view = stage.addView("view", CGRect(x: 50, y: 40, width: 300, height: 200))
                let pan = LoggedPan(log: stage.log)
                var seen: [UIGestureRecognizer.State] = []
                pan.addAction { seen.append($0.state) }
                view.addGestureRecognizer(pan)
                // Action: 7.6 pt (too little to begin), then 15.2, 38, 76 pt; release.
                stage.drag(from: Self.start, through: [(3, 7), (6, 14), (15, 35), (30, 70)])
                // Assertion
                #expect(seen == [.began, .changed, .changed, .ended])
                #expect(stage.log.lines == ["view touchesBegan", "view touchesMoved", "pan began",
                                            "view touchesCancelled", "pan changed", "pan changed", "pan ended"])
            }
        }

        @Test func releaseWithoutMovingFailsAndRunsNoAction() {
            withGestureStage { stage in
                // Precondition
                let view = stage.addView("view", CGRect(x: 50, y: 40, width: 300, height: 200))
                let pan = LoggedPan(log: stage.log)
                var actions = 0
                pan.addAction { _ in actions += 1 }
                view.addGestureRecognizer(pan)
                // Action
                stage.click(at: Self.start)
                // Assertion: failed, no action; the view saw the whole click.
                #expect(actions == 0)
                #expect(stage.log.lines == ["view touchesBegan", "pan failed", "view touchesEnded"])
            }
        }

        @Test func pointerCancelledMidPanCancelsIt() {
            withGestureStage { stage in
                // Precondition: a pan that has begun and changed.
                let view = stage.addView("view", CGRect(x: 50, y: 40, width: 300, height: 200))
                let pan = LoggedPan(log: stage.log)
                var seen: [UIGestureRecognizer.State] = []
                pan.addAction { seen.append($0.state) }
                view.addGestureRecognizer(pan)
                stage.drag(from: Self.start, through: [(6, 14), (30, 70)], releaseAfter: nil)
                #expect(seen == [.began, .changed])
                // Action
                stage.cancelPointer()
                // Assertion
                #expect(seen == [.began, .changed, .cancelled])
                #expect(stage.log.lines == ["view touchesBegan", "pan began", "view touchesCancelled",
                                            "pan changed", "pan cancelled"])
                #expect(pan.state == .possible)
            }
        }

        nonisolated static let illegal: [IllegalTransition] = [
            IllegalTransition([], .changed),
            IllegalTransition([], .cancelled),
            IllegalTransition([.began], .began),
            IllegalTransition([.began], .possible),
            IllegalTransition([.began, .changed], .failed),
            IllegalTransition([.began, .ended], .changed),
            IllegalTransition([.began, .cancelled], .began),
            IllegalTransition([.ended], .began),
            IllegalTransition([.failed], .ended),
        ]

        @Test(arguments: illegal)
        func illegalTransitionTraps(_ t: IllegalTransition) async {
            // Precondition: the path to `from` is itself legal (so only the last step can trap).
            let probe = UIPanGestureRecognizer()
            for s in t.path { probe.state = s }
            #expect(probe.state == t.from)
            // Action: in a child process, walk the path, then take the illegal step.
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                [path = t.path.map(\.rawValue) as [Int], to = t.to.rawValue as Int] in
                await MainActor.run {
                    let pan = UIPanGestureRecognizer()
                    for raw in path { pan.state = UIGestureRecognizer.State(rawValue: raw)! }
                    pan.state = UIGestureRecognizer.State(rawValue: to)!
                }
            }
            // Assertion: the message names both states.
            guard let result else { return }
            let message = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(message.contains("cannot go from .\(t.from) to .\(t.to)"), "\(message)")
        }

        @Test func subclassReportingChangedBeforeBeganTrapsDuringTheTouch() async {
            // Precondition / action: in a child process, a recognizer that says .changed on the first move.
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    withGestureStage { stage in
                        stage.window.addGestureRecognizer(ChangesBeforeBeginning())
                        stage.drag(from: CGPoint(x: 100, y: 80), through: [(30, 70)])
                    }
                }
            }
            // Assertion
            guard let result else { return }
            let message = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(message.contains("ChangesBeforeBeginning: a gesture recognizer cannot go from .possible to .changed"), "\(message)")
        }
    }
}

@testable import UIKit
import Testing
import Foundation

// UIView.transition: a snapshot of the old look over the view, which fades (cross-dissolve) or turns
// away while the view turns in (flips); and transition(from:to:) replacing one view by another.

extension SharedState {
    @Suite struct ViewTransitionTests {
        /// The snapshot the transition put over `view` (its next sibling), if any.
        static func snapshot(over view: UIView) -> UIView? {
            guard let siblings = view.superview?.subviews, let i = siblings.firstIndex(where: { $0 === view }),
                  i + 1 < siblings.count, siblings[i + 1] is SnapshotView else { return nil }
            return siblings[i + 1]
        }

        @Test func crossDissolveFadesASnapshotOfTheOldLookOverTheNewOne() throws {
            try withStage { stage in
                // Precondition: a red view.
                let view = stage.addView(CGRect(x: 30, y: 40, width: 120, height: 70), color: .red)
                let log = CompletionLog<Bool>()

                // Action: turn it blue in a 1 s linear cross-dissolve; look at 0.25 s and after the end.
                UIView.transition(with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                                  animations: { view.backgroundColor = .blue }, completion: log.handler)
                stage.frame(at: stage.now + 0.25)
                let snapshot = try #require(Self.snapshot(over: view), "no snapshot above the view")
                let quarter = snapshot.layer.presentation()!.opacity
                let frozenColour = snapshot.layer.contentProvider.flatMap { ($0 as? SnapshotView)?.frozenNodes.first?.backgroundColor }

                // Assertion: the view is blue at once; the snapshot shows red at 75 % opacity and sits
                // exactly over the view; at the end it is gone and the completion ran once with true.
                #expect(view.backgroundColor == .blue)
                #expect(abs(Double(quarter) - 0.75) < 1e-6)
                #expect(frozenColour == UIColor.red.cgColor)
                #expect(snapshot.frame == view.frame)
                stage.frame(at: stage.now + 0.8)
                stage.frame(at: stage.now + 0.01)
                #expect(Self.snapshot(over: view) == nil)
                #expect(log.values == [true])
            }
        }

        @Test func flipFromLeftTurnsTheOldFaceAwayThenTheNewFaceIn() throws {
            try withStage { stage in
                // Precondition: a 100×60 view, untransformed.
                let view = stage.addView(CGRect(x: 50, y: 20, width: 100, height: 60), color: .green)
                let log = CompletionLog<Bool>()

                // Action: a 1 s linear flip from the left that turns it orange.
                let linear = UIView.AnimationOptions.curveLinear
                UIView.transition(with: view, duration: 1, options: [.transitionFlipFromLeft, linear],
                                  animations: { view.backgroundColor = .orange }, completion: log.handler)
                stage.frame(at: stage.now + 0.25)
                let snapshot = try #require(Self.snapshot(over: view))
                let oldFace = snapshot.layer.presentation()!.transform
                let newFaceEarly = view.layer.presentation()!.transform
                stage.frame(at: stage.now + 0.5)   // 0.75 s
                let newFaceLate = view.layer.presentation()!.transform

                // Assertion: at 0.25 s the old face has turned 45° about y (its x axis shortened to
                // cos 45°) while the new face waits edge-on (cos 90° = 0); at 0.75 s the new face is
                // half-way back (cos 45°); at the end the view is flat again and the snapshot gone.
                #expect(abs(Double(oldFace.m11) - cos(Double.pi / 4)) < 1e-6, "\(oldFace)")
                #expect(abs(Double(newFaceEarly.m11)) < 1e-6, "\(newFaceEarly)")
                #expect(abs(Double(newFaceLate.m11) - cos(Double.pi / 4)) < 1e-6, "\(newFaceLate)")
                stage.frame(at: stage.now + 0.3)
                stage.frame(at: stage.now + 0.01)
                #expect(CATransform3DIsIdentity(view.layer.presentation()!.transform))
                #expect(Self.snapshot(over: view) == nil)
                #expect(log.values == [true])
            }
        }

        @Test func transitionFromToReplacesTheViewInItsSuperview() {
            withStage { stage in
                // Precondition: a view in the window and a replacement not yet in any superview.
                let old = stage.addView(CGRect(x: 10, y: 10, width: 80, height: 40), color: .red)
                let new = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
                let log = CompletionLog<Bool>()

                // Action: a 0.5 s cross-dissolve from old to new.
                UIView.transition(from: old, to: new, duration: 0.5, options: [.transitionCrossDissolve, .curveLinear],
                                  completion: log.handler)
                stage.frame(at: stage.now + 0.125)
                let alphaMid = new.layer.presentation()!.opacity

                // Assertion: new is above old and fading in (25 % at a quarter); at the end old is gone.
                #expect(new.superview === stage.window)
                #expect(abs(Double(alphaMid) - 0.25) < 1e-6)
                stage.frame(at: stage.now + 0.4)
                stage.frame(at: stage.now + 0.01)
                #expect(old.superview == nil)
                #expect(new.superview === stage.window)
                #expect(log.values == [true])
            }
        }

        @Test func transitionWithoutAStyleAppliesTheChangesAndCompletesNextFrame() {
            withStage { stage in
                let view = stage.addView(CGRect(x: 0, y: 0, width: 10, height: 10), color: .red)
                let log = CompletionLog<Bool>()
                UIView.transition(with: view, duration: 0.3, options: [], animations: { view.alpha = 0.5 },
                                  completion: log.handler)
                #expect(view.layer.animationKeys() == nil)
                #expect(log.values.isEmpty)
                stage.frame(at: stage.now + 0.016)
                #expect(log.values == [true])
            }
        }
    }
}

@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// CATransaction and implicit animation: a standalone layer in a drawn tree animates its animatable
// properties when they change (0.25 s by default, or the transaction's duration and timing), a
// view's layer does not, disabled actions set values at once, and a transaction's completion block
// runs once the animations added inside it have stopped.

extension AnimationStage {
    /// A standalone 100×100 layer at (10, 10) in the window's layer, committed (drawn once) so
    /// that its changes animate.
    func addCommittedLayer() -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        layer.backgroundColor = UIColor.blue.cgColor
        window.layer.addSublayer(layer)
        frame(at: now + 0.1)
        return layer
    }
}

extension SharedState {
    @Suite struct TransactionTests {
        static let linear = CAMediaTimingFunction(name: .linear)

        @Test func standaloneLayerFadesImplicitlyOverAQuarterSecond() {
            withStage { stage in
                // Precondition: a committed standalone layer, fully opaque.
                let layer = stage.addCommittedLayer()
                let start = stage.now
                // Action: a plain assignment, outside any transaction.
                layer.opacity = 0
                // Assertion: the model changes at once; the eye sees the fade in progress, following
                // the default timing curve, until 0.25 s, when the animation is gone.
                #expect(layer.opacity == 0)
                #expect(layer.animation(forKey: "opacity") != nil)
                stage.frame(at: start + 0.125)
                let expected = 1 - ReferenceBezier(0.25, 0.1, 0.25, 1).progress(at: 0.5)
                let seen = Double(layer.presentation()!.opacity)
                #expect(abs(seen - expected) < 1e-3, "opacity at half time: \(seen), expected \(expected)")
                stage.frame(at: start + 0.3)
                #expect(layer.animationKeys() == nil)
                #expect(layer.presentation()?.opacity == 0)
            }
        }

        @Test func transactionSetsDurationAndTimingOfPositionAndBounds() {
            withStage { stage in
                // Precondition
                let layer = stage.addCommittedLayer()
                let start = stage.now
                // Action: one second, linear.
                CATransaction.begin()
                CATransaction.setAnimationDuration(1)
                CATransaction.setAnimationTimingFunction(Self.linear)
                layer.position = CGPoint(x: 260, y: 160)
                layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 50)
                CATransaction.commit()
                stage.frame(at: start + 0.5)
                // Assertion: halfway in both properties at half time.
                let p = layer.presentation()!
                #expect(isClose(p.position, CGPoint(x: 160, y: 110), tolerance: 1e-6), "\(p.position)")
                #expect(isClose(p.bounds.size.width, 150, tolerance: 1e-6) && isClose(p.bounds.size.height, 75, tolerance: 1e-6),
                        "\(p.bounds)")
                #expect(p.model() === layer)
                #expect(layer.model() === layer)
            }
        }

        @Test func disabledActionsSetValuesAtOnce() {
            withStage { stage in
                // Precondition
                let layer = stage.addCommittedLayer()
                // Action
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                #expect(CATransaction.disableActions())
                layer.opacity = 0.2
                layer.position = CGPoint(x: 200, y: 200)
                CATransaction.commit()
                // Assertion: no animation; what is drawn is the new values.
                #expect(layer.animationKeys() == nil)
                #expect(layer.presentation() === layer)
                #expect(!CATransaction.disableActions())
            }
        }

        @Test func viewLayersDoNotAnimateImplicitly() {
            withStage { stage in
                // Precondition: a view drawn once.
                let view = stage.addView(CGRect(x: 0, y: 0, width: 50, height: 50))
                stage.frame(at: stage.now + 0.1)
                // Action
                view.layer.opacity = 0.5
                view.layer.position = CGPoint(x: 100, y: 100)
                // Assertion: the view's delegate answers NSNull, so nothing animates.
                #expect(view.layer.animationKeys() == nil)
                #expect(view.layer.action(forKey: "opacity") == nil)
            }
        }

        @Test func completionRunsAfterTheTransactionsAnimations() {
            withStage { stage in
                // Precondition
                let layer = stage.addCommittedLayer()
                let start = stage.now
                var events: [String] = []
                // Action: a one-second fade whose transaction has a completion block.
                CATransaction.begin()
                CATransaction.setAnimationDuration(1)
                CATransaction.setCompletionBlock { events.append("done with opacity \(layer.presentation()?.opacity ?? -1)") }
                layer.opacity = 0
                CATransaction.commit()
                // Assertion: not at commit, not halfway; once, when the fade has ended.
                #expect(events.isEmpty)
                stage.frame(at: start + 0.5)
                #expect(events.isEmpty)
                stage.frame(at: start + 1)
                stage.frame(at: start + 1.1)
                #expect(events == ["done with opacity 0.0"])
            }
        }

        @Test func completionWithoutAnimationsRunsAtCommit() {
            withStage { stage in
                // Precondition
                let layer = stage.addCommittedLayer()
                var ran = 0
                // Action: actions disabled, so nothing animates.
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                CATransaction.setCompletionBlock { ran += 1 }
                layer.opacity = 0.5
                #expect(ran == 0)
                CATransaction.commit()
                // Assertion
                #expect(ran == 1)
            }
        }

        @Test func nestedTransactionInheritsAndOverrides() {
            withStage { stage in
                // Precondition
                _ = stage
                // Action and assertion: the inner transaction sees the outer duration until it sets its own.
                CATransaction.begin()
                CATransaction.setAnimationDuration(2)
                CATransaction.begin()
                #expect(CATransaction.animationDuration() == 2)
                CATransaction.setAnimationDuration(3)
                #expect(CATransaction.animationDuration() == 3)
                CATransaction.commit()
                #expect(CATransaction.animationDuration() == 2)
                CATransaction.commit()
                #expect(CATransaction.animationDuration() == 0.25)
            }
        }

        @Test func implicitTransactionSettingsLastUntilTheNextFrame() {
            withStage { stage in
                // Precondition
                let layer = stage.addCommittedLayer()
                // Action: a duration set outside begin/commit applies to this turn's changes.
                CATransaction.setAnimationDuration(2)
                layer.opacity = 0.5
                let during = layer.animation(forKey: "opacity")?.duration
                stage.frame(at: stage.now + 0.1)
                // Assertion: the next frame committed the implicit transaction.
                #expect(during == 2)
                #expect(CATransaction.animationDuration() == 0.25)
            }
        }

        @Test func layerAddedThisTurnTakesItsValuesAtOnce() {
            withStage { stage in
                // Precondition: a layer added to the drawn tree, not yet committed.
                let layer = CALayer()
                stage.window.layer.addSublayer(layer)
                // Action
                layer.opacity = 0.5
                // Assertion: nothing to animate from; after a flush, changes animate.
                #expect(layer.animationKeys() == nil)
                CATransaction.flush()
                layer.opacity = 0.2
                #expect(layer.animation(forKey: "opacity") != nil)
            }
        }
    }
}

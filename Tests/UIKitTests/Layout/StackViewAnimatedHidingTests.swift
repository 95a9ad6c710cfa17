@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// Hiding and showing an arranged view inside an animation block, as iOS does it: a view being hidden
// reads as hidden at once but stays drawn while it shrinks to nothing along the axis (the others
// sliding over), and is hidden when the animation ends; a view being shown is drawn at once and grows
// from nothing. Outside a block it is hidden at once.

extension SharedState {
    @Suite struct StackViewAnimatedHidingTests {
        /// Three views 120 wide in a 400-wide row (spacing 20, `.fillEqually`), laid out.
        private func row(_ stage: AnimationStage) -> (UIView, UIView, UIView) {
            let a = UIView(), b = UIView(), c = UIView()
            for v in [a, b, c] { v.backgroundColor = .blue }
            let s = UIStackView(arrangedSubviews: [a, b, c])
            s.frame = CGRect(x: 0, y: 100, width: 400, height: 100)
            s.spacing = 20
            s.distribution = .fillEqually
            stage.window.addSubview(s)
            stage.frame(at: stage.now + 0.1)
            return (a, b, c)
        }

        /// Whether the compositor would draw `view` now: its layer makes a node of the window's tree.
        private func drawn(_ view: UIView, in stage: AnimationStage) -> Bool {
            DisplayListBuilder.makeNode(stage.window.layer, parentOrigin: .zero)?.find(id: view.layer.serial) != nil
        }

        @Test func aViewHiddenInABlockCollapsesVisiblyAndIsHiddenAtTheEnd() {
            withStage { stage in
                // Precondition: the middle view drawn, 120 wide at x 140.
                let (_, b, c) = row(stage)
                #expect(drawn(b, in: stage) && b.frame == CGRect(x: 140, y: 0, width: 120, height: 100))
                let start = stage.now
                var hiddenAtCompletion: Bool?
                // Action: hidden in a linear 1 s block.
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { b.isHidden = true },
                               completion: { _ in hiddenAtCompletion = !drawn(b, in: stage) })
                // Assertion, start: it reads hidden, its model frame is collapsed, but it is still drawn.
                #expect(b.isHidden)
                #expect(b.frame.width == 0)
                #expect(drawn(b, in: stage))
                // Middle: half collapsed (120 → 0), still drawn, the next view half way over.
                stage.frame(at: start + 0.5)
                #expect(isClose(b.seen.bounds.width, 60, tolerance: 1e-6), "mid-flight width \(b.seen.bounds.width)")
                #expect(isClose(c.seen.bounds.width, 155, tolerance: 1e-6))
                #expect(b.isHidden && drawn(b, in: stage))
                // End: hidden for real, before the block's completion ran.
                stage.frame(at: start + 1.1)
                #expect(b.isHidden && b.layer.isHidden && !drawn(b, in: stage))
                #expect(hiddenAtCompletion == true)
                #expect(c.seen.bounds.width == 190)
            }
        }

        @Test func aViewShownInABlockIsDrawnAtOnceAndGrowsFromNothing() {
            withStage { stage in
                // Precondition: the middle view hidden without animation: not drawn, no width.
                let (_, b, c) = row(stage)
                b.isHidden = true
                stage.frame(at: stage.now + 0.1)
                #expect(!drawn(b, in: stage) && b.frame.width == 0)
                let start = stage.now
                // Action: shown in a linear 1 s block.
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { b.isHidden = false }
                // Assertion, start: visible and drawn at once, growing from nothing.
                #expect(!b.isHidden && drawn(b, in: stage))
                // Middle: a quarter of the way to 120.
                stage.frame(at: start + 0.25)
                #expect(isClose(b.seen.bounds.width, 30, tolerance: 1e-6), "mid-flight width \(b.seen.bounds.width)")
                #expect(drawn(b, in: stage))
                // End
                stage.frame(at: start + 1.1)
                #expect(b.seen.bounds.width == 120 && c.seen.bounds.width == 120)
                #expect(!b.isHidden && drawn(b, in: stage))
            }
        }

        @Test func aViewShownAgainWhileCollapsingStaysVisibleWhenTheFirstAnimationEnds() {
            withStage { stage in
                // Precondition: the middle view collapsing in a 1 s block, half way.
                let (_, b, _) = row(stage)
                let start = stage.now
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { b.isHidden = true }
                stage.frame(at: start + 0.5)
                #expect(b.isHidden)
                // Action: shown again in a second block.
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { b.isHidden = false }
                // Assertion: visible now, and still when the first block would have ended and after.
                #expect(!b.isHidden && drawn(b, in: stage))
                stage.frame(at: start + 1.1)
                #expect(!b.isHidden && drawn(b, in: stage))
                stage.frame(at: start + 1.6)
                #expect(!b.isHidden && !b.layer.isHidden && b.seen.bounds.width == 120)
            }
        }

        @Test func aViewHiddenInAKeyframeBlockOrAnimatorIsHiddenWhenItEnds() {
            withStage { stage in
                // Precondition
                let (a, b, _) = row(stage)
                let start = stage.now
                // Action: one hidden by keyframes, one by a property animator.
                UIView.animateKeyframes(withDuration: 1, delay: 0, options: []) {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { b.isHidden = true }
                }
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { a.isHidden = true }
                animator.startAnimation()
                // Assertion: both drawn mid-flight, neither at the end.
                stage.frame(at: start + 0.5)
                #expect(a.isHidden && b.isHidden && drawn(a, in: stage) && drawn(b, in: stage))
                stage.frame(at: start + 1.2)
                #expect(!drawn(a, in: stage) && !drawn(b, in: stage))
            }
        }

        @Test func aViewHiddenOutsideABlockIsHiddenAtOnce() {
            withStage { stage in
                // Precondition
                let (_, b, _) = row(stage)
                #expect(drawn(b, in: stage))
                // Action
                b.isHidden = true
                // Assertion: no collapse to watch; gone immediately.
                #expect(b.isHidden && b.layer.isHidden && !drawn(b, in: stage))
            }
        }
    }
}

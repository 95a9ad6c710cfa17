@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// The animators Segue uses when no animator is vended (`modalTransitionStyle`): what is on screen
    /// part-way, and what they leave behind.
    @Suite struct BuiltInAnimatorTests {
        /// 360×640 window: a page sheet's final frame is (0, 38, 360, 602).
        static let size = CGSize(width: 360, height: 640)
        static let sheetFrame = CGRect(x: 0, y: 38, width: 360, height: 602)

        @Test func coverVerticalRisesFromBelowToTheFinalFrame() throws {
            // Precondition: a page sheet with the default transition style.
            let parent = Parent(.blue)
            let child = Child(.red)
            child.modalPresentationStyle = .pageSheet
            try withTransitionStage(root: parent, size: Self.size) { stage in
                // Action: present and run 0.2 s of the 0.4 s animation.
                parent.present(child, animated: true)
                let card = try #require(child.presentationController?.presentedView)
                let modelAtStart = card.frame
                stage.run(seconds: 0.2)
                let midway = presentedFrame(card)
                // Assertion: the model is final at once; on screen the card is between below and final.
                #expect(modelAtStart == Self.sheetFrame)
                #expect(midway.minY > 38 && midway.minY < 640)
                #expect(midway.minX == 0)
                #expect(midway.size == CGSize(width: 360, height: 602))
                // Action: run to the end.
                stage.run(seconds: 0.3)
                // Assertion
                #expect(presentedFrame(card) == Self.sheetFrame)
                #expect(parent.presentedViewController === child)
            }
        }

        @Test func coverVerticalSinksBelowOnDismissal() throws {
            // Precondition: a presented page sheet.
            let parent = Parent(.blue)
            let child = Child(.red)
            child.modalPresentationStyle = .pageSheet
            try withTransitionStage(root: parent, size: Self.size) { stage in
                parent.present(child, animated: false)
                stage.frame()
                let card = try #require(child.presentationController?.presentedView)
                // Action: dismiss, 0.2 s in.
                child.dismiss(animated: true)
                stage.run(seconds: 0.2)
                let midway = presentedFrame(card)
                // Assertion: on its way down; the model is already below the window.
                #expect(midway.minY > 38 && midway.minY < 640)
                #expect(card.frame.minY == 640)
                // Action: run to the end.
                stage.run(seconds: 0.3)
                // Assertion
                #expect(card.superview == nil)
                #expect(parent.presentedViewController == nil)
            }
        }

        @Test func crossDissolveFadesInAtTheFinalFrame() {
            // Precondition: an over-full-screen child with the cross-dissolve style.
            let parent = Parent(.blue)
            let child = Child(.red)
            child.modalPresentationStyle = .overFullScreen
            child.modalTransitionStyle = .crossDissolve
            withTransitionStage(root: parent, size: CGSize(width: 310, height: 530)) { stage in
                // Action: present, 0.2 s in.
                let lines = TransitionTrace.capture {
                    parent.present(child, animated: true)
                    stage.run(seconds: 0.2)
                }
                let opacity = presentedOpacity(child.view)
                // Assertion: part-way faded, in place from the start.
                #expect(lines.contains("CrossDissolveAnimator.animateTransition(using:)"))
                #expect(opacity > 0 && opacity < 1)
                #expect(presentedFrame(child.view) == CGRect(x: 0, y: 0, width: 310, height: 530))
                // Action: run to the end.
                stage.run(seconds: 0.3)
                // Assertion
                #expect(presentedOpacity(child.view) == 1)
                #expect(child.view.alpha == 1)
            }
        }

        @Test func crossDissolveFadesOutAndLeavesTheViewOpaqueForNextTime() {
            // Precondition: a presented cross-dissolve child.
            let parent = Parent(.blue)
            let child = Child(.red)
            child.modalPresentationStyle = .overFullScreen
            child.modalTransitionStyle = .crossDissolve
            withTransitionStage(root: parent) { stage in
                parent.present(child, animated: false)
                stage.frame()
                // Action: dismiss, 0.2 s in.
                child.dismiss(animated: true)
                stage.run(seconds: 0.2)
                let opacity = presentedOpacity(child.view)
                // Assertion
                #expect(opacity > 0 && opacity < 1)
                #expect(child.view.alpha == 0)
                // Action: finish.
                stage.run(seconds: 0.3)
                // Assertion: gone, and opaque again.
                #expect(child.view.superview == nil)
                #expect(child.view.alpha == 1)
                #expect(parent.presentedViewController == nil)

                // Action: present it again without animation.
                parent.present(child, animated: false)
                // Assertion: visible at once.
                #expect(presentedOpacity(child.view) == 1)
            }
        }

        @Test func flipHorizontalLeavesOnlyThePresentedViewAndThenOnlyThePresenter() throws {
            // Precondition: a full-screen child with the flip style.
            let parent = Parent(.blue)
            let child = Child(.red)
            child.modalPresentationStyle = .fullScreen
            child.modalTransitionStyle = .flipHorizontal
            try withTransitionStage(root: parent, size: CGSize(width: 330, height: 470)) { stage in
                // Action: present, let it finish.
                let lines = TransitionTrace.capture {
                    parent.present(child, animated: true)
                    stage.run(seconds: 0.8)
                }
                let container = try #require(child.presentationController?.containerView)
                // Assertion: no snapshot left behind; the container is clear again.
                #expect(lines.contains("FlipHorizontalAnimator.animateTransition(using:)"))
                #expect(lines.contains("FlipHorizontalAnimator.completeTransition(true)"))
                #expect(container.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(child.view)])
                #expect(container.backgroundColor == nil)
                #expect(child.view.frame == CGRect(x: 0, y: 0, width: 330, height: 470))
                #expect(isClose(child.view.layer.transform, CATransform3DIdentity))
                #expect(parent.view.superview == nil)

                // Action: dismiss, let it finish.
                child.dismiss(animated: true)
                stage.run(seconds: 0.8)
                // Assertion
                #expect(stage.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(parent.view)])
                #expect(parent.view.frame == CGRect(x: 0, y: 0, width: 330, height: 470))
                #expect(isClose(parent.view.layer.transform, CATransform3DIdentity))
                #expect(child.view.superview == nil)
            }
        }

        @Test func aDelegateWithoutAnimatorsGetsTheBuiltInOne() {
            // Precondition: a custom presentation whose delegate vends only the presentation controller.
            final class OnlyPresentationController: UIViewControllerTransitioningDelegate {
                func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                            source: UIViewController) -> UIPresentationController? {
                    HalfScreenPresentationController(presentedViewController: presented, presenting: presenting)
                }
            }
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = OnlyPresentationController()
            child.modalPresentationStyle = .custom
            child.modalTransitionStyle = .crossDissolve
            child.transitioningDelegate = delegate
            withTransitionStage(root: parent) { stage in
                // Action
                let lines = TransitionTrace.capture {
                    parent.present(child, animated: true)
                    stage.run(seconds: 0.6)
                }
                // Assertion: asked, got nil, no interaction question, cross-dissolve into the panel frame.
                #expect(lines.contains("OnlyPresentationController.animationController(forPresented: Child, presenting: Parent, source: Parent) -> nil"))
                #expect(!lines.contains { $0.contains("interactionControllerForPresentation") })
                #expect(lines.contains("CrossDissolveAnimator.animateTransition(using:)"))
                #expect(child.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
            }
        }
    }
}

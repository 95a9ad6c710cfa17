@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// The built-in transitions under Reduce Motion, as iOS plays them: the flip, which turns the
    /// screen in depth, becomes a cross-dissolve; the vertical cover (a sheet's slide) stays.
    @Suite struct ReduceMotionBuiltInTests {
        static let size = CGSize(width: 330, height: 470)

        /// A full-screen child with the flip style, presented for `seconds`; what is seen then.
        static func flipMidway(reduceMotion: Bool, seconds: TimeInterval)
            -> (lines: [String], opacity: Float, frame: CGRect, transform: CATransform3D) {
            let parent = Parent(.blue)
            let child = Child(.red)
            child.modalPresentationStyle = .fullScreen
            child.modalTransitionStyle = .flipHorizontal
            var result: ([String], Float, CGRect, CATransform3D) = ([], 0, .zero, CATransform3DIdentity)
            withTransitionStage(root: parent, size: Self.size) { stage in
                UIAccessibility.isReduceMotionEnabled = reduceMotion
                let lines = TransitionTrace.capture {
                    parent.present(child, animated: true)
                    stage.run(seconds: seconds)
                }
                let layer = child.view.layer.presentation() ?? child.view.layer
                result = (lines, layer.opacity, presentedFrame(child.view), layer.transform)
                stage.run(seconds: 1)
                #expect(parent.presentedViewController === child)
            }
            return result
        }

        @Test func theFlipIsACrossDissolveUnderReduceMotion() {
            // Precondition: Reduce Motion on. Action: present with the flip style, 0.2 s in.
            let mid = Self.flipMidway(reduceMotion: true, seconds: 0.2)
            // Assertion: the cross-dissolve ran; the child sits in its final frame, untransformed,
            // part-way faded in.
            #expect(mid.lines.contains("CrossDissolveAnimator.animateTransition(using:)"))
            #expect(!mid.lines.contains("FlipHorizontalAnimator.animateTransition(using:)"))
            #expect(mid.opacity > 0.05 && mid.opacity < 0.95, "opacity \(mid.opacity)")
            #expect(mid.frame == CGRect(origin: .zero, size: Self.size))
            #expect(isClose(mid.transform, CATransform3DIdentity))
        }

        @Test func theFlipStillTurnsWithoutReduceMotion() {
            // Precondition: Reduce Motion off. Action: present with the flip style, 0.2 s in.
            let mid = Self.flipMidway(reduceMotion: false, seconds: 0.2)
            // Assertion: the flip animator ran.
            #expect(mid.lines.contains("FlipHorizontalAnimator.animateTransition(using:)"))
            #expect(!mid.lines.contains("CrossDissolveAnimator.animateTransition(using:)"))
        }

        @Test func aSheetStillSlidesUpUnderReduceMotion() throws {
            // Precondition: Reduce Motion on; a page sheet with the default style.
            let parent = Parent(.blue)
            let child = Child(.red)
            child.modalPresentationStyle = .pageSheet
            try withTransitionStage(root: parent, size: CGSize(width: 360, height: 640)) { stage in
                UIAccessibility.isReduceMotionEnabled = true
                // Action: present, 0.2 s of 0.4 s.
                parent.present(child, animated: true)
                let card = try #require(child.presentationController?.presentedView)
                stage.run(seconds: 0.2)
                // Assertion: on its way up from below, as on iOS with Reduce Motion.
                let midway = presentedFrame(card)
                #expect(midway.minY > 38 && midway.minY < 640)
            }
        }
    }
}

@testable import UIKit
import Testing
import UIKitTesting

/// Presents with the half-screen controller and a 0.4 s slide, driven by `interaction`.
private final class DrivenPresentationDelegate: UIViewControllerTransitioningDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfScreenPresentationController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideAnimator(presenting: true, duration: 0.4)
    }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interaction }
}

extension SharedState {
    /// Two transitions at once in one window: a tab switch that ends while a presentation from the
    /// new tab is being driven, which is then cancelled. The cancel gives back what the presentation
    /// changed; what the tab switch changed (the old tab's view left the window) is not its to give
    /// back, and the checker does not blame it (found by the soak on scene 003).
    @Suite struct OverlappingTransitionsCancelTests {
        @Test func aCancelledPresentationIsNotBlamedForATabSwitchThatEndedUnderIt() {
            // Precondition: Home shown; tab switches cross-fade for 0.3 s.
            let f = TabFixture()
            f.log.animator = CrossFadeAnimator(duration: 0.3)
            let panel = Child(.yellow)
            let delegate = DrivenPresentationDelegate()
            panel.modalPresentationStyle = .custom
            panel.transitioningDelegate = delegate
            var homeLeft = false
            var panelGone = false
            let violations = collectingViolations {
                withTransitionStage(root: f.tabs) { stage in
                    // Action: switch to Inbox; 0.1 s in, Inbox presents a panel whose presentation is
                    // driven to 30 %; the switch ends; the presentation is cancelled.
                    stage.click(at: TabBarAnimatedSwitchTests.inboxPoint)
                    stage.run(seconds: 0.1)
                    f.inbox.present(panel, animated: true)
                    delegate.interaction.update(0.3)
                    stage.run(seconds: 0.4)
                    homeLeft = f.home.view.window == nil
                    delegate.interaction.cancel()
                    stage.run(seconds: 1)
                    panelGone = f.inbox.presentedViewController == nil && panel.view.window == nil
                }
            }
            // Assertion: the switch ended under the presentation, the presentation was undone, and
            // nothing was reported.
            #expect(homeLeft)
            #expect(panelGone)
            #expect(violations.isEmpty, "\(violations)")
        }
    }
}

@testable import UIKit
import Testing
import UIKitTesting

/// Dismisses with a property animator after doing one thing wrong that the checker must notice:
/// `.leavesShadow` puts a shadow view in the container and takes it away only when the dismissal
/// completes; `.nudgesFrame` moves the panel 40 pt right outside the animation, so a cancel plays
/// back to the nudged frame instead of the one the panel had.
private final class FaultyDismissAnimator: UIViewControllerAnimatedTransitioning {
    enum Fault { case leavesShadow, nudgesFrame }
    let fault: Fault
    private var animator: UIViewPropertyAnimator?

    init(_ fault: Fault) { self.fault = fault }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: ctx).startAnimation()
    }

    func interruptibleAnimator(using ctx: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let from = ctx.view(forKey: .from)!
        var shadow: UIView?
        switch fault {
        case .leavesShadow:
            let s = UIView(frame: from.frame.insetBy(dx: -4, dy: -4))
            s.accessibilityIdentifier = "shadow"
            ctx.containerView.insertSubview(s, belowSubview: from)
            shadow = s
        case .nudgesFrame:
            from.frame = from.frame.offsetBy(dx: 40, dy: 0)
        }
        let start = from.frame
        let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
            from.frame = start.offsetBy(dx: 0, dy: start.height)
            shadow?.frame = start.offsetBy(dx: 0, dy: start.height).insetBy(dx: -4, dy: -4)
        }
        a.addCompletion { _ in
            if !ctx.transitionWasCancelled { shadow?.removeFromSuperview() }
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        animator = a
        return a
    }
}

/// The half-screen panel with fresh animators for every transition (property-animator slides, or
/// `UIView.animate` ones with `blocks`) and one percent-driven interaction for whichever direction
/// is made interactive.
private final class CheckedPanelDelegate: UIViewControllerTransitioningDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()
    var blocks = false
    var interactivePresent = false
    var interactiveDismiss = false
    var makeDismissAnimator: (() -> UIViewControllerAnimatedTransitioning)?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfScreenPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        blocks ? RecordingAnimator(presenting: true) : SlideAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        makeDismissAnimator?() ?? (blocks ? RecordingAnimator(presenting: false) : SlideAnimator(presenting: false))
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactivePresent ? interaction : nil
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactiveDismiss ? interaction : nil
    }
}

extension SharedState {
    /// `TransitionInvariantChecker`: each rule is reported when an animator breaks it on purpose, and
    /// correct transitions — animated or not, built-in or custom, interactive and finished or
    /// cancelled — report nothing.
    @Suite struct TransitionInvariantCheckerTests {
        /// A parent (320×480) with a half-screen child presented (or not, with `presented: false`).
        private func withPanel(_ delegate: CheckedPanelDelegate, presented: Bool = true,
                               _ body: (TransitionStage, Parent, Child) throws -> Void) rethrows {
            let parent = Parent(.blue)
            let child = Child(.red)
            child.modalPresentationStyle = .custom
            child.transitioningDelegate = delegate
            try withTransitionStage(root: parent) { stage in
                if presented {
                    parent.present(child, animated: true)
                    stage.run(seconds: 0.5)
                }
                try body(stage, parent, child)
            }
        }

        // MARK: Each rule, broken on purpose

        @Test func aSecondCompleteTransitionIsAViolationReportedApartFromTheWarning() throws {
            // Precondition: an animator that calls completeTransition twice.
            let animator = RecordingAnimator(presenting: true)
            animator.ending = .twice
            let delegate = ConfigurableTransitionDelegate(present: animator)
            let child = Child()
            child.modalPresentationStyle = .custom
            child.transitioningDelegate = delegate
            var printed: [String] = []
            var warnings: [String] = []

            // Action: present with it, listening to the violation channel.
            let violations = collectingViolations {
                SegueDiagnostics.reportViolation = { printed.append($0) }
                warnings = capturingWarnings {
                    withTransitionStage(root: Parent()) { stage in
                        stage.window.rootViewController!.present(child, animated: true)
                        stage.run(seconds: 0.5)
                    }
                }
            }

            // Assertion: one violation of the once-only rule, printed once through its own channel; the
            // warning stays the one warning it was.
            #expect(violations.map(\.rule) == [.completeTransitionOnce])
            #expect(violations.first?.message.contains("RecordingAnimator called completeTransition(_:) a second time") == true)
            #expect(printed == violations.map(\.message))
            #expect(warnings.count == 1)
            #expect(!warnings.contains { $0.contains("invariant") })
        }

        @Test func aMissingCompleteTransitionIsReportedOnceByWhicheverAsksFirst() throws {
            // Precondition: an animator that never calls completeTransition, 0.25 s long.
            let animator = RecordingAnimator(presenting: true)
            animator.ending = .never
            let delegate = ConfigurableTransitionDelegate(present: animator)
            let child = Child()
            child.modalPresentationStyle = .custom
            child.transitioningDelegate = delegate
            var settled = true
            var atOnce: [TransitionInvariantViolation] = []

            // Action: present, ask at once whether anything is in flight, then outlast the watchdog.
            let violations = collectingViolations {
                _ = capturingWarnings {
                    withTransitionStage(root: Parent()) { stage in
                        stage.window.rootViewController!.present(child, animated: true)
                        stage.run(seconds: 0.5)
                        settled = TransitionInvariantChecker.verifyNothingInFlight()
                        atOnce = TransitionInvariantChecker.violations
                        stage.run(seconds: 3)
                    }
                }
            }

            // Assertion: reported when asked, naming the animator, and not again by the watchdog.
            #expect(!settled)
            #expect(atOnce.map(\.rule) == [.completeTransitionOnce])
            #expect(atOnce.first?.message.contains("RecordingAnimator never called completeTransition(_:)") == true)
            #expect(violations == atOnce)
        }

        @Test func theWatchdogReportsAMissingCompleteTransition() throws {
            // Precondition: an animator that never calls completeTransition, 0.25 s long.
            let animator = RecordingAnimator(presenting: true)
            animator.ending = .never
            let delegate = ConfigurableTransitionDelegate(present: animator)
            let child = Child()
            child.modalPresentationStyle = .custom
            child.transitioningDelegate = delegate

            // Action: present and wait past duration + 2 s.
            let violations = collectingViolations {
                _ = capturingWarnings {
                    withTransitionStage(root: Parent()) { stage in
                        stage.window.rootViewController!.present(child, animated: true)
                        stage.run(seconds: 2.5)
                    }
                }
            }

            // Assertion: one violation, saying how long it waited.
            #expect(violations.map(\.rule) == [.completeTransitionOnce])
            #expect(violations.first?.message.contains("has not called completeTransition(_:) 2.25 s after the presentation") == true)
        }

        @Test func aViewLeftInTheContainerByACancelledDismissalIsAViolation() throws {
            // Precondition: a presented panel whose interactive dismissal adds a shadow view that it
            // removes only when the dismissal completes.
            let delegate = CheckedPanelDelegate()
            delegate.interactiveDismiss = true
            delegate.makeDismissAnimator = { FaultyDismissAnimator(.leavesShadow) }

            // Action: drag the dismissal to 30 % and cancel it.
            let violations = collectingViolations {
                withPanel(delegate) { stage, _, child in
                    child.dismiss(animated: true)
                    delegate.interaction.update(0.3)
                    stage.frame()
                    delegate.interaction.cancel()
                    stage.run(seconds: 0.5)
                }
            }

            // Assertion: the shadow is reported as left in the container, and nothing else.
            #expect(violations.map(\.rule) == [.noLeftoverViews])
            #expect(violations.first?.message.contains("UIView 'shadow' was added to UITransitionView") == true,
                    "\(violations)")
        }

        @Test func aFrameSetOutsideTheAnimationIsNotRestoredByCancelAndIsAViolation() throws {
            // Precondition: a presented panel at (0, 240) whose interactive dismissal nudges it 40 pt
            // right before animating.
            let delegate = CheckedPanelDelegate()
            delegate.interactiveDismiss = true
            delegate.makeDismissAnimator = { FaultyDismissAnimator(.nudgesFrame) }

            // Action: drag the dismissal to 30 % and cancel it.
            var frameAfter = CGRect.zero
            let violations = collectingViolations {
                withPanel(delegate) { stage, _, child in
                    child.dismiss(animated: true)
                    delegate.interaction.update(0.3)
                    stage.frame()
                    delegate.interaction.cancel()
                    stage.run(seconds: 0.5)
                    frameAfter = child.view.frame
                }
            }

            // Assertion: the panel stayed nudged, and the violation names its frame before and after.
            #expect(frameAfter == CGRect(x: 40, y: 240, width: 320, height: 240))
            #expect(violations.map(\.rule) == [.cancelRestoresState])
            #expect(violations.first?.message.contains("Child.view frame (0, 240, 320, 240) → (40, 240, 320, 240)") == true,
                    "\(violations)")
        }

        @Test func illegalAnimatorStateChangesAreViolations() throws {
            // Precondition: a fresh, inactive property animator.
            let violations = collectingViolations {
                withTestApplication { _, _ in
                    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .linear)

                    // Action: force it from inactive to stopped, then from stopped to active.
                    animator.state = .stopped
                    animator.state = .active
                }
            }

            // Assertion: both changes reported, each naming the two states.
            #expect(violations.map(\.rule) == [.animatorStateMachine, .animatorStateMachine])
            #expect(violations.first?.message.contains("UIViewPropertyAnimator went from inactive to stopped") == true)
            #expect(violations.last?.message.contains("went from stopped to active") == true)
        }

        @Test func everyStateChangeThePublicAPIMakesIsLegal() throws {
            // Precondition: a property animator moving a view 100 pt.
            let violations = collectingViolations {
                withTestApplication { app, _ in
                    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                    let clock = app.clock as! VirtualFrameClock
                    let run = { (seconds: TimeInterval) in clock.advance(by: seconds); app.renderNow() }

                    // Action: start, pause, scrub, continue, stop, finish; then run one to its end, and
                    // stop one without finishing.
                    let a = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) { view.frame.origin.x = 100 }
                    a.startAnimation()
                    run(0.1)
                    a.pauseAnimation()
                    a.fractionComplete = 0.6
                    a.continueAnimation(withTimingParameters: nil, durationFactor: 1)
                    run(0.05)
                    a.stopAnimation(false)
                    a.finishAnimation(at: .current)
                    let b = UIViewPropertyAnimator(duration: 0.2, curve: .linear) { view.alpha = 0.25 }
                    b.startAnimation()
                    run(0.3)
                    let c = UIViewPropertyAnimator(duration: 0.2, curve: .linear) { view.frame.origin.y = 50 }
                    c.fractionComplete = 0.5
                    c.stopAnimation(true)
                }
            }

            // Assertion: nothing reported.
            #expect(violations.isEmpty, "\(violations)")
        }

        // MARK: Correct transitions report nothing

        @Test(arguments: [true, false])
        func presentAndDismissKeepEveryRule(animated: Bool) throws {
            // Precondition: a half-screen panel, not presented.
            let delegate = CheckedPanelDelegate()

            // Action: present and dismiss it.
            var presentedThenGone = (false, false)
            let violations = collectingViolations {
                withPanel(delegate, presented: false) { stage, parent, child in
                    parent.present(child, animated: animated)
                    stage.run(seconds: 0.5)
                    presentedThenGone.0 = parent.presentedViewController === child
                    child.dismiss(animated: animated)
                    stage.run(seconds: 0.5)
                    presentedThenGone.1 = parent.presentedViewController == nil && stage.window.subviews.count == 1
                    #expect(TransitionInvariantChecker.verifyNothingInFlight())
                }
            }

            // Assertion: both happened, and nothing was reported.
            #expect(presentedThenGone == (true, true))
            #expect(violations.isEmpty, "\(violations)")
        }

        @Test(arguments: [UIModalPresentationStyle.fullScreen, .overFullScreen, .pageSheet])
        func builtInPresentationsKeepEveryRule(style: UIModalPresentationStyle) throws {
            // Precondition: a child with a built-in style and animator.
            let parent = Parent(.blue)
            let child = Child(.red)
            child.modalPresentationStyle = style

            // Action: present and dismiss it.
            var dismissed = false
            let violations = collectingViolations {
                withTransitionStage(root: parent) { stage in
                    parent.present(child, animated: true)
                    stage.run(seconds: 0.6)
                    child.dismiss(animated: true)
                    stage.run(seconds: 0.6)
                    dismissed = parent.presentedViewController == nil && stage.window.subviews.map { $0 === parent.view } == [true]
                }
            }

            // Assertion: the parent is alone again, and nothing was reported.
            #expect(dismissed)
            #expect(violations.isEmpty, "\(violations)")
        }

        @Test(arguments: [false, true])
        func cancelledInteractiveDismissalKeepsEveryRule(blocks: Bool) throws {
            // Precondition: a presented panel with a percent-driven dismissal.
            let delegate = CheckedPanelDelegate()
            delegate.blocks = blocks
            delegate.interactiveDismiss = true

            // Action: scrub the dismissal out to 60 % and back to 20 %, then cancel it.
            var stillPresented = false
            let violations = collectingViolations {
                withPanel(delegate) { stage, parent, child in
                    child.dismiss(animated: true)
                    for p in [0.2, 0.6, 0.2] as [CGFloat] {
                        delegate.interaction.update(p)
                        stage.frame()
                    }
                    delegate.interaction.cancel()
                    stage.run(seconds: 0.5)
                    stillPresented = parent.presentedViewController === child && child.view.window != nil
                }
            }

            // Assertion: the panel is back, and nothing was reported.
            #expect(stillPresented)
            #expect(violations.isEmpty, "\(violations)")
        }

        @Test(arguments: [false, true])
        func cancelledInteractivePresentationKeepsEveryRule(blocks: Bool) throws {
            // Precondition: a panel whose presentation is percent-driven.
            let delegate = CheckedPanelDelegate()
            delegate.blocks = blocks
            delegate.interactivePresent = true

            // Action: present, scrub to 40 %, cancel.
            var gone = false
            let violations = collectingViolations {
                withPanel(delegate, presented: false) { stage, parent, child in
                    parent.present(child, animated: true)
                    delegate.interaction.update(0.4)
                    stage.frame()
                    delegate.interaction.cancel()
                    stage.run(seconds: 0.5)
                    gone = parent.presentedViewController == nil && stage.window.subviews.count == 1
                }
            }

            // Assertion: the parent is alone again, and nothing was reported.
            #expect(gone)
            #expect(violations.isEmpty, "\(violations)")
        }

        @Test(arguments: [false, true])
        func finishedInteractiveDismissalKeepsEveryRule(blocks: Bool) throws {
            // Precondition: a presented panel with a percent-driven dismissal.
            let delegate = CheckedPanelDelegate()
            delegate.blocks = blocks
            delegate.interactiveDismiss = true

            // Action: scrub to 70 % and finish.
            var gone = false
            let violations = collectingViolations {
                withPanel(delegate) { stage, parent, child in
                    child.dismiss(animated: true)
                    delegate.interaction.update(0.7)
                    stage.frame()
                    delegate.interaction.finish()
                    stage.run(seconds: 0.5)
                    gone = parent.presentedViewController == nil && stage.window.subviews.count == 1
                }
            }

            // Assertion: dismissed, and nothing was reported.
            #expect(gone)
            #expect(violations.isEmpty, "\(violations)")
        }

        // MARK: Switching it on

        @Test func aSwitchedOffCheckerReportsNothing() throws {
            // Precondition: an animator that calls completeTransition twice; the checker off.
            let animator = RecordingAnimator(presenting: true)
            animator.ending = .twice
            let delegate = ConfigurableTransitionDelegate(present: animator)
            let child = Child()
            child.modalPresentationStyle = .custom
            child.transitioningDelegate = delegate

            // Action: present with it.
            let violations = collectingViolations {
                TransitionInvariantChecker.isEnabled = false
                _ = capturingWarnings {
                    withTransitionStage(root: Parent()) { stage in
                        stage.window.rootViewController!.present(child, animated: true)
                        stage.run(seconds: 0.5)
                    }
                }
            }

            // Assertion: nothing recorded.
            #expect(violations.isEmpty)
        }

        @Test func onByDefaultInATestProcessAndAsSEGUE_CHECKSays() {
            let tests = "/work/.build/debug/SeguePackageTests.xctest"
            // This very process is recognised as a test run.
            #expect(TransitionInvariantChecker.enabledByDefault(environment: [:], arguments: CommandLine.arguments))
            #expect(TransitionInvariantChecker.enabledByDefault(environment: [:], arguments: [tests, "--testing-library", "swift-testing"]))
            #expect(!TransitionInvariantChecker.enabledByDefault(environment: [:], arguments: ["/usr/local/bin/segue", "demo"]))
            #expect(TransitionInvariantChecker.enabledByDefault(environment: ["SEGUE_CHECK": "1"], arguments: ["segue"]))
            #expect(!TransitionInvariantChecker.enabledByDefault(environment: ["SEGUE_CHECK": "0"], arguments: [tests]))
            #expect(!TransitionInvariantChecker.enabledByDefault(environment: [:], arguments: []))
        }
    }
}

@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// A page sheet's pull-down as an interactive dismissal (iOS 13+): the card and the dim follow
    /// the pointer linearly, the release rule decides, the rest plays as a spring at the pointer's
    /// speed; refused or dragged up, the card only stretches; a scroll view in the sheet keeps the
    /// drags that are its own; a grab catches the sheet's running transition.
    @Suite struct SheetPullDownTests {
        /// 360×640 window: the card rests at (0, 38, 360, 602), so a pull of 60.2 pt is 10 %.
        static let size = CGSize(width: 360, height: 640)
        static let cardFrame = CGRect(x: 0, y: 38, width: 360, height: 602)
        nonisolated static let height: CGFloat = 602
        /// In the child's view, well below the grabber strip: the whole card pulls.
        static let contentPoint = CGPoint(x: 143, y: 300)
        /// The pan begins on the move that reaches its 10 pt hysteresis and measures from there.
        static let hysteresis: CGFloat = 10

        // MARK: Fixtures

        /// Presents `child` as a page sheet without animation, with `delegate` as the presentation
        /// controller's delegate.
        private func presentSheet(_ child: Child, on parent: Parent, delegate: DismissalDelegate,
                                  _ stage: TransitionStage) throws -> UISheetPresentationController {
            child.modalPresentationStyle = .pageSheet
            parent.present(child, animated: false)
            stage.frame()
            let pc = try #require(child.presentationController as? UISheetPresentationController)
            pc.delegate = delegate
            return pc
        }

        /// The card's top on screen this frame.
        private func cardTop(_ pc: UISheetPresentationController) -> CGFloat { presentedFrame(pc.card).minY }

        /// The dim the eye sees this frame: the dimming view's 0.4 black times its opacity.
        private func dim(_ pc: UISheetPresentationController) -> Double {
            Double(presentedOpacity(pc.dimmingView)) * Double(UISheetPresentationController.dimmingAlpha)
        }

        /// A vertical scroll view inside the child's view, (0, 40, 360 × 500) there — window y 78…578 —
        /// with 2000 pt of content.
        private func addScrollView(to child: Child) -> UIScrollView {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 40, width: 360, height: 500))
            scrollView.contentSize = CGSize(width: 360, height: 2000)
            child.view.addSubview(scrollView)
            return scrollView
        }

        private func delegateLines(_ lines: [String]) -> [String] { lines.filter { $0.hasPrefix("DismissalDelegate.") } }

        // MARK: Interactive dismissal

        @Test func thePullScrubsTheCardAndTheDimLinearly() throws {
            // Precondition: a sheet at rest.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = DismissalDelegate()
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let pc = try presentSheet(child, on: parent, delegate: delegate, stage)
                // Action: press in the content and move past the hysteresis; the clock stands still,
                // so only the pointer can move the card.
                var pointer = Pointer(stage, at: Self.contentPoint)
                let startLines = TransitionTrace.capture { pointer.move(to: [4, Self.hysteresis]) }
                var samples: [(pulled: CGFloat, top: CGFloat, dim: Double)] = []
                for pulled: CGFloat in [60.2, 150.5, 301, 451.5, 100] {
                    pointer.move(to: [Self.hysteresis + pulled])
                    samples.append((pulled, cardTop(pc), dim(pc)))
                }

                // Assertion: a user dismissal started driven (asked, Will, then the transition), and
                // card and dim are linear in the pull, on the way out and back.
                #expect(startLines == [
                    "DismissalDelegate.presentationControllerShouldDismiss(UISheetPresentationController) -> true",
                    "DismissalDelegate.presentationControllerWillDismiss(UISheetPresentationController)",
                    "Child.viewWillDisappear(true)",
                    "UISheetPresentationController.dismissalTransitionWillBegin()",
                    "SheetPullDownInteraction.startInteractiveTransition(_:)",
                    "CoverVerticalAnimator.animateTransition(using:)",
                ])
                for s in samples {
                    let f = s.pulled / Self.height
                    #expect(isClose(s.top, 38 + s.pulled, tolerance: 1e-6), "card at \(s.pulled): \(s.top)")
                    #expect(abs(s.dim - 0.4 * Double(1 - f)) < 1e-6, "dim at \(s.pulled): \(s.dim)")
                }
                #expect(child.transitionCoordinator?.isInteractive == true)
            }
        }

        @Test func aSlowReleaseShortOfHalfCancelsBackExactlyOntoTheFrame() throws {
            // Precondition: a sheet at rest.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = DismissalDelegate()
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let pc = try presentSheet(child, on: parent, delegate: delegate, stage)
                // Action: pull 200 pt (a third) at 100 pt/s, hold, let go, let it settle.
                let lines = TransitionTrace.capture {
                    var pointer = Pointer(stage, at: Self.contentPoint)
                    pointer.move(to: Array(stride(from: 5, through: Self.hysteresis + 200, by: 5)), interval: 0.05)
                    pointer.release(after: 0.05)
                    stage.run(seconds: 1.0)
                }
                // Assertion: cancelled by position; the card on its frame and the dim at 0.4 exactly,
                // nothing left animating; the delegate heard Will (when the pull started) and nothing
                // after — no DidDismiss, no DidAttemptToDismiss.
                #expect(pc.pullDown.lastRelease?.decision == TransitionReleaseDecision(finishes: false, reason: .position))
                #expect(pc.card.frame == Self.cardFrame)
                #expect(presentedFrame(pc.card) == Self.cardFrame)
                #expect(pc.card.transform == .identity)
                #expect(pc.dimmingView.alpha == 1)
                #expect(dim(pc) == 0.4)
                #expect(pc.card.layer.animationKeys() == nil)
                #expect(pc.dimmingView.layer.animationKeys() == nil)
                #expect(delegateLines(lines) == [
                    "DismissalDelegate.presentationControllerShouldDismiss(UISheetPresentationController) -> true",
                    "DismissalDelegate.presentationControllerWillDismiss(UISheetPresentationController)",
                ])
                #expect(lines.contains("UISheetPresentationController.dismissalTransitionDidEnd(false)"))
                #expect(parent.presentedViewController === child)
                #expect(child.appearanceState == .appeared)
            }
        }

        @Test func aSlowReleasePastHalfDismissesAndTheDelegateHearsDidDismissLast() throws {
            // Precondition: a sheet at rest.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = DismissalDelegate()
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let pc = try presentSheet(child, on: parent, delegate: delegate, stage)
                // Action: pull 320 pt (53 %) at 100 pt/s, hold, let go.
                var pointer = Pointer(stage, at: Self.contentPoint)
                pointer.move(to: Array(stride(from: 5, through: Self.hysteresis + 320, by: 5)), interval: 0.05)
                let lines = TransitionTrace.capture {
                    pointer.release(after: 0.05)
                    stage.run(seconds: 1.0)
                }
                // Assertion: finished by position; DidDismiss after the transition ended.
                #expect(pc.pullDown.lastRelease?.decision == TransitionReleaseDecision(finishes: true, reason: .position))
                #expect(delegateLines(lines) == ["DismissalDelegate.presentationControllerDidDismiss(UISheetPresentationController)"])
                let didEnd = try #require(lines.firstIndex(of: "UISheetPresentationController.dismissalTransitionDidEnd(true)"))
                let didDismiss = try #require(lines.firstIndex(of: "DismissalDelegate.presentationControllerDidDismiss(UISheetPresentationController)"))
                #expect(didEnd < didDismiss)
                #expect(parent.presentedViewController == nil)
                #expect(pc.card.superview == nil)
                #expect(stage.window.subviews.count == 1)
            }
        }

        @Test func aFastFlingFromTenPercentDismissesOnASpringAtThePointersSpeed() throws {
            // Precondition: a sheet at rest.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = DismissalDelegate()
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let pc = try presentSheet(child, on: parent, delegate: delegate, stage)
                // Action: 80.2 pt in 80 ms (the pan begins at 20, so the card is 60.2 pt = 10 % down).
                var pointer = Pointer(stage, at: Self.contentPoint)
                pointer.move(to: [20, 50, 80.2], interval: 0.02)
                let atRelease = cardTop(pc)
                pointer.release(after: 0.02)
                stage.run(seconds: 1.0 / 60)
                let oneFrameLater = cardTop(pc)
                stage.run(seconds: 1.0)

                // Assertion: dismissed by the fling. The rest (90 % of the height, 0.9 × 0.4 s) plays
                // as a critically damped spring whose initial velocity is the pointer's speed (80.2 pt
                // over the 80 ms of samples) per that distance, and the first frame shows it.
                let release = try #require(pc.pullDown.lastRelease)
                let left = 0.9 * Self.height
                let velocity = (80.2 / 0.08) / left
                #expect(isClose(atRelease, 38 + 60.2, tolerance: 1e-6))
                #expect(release.decision == TransitionReleaseDecision(finishes: true, reason: .velocity))
                #expect(isClose(release.initialVelocity, velocity, tolerance: 1e-6), "\(release.initialVelocity)")
                let spring = SpringSolution.fitting(duration: 0.9 * 0.4, dampingRatio: 1, initialVelocity: Double(velocity))
                let expected = atRelease + left * CGFloat(spring.position(at: 1.0 / 60))
                #expect(isClose(oneFrameLater, expected, tolerance: 1e-6), "\(oneFrameLater) vs \(expected)")
                #expect(parent.presentedViewController == nil)
            }
        }

        // MARK: Rubber bands

        @Test func anUpwardDragStretchesTheCardButNeverLiftsIt() throws {
            // Precondition: a sheet at rest.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = DismissalDelegate()
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let pc = try presentSheet(child, on: parent, delegate: delegate, stage)
                // Action: drag 200 pt up from the content, then let go and let it settle.
                var pointer = Pointer(stage, at: Self.contentPoint)
                var topWhileUp: CGFloat = 0
                let lines = TransitionTrace.capture {
                    pointer.move(to: Array(stride(from: -5, through: -(Self.hysteresis + 200), by: -5)), interval: 0.05)
                    topWhileUp = cardTop(pc)
                    pointer.release(after: 0.05)
                    stage.run(seconds: 1.0)
                }
                // Assertion: up by the rubber band of 200 over the card's height (far less than 200);
                // no dismissal started, nobody was asked; back on the frame after.
                let band = RubberBand.offset(200, dimension: Self.height)
                #expect(isClose(topWhileUp, 38 - band, tolerance: 1e-6), "\(topWhileUp)")
                #expect(band < 100)
                #expect(lines.isEmpty)
                #expect(pc.card.transform == .identity)
                #expect(presentedFrame(pc.card) == Self.cardFrame)
                #expect(parent.presentedViewController === child)
            }
        }

        @Test func aRefusedPullStretchesAndReportsTheAttemptOncePerRelease() throws {
            // Precondition: a sheet whose delegate refuses dismissal.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = DismissalDelegate()
            delegate.allowsDismissal = false
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let pc = try presentSheet(child, on: parent, delegate: delegate, stage)
                // Action: a long slow pull from the content, held before letting go.
                var pointer = Pointer(stage, at: Self.contentPoint)
                var duringPull: [String] = []
                var topWhilePulled: CGFloat = 0
                let atRelease = TransitionTrace.capture {
                    duringPull = TransitionTrace.capture {
                        pointer.move(to: Array(stride(from: 5, through: Self.hysteresis + 400, by: 5)), interval: 0.05)
                    }
                    topWhilePulled = cardTop(pc)
                    pointer.release(after: 0.05)
                    stage.run(seconds: 1.0)
                }
                // Assertion: asked once as the pull started; the card only stretched; the attempt
                // was reported once, on release; no dismissal; back on the frame.
                #expect(duringPull == ["DismissalDelegate.presentationControllerShouldDismiss(UISheetPresentationController) -> false"])
                #expect(isClose(topWhilePulled, 38 + RubberBand.offset(400, dimension: Self.height), tolerance: 1e-6))
                #expect(Array(atRelease.dropFirst()) == ["DismissalDelegate.presentationControllerDidAttemptToDismiss(UISheetPresentationController)"])
                #expect(parent.presentedViewController === child)
                #expect(child.activeTransition == nil)
                #expect(pc.card.frame == Self.cardFrame)
                #expect(presentedFrame(pc.card) == Self.cardFrame)

                // Action: a short slow pull, which would not have dismissed anyway.
                let shortPull = TransitionTrace.capture {
                    var again = Pointer(stage, at: Self.contentPoint, time: 200)
                    again.move(to: Array(stride(from: 5, through: Self.hysteresis + 60, by: 5)), interval: 0.05)
                    again.release(after: 0.05)
                    stage.run(seconds: 1.0)
                }
                // Assertion: asked again, but no attempt to report.
                #expect(shortPull == ["DismissalDelegate.presentationControllerShouldDismiss(UISheetPresentationController) -> false"])
            }
        }

        // MARK: A scroll view in the sheet

        @Test func atTheTopADownwardDragOnTheScrollViewPullsTheSheet() throws {
            // Precondition: a sheet whose content is a scroll view at its top.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = DismissalDelegate()
            let scrollView = addScrollView(to: child)
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let pc = try presentSheet(child, on: parent, delegate: delegate, stage)
                // Action: pull 350 pt down on the scroll view, slowly.
                var pointer = Pointer(stage, at: Self.contentPoint)
                pointer.move(to: Array(stride(from: 5, through: Self.hysteresis + 350, by: 5)), interval: 0.05)
                let topWhilePulled = cardTop(pc)
                let offsetWhilePulled = scrollView.contentOffset
                let scrollPanState = scrollView.panGestureRecognizer.state
                pointer.release(after: 0.05)
                stage.run(seconds: 1.0)
                // Assertion: the sheet took the drag, interactively; the content never moved; past
                // half, it dismissed.
                #expect(isClose(topWhilePulled, 38 + 350, tolerance: 1e-6))
                #expect(offsetWhilePulled == .zero)
                #expect(scrollPanState == .failed)
                #expect(parent.presentedViewController == nil)
            }
        }

        @Test func scrolledDownADownwardDragScrollsTheContentAndTheSheetStays() throws {
            // Precondition: the scroll view 100 pt down its content.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = DismissalDelegate()
            let scrollView = addScrollView(to: child)
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let pc = try presentSheet(child, on: parent, delegate: delegate, stage)
                scrollView.contentOffset.y = 100
                // Action: drag 60 pt down (50 past the hysteresis).
                var pointer = Pointer(stage, at: Self.contentPoint)
                let lines = TransitionTrace.capture {
                    pointer.move(to: Array(stride(from: 5, through: Self.hysteresis + 50, by: 5)), interval: 0.05)
                }
                // Assertion: the content scrolled back 50 pt; no dismissal started, the card did not move.
                #expect(scrollView.contentOffset.y == 50)
                #expect(scrollView.isDragging)
                #expect(lines.isEmpty)
                #expect(child.activeTransition == nil)
                #expect(cardTop(pc) == 38)
                pointer.release(after: 0.05)
            }
        }

        @Test func atTheTopAnUpwardDragScrollsTheContent() throws {
            // Precondition: a scroll view at its top.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = DismissalDelegate()
            let scrollView = addScrollView(to: child)
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let pc = try presentSheet(child, on: parent, delegate: delegate, stage)
                // Action: drag 60 pt up.
                var pointer = Pointer(stage, at: Self.contentPoint)
                pointer.move(to: Array(stride(from: -5, through: -(Self.hysteresis + 50), by: -5)), interval: 0.05)
                // Assertion: the content scrolled 50 pt on; the card neither moved nor stretched.
                #expect(scrollView.contentOffset.y == 50)
                #expect(pc.card.transform == .identity)
                #expect(cardTop(pc) == 38)
                #expect(child.activeTransition == nil)
                pointer.release(after: 0.05)
            }
        }

        // MARK: Catching a running transition

        @Test func grabbingTheSheetWhileItComesInCatchesTheTransition() throws {
            // Precondition: a sheet being presented, 0.15 s into its 0.4 s.
            let parent = Parent(.blue)
            let child = Child(.red)
            child.modalPresentationStyle = .pageSheet
            try withTransitionStage(root: parent, size: Self.size) { stage in
                parent.present(child, animated: true)
                let pc = try #require(child.presentationController as? UISheetPresentationController)
                stage.run(seconds: 0.15)
                let running = cardTop(pc)

                // Action: press on the card where it is drawn and move past the hysteresis, then hold
                // while the clock runs on.
                var pointer = Pointer(stage, at: CGPoint(x: 143, y: 600))
                pointer.move(to: [4, Self.hysteresis])
                let caught = cardTop(pc)
                stage.run(seconds: 0.2)
                let held = cardTop(pc)
                // Action: drag 80 pt up, then let go slowly.
                pointer.move(to: Array(stride(from: 0, through: -80, by: -5)), interval: 0.05)
                let dragged = cardTop(pc)
                let lines = TransitionTrace.capture {
                    pointer.release(after: 0.05)
                    stage.run(seconds: 1.0)
                }

                // Assertion: it was on its way in, stopped where it was and stayed while held,
                // followed the pointer, and the presentation completed with the card on its frame.
                #expect(running > 38 && running < 640, "\(running)")
                #expect(isClose(caught, running, tolerance: 1e-6), "\(running) → \(caught)")
                #expect(isClose(held, caught, tolerance: 1e-6), "\(caught) → \(held)")
                #expect(isClose(dragged, max(38, caught - Self.hysteresis - 80), tolerance: 1e-6), "\(dragged)")
                #expect(lines.contains("UISheetPresentationController.presentationTransitionDidEnd(true)"))
                #expect(parent.presentedViewController === child)
                #expect(pc.card.frame == Self.cardFrame)
                #expect(presentedFrame(pc.card) == Self.cardFrame)
                #expect(pc.dimmingView.alpha == 1)
            }
        }

        @Test func grabbingTheSheetWhileAReleasedPullFinishesCatchesItAndCanKeepIt() throws {
            // Precondition: a pull let go past half, its dismissal playing out.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = DismissalDelegate()
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let pc = try presentSheet(child, on: parent, delegate: delegate, stage)
                var first = Pointer(stage, at: Self.contentPoint)
                first.move(to: Array(stride(from: 5, through: Self.hysteresis + 320, by: 5)), interval: 0.05)
                first.release(after: 0.05)
                stage.run(seconds: 1.0 / 60)
                let going = cardTop(pc)

                // Action: grab the card where it is drawn, drag it back up to the top, let go.
                let lines = TransitionTrace.capture {
                    var second = Pointer(stage, at: CGPoint(x: 143, y: going + 20), time: 200)
                    second.move(to: [4, Self.hysteresis])
                    second.move(to: Array(stride(from: 0, through: -(going - 38), by: -10)).map { Self.hysteresis + $0 }, interval: 0.05)
                    second.release(after: 0.05)
                    stage.run(seconds: 1.0)
                }

                // Assertion: the dismissal was cancelled: the sheet stays on its frame, fully dimmed,
                // and the delegate never hears DidDismiss.
                #expect(going > 38 + 320, "\(going)")
                #expect(lines.contains("UISheetPresentationController.dismissalTransitionDidEnd(false)"))
                #expect(!lines.contains { $0.contains("presentationControllerDidDismiss") })
                #expect(parent.presentedViewController === child)
                #expect(pc.card.frame == Self.cardFrame)
                #expect(dim(pc) == 0.4)
            }
        }
    }
}

/// A pointer held down on a test stage: moves in vertical offsets from where it was pressed, at
/// input times it keeps (the pan's velocity reads them), drawing a frame after each move.
struct Pointer {
    let stage: TransitionStage
    let start: CGPoint
    private(set) var time: TimeInterval
    private var offset: CGFloat = 0

    init(_ stage: TransitionStage, at start: CGPoint, time: TimeInterval = 100) {
        self.stage = stage
        self.start = start
        self.time = time
        stage.app.handle(.pointerDown(start, button: 1, time: time))
    }

    /// Moves through `offsets` (points below the press; negative: above), `interval` apart.
    mutating func move(to offsets: [CGFloat], interval: TimeInterval = 0.05) {
        for dy in offsets {
            time += interval
            offset = dy
            stage.app.handle(.pointerMoved(CGPoint(x: start.x, y: start.y + dy), time: time))
            stage.frame()
        }
    }

    /// Lets go where the pointer is, `after` seconds after the last move.
    mutating func release(after interval: TimeInterval) {
        time += interval
        stage.app.handle(.pointerUp(CGPoint(x: start.x, y: start.y + offset), button: 1, time: time))
        stage.frame()
    }
}

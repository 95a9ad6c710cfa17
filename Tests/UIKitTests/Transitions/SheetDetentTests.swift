@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// A sheet with detents (iOS 15's `UISheetPresentationController`): where the card rests, the
    /// changes `animateChanges` plays, the presenter left usable at an undimmed detent and pushed
    /// back at the full one, and drags between detents.
    @Suite struct SheetDetentTests {
        /// 360×640 window: the large card is (0, 38, 360, 602); the medium one half as tall, 301.
        static let size = CGSize(width: 360, height: 640)
        static let largeFrame = CGRect(x: 0, y: 38, width: 360, height: 602)
        static let mediumFrame = CGRect(x: 0, y: 339, width: 360, height: 301)
        /// In the card at either detent, clear of the grabber.
        static let cardPoint = CGPoint(x: 180, y: 500)
        /// The pan begins on the move that reaches its 10 pt hysteresis and measures from there.
        static let hysteresis: CGFloat = 10

        // MARK: Fixtures

        /// Hears the detent changes the user makes.
        final class DetentDelegate: UISheetPresentationControllerDelegate {
            var changes: [UISheetPresentationController.Detent.Identifier?] = []
            func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
                changes.append(sheet.selectedDetentIdentifier)
            }
        }

        /// Presents `child` without animation in a sheet with medium and large detents, set up through
        /// `sheetPresentationController` before presenting, as an app does.
        @discardableResult
        private func presentSheet(_ child: UIViewController, on parent: UIViewController, _ stage: TransitionStage,
                                  configure: (UISheetPresentationController) -> Void = { _ in }) throws -> UISheetPresentationController {
            child.modalPresentationStyle = .pageSheet
            let sheet = try #require(child.sheetPresentationController)
            sheet.detents = [.medium(), .large()]
            configure(sheet)
            parent.present(child, animated: false)
            stage.frame()
            #expect(child.presentationController === sheet, "the sheet configured is the one presenting")
            return sheet
        }

        private func cardFrame(_ sheet: UISheetPresentationController) -> CGRect { presentedFrame(sheet.card) }

        // MARK: Resting and animateChanges

        @Test func theSheetIsThereBeforePresentingAndRestsAtTheSmallestDetent() throws {
            // Precondition: a controller styled as a sheet, and one styled full screen.
            let parent = Parent(.blue)
            let child = Child(.red)
            let other = Grandchild(.yellow)
            other.modalPresentationStyle = .fullScreen
            try withTransitionStage(root: parent, size: Self.size) { stage in
                // Action: configure and present without choosing a detent.
                let sheet = try presentSheet(child, on: parent, stage)
                // Assertion: the card rests at medium, the smallest; no sheet for full screen.
                #expect(cardFrame(sheet) == Self.mediumFrame)
                #expect(sheet.selectedDetentIdentifier == nil)
                #expect(other.sheetPresentationController == nil)
                #expect(child.sheetPresentationController === sheet)
            }
        }

        @Test func customDetentsResolveAgainstTheLargeHeight() throws {
            // Precondition: a third of the large height, one that declines, and one asking too much.
            let parent = Parent(.blue)
            let child = Child(.red)
            let third = UISheetPresentationController.Detent.Identifier("third")
            try withTransitionStage(root: parent, size: Self.size) { stage in
                var seenMaximum: CGFloat?
                let sheet = try presentSheet(child, on: parent, stage) {
                    $0.detents = [
                        .custom(identifier: third) { context in
                            seenMaximum = context.maximumDetentValue
                            return (context.maximumDetentValue / 3).rounded()
                        },
                        .custom { _ in nil },
                        .custom(identifier: .init("tall")) { _ in 5000 },
                    ]
                }
                // Action: move to the tall one.
                sheet.selectedDetentIdentifier = .init(rawValue: "tall")
                stage.frame()
                let tall = cardFrame(sheet)
                // Assertion: the resolver saw the large height; the sheet had opened at the third (the
                // smallest), and the tall one is kept to the large height; the declining one is left out.
                #expect(seenMaximum == 602)
                #expect(sheet.resolvedDetents.map(\.height) == [201, 602])
                #expect(tall == Self.largeFrame)
                sheet.selectedDetentIdentifier = nil
                stage.frame()
                #expect(cardFrame(sheet) == CGRect(x: 0, y: 439, width: 360, height: 201))
            }
        }

        @Test func animateChangesMovesTheCardToTheNewDetentOnASpring() throws {
            // Precondition: a sheet at medium.
            let parent = Parent(.blue)
            let child = Child(.red)
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let sheet = try presentSheet(child, on: parent, stage)
                // Action: select large inside animateChanges; look 0.1 s in, then after it settles.
                sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
                stage.run(seconds: 0.1)
                let midway = cardFrame(sheet)
                stage.run(seconds: 0.6)
                let atLarge = cardFrame(sheet)
                // Action: back to medium the same way.
                sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
                stage.run(seconds: 0.1)
                let midwayBack = cardFrame(sheet)
                stage.run(seconds: 0.6)
                // Assertion: on the way each time, then exactly on each detent's frame, nothing left running.
                #expect(midway.minY < Self.mediumFrame.minY - 20 && midway.minY > Self.largeFrame.minY + 20, "\(midway)")
                #expect(atLarge == Self.largeFrame)
                #expect(midwayBack.minY > Self.largeFrame.minY + 20 && midwayBack.minY < Self.mediumFrame.minY - 20, "\(midwayBack)")
                #expect(cardFrame(sheet) == Self.mediumFrame)
                #expect(sheet.card.layer.animationKeys() == nil)
            }
        }

        @Test func aChangeOutsideAnimateChangesMovesTheCardAtOnce() throws {
            // Precondition: a sheet at medium.
            let parent = Parent(.blue)
            let child = Child(.red)
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let sheet = try presentSheet(child, on: parent, stage)
                // Action: select large, draw one frame.
                sheet.selectedDetentIdentifier = .large
                stage.frame()
                // Assertion: already there, not animating.
                #expect(cardFrame(sheet) == Self.largeFrame)
                #expect(sheet.card.layer.animationKeys() == nil)
            }
        }

        // MARK: Undimmed detents

        @Test func atAnUndimmedDetentTouchesOutsideTheCardReachThePresenter() throws {
            // Precondition: a button on the presenter above the medium card; the sheet at medium,
            // the largest undimmed detent.
            let parent = Parent(.blue)
            let child = Child(.red)
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
            parent.view.addSubview(button)
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let sheet = try presentSheet(child, on: parent, stage) { $0.largestUndimmedDetentIdentifier = .medium }
                // Action: hit-test beside the card, and inside it.
                let outside = stage.window.hitTest(CGPoint(x: 60, y: 120), with: nil)
                let inside = stage.window.hitTest(CGPoint(x: 60, y: 500), with: nil)
                // Assertion: the presenter's button gets the touch, the card its own; no dimming shows.
                #expect(outside === button)
                #expect(inside?.isDescendant(of: sheet.card) == true)
                #expect(presentedOpacity(sheet.dimmingView) == 0)
            }
        }

        @Test func aboveTheUndimmedDetentThePresenterIsDimmedAndOutOfReach() throws {
            // Precondition: the same sheet, moved to large.
            let parent = Parent(.blue)
            let child = Child(.red)
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 20, y: 10, width: 120, height: 20)
            parent.view.addSubview(button)
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let sheet = try presentSheet(child, on: parent, stage) { $0.largestUndimmedDetentIdentifier = .medium }
                sheet.selectedDetentIdentifier = .large
                stage.frame()
                // Action: hit-test on the button's place above the card.
                let hit = stage.window.hitTest(CGPoint(x: 60, y: 20), with: nil)
                // Assertion: the dimming takes it, and shows fully.
                #expect(hit === sheet.dimmingView)
                #expect(presentedOpacity(sheet.dimmingView) == 1)
            }
        }

        // MARK: Card stack

        @Test func atTheLargeDetentThePresenterIsPushedBackAndAtMediumItIsNot() throws {
            // Precondition: a dimmed sheet at medium.
            let parent = Parent(.blue)
            let child = Child(.red)
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let sheet = try presentSheet(child, on: parent, stage)
                let atMedium = parent.view.transform
                // Action: to large, settled.
                sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
                stage.run(seconds: 0.8)
                // Assertion: the presenter is 10 points in from each side, its top 10 points above the
                // card's, its top corners rounded 12 points on screen, over black.
                let scale: CGFloat = 340.0 / 360.0
                let pushed = presentedFrame(parent.view)
                #expect(atMedium == .identity)
                #expect(isClose(pushed.minX, 10, tolerance: 1e-6) && isClose(pushed.width, 340, tolerance: 1e-6), "\(pushed)")
                #expect(isClose(pushed.minY, 28, tolerance: 1e-6), "\(pushed)")
                #expect(isClose(parent.view.transform.a, scale, tolerance: 1e-9))
                #expect(isClose(parent.view.layer.cornerRadius * scale, 12, tolerance: 1e-9))
                #expect(parent.view.clipsToBounds)
                #expect(stage.window.subviews.first?.backgroundColor == .black)
                // Action: back to medium.
                sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
                stage.run(seconds: 0.8)
                // Assertion: the presenter as it was.
                #expect(parent.view.transform == .identity)
                #expect(presentedFrame(parent.view) == CGRect(origin: .zero, size: Self.size))
            }
        }

        @Test func aSheetOnASheetPushesTheFirstCardBackAndDismissedGivesEverythingBack() throws {
            // Precondition: a full-height sheet (default detents) presenting another one.
            let parent = Parent(.blue)
            let child = Child(.red)
            let grandchild = Grandchild(.yellow)
            try withTransitionStage(root: parent, size: Self.size) { stage in
                child.modalPresentationStyle = .pageSheet
                grandchild.modalPresentationStyle = .pageSheet
                parent.present(child, animated: false)
                stage.frame()
                let first = try #require(child.sheetPresentationController)
                // Action: present the second sheet on the first, animated, and let it settle.
                child.present(grandchild, animated: true)
                stage.run(seconds: 0.8)
                // Assertion: the first card stands 10 points in and its top 10 points above the new card's.
                let back = presentedFrame(first.card)
                #expect(isClose(back.minX, 10, tolerance: 1e-6) && isClose(back.minY, 28, tolerance: 1e-6), "\(back)")
                // Action: dismiss the second sheet.
                grandchild.dismiss(animated: true)
                stage.run(seconds: 0.8)
                // Assertion: the first card on its frame again, untransformed.
                #expect(first.card.transform == .identity)
                #expect(presentedFrame(first.card) == Self.largeFrame)
            }
        }

        // MARK: Dragging between detents

        @Test func aDragUpPastHalfWaySettlesAtLargeAndTellsTheDelegate() throws {
            // Precondition: a sheet at medium with a delegate.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = DetentDelegate()
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let sheet = try presentSheet(child, on: parent, stage) { $0.delegate = delegate }
                // Action: drag up 200 points (the card follows), hold, let go.
                var pointer = Pointer(stage, at: Self.cardPoint)
                pointer.move(to: Array(stride(from: -5, through: -(Self.hysteresis + 200), by: -5)), interval: 0.05)
                let followed = cardFrame(sheet)
                pointer.release(after: 0.3)
                stage.run(seconds: 0.8)
                // Assertion: the card followed the pointer; it settled at large; the delegate heard once.
                #expect(isClose(followed.minY, Self.mediumFrame.minY - 200, tolerance: 1e-6), "\(followed)")
                #expect(cardFrame(sheet) == Self.largeFrame)
                #expect(sheet.selectedDetentIdentifier == .large)
                #expect(delegate.changes == [.large])
            }
        }

        @Test func aShortDragGoesBackAndTheDelegateHearsNothing() throws {
            // Precondition: a sheet at medium with a delegate.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = DetentDelegate()
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let sheet = try presentSheet(child, on: parent, stage) { $0.delegate = delegate }
                // Action: drag up 100 points, hold, let go.
                var pointer = Pointer(stage, at: Self.cardPoint)
                pointer.move(to: Array(stride(from: -5, through: -(Self.hysteresis + 100), by: -5)), interval: 0.05)
                pointer.release(after: 0.3)
                stage.run(seconds: 0.8)
                // Assertion: back at medium; no change to report.
                #expect(cardFrame(sheet) == Self.mediumFrame)
                #expect(delegate.changes.isEmpty)
            }
        }

        @Test func aFlickDownFromLargeStopsAtMedium() throws {
            // Precondition: a sheet at large.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = DetentDelegate()
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let sheet = try presentSheet(child, on: parent, stage) {
                    $0.selectedDetentIdentifier = .large
                    $0.delegate = delegate
                }
                // Action: flick 100 points down in 0.1 s (1000 pt/s).
                var pointer = Pointer(stage, at: CGPoint(x: 180, y: 200))
                pointer.move(to: Array(stride(from: 10, through: 110, by: 10)), interval: 0.01)
                pointer.release(after: 0.01)
                stage.run(seconds: 0.8)
                // Assertion: at medium, still presented.
                #expect(cardFrame(sheet) == Self.mediumFrame)
                #expect(parent.presentedViewController === child)
                #expect(delegate.changes == [.medium])
            }
        }

        @Test func aDragDownFromMediumDismisses() throws {
            // Precondition: a sheet at medium.
            let parent = Parent(.blue)
            let child = Child(.red)
            try withTransitionStage(root: parent, size: Self.size) { stage in
                _ = try presentSheet(child, on: parent, stage)
                // Action: drag down 200 points (two thirds of the card) slowly, let go.
                var pointer = Pointer(stage, at: Self.cardPoint)
                pointer.move(to: Array(stride(from: 5, through: Self.hysteresis + 200, by: 5)), interval: 0.05)
                pointer.release(after: 0.05)
                stage.run(seconds: 1.0)
                // Assertion: dismissed.
                #expect(parent.presentedViewController == nil)
            }
        }

        @Test func aRefusedDragBelowMediumStretchesAndReportsTheAttempt() throws {
            // Precondition: a sheet at medium whose content is modal in presentation.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = VetoRecorder()
            child.isModalInPresentation = true
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let sheet = try presentSheet(child, on: parent, stage) { $0.delegate = delegate }
                // Action: drag down 200 points slowly, let go.
                var pointer = Pointer(stage, at: Self.cardPoint)
                pointer.move(to: Array(stride(from: 5, through: Self.hysteresis + 200, by: 5)), interval: 0.05)
                let stretched = cardFrame(sheet).minY
                pointer.release(after: 0.05)
                stage.run(seconds: 1.0)
                // Assertion: the card moved less than the pointer (rubber band), came back; one attempt.
                #expect(stretched > Self.mediumFrame.minY && stretched < Self.mediumFrame.minY + 200, "\(stretched)")
                #expect(cardFrame(sheet) == Self.mediumFrame)
                #expect(parent.presentedViewController === child)
                #expect(delegate.attempts == 1)
            }
        }

        // MARK: Scroll views

        /// A vertical scroll view filling the child's view, with 2000 points of content.
        private func addScrollView(to child: UIViewController) -> UIScrollView {
            let scrollView = UIScrollView(frame: child.view.bounds)
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scrollView.contentSize = CGSize(width: 360, height: 2000)
            child.view.addSubview(scrollView)
            return scrollView
        }

        @Test func anUpwardDragOnAScrollViewAtItsTopExpandsTheSheetBeforeScrolling() throws {
            // Precondition: a sheet at medium whose content is a scroll view at its top.
            let parent = Parent(.blue)
            let child = Child(.red)
            let scrollView = addScrollView(to: child)
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let sheet = try presentSheet(child, on: parent, stage)
                // Action: drag up 100 points on the list.
                var pointer = Pointer(stage, at: Self.cardPoint)
                pointer.move(to: Array(stride(from: -5, through: -(Self.hysteresis + 100), by: -5)), interval: 0.05)
                let grown = cardFrame(sheet)
                let offset = scrollView.contentOffset
                pointer.release(after: 0.3)
                stage.run(seconds: 0.8)
                // Assertion: the sheet grew with the pointer and the content did not scroll.
                #expect(isClose(grown.minY, Self.mediumFrame.minY - 100, tolerance: 1e-6), "\(grown)")
                #expect(offset == .zero)
            }
        }

        @Test func onceTheSheetIsLargeTheSameDragScrollsTheContent() throws {
            // Precondition: a sheet at medium whose content is a scroll view at its top.
            let parent = Parent(.blue)
            let child = Child(.red)
            let scrollView = addScrollView(to: child)
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let sheet = try presentSheet(child, on: parent, stage)
                // Action: drag up 400 points on the list: 301 to grow the sheet to large, 99 more.
                var pointer = Pointer(stage, at: Self.cardPoint)
                pointer.move(to: Array(stride(from: -10, through: -(Self.hysteresis + 400), by: -10)), interval: 0.05)
                let card = cardFrame(sheet)
                let offset = scrollView.contentOffset.y
                pointer.release(after: 0.3)
                stage.run(seconds: 0.8)
                // Assertion: the card stopped at large without stretching, and the content took the rest.
                #expect(card == Self.largeFrame)
                #expect(sheet.card.transform == .identity)
                #expect(isClose(offset, 99, tolerance: 1e-6), "\(offset)")
                #expect(cardFrame(sheet) == Self.largeFrame)
            }
        }

        @Test func withoutExpandingTheUpwardDragScrollsTheContent() throws {
            // Precondition: the same, with prefersScrollingExpandsWhenScrolledToEdge off.
            let parent = Parent(.blue)
            let child = Child(.red)
            let scrollView = addScrollView(to: child)
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let sheet = try presentSheet(child, on: parent, stage) { $0.prefersScrollingExpandsWhenScrolledToEdge = false }
                // Action: drag up 60 points on the list.
                var pointer = Pointer(stage, at: Self.cardPoint)
                pointer.move(to: Array(stride(from: -5, through: -(Self.hysteresis + 50), by: -5)), interval: 0.05)
                // Assertion: the content scrolled 50 points; the card stayed at medium.
                #expect(scrollView.contentOffset.y == 50)
                #expect(cardFrame(sheet) == Self.mediumFrame)
                pointer.release(after: 0.05)
            }
        }
    }
}

/// Counts the dismissal attempts a sheet reports.
final class VetoRecorder: UISheetPresentationControllerDelegate {
    var attempts = 0
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { attempts += 1 }
}

extension SharedState.SheetDetentTests {
    @Test func aResizedWindowKeepsThePresenterPushedBackAtItsNewSizeAndGivesItBackWhole() {
        // Precondition: a full-height sheet over the root in a 360×640 window.
        let parent = Parent(.blue)
        let child = Child(.red)
        child.modalPresentationStyle = .pageSheet
        withTransitionStage(root: parent, size: Self.size) { stage in
            parent.present(child, animated: false)
            stage.frame()
            // Action: resize to 700×500 (the large card's top becomes 30).
            stage.app.handle(.resized(CGSize(width: 700, height: 500)))
            stage.frame()
            // Assertion: the presenter is laid out at the new size and pushed back for it: 10 points
            // in from each side, its top 10 points above the card's.
            let pushed = presentedFrame(parent.view)
            #expect(parent.view.bounds.size == CGSize(width: 700, height: 500))
            #expect(isClose(pushed.minX, 10, tolerance: 1e-6) && isClose(pushed.width, 680, tolerance: 1e-6), "\(pushed)")
            #expect(isClose(pushed.minY, 20, tolerance: 1e-6), "\(pushed)")
            // Action: dismiss.
            child.dismiss(animated: true)
            stage.run(seconds: 0.8)
            // Assertion: the presenter whole again, filling the window.
            #expect(parent.view.transform == .identity)
            #expect(parent.view.frame == CGRect(x: 0, y: 0, width: 700, height: 500))
        }
    }
}

extension SharedState.SheetDetentTests {
    /// A controller whose list fills its view below an 86-point header, laid out in
    /// `viewDidLayoutSubviews`: its frame follows the card's height one layout pass later.
    final class ListController: UIViewController {
        let list = UIScrollView()
        override func viewDidLoad() {
            super.viewDidLoad()
            list.contentSize = CGSize(width: 10, height: 5000)
            view.addSubview(list)
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            list.frame = CGRect(x: 0, y: 86, width: view.bounds.width, height: max(view.bounds.height - 86, 0))
        }
    }

    @Test func aWindowResizedDuringADragPutsTheCardAtItsDetentForTheNewSizeAndTheDragGoesOn() throws {
        // Precondition: a sheet at medium being dragged up 100 points.
        let parent = Parent(.blue)
        let child = Child(.red)
        try withTransitionStage(root: parent, size: Self.size) { stage in
            let sheet = try presentSheet(child, on: parent, stage)
            var pointer = Pointer(stage, at: Self.cardPoint)
            pointer.move(to: Array(stride(from: -10, through: -(Self.hysteresis + 100), by: -10)), interval: 0.05)
            // Action: resize to 700×500 (medium: 235 tall), then drag on 150 points and hold.
            let violations = collectingViolations {
                stage.app.handle(.resized(CGSize(width: 700, height: 500)))
                stage.frame()
            }
            let afterResize = cardFrame(sheet)
            pointer.move(to: Array(stride(from: -(Self.hysteresis + 110), through: -(Self.hysteresis + 250), by: -10)), interval: 0.05)
            let dragged = cardFrame(sheet)
            pointer.release(after: 0.3)
            stage.run(seconds: 0.8)
            // Assertion: at the resize the card sat on its medium frame for the new size, breaking no
            // rule; the drag then moved it on from there (150 points up) and it settled at large.
            #expect(violations.isEmpty, "\(violations)")
            #expect(afterResize == CGRect(x: 0, y: 265, width: 700, height: 235))
            #expect(isClose(dragged.minY, 265 - 150, tolerance: 1e-6), "\(dragged)")
            #expect(cardFrame(sheet) == CGRect(x: 0, y: 30, width: 700, height: 470))
        }
    }

    @Test func aDismissalStartedByADragBelowMediumAndCancelledPutsTheContentBack() throws {
        // Precondition: a sheet at large whose content lays a list out for its height.
        let parent = Parent(.blue)
        let child = ListController()
        try withTransitionStage(root: parent, size: Self.size) { stage in
            let sheet = try presentSheet(child, on: parent, stage) { $0.selectedDetentIdentifier = .large }
            // Action: drag down 100 points, then in one move to 400 (below medium: the dismissal
            // starts), hold, let go (a third of the way: it is cancelled).
            let violations = try collectingViolations {
                var pointer = Pointer(stage, at: CGPoint(x: 180, y: 200))
                pointer.move(to: Array(stride(from: 10, through: Self.hysteresis + 100, by: 10)), interval: 0.05)
                pointer.move(to: [Self.hysteresis + 400, Self.hysteresis + 400], interval: 0.05)
                try #require(child.activeTransition != nil, "the dismissal started")
                pointer.release(after: 0.3)
                stage.run(seconds: 1.0)
            }
            // Assertion: still presented at medium, with its list laid out for it, and the cancelled
            // dismissal put everything back as it found it.
            #expect(violations.isEmpty, "\(violations)")
            #expect(parent.presentedViewController === child)
            #expect(cardFrame(sheet) == Self.mediumFrame)
            #expect(isClose(child.list.frame.height, 301 - 86, tolerance: 1e-6), "\(child.list.frame)")
        }
    }
}

@testable import UIKit
import Testing
import Foundation
import UIKitTesting

extension SharedState {
    /// `UIPageViewController` with `.scroll`: pages from the data source follow a drag and settle with
    /// the paging physics, as child view controllers with UIKit's containment and appearance order;
    /// the delegate hears `willTransitionTo` and `didFinishAnimating … transitionCompleted:`.
    /// The window is 400 × 300, so a page is 400 pt wide and half a page is 200 pt.
    @Suite struct PageViewControllerTests {
        @Test func aDragPastHalfAPageTurnsForwardWithCallbacksInUIKitsOrder() {
            withPageStage { stage, pages, book in
                // Precondition: page 0 of three.
                let (p0, p1) = (book.pages[0], book.pages[1])
                // Action: 250 pt to the left, held, released; halfway through the drag, p1 shows.
                stage.dragPages(step: -10, steps: 26)
                let p1WhileDragged = stage.windowOrigin(of: p1.viewIfLoaded)
                stage.runFrames(for: 1)
                // Assertion: p1 followed the finger, then came to rest filling the window.
                #expect(p1WhileDragged == CGPoint(x: 150, y: 0))
                #expect(stage.windowOrigin(of: p1.view) == .zero)
                #expect(pages.shownNames == "p1")
                #expect(pages.childNames == "p1")
                #expect(p0.viewIfLoaded?.superview == nil)
                #expect(book.questions == ["before p0", "after p0"])
                #expect(stage.log.lines == [
                    "willTransitionTo p1",
                    "p1 willMove(pages)", "p1 viewWillAppear(true)", "p1 didMove(pages)", "p0 viewWillDisappear(true)",
                    "p0 willMove(nil)", "p0 viewDidDisappear(true)", "p0 didMove(nil)", "p1 viewDidAppear(true)",
                    "didFinishAnimating true p0 true now p1",
                ])
            }
        }

        @Test func aDragToTheRightTurnsBack() {
            withPageStage(start: 2) { stage, pages, book in
                // Precondition: the last page.
                // Action: 250 pt to the right.
                stage.dragPages(step: 10, steps: 26)
                stage.runFrames(for: 1)
                // Assertion
                #expect(pages.shownNames == "p1")
                #expect(stage.windowOrigin(of: book.pages[1].view) == .zero)
                #expect(stage.log.lines.first == "willTransitionTo p1")
                #expect(stage.log.lines.last == "didFinishAnimating true p2 true now p1")
            }
        }

        @Test func aShortSlowDragGoesBackAndUndoesTheAppearance() {
            withPageStage { stage, pages, book in
                // Precondition
                let (p0, p1) = (book.pages[0], book.pages[1])
                // Action: 150 pt, short of half, held still.
                stage.dragPages(step: -10, steps: 16)
                stage.runFrames(for: 1)
                // Assertion: back on p0, p1 gone from the container, UIKit's cancelled-appearance order.
                #expect(pages.shownNames == "p0")
                #expect(pages.childNames == "p0")
                #expect(p1.viewIfLoaded?.superview == nil)
                #expect(stage.windowOrigin(of: p0.view) == .zero)
                #expect(stage.log.lines == [
                    "willTransitionTo p1",
                    "p1 willMove(pages)", "p1 viewWillAppear(true)", "p1 didMove(pages)", "p0 viewWillDisappear(true)",
                    "p1 viewWillDisappear(true)", "p0 viewWillAppear(true)",
                    "p1 willMove(nil)", "p1 viewDidDisappear(true)", "p1 didMove(nil)", "p0 viewDidAppear(true)",
                    "didFinishAnimating true p0 false now p0",
                ])
            }
        }

        @Test func aQuickShortFlickTurnsThePage() {
            withPageStage { stage, pages, book in
                // Precondition
                // Action: 60 pt at 1000 pt/s.
                stage.dragPages(step: -10, steps: 7, flick: true)
                stage.runFrames(for: 1)
                // Assertion
                #expect(pages.shownNames == "p1")
                #expect(stage.log.lines.last == "didFinishAnimating true p0 true now p1")
            }
        }

        @Test func thereIsNoPageBeforeTheFirstOnlyARubberBand() {
            withPageStage { stage, pages, book in
                // Precondition: page 0; the window's content is drawn from p0's view.
                let p0 = book.pages[0]
                // Action: 250 pt to the right, fast, as if to turn back.
                let last = stage.drag(from: CGPoint(x: 100, y: 150), through: (1...26).map { (10 * CGFloat($0), 0) },
                                      releaseAfter: nil)
                let pulled = stage.windowOrigin(of: p0.view)
                stage.release(at: last + (10, 0))
                stage.runFrames(for: 1)
                // Assertion: p0 moved less than the finger (the rubber band), no page was asked to
                // show, no delegate call, and p0 is back in place.
                #expect(isClose(Double(pulled?.x ?? 0), Double(rubberBand(250, dimension: 400))), "\(String(describing: pulled))")
                #expect(pages.shownNames == "p0")
                #expect(pages.childNames == "p0")
                #expect(stage.log.lines.isEmpty, "\(stage.log.lines)")
                #expect(stage.windowOrigin(of: p0.view) == .zero)
            }
        }

        @Test func thereIsNoPageAfterTheLast() {
            withPageStage(start: 2) { stage, pages, book in
                // Precondition: the last page.
                // Action: 250 pt to the left.
                stage.dragPages(step: -10, steps: 26, flick: true)
                stage.runFrames(for: 1)
                // Assertion
                #expect(pages.shownNames == "p2")
                #expect(book.questions == ["before p2", "after p2"])
                #expect(stage.log.lines.isEmpty, "\(stage.log.lines)")
            }
        }

        @Test func crossingBackOverTheCurrentPageSwapsTheIncomingPage() {
            withPageStage(start: 1) { stage, pages, book in
                // Precondition: the middle page.
                // Action: 50 pt left (p2 starts to show), then 150 pt right (p0 instead), held.
                let start = CGPoint(x: 200, y: 150)
                var p = start
                stage.press(at: p)
                for _ in 0..<6 { p = p + (-10, 0); stage.move(to: p) }
                for _ in 0..<15 { p = p + (10, 0); stage.move(to: p) }
                stage.release(at: p, after: 0.2)
                stage.runFrames(for: 1)
                // Assertion: p2 came and went before p0 was shown; 100 pt is short, so p1 stays.
                #expect(pages.shownNames == "p1")
                #expect(pages.childNames == "p1")
                let transitions = stage.log.lines.filter { $0.hasPrefix("willTransitionTo") || $0.hasPrefix("didFinish") }
                #expect(transitions == ["willTransitionTo p2", "willTransitionTo p0", "didFinishAnimating true p1 false now p1"])
                #expect(stage.log.lines.contains("p2 viewDidDisappear(true)"))
            }
        }

        @Test func setViewControllersWithoutAnimationReplacesThePageAtOnce() {
            withPageStage { stage, pages, book in
                // Precondition
                var finished: [Bool] = []
                // Action
                pages.setViewControllers([book.pages[2]], direction: .forward, animated: false) { finished.append($0) }
                // Assertion: done before returning, no delegate calls.
                #expect(finished == [true])
                #expect(pages.shownNames == "p2")
                #expect(pages.childNames == "p2")
                stage.app.renderNow()
                #expect(stage.windowOrigin(of: book.pages[2].view) == .zero)
                #expect(stage.log.lines == [
                    "p2 willMove(pages)", "p2 viewWillAppear(false)", "p0 viewWillDisappear(false)", "p2 didMove(pages)",
                    "p0 willMove(nil)", "p0 viewDidDisappear(false)", "p0 didMove(nil)", "p2 viewDidAppear(false)",
                ])
            }
        }

        @Test func setViewControllersAnimatedSlidesTheNewPageInFromItsSide() {
            withPageStage { stage, pages, book in
                // Precondition
                var finished: [Bool] = []
                let p2 = book.pages[2]
                // Action: forward to p2, then half of the 0.3 s ease.
                pages.setViewControllers([p2], direction: .forward, animated: true) { finished.append($0) }
                stage.wait(0.15)
                let halfway = stage.windowOrigin(of: p2.view)
                let finishedHalfway = finished
                stage.wait(0.3)
                // Assertion: p2 came from the right, half way at half time; the completion ran once it
                // arrived; no delegate calls.
                #expect(isClose(halfway ?? .zero, CGPoint(x: 200, y: 0), tolerance: 1e-3), "\(String(describing: halfway))")
                #expect(finishedHalfway.isEmpty)
                #expect(finished == [true])
                #expect(pages.shownNames == "p2")
                #expect(stage.windowOrigin(of: p2.view) == .zero)
                #expect(stage.log.lines == [
                    "p2 willMove(pages)", "p2 viewWillAppear(true)", "p2 didMove(pages)", "p0 viewWillDisappear(true)",
                    "p0 willMove(nil)", "p0 viewDidDisappear(true)", "p0 didMove(nil)", "p2 viewDidAppear(true)",
                ])
            }
        }

        @Test func setViewControllersReverseComesFromTheLeft() {
            withPageStage(start: 2) { stage, pages, book in
                // Precondition
                let p0 = book.pages[0]
                // Action
                pages.setViewControllers([p0], direction: .reverse, animated: true)
                stage.wait(0.15)
                let halfway = stage.windowOrigin(of: p0.view)
                stage.wait(0.3)
                // Assertion
                #expect(isClose(halfway ?? .zero, CGPoint(x: -200, y: 0), tolerance: 1e-3), "\(String(describing: halfway))")
                #expect(pages.shownNames == "p0")
            }
        }

        @Test func setViewControllersDuringADragCancelsTheDrag() {
            withPageStage { stage, pages, book in
                // Precondition: a drag 100 pt in, p1 showing.
                var p = CGPoint(x: 200, y: 150)
                stage.press(at: p)
                for _ in 0..<11 { p = p + (-10, 0); stage.move(to: p) }
                // Action
                pages.setViewControllers([book.pages[2]], direction: .forward, animated: false)
                stage.release(at: p)
                stage.runFrames(for: 1)
                // Assertion: the drag's turn ended unfinished and uncompleted; p2 is shown.
                let transitions = stage.log.lines.filter { $0.hasPrefix("willTransitionTo") || $0.hasPrefix("didFinish") }
                #expect(transitions == ["willTransitionTo p1", "didFinishAnimating false p0 false now p0"])
                #expect(pages.shownNames == "p2")
                #expect(pages.childNames == "p2")
                #expect(stage.windowOrigin(of: book.pages[2].view) == .zero)
            }
        }

        @Test func theIndicatorShowsUnderThePagesWhenBothMethodsAnswer() {
            withPageStage(start: 1, indicator: true) { stage, pages, book in
                // Precondition: the indicator was asked once, by the first setViewControllers.
                let dots = try! #require(pages.pageControl)
                #expect(!dots.isHidden)
                #expect(dots.frame == CGRect(x: 0, y: 274, width: 400, height: 26))
                #expect(book.pages[1].view.frame.height == 274)
                #expect(dots.numberOfPages == 3 && dots.currentPage == 1)
                let asked = book.indexQuestions
                // Action: a drag forward.
                stage.dragPages(step: -10, steps: 26)
                stage.runFrames(for: 1)
                // Assertion: the dot moved by one without asking the data source again.
                #expect(dots.currentPage == 2)
                #expect(book.indexQuestions == asked)
            }
        }

        @Test func withoutTheIndicatorMethodsThePagesFillTheView() {
            withPageStage { stage, pages, book in
                // Precondition / Assertion
                #expect(pages.pageControl?.isHidden == true)
                #expect(book.pages[0].view.frame.size == CGSize(width: 400, height: 300))
            }
        }

        @Test func aTapOnTheIndicatorTurnsOnePage() {
            withPageStage(indicator: true) { stage, pages, book in
                // Precondition: page 0; the dots are centred at x 200 on the strip at y 287.
                // Action: a tap right of the current dot, and the slide.
                stage.click(at: CGPoint(x: 300, y: 287))
                stage.runFrames(for: 1)
                // Assertion
                #expect(pages.shownNames == "p1")
                #expect(pages.pageControl?.currentPage == 1)
            }
        }

        @Test func verticalPagesTurnWithAnUpwardDrag() {
            withPageStage(orientation: .vertical) { stage, pages, book in
                // Precondition: 300 pt tall pages.
                // Action: 200 pt up (past the 150 pt half), held.
                stage.dragPages(step: -10, steps: 21, vertical: true)
                stage.runFrames(for: 1)
                // Assertion
                #expect(pages.shownNames == "p1")
                #expect(stage.windowOrigin(of: book.pages[1].view) == .zero)
            }
        }

        @Test func interPageSpacingLeavesAGapBetweenPages() {
            withPageStage(options: [.interPageSpacing: 20]) { stage, pages, book in
                // Precondition
                // Action: 150 pt to the left, held (not yet released).
                let last = stage.drag(from: CGPoint(x: 200, y: 150), through: (1...16).map { (-10 * CGFloat($0), 0) },
                                      releaseAfter: nil)
                let p1Origin = stage.windowOrigin(of: book.pages[1].view)
                stage.release(at: last, after: 0.2)
                stage.runFrames(for: 1)
                // Assertion: p1 starts 20 pt after p0 ends; pages are still the window's width.
                #expect(p1Origin == CGPoint(x: 270, y: 0))
                #expect(book.pages[1].view.frame.width == 400)
                #expect(pages.shownNames == "p0")
            }
        }

        @Test func pageCurlScrollsAfterAWarning() {
            withGestureStage { _ in
                // Precondition
                var warnings: [String] = []
                SegueDiagnostics.report = { warnings.append($0) }
                // Action
                let pages = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
                // Assertion
                #expect(pages.transitionStyle == .pageCurl)
                #expect(warnings.count == 1 && warnings.first?.contains(".pageCurl") == true, "\(warnings)")
                pages.loadViewIfNeeded()
                #expect(pages.pageScrollView?.isPagingEnabled == true)
            }
        }
    }
}

extension SharedState.PageViewControllerTests {
    @Test func aWheelNotchTurnsOnePageLikeADrag() {
        withPageStage { stage, pages, book in
            // Precondition: page 0.
            let p = CGPoint(x: 200, y: 150)
            // Action: a notch back (there is no page before), then a notch forward.
            stage.wheel(at: p, dx: -1)
            stage.runFrames(for: 1)
            let afterBack = pages.shownNames
            let logAfterBack = stage.log.lines
            stage.wheel(at: p, dx: 1)
            stage.runFrames(for: 1)
            // Assertion: nothing happened for the first; the second turned to p1 with the delegate's calls.
            #expect(afterBack == "p0")
            #expect(logAfterBack.isEmpty, "\(logAfterBack)")
            #expect(pages.shownNames == "p1")
            #expect(pages.childNames == "p1")
            #expect(stage.windowOrigin(of: book.pages[1].view) == .zero)
            #expect(stage.log.lines.first == "willTransitionTo p1")
            #expect(stage.log.lines.last == "didFinishAnimating true p0 true now p1")
        }
    }
}

extension SharedState.PageViewControllerTests {
    @Test func pagesOfAPageViewControllerOffScreenHearNoAppearance() {
        withGestureStage { stage in
            // Precondition: a page view controller in no window.
            let book = PageBook(count: 3, log: stage.log)
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            pages.dataSource = book
            // Action: a page set, then another, animated.
            pages.setViewControllers([book.pages[0]], direction: .forward, animated: false)
            pages.setViewControllers([book.pages[1]], direction: .forward, animated: true)
            stage.runFrames(for: 1)
            // Assertion: containment only; the appearance waits for the page view controller's own.
            #expect(stage.log.lines == ["p0 willMove(pages)", "p0 didMove(pages)",
                                        "p1 willMove(pages)", "p1 didMove(pages)", "p0 willMove(nil)", "p0 didMove(nil)"])
            #expect(pages.shownNames == "p1" && pages.childNames == "p1")
            // Shown in the window, the current page appears with it.
            stage.log.clear()
            stage.window.rootViewController = pages
            #expect(stage.log.lines == ["p1 viewWillAppear(false)", "p1 viewDidAppear(false)"])
        }
    }

    @Test func aDragThatCatchesATurnOnItsWayCanTakeItBack() {
        withPageStage { stage, pages, book in
            // Precondition: 50 ms into the settle of a turn to p1.
            stage.dragPages(step: -10, steps: 26)
            stage.wait(0.05)
            // Action: caught, dragged back 300 pt to the right, held, released.
            var p = CGPoint(x: 100, y: 150)
            stage.press(at: p)
            for _ in 0..<31 { p = p + (10, 0); stage.move(to: p) }
            stage.release(at: p, after: 0.2)
            stage.runFrames(for: 1)
            // Assertion: one turn, abandoned; the data source was asked once.
            #expect(pages.shownNames == "p0" && pages.childNames == "p0")
            #expect(book.questions == ["before p0", "after p0"])
            let transitions = stage.log.lines.filter { $0.hasPrefix("willTransitionTo") || $0.hasPrefix("didFinish") }
            #expect(transitions == ["willTransitionTo p1", "didFinishAnimating true p0 false now p0"])
            #expect(stage.windowOrigin(of: book.pages[0].view) == .zero)
        }
    }
}

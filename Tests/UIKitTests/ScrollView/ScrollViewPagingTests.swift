@testable import UIKit
import Testing
import Foundation
import UIKitTesting

extension SharedState {
    /// `isPagingEnabled`: a release rests on a multiple of the bounds size — the page ahead when the
    /// drag passed half a page or the release was faster than 0.5 pt/ms, else the page it was on —
    /// through a spring that never passes the page; the wheel turns one page per notch.
    @Suite struct ScrollViewPagingTests {
        /// 300 pt wide pages (offsets 0, 300, 600, 900), 200 pt tall.
        static let frame = CGRect(x: 50, y: 40, width: 300, height: 200)

        static func pager(_ stage: GestureStage) -> (UIScrollView, ScrollLog) {
            let (scrollView, calls) = stage.addScrollView(Self.frame, contentSize: CGSize(width: 1200, height: 200))
            scrollView.isPagingEnabled = true
            return (scrollView, calls)
        }

        /// Drags left from (330, 140) in `steps` equal moves of `step` points, 10 ms apart; the content
        /// moves by every move after the first (the pan begins on the first). Held, the finger lifts
        /// 0.2 s later where it is (no speed); flicked, 10 ms later one more step on (the finger's
        /// speed, `step` per 10 ms).
        static func dragLeft(_ stage: GestureStage, step: CGFloat, steps: Int, flick: Bool = false) {
            let last = stage.drag(from: CGPoint(x: 330, y: 140), through: (1...steps).map { (-step * CGFloat($0), 0) },
                                  releaseAfter: nil)
            if flick { stage.release(at: last + (-step, 0)) } else { stage.release(at: last, after: 0.2) }
        }

        @Test func aSlowDragPastHalfAPageSettlesOnTheNextPage() {
            withGestureStage { stage in
                // Precondition
                let (scrollView, calls) = Self.pager(stage)
                // Action: 170 pt (past the 150 pt half), held still, released.
                Self.dragLeft(stage, step: 10, steps: 18)
                #expect(scrollView.contentOffset.x == 170)
                stage.runFrames(for: 1)
                // Assertion: the target told to the delegate, the page reached exactly, never passed.
                #expect(calls.releaseVelocity == .zero)
                #expect(calls.proposedTarget == CGPoint(x: 300, y: 0))
                #expect(scrollView.contentOffset == CGPoint(x: 300, y: 0))
                #expect(calls.offsets.allSatisfy { $0.x <= 300 && $0.y == 0 })
                #expect(calls.order.suffix(4) == ["didEndDragging true", "willBeginDecelerating", "didScroll", "didEndDecelerating"])
            }
        }

        @Test func aShortSlowDragReturnsToThePageItWasOn() {
            withGestureStage { stage in
                // Precondition
                let (scrollView, calls) = Self.pager(stage)
                // Action: 130 pt, short of half a page, released at rest.
                Self.dragLeft(stage, step: 10, steps: 14)
                #expect(scrollView.contentOffset.x == 130)
                calls.clear()
                stage.wait(0.1)
                let early = scrollView.contentOffset.x
                stage.runFrames(for: 1)
                // Assertion: on the way back after 0.1 s (the spring: 130·3·e^(−2) ≈ 52.8), then at 0.
                #expect(isClose(early, 130 * 3 * exp(-2), tolerance: 1e-6), "\(early)")
                #expect(scrollView.contentOffset == .zero)
                #expect(calls.offsets.allSatisfy { $0.x >= 0 && $0.x <= 130 })
            }
        }

        @Test func aQuickFlickTurnsThePageHoweverShort() {
            withGestureStage { stage in
                // Precondition
                let (scrollView, calls) = Self.pager(stage)
                // Action: 8 pt every 10 ms (800 pt/s), flicked; the pan begins at the second move, past
                // its 10 pt hysteresis, so the content moved 32 pt.
                Self.dragLeft(stage, step: 8, steps: 6, flick: true)
                #expect(scrollView.contentOffset.x == 32)
                // Assertion: the delegate hears 0.8 pt/ms and the next page; the spring starts with the
                // finger's speed (below the cap of 20·268 pt/s) and never passes 300.
                #expect(isClose(calls.releaseVelocity ?? .zero, CGPoint(x: 0.8, y: 0), tolerance: 1e-6),
                        "\(String(describing: calls.releaseVelocity))")
                #expect(calls.proposedTarget == CGPoint(x: 300, y: 0))
                stage.runFrames(for: 1)
                #expect(scrollView.contentOffset.x == 300)
                #expect(calls.offsets.allSatisfy { $0.x <= 300 })
            }
        }

        @Test func aReleaseJustBelowTheFlingSpeedStaysOnItsPage() {
            withGestureStage { stage in
                // Precondition
                let (scrollView, calls) = Self.pager(stage)
                // Action: 4 pt every 10 ms (400 pt/s), 40 pt in all.
                Self.dragLeft(stage, step: 4, steps: 11, flick: true)
                // Assertion: 0.4 pt/ms is slow, and 40 pt is short: back to page 0.
                #expect(isClose(calls.releaseVelocity ?? .zero, CGPoint(x: 0.4, y: 0), tolerance: 1e-6),
                        "\(String(describing: calls.releaseVelocity))")
                #expect(calls.proposedTarget == .zero)
                stage.runFrames(for: 1)
                #expect(scrollView.contentOffset == .zero)
            }
        }

        @Test func aFlickBackAfterDraggingForwardReturnsToThePage() {
            withGestureStage { stage in
                // Precondition: on page 1, dragged 320 pt towards page 2 …
                let (scrollView, calls) = Self.pager(stage)
                scrollView.contentOffset = CGPoint(x: 300, y: 0)
                let last = stage.drag(from: CGPoint(x: 340, y: 140), through: (1...17).map { (-20 * CGFloat($0), 0) },
                                      releaseAfter: nil)
                #expect(scrollView.contentOffset.x == 620)
                // Action: … then flicked back 10 pt per 10 ms (1000 pt/s) for 160 ms.
                var p = last
                for _ in 0..<16 { p = p + (10, 0); stage.move(to: p) }
                stage.release(at: p + (10, 0))
                #expect(scrollView.contentOffset.x == 460)
                stage.runFrames(for: 1)
                // Assertion: the flick wins over the distance (460 pt is past half way to page 2).
                #expect(isClose(calls.releaseVelocity ?? .zero, CGPoint(x: -1, y: 0), tolerance: 1e-6),
                        "\(String(describing: calls.releaseVelocity))")
                #expect(calls.proposedTarget == CGPoint(x: 300, y: 0))
                #expect(scrollView.contentOffset.x == 300)
            }
        }

        @Test func aVerticalPagerPagesByItsHeight() {
            withGestureStage { stage in
                // Precondition: 200 pt tall pages.
                let (scrollView, calls) = stage.addScrollView(Self.frame, contentSize: CGSize(width: 300, height: 800))
                scrollView.isPagingEnabled = true
                // Action: up 110 pt at rest (past the 100 pt half of a page).
                let last = stage.drag(from: CGPoint(x: 150, y: 220), through: (1...12).map { (0, -10 * CGFloat($0)) },
                                      releaseAfter: nil)
                stage.release(at: last, after: 0.2)
                stage.runFrames(for: 1)
                // Assertion
                #expect(calls.proposedTarget == CGPoint(x: 0, y: 200))
                #expect(scrollView.contentOffset == CGPoint(x: 0, y: 200))
            }
        }

        @Test func theLastPageRubberBandsAndComesBack() {
            withGestureStage { stage in
                // Precondition: on the last page (900).
                let (scrollView, _) = Self.pager(stage)
                scrollView.contentOffset = CGPoint(x: 900, y: 0)
                // Action: dragged 100 pt further, released at rest.
                Self.dragLeft(stage, step: 10, steps: 11)
                let pulled = scrollView.contentOffset.x
                stage.runFrames(for: 1)
                // Assertion: the rubber band showed less than the finger moved; back on the last page.
                #expect(isClose(pulled, 900 + rubberBand(100, dimension: 300)), "\(pulled)")
                #expect(scrollView.contentOffset.x == 900)
            }
        }

        @Test func aDelegateCannotMoveAPagedTarget() {
            withGestureStage { stage in
                // Precondition: a delegate that asks for 450, and a warning sink.
                let (scrollView, calls) = Self.pager(stage)
                calls.retarget = { _ in CGPoint(x: 450, y: 0) }
                var warnings: [String] = []
                SegueDiagnostics.report = { warnings.append($0) }
                // Action
                Self.dragLeft(stage, step: 10, steps: 18)
                stage.runFrames(for: 1)
                // Assertion
                #expect(scrollView.contentOffset.x == 300)
                #expect(warnings.count == 1 && warnings.first?.contains("paging scroll view") == true, "\(warnings)")
            }
        }

        @Test func aTouchThatCatchesTheContentBetweenPagesLetsItSettle() {
            withGestureStage { stage in
                // Precondition: 50 ms into a settle towards page 1.
                let (scrollView, _) = Self.pager(stage)
                Self.dragLeft(stage, step: 10, steps: 18)
                stage.wait(0.05)
                stage.press(at: CGPoint(x: 200, y: 140))
                let caught = scrollView.contentOffset.x
                stage.wait(0.5)
                #expect(caught > 170 && caught < 300 && scrollView.contentOffset.x == caught, "\(caught)")
                // Action
                stage.release(at: CGPoint(x: 200, y: 140))
                stage.runFrames(for: 1)
                // Assertion
                #expect(scrollView.contentOffset.x == 300)
            }
        }

        @Test func eachWheelNotchTurnsOnePage() {
            withGestureStage { stage in
                // Precondition
                let (scrollView, calls) = Self.pager(stage)
                let p = CGPoint(x: 200, y: 140)
                // Action: one notch, settled; then two notches in quick succession.
                stage.wheel(at: p, dx: 1)
                stage.runFrames(for: 1)
                let afterOne = scrollView.contentOffset.x
                stage.wheel(at: p, dx: 1)
                stage.wait(1.0 / 60)
                stage.wheel(at: p, dx: 1)
                stage.runFrames(for: 1)
                let afterThree = scrollView.contentOffset.x
                // A notch past the last page goes nowhere.
                stage.wheel(at: p, dx: 1)
                stage.runFrames(for: 1)
                // Assertion
                #expect(afterOne == 300)
                #expect(afterThree == 900)
                #expect(scrollView.contentOffset.x == 900)
                #expect(calls.offsets.allSatisfy { $0.x <= 900 })
                #expect(calls.lines.filter { $0 == "didEndScrollingAnimation" }.count == 2)
            }
        }
    }
}

extension SharedState.ScrollViewPagingTests {
    @Test func thePageRuleAtItsThresholds() {
        // Precondition: 300 pt pages. Action / Assertion: the fling speed is 500 pt/s, inclusive,
        // either way; below it the nearest page; a hair under a page boundary counts as on it.
        #expect(ScrollPaging.restingOffset(offset: 320, velocity: 499, pageSize: 300) == 300)
        #expect(ScrollPaging.restingOffset(offset: 320, velocity: 500, pageSize: 300) == 600)
        #expect(ScrollPaging.restingOffset(offset: 580, velocity: -500, pageSize: 300) == 300)
        #expect(ScrollPaging.restingOffset(offset: 449, velocity: 0, pageSize: 300) == 300)
        #expect(ScrollPaging.restingOffset(offset: 451, velocity: 0, pageSize: 300) == 600)
        #expect(ScrollPaging.restingOffset(offset: 300 - 1e-7, velocity: 900, pageSize: 300) == 600)
        #expect(ScrollPaging.restingOffset(offset: 300 + 1e-7, velocity: -900, pageSize: 300) == 0)
    }

    @Test func aFastSettleNeverPassesItsPage() {
        // Precondition: 40 pt short of the page at 5000 pt/s, far above the 20·40 = 800 pt/s cap.
        let settle = ScrollPaging.settle(offset: 560, velocity: 5000, target: 600)
        // Action: the offset every millisecond until it rests.
        let samples = stride(from: 0.0, through: settle.duration, by: 0.001).map { settle.offset(at: $0) }
        // Assertion: rising to 600 and never past it; at rest within about 0.4 s.
        #expect(samples.allSatisfy { $0 <= 600 }, "\(samples.max() ?? 0)")
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(settle.end == 600 && settle.duration < 0.45, "\(settle.duration)")
    }
}

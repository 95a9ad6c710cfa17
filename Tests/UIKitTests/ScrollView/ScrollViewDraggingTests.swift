@testable import UIKit
import Testing
import Foundation
import UIKitTesting

extension SharedState {
    /// Dragging a `UIScrollView`: the content offset is `bounds.origin` and moves against the finger
    /// by the pan's translation; past an edge it follows the rubber band (docs/UIKIT-REFERENCE.md,
    /// "Rubber band"); an axis whose content fits does not move.
    @Suite struct ScrollViewDraggingTests {
        /// 300 × 200 at (50, 40) in the 400 × 300 window.
        static let frame = CGRect(x: 50, y: 40, width: 300, height: 200)
        static let p = CGPoint(x: 150, y: 120)
        /// What a pull of `x` past an edge shows on this 200 pt tall view.
        static func band(_ x: CGFloat) -> CGFloat { rubberBand(x, dimension: 200) }

        @Test func contentOffsetIsTheBoundsOriginAndMovesTheSubviews() {
            withGestureStage { stage in
                // Precondition: a row 100 pt down the content.
                let (scrollView, log) = stage.addScrollView(Self.frame, contentSize: CGSize(width: 700, height: 1000))
                let row = stage.addView("row", CGRect(x: 0, y: 100, width: 300, height: 40), to: scrollView)
                // Action
                scrollView.contentOffset = CGPoint(x: 20, y: 70)
                // Assertion: the row is drawn 70 pt higher and 20 pt further left.
                #expect(scrollView.bounds == CGRect(x: 20, y: 70, width: 300, height: 200))
                #expect(row.convert(CGPoint.zero, to: nil) == CGPoint(x: 30, y: 70))
                #expect(log.lines == ["didScroll"])
            }
        }

        @Test func draggingScrollsByTheTranslation() {
            withGestureStage { stage in
                // Precondition: content larger both ways.
                let (scrollView, log) = stage.addScrollView(Self.frame, contentSize: CGSize(width: 700, height: 1000))
                // Action: up and left; the pan begins at the second move (15.7 pt), then moves (−20, −40).
                stage.drag(from: Self.p, through: [(-3, -6), (-7, -14), (-27, -54)], releaseAfter: nil)
                // Assertion: the content follows the finger: the offset grows by the translation.
                #expect(scrollView.contentOffset == CGPoint(x: 20, y: 40))
                #expect(scrollView.isDragging)
                #expect(log.lines == ["willBeginDragging", "didScroll"])
                stage.release(at: Self.p + (-27, -54), after: 0.2)
                #expect(!scrollView.isDragging)
            }
        }

        @Test func anAxisWhoseContentFitsDoesNotMove() {
            withGestureStage { stage in
                // Precondition: as wide as the view, taller than it.
                let (scrollView, _) = stage.addScrollView(Self.frame, contentSize: CGSize(width: 300, height: 1000))
                // Action: mostly up, a little right.
                stage.drag(from: Self.p, through: [(2, -14), (12, -44)], releaseAfter: nil)
                // Assertion
                #expect(scrollView.contentOffset == CGPoint(x: 0, y: 30))
            }
        }

        @Test func pullingPastTheTopFollowsTheRubberBand() {
            withGestureStage { stage in
                // Precondition: at the top.
                let (scrollView, _) = stage.addScrollView(Self.frame, contentSize: CGSize(width: 300, height: 1000))
                // Action: the pan begins at 14 pt down, then pulls 100 pt further.
                stage.drag(from: CGPoint(x: 150, y: 60), through: [(0, 6), (0, 14), (0, 114)], releaseAfter: nil)
                // Assertion: 100 pt of pull shows 43.1 pt of space above the content.
                #expect(isClose(scrollView.contentOffset.y, -Self.band(100)), "\(scrollView.contentOffset.y)")
                #expect(isClose(scrollView.contentOffset.y, -43.137, tolerance: 1e-3))
            }
        }

        @Test func pushingPastTheBottomFollowsTheRubberBand() {
            withGestureStage { stage in
                // Precondition: at the bottom (1000 − 200 = 800), with a 30 pt bottom inset (830).
                let (scrollView, _) = stage.addScrollView(Self.frame, contentSize: CGSize(width: 300, height: 1000))
                scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
                scrollView.contentOffset = CGPoint(x: 0, y: 800)
                // Action: up 14 (begins), then 90 pt further: 30 pt to the inset's end, 60 past it.
                stage.drag(from: CGPoint(x: 150, y: 220), through: [(0, -14), (0, -104)], releaseAfter: nil)
                // Assertion
                #expect(isClose(scrollView.contentOffset.y, 830 + Self.band(60)), "\(scrollView.contentOffset.y)")
            }
        }

        @Test func withoutBouncesTheContentStopsAtTheEdge() {
            withGestureStage { stage in
                // Precondition
                let (scrollView, log) = stage.addScrollView(Self.frame, contentSize: CGSize(width: 300, height: 1000))
                scrollView.bounces = false
                // Action: down from the top, then back up past where it began.
                stage.drag(from: CGPoint(x: 150, y: 60), through: [(0, 14), (0, 114), (0, 4)], releaseAfter: nil)
                // Assertion: held at 0, and the 110 pt back up scroll from there at once.
                #expect(scrollView.contentOffset == CGPoint(x: 0, y: 110))
                #expect(log.offsets == [CGPoint(x: 0, y: 110)])
            }
        }

        @Test func alwaysBounceVerticalRubberBandsContentThatFits() {
            withGestureStage { stage in
                // Precondition: content shorter than the view, which alone would not drag.
                let (scrollView, _) = stage.addScrollView(Self.frame, contentSize: CGSize(width: 300, height: 120))
                scrollView.alwaysBounceVertical = true
                // Action: up 14 (begins), then 60 further.
                stage.drag(from: Self.p, through: [(0, -14), (0, -74)], releaseAfter: nil)
                // Assertion: the whole pull is past the (only) resting offset, 0.
                #expect(isClose(scrollView.contentOffset.y, Self.band(60)), "\(scrollView.contentOffset.y)")
            }
        }

        @Test func aDelegateThatMovesTheContentIsNotUndoneByTheNextMove() {
            withGestureStage { stage in
                // Precondition: a delegate that holds the content at the top while it is pulled down
                // (what a sheet does while it moves instead).
                let (scrollView, _) = stage.addScrollView(Self.frame, contentSize: CGSize(width: 300, height: 1000))
                let holder = HoldAtTop()
                scrollView.delegate = holder
                scrollView.contentOffset.y = 50
                // Action: down 14 (begins), 80 further (the content would go to −30), then 25 back up.
                stage.drag(from: Self.p, through: [(0, 14), (0, 94), (0, 69)], releaseAfter: nil)
                // Assertion: held at 0, and the way back up scrolls from 0, not from −30.
                #expect(scrollView.contentOffset.y == 25)
            }
        }
    }
}

/// Clamps the offset at the top whenever it scrolls.
private final class HoldAtTop: UIScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if scrollView.contentOffset.y < 0 { scrollView.contentOffset.y = 0 }
    }
}

@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// A scroll view inside a view with its own pan — a sheet whose content is a list. With the
    /// documented pattern (the scroll view's pan requires the sheet's pan to fail; the sheet's pan
    /// begins only when `shouldYieldDrag(to:)` says so), the sheet takes a downward drag while the
    /// content is at its top, and the scroll view takes every other drag, decided on the same move.
    @Suite struct ScrollViewArbitrationTests {
        /// Inside the scroll view of `sheet(_:)`.
        static let p = CGPoint(x: 150, y: 150)

        /// A "sheet" view (0, 50, 400 × 250) with a logged pan, holding a scroll view at (20, 20),
        /// 300 × 200, with 1000 pt of content. `pattern` applies `require(toFail:)` and the delegate.
        private func sheet(_ stage: GestureStage, pattern: Bool = true) -> SheetFixture {
            let sheet = stage.addView("sheet", CGRect(x: 0, y: 50, width: 400, height: 250))
            let (scrollView, calls) = stage.addScrollView(CGRect(x: 20, y: 20, width: 300, height: 200),
                                                          contentSize: CGSize(width: 300, height: 1000), to: sheet)
            let fixture = SheetFixture(sheetPan: LoggedPan("sheetPan", log: stage.log), scrollView: scrollView, calls: calls)
            sheet.addGestureRecognizer(fixture.sheetPan)
            if pattern {
                fixture.sheetPan.delegate = fixture.delegate
                scrollView.panGestureRecognizer.require(toFail: fixture.sheetPan)
            }
            return fixture
        }

        /// The sheet pan's states, without the touches the sheet view sees through the responder chain.
        private func sheetPanLines(_ stage: GestureStage) -> [String] {
            stage.log.lines.filter { $0.hasPrefix("sheetPan") }
        }

        @Test func atTheTopTheSheetTakesADownwardDrag() {
            withGestureStage { stage in
                // Precondition
                let fixture = sheet(stage)
                // Action: down 14 (both pans would begin on this move), then 30 further.
                stage.drag(from: Self.p, through: [(0, 6), (0, 14), (0, 44)], releaseAfter: nil)
                // Assertion: the sheet's pan follows the finger; the scroll view's failed and the
                // content did not move.
                #expect(sheetPanLines(stage) == ["sheetPan began", "sheetPan changed"])
                #expect(fixture.sheetPan.translation(in: nil) == CGPoint(x: 0, y: 30))
                #expect(fixture.scrollView.panGestureRecognizer.state == .failed)
                #expect(fixture.scrollView.contentOffset == .zero)
                #expect(!fixture.scrollView.isDragging)
            }
        }

        @Test func scrolledDownTheScrollViewTakesADownwardDrag() {
            withGestureStage { stage in
                // Precondition: 100 pt down the content.
                let fixture = sheet(stage)
                fixture.scrollView.contentOffset.y = 100
                // Action
                stage.drag(from: Self.p, through: [(0, 6), (0, 14), (0, 44)], releaseAfter: nil)
                // Assertion: the sheet's pan refused on the move where it would have begun, and the
                // scroll view's pan began on that same move: 30 pt back up the content.
                #expect(sheetPanLines(stage) == ["sheetPan failed"])
                #expect(fixture.scrollView.panGestureRecognizer.state == .changed)
                #expect(fixture.scrollView.contentOffset.y == 70)
            }
        }

        @Test func atTheTopTheScrollViewTakesAnUpwardDrag() {
            withGestureStage { stage in
                // Precondition
                let fixture = sheet(stage)
                // Action
                stage.drag(from: Self.p, through: [(0, -6), (0, -14), (0, -44)], releaseAfter: nil)
                // Assertion
                #expect(sheetPanLines(stage) == ["sheetPan failed"])
                #expect(fixture.scrollView.contentOffset.y == 30)
            }
        }

        /// PanModal issue #75: an offset left a hair below the top by arithmetic kept the sheet from
        /// being pulled down.
        @Test func regression_anOffsetOf1e9CountsAsTheTop() {
            withGestureStage { stage in
                // Precondition
                let fixture = sheet(stage)
                fixture.scrollView.contentOffset.y = 1e-9
                // Action
                stage.drag(from: Self.p, through: [(0, 6), (0, 14), (0, 44)], releaseAfter: nil)
                // Assertion
                #expect(sheetPanLines(stage) == ["sheetPan began", "sheetPan changed"])
                #expect(fixture.scrollView.contentOffset.y == 1e-9)
            }
        }

        @Test func isAtTopAllowsHalfAPointBelowTheInsetTop() {
            withGestureStage { stage in
                // Precondition
                let fixture = sheet(stage)
                // Action / Assertion: the tolerance is 0.5 pt, measured from −contentInset.top.
                fixture.scrollView.contentOffset.y = 0.5
                #expect(fixture.scrollView.isAtTop)
                fixture.scrollView.contentOffset.y = 0.5001
                #expect(!fixture.scrollView.isAtTop)
                fixture.scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
                fixture.scrollView.contentOffset.y = -20 + 1e-9
                #expect(fixture.scrollView.isAtTop)
                fixture.scrollView.contentOffset.y = -19
                #expect(!fixture.scrollView.isAtTop)
            }
        }

        @Test func withoutTheFailureRequirementTheNearerScrollViewWinsEvenAtTheTop() {
            withGestureStage { stage in
                // Precondition: no require(toFail:), no delegate.
                let fixture = sheet(stage, pattern: false)
                // Action
                stage.drag(from: Self.p, through: [(0, 6), (0, 14), (0, 44)], releaseAfter: nil)
                // Assertion: the scroll view's pan sees the move first, begins, and fails the sheet's;
                // the content is pulled 30 pt past its top on the rubber band.
                #expect(sheetPanLines(stage) == ["sheetPan failed"])
                #expect(isClose(fixture.scrollView.contentOffset.y, -rubberBand(30, dimension: 200)),
                        "\(fixture.scrollView.contentOffset.y)")
            }
        }

        @Test func aSidewaysDragFailsAVerticalScrollViewsPanForGood() {
            withGestureStage { stage in
                // Precondition: a scroll view that scrolls only vertically, nothing around it.
                let (scrollView, calls) = stage.addScrollView(CGRect(x: 50, y: 40, width: 300, height: 200),
                                                              contentSize: CGSize(width: 300, height: 1000))
                // Action: 14 pt right (2 down), then straight down 58.
                stage.drag(from: CGPoint(x: 150, y: 120), through: [(14, 2), (14, 60)], releaseAfter: nil)
                // Assertion
                #expect(scrollView.panGestureRecognizer.state == .failed)
                #expect(scrollView.contentOffset == .zero)
                #expect(calls.lines.isEmpty)
            }
        }

        @Test func aScrollViewWhoseContentFitsLeavesTheDragToThePanAroundIt() {
            withGestureStage { stage in
                // Precondition: plain pans (no pattern), and content that fits the scroll view.
                let fixture = sheet(stage, pattern: false)
                fixture.scrollView.contentSize = CGSize(width: 300, height: 150)
                // Action: upwards, which a scrollable list would take.
                stage.drag(from: Self.p, through: [(0, -14), (0, -44)], releaseAfter: nil)
                // Assertion
                #expect(fixture.sheetPan.state == .changed)
                #expect(fixture.scrollView.panGestureRecognizer.state == .failed)
            }
        }
    }
}

/// A sheet with a scroll view in it, and what must stay alive with them (the delegates are weak).
private final class SheetFixture {
    let sheetPan: LoggedPan
    let scrollView: UIScrollView
    let delegate: SheetPanDelegate
    let calls: ScrollLog

    init(sheetPan: LoggedPan, scrollView: UIScrollView, calls: ScrollLog) {
        self.sheetPan = sheetPan
        self.scrollView = scrollView
        self.delegate = SheetPanDelegate(scrollView: scrollView)
        self.calls = calls
    }
}

/// The sheet's pan delegate of the documented pattern.
private final class SheetPanDelegate: UIGestureRecognizerDelegate {
    weak var scrollView: UIScrollView?
    init(scrollView: UIScrollView) { self.scrollView = scrollView }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let scrollView else { return true }
        return scrollView.shouldYieldDrag(to: pan)
    }
}

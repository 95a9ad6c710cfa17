@testable import UIKit
import Testing

extension SharedState {
    /// The mouse wheel (`PlatformEvent.scroll`, one event per notch): `UIScrollView.wheelStep` (40 pt)
    /// per notch, clamped to the content with no rubber band, to the innermost scroll view under the
    /// pointer that can still move that way.
    @Suite struct ScrollViewWheelTests {
        static let frame = CGRect(x: 50, y: 40, width: 300, height: 200)
        static let p = CGPoint(x: 150, y: 100)
        /// Over the inner scroll view of `nested(_:)` however far the outer one scrolls (up to 80).
        static let q = CGPoint(x: 150, y: 70)

        @Test func eachNotchScrollsOneStepClampedToTheContent() {
            withGestureStage { stage in
                // Precondition: offsets 0…130.
                let (scrollView, calls) = stage.addScrollView(Self.frame, contentSize: CGSize(width: 300, height: 330))
                // Action / Assertion: down four notches, then up four.
                var seen: [CGFloat] = []
                for _ in 0..<5 { stage.wheel(at: Self.p, dy: 1); seen.append(scrollView.contentOffset.y) }
                for _ in 0..<4 { stage.wheel(at: Self.p, dy: -1); seen.append(scrollView.contentOffset.y) }
                #expect(seen == [40, 80, 120, 130, 130, 90, 50, 10, 0])
                // One didScroll per notch that moved (the fifth did not), and no dragging callbacks.
                #expect(calls.lines == Array(repeating: "didScroll", count: 8))
            }
        }

        @Test func theWheelOverAContentViewScrollsTheScrollViewAroundIt() {
            withGestureStage { stage in
                // Precondition: the pointer is over a row inside the content.
                let (scrollView, _) = stage.addScrollView(Self.frame, contentSize: CGSize(width: 700, height: 1000))
                stage.addView("row", CGRect(x: 0, y: 20, width: 300, height: 200), to: scrollView)
                // Action: one notch down, one tilt right.
                stage.wheel(at: Self.p, dy: 1)
                stage.wheel(at: Self.p, dx: 1)
                // Assertion
                #expect(scrollView.contentOffset == CGPoint(x: 40, y: 40))
            }
        }

        /// An outer scroll view (offsets 0…300) holding an inner one at (20, 20), 200 × 100 with
        /// offsets 0…80, under the pointer.
        private func nested(_ stage: GestureStage) -> (outer: UIScrollView, inner: UIScrollView, keep: [ScrollLog]) {
            let (outer, outerCalls) = stage.addScrollView(Self.frame, contentSize: CGSize(width: 300, height: 500))
            let (inner, innerCalls) = stage.addScrollView(CGRect(x: 20, y: 20, width: 200, height: 100),
                                                          contentSize: CGSize(width: 200, height: 180), to: outer)
            return (outer, inner, [outerCalls, innerCalls])
        }

        @Test func atItsLimitTheInnerScrollViewPassesTheWheelOn() {
            withGestureStage { stage in
                // Precondition
                let (outer, inner, _) = nested(stage)
                // Action / Assertion: the inner one takes two notches to its end (80), then the outer
                // one scrolls; back up, the inner one takes the wheel again.
                var seen: [String] = []
                for dy: CGFloat in [1, 1, 1, 1, -1] {
                    stage.wheel(at: Self.q, dy: dy)
                    seen.append("\(Int(inner.contentOffset.y)) \(Int(outer.contentOffset.y))")
                }
                #expect(seen == ["40 0", "80 0", "80 40", "80 80", "40 80"])
            }
        }

        @Test func anInnerScrollViewAtItsTopPassesAnUpwardWheelOn() {
            withGestureStage { stage in
                // Precondition: the outer one scrolled 30 down, the inner one at its top.
                let (outer, inner, _) = nested(stage)
                outer.contentOffset.y = 30
                // Action
                stage.wheel(at: Self.q, dy: -1)
                // Assertion: the outer one goes up (clamped at 0); the inner one stays.
                #expect(outer.contentOffset.y == 0)
                #expect(inner.contentOffset.y == 0)
            }
        }

        @Test func anInnerOffsetAHairFromTheLimitDoesNotSwallowTheWheel() {
            withGestureStage { stage in
                // Precondition: the inner one 1e-9 short of its end.
                let (outer, inner, _) = nested(stage)
                inner.contentOffset.y = 80 - 1e-9
                // Action
                stage.wheel(at: Self.q, dy: 1)
                // Assertion
                #expect(outer.contentOffset.y == 40)
            }
        }

        @Test func aScrollViewWithScrollingOffIsPassedOver() {
            withGestureStage { stage in
                // Precondition
                let (outer, inner, _) = nested(stage)
                inner.isScrollEnabled = false
                // Action
                stage.wheel(at: Self.q, dy: 1)
                // Assertion
                #expect(inner.contentOffset.y == 0)
                #expect(outer.contentOffset.y == 40)
            }
        }

        @Test func aWheelNoScrollViewCanTakeChangesNothing() {
            withGestureStage { stage in
                // Precondition: content that fits across.
                let (scrollView, calls) = stage.addScrollView(Self.frame, contentSize: CGSize(width: 300, height: 1000))
                // Action: a tilt right, and a notch over no scroll view at all.
                stage.wheel(at: Self.p, dx: 1)
                stage.wheel(at: CGPoint(x: 10, y: 10), dy: 1)
                // Assertion
                #expect(scrollView.contentOffset == .zero)
                #expect(calls.lines.isEmpty)
            }
        }
    }
}

@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// A change to one constraint reaches only the views that depend on it: rows chained top to bottom
// (a sized view with an intrinsic size, and a bar beside it), one row's spacing or one bar's inset
// changed, then laid out. The frames written are exactly the dependants', and they are the frames a
// hierarchy built with the new constant from the start solves to.

/// Rows in a layout stage's container: each row's sized view is pinned below the one above, and
/// its bar runs from the view's right to the container's right inset.
@MainActor
private struct ChainedRows {
    let items: [UIView]
    let spacings: [NSLayoutConstraint]
    let insets: [NSLayoutConstraint]

    init(in stage: LayoutStage, rows: Int, spacing: (Int) -> CGFloat = { _ in 2 }, inset: (Int) -> CGFloat = { _ in -10 }) {
        var items: [UIView] = [], spacings: [NSLayoutConstraint] = [], insets: [NSLayoutConstraint] = []
        var all: [NSLayoutConstraint] = []
        var above: UIView?
        for n in 0..<rows {
            let sized = stage.add(SizedView())
            sized.size = CGSize(width: 30 + CGFloat(n % 7), height: 6)
            let bar = stage.view()
            let top = sized.topAnchor.constraint(equalTo: above?.bottomAnchor ?? stage.container.topAnchor, constant: spacing(n))
            let right = bar.trailingAnchor.constraint(equalTo: stage.container.trailingAnchor, constant: inset(n))
            spacings.append(top)
            insets.append(right)
            all += [top, right,
                    sized.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor, constant: 4),
                    bar.leadingAnchor.constraint(equalTo: sized.trailingAnchor, constant: 3),
                    bar.topAnchor.constraint(equalTo: sized.topAnchor),
                    bar.heightAnchor.constraint(equalTo: sized.heightAnchor)]
            items += [sized, bar]
            above = sized
        }
        NSLayoutConstraint.activate(all)
        self.items = items
        self.spacings = spacings
        self.insets = insets
    }

    var frames: [CGRect] { items.map(\.frame) }
}

extension SharedState {
    @Suite struct AutoLayoutIncrementalTests {
        static let rows = 30

        @Test func oneRowsSpacingMovesThatRowAndTheRowsBelowOnly() {
            withLayoutStage { stage in
                // Precondition: 30 chained rows (60 views), laid out.
                let rows = ChainedRows(in: stage, rows: Self.rows)
                stage.container.layoutIfNeeded()
                let before = rows.frames
                let counted = SegueDiagnostics.autoLayoutCounters
                // Action: row 20's spacing grows by 5.
                rows.spacings[20].constant = 7
                stage.container.layoutIfNeeded()
                // Assertion: rows 20…29 (20 views) moved down by 5 and were the only frames written
                // and the only views looked at; rows 0…19 kept their frames.
                let done = SegueDiagnostics.autoLayoutCounters.since(counted)
                let moved = (0..<rows.items.count).filter { rows.items[$0].frame != before[$0] }
                #expect(moved == Array(40..<60))
                #expect(done.framesWritten == 20)
                #expect(done.viewsVisited == 20)
                #expect(moved.allSatisfy { rows.items[$0].frame == before[$0].offsetBy(dx: 0, dy: 5) })
            }
        }

        @Test func oneBarsInsetResizesThatBarOnly() {
            withLayoutStage { stage in
                // Precondition: 30 chained rows, laid out.
                let rows = ChainedRows(in: stage, rows: Self.rows)
                stage.container.layoutIfNeeded()
                let before = rows.frames
                let counted = SegueDiagnostics.autoLayoutCounters
                // Action: row 12's bar stops 40 from the right instead of 10.
                rows.insets[12].constant = -40
                stage.container.layoutIfNeeded()
                // Assertion: that bar alone is 30 narrower; one frame written, one view looked at.
                let done = SegueDiagnostics.autoLayoutCounters.since(counted)
                let moved = (0..<rows.items.count).filter { rows.items[$0].frame != before[$0] }
                #expect(moved == [25])
                #expect(rows.items[25].frame.width == before[25].width - 30)
                #expect(done.framesWritten == 1)
                #expect(done.viewsVisited == 1)
            }
        }

        @Test func changedFramesAreThoseOfAFullSolveFromScratch() {
            // Precondition: rows laid out, then many spacings, insets and an intrinsic size changed
            // one at a time, each followed by a layout.
            var changed: [CGRect] = []
            withLayoutStage { stage in
                let rows = ChainedRows(in: stage, rows: Self.rows)
                stage.container.layoutIfNeeded()
                for n in stride(from: 0, to: Self.rows, by: 3) {
                    rows.spacings[n].constant = CGFloat(n % 5)
                    stage.container.layoutIfNeeded()
                    rows.insets[(n * 7) % Self.rows].constant = -CGFloat(10 + n)
                    stage.container.layoutIfNeeded()
                }
                (rows.items[8] as? SizedView)?.size = CGSize(width: 50, height: 9)
                stage.container.layoutIfNeeded()
                changed = rows.frames
            }
            // Action: the same rows built with the final constants from the start, solved once.
            var fresh: [CGRect] = []
            withLayoutStage { stage in
                var spacing = [CGFloat](repeating: 2, count: Self.rows), inset = [CGFloat](repeating: -10, count: Self.rows)
                for n in stride(from: 0, to: Self.rows, by: 3) {
                    spacing[n] = CGFloat(n % 5)
                    inset[(n * 7) % Self.rows] = -CGFloat(10 + n)
                }
                let rows = ChainedRows(in: stage, rows: Self.rows, spacing: { spacing[$0] }, inset: { inset[$0] })
                (rows.items[8] as? SizedView)?.size = CGSize(width: 50, height: 9)
                stage.container.layoutIfNeeded()
                fresh = rows.frames
            }
            // Assertion: every frame is the same.
            #expect(changed.count == 2 * Self.rows)
            #expect(changed == fresh)
        }
    }
}

@testable import UIKit
import Testing
import Foundation
import UIKitTesting

extension SharedState {
    /// Random drags, flicks, catches, wheel notches, indicator taps and `setViewControllers` calls on
    /// a page view controller, each sequence replayable from its seed. Once everything has come to
    /// rest, the controller must be in one consistent state: one child, the page shown, filling the
    /// view, appeared, every other page disappeared and out of the view tree, every turn begun with
    /// `willTransitionTo` answered by one `didFinishAnimating`, and the dot on the page shown.
    @Suite struct RandomPageSequenceTests {
        @Test(arguments: 0..<40)
        func randomInputLeavesTheControllerConsistent(seed: UInt64) {
            withPageStage(count: 5, start: 2, indicator: true) { stage, pages, book in
                var random = SplitMix64(seed: seed &* 7919 &+ 17)
                var summary: [String] = []
                for _ in 0..<12 {
                    summary.append(Self.randomStep(stage, pages, book, &random))
                    // Sometimes let the pages rest, sometimes act again while they move.
                    if Bool.random(using: &random) { stage.wait(Double.random(in: 0...0.2, using: &random)) }
                }
                stage.runFrames(for: 1.5)
                Self.expectConsistent(pages, book, stage, "seed \(seed): \(summary)")
            }
        }

        /// One random action; returns a word for the failure message.
        static func randomStep(_ stage: GestureStage, _ pages: UIPageViewController, _ book: PageBook,
                               _ random: inout SplitMix64) -> String {
            switch Int.random(in: 0..<10, using: &random) {
            case 0...4:
                // A horizontal drag of random length and speed, held or flicked.
                let step = CGFloat(Int.random(in: 3...30, using: &random)) * (Bool.random(using: &random) ? 1 : -1)
                let steps = Int.random(in: 2...30, using: &random)
                let start = CGPoint(x: step > 0 ? 20 : 380, y: 150)
                var p = start
                stage.press(at: p)
                for _ in 0..<steps { p = p + (step, 0); stage.move(to: p) }
                if Bool.random(using: &random) { stage.release(at: p + (step, 0)) } else { stage.release(at: p, after: 0.2) }
                return "drag \(step)×\(steps)"
            case 5:
                let dx: CGFloat = Bool.random(using: &random) ? 1 : -1
                stage.wheel(at: CGPoint(x: 200, y: 150), dx: dx)
                return "wheel \(dx)"
            case 6:
                let x: CGFloat = Bool.random(using: &random) ? 120 : 280
                stage.click(at: CGPoint(x: x, y: 287))
                return "tap \(x)"
            case 7, 8:
                let target = Int.random(in: 0..<book.pages.count, using: &random)
                let animated = Bool.random(using: &random)
                pages.setViewControllers([book.pages[target]], direction: Bool.random(using: &random) ? .forward : .reverse,
                                         animated: animated)
                return "set p\(target) \(animated)"
            default:
                // A press that catches whatever moves, held, released without moving.
                stage.press(at: CGPoint(x: 200, y: 150))
                stage.wait(0.05)
                stage.release(at: CGPoint(x: 200, y: 150))
                return "catch"
            }
        }

        static func expectConsistent(_ pages: UIPageViewController, _ book: PageBook, _ stage: GestureStage,
                                     _ context: String) {
            guard case .idle = pages.turn else {
                Issue.record("still turning after everything rested: \(context)")
                return
            }
            let shown = pages.viewControllers?.first as? LoggedPage
            #expect(shown != nil, "\(context)")
            #expect(pages.childNames == pages.shownNames, "\(context)")
            #expect(stage.windowOrigin(of: shown?.viewIfLoaded) == .zero, "\(context)")
            #expect(shown?.appearanceState == .appeared, "\(context)")
            for page in book.pages where page !== shown {
                #expect(page.appearanceState == .disappeared, "p\(page.index) \(page.appearanceState): \(context)")
                #expect(page.viewIfLoaded?.superview == nil, "p\(page.index) still in the tree: \(context)")
            }
            // A turn may show one neighbour, then the other (the drag crossed back), before it
            // finishes once: no finish without a turn begun since the last, none left unfinished.
            let turns = stage.log.lines.compactMap { line -> Bool? in
                line.hasPrefix("willTransitionTo") ? true : line.hasPrefix("didFinishAnimating") ? false : nil
            }
            let unanswered = zip([false] + turns, turns).contains { previous, now in !previous && !now }
            #expect(!unanswered && turns.last != true, "turns \(turns): \(context)")
            #expect(pages.pageControl?.currentPage == shown?.index, "the dot: \(context)")
        }
    }
}

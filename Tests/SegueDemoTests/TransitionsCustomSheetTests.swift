@testable import UIKit
import Foundation
import SegueDemo
import Testing
import UIKitTesting

extension SharedState {
    /// Scene 003's custom sheets, headless: the journal's "Add" card (`PresentAndDismissTransition`
    /// and `PullToDismissInteractive`, with a scroll view inside) and the mini player that pulls up
    /// into the full player. Geometry and state as a user would find them, in window points.
    @Suite struct TransitionsCustomSheetTests {
        static let size = CGSize(width: 600, height: 500)

        /// The topmost button titled `title` under `view`.
        static func button(titled title: String, in view: UIView) -> UIButton? {
            if let b = view as? UIButton, b.currentTitle == title { return b }
            return view.subviews.reversed().lazy.compactMap { button(titled: title, in: $0) }.first
        }

        static func tap(_ view: UIView, on stage: DemoStage) {
            let frame = stage.frameInWindow(view)
            stage.tap(CGPoint(x: frame.midX, y: frame.midY))
            stage.settle()
        }

        static func typeName(_ object: AnyObject?) -> String { object.map { String(describing: type(of: $0)) } ?? "nil" }

        /// Taps "Add" in the journal's bar and returns the presenting host and the card, settled.
        static func openAdd(_ stage: DemoStage) throws -> (host: UIViewController, card: UIViewController) {
            let host = try #require(stage.window.rootViewController)
            tap(try #require(button(titled: "Add", in: host.view)), on: stage)
            return (host, try #require(host.presentedViewController))
        }

        @Test func addShowsTheCardOverTheShrunkenDimmedJournalAndCloseTakesItAway() throws {
            try DemoStage.with(scene: "transitions", size: Self.size) { stage in
                // Precondition: the journal, its screen unscaled and unmasked.
                let host = try #require(stage.window.rootViewController)
                #expect(host.view.transform == .identity)
                #expect(host.view.layer.mask == nil)

                // Action: "Add".
                let (_, card) = try Self.openAdd(stage)

                // Assertion: the article's card, 50 points below the top and the rest of the window
                // high, its top corners rounded by a shape-layer mask; the journal's screen at 0.9,
                // masked the same way, under a black dim at 0.7.
                #expect(Self.typeName(card) == "HomeAddViewController")
                #expect(card.modalPresentationStyle == .custom)
                #expect(stage.frameInWindow(card.view) == CGRect(x: 0, y: 50, width: 600, height: 450))
                let cardMask = try #require(card.view.layer.mask as? CAShapeLayer)
                #expect(cardMask.path?.boundingBox == CGRect(x: 0, y: 0, width: 600, height: 450))
                #expect(cardMask.path?.contains(CGPoint(x: 1, y: 1)) == false, "the top-left corner is rounded")
                #expect(cardMask.path?.contains(CGPoint(x: 1, y: 449)) == true, "the bottom-left corner is square")
                #expect(host.view.transform == CGAffineTransform(scaleX: 0.9, y: 0.9))
                #expect(host.view.layer.mask is CAShapeLayer)
                let container = try #require(card.view.superview)
                let dims = container.subviews.filter { $0.backgroundColor == .black }
                #expect(dims.count == 1)
                #expect(abs((dims.first?.alpha ?? 0) - 0.7) < 1e-6)

                // Action: "Close".
                Self.tap(try #require(Self.button(titled: "Close", in: card.view)), on: stage)

                // Assertion: the journal alone again, full size, unmasked.
                #expect(host.presentedViewController == nil)
                #expect(host.view.transform == .identity)
                #expect(host.view.layer.mask == nil)
                #expect(card.view.window == nil)
            }
        }

        @Test func aResizeWithTheCardUpKeepsItFiftyPointsBelowTheTopWithRoundedTopCorners() throws {
            try DemoStage.with(scene: "transitions", size: Self.size) { stage in
                // Precondition: the card up.
                let (host, card) = try Self.openAdd(stage)

                // Action: the window shrinks to 500×400.
                stage.resize(to: CGSize(width: 500, height: 400))
                stage.settle()

                // Assertion: the card still starts 50 points down and fills the rest; its mask and
                // the presenter's follow their views' new bounds; the dim covers the window.
                #expect(stage.frameInWindow(card.view) == CGRect(x: 0, y: 50, width: 500, height: 350))
                #expect((card.view.layer.mask as? CAShapeLayer)?.path?.boundingBox == CGRect(x: 0, y: 0, width: 500, height: 350))
                #expect((host.view.layer.mask as? CAShapeLayer)?.path?.boundingBox == host.view.bounds)
                let dim = try #require(card.view.superview?.subviews.first { $0.backgroundColor == .black })
                #expect(dim.frame == CGRect(x: 0, y: 0, width: 500, height: 400))
            }
        }

        @Test func theListKeepsTheDragWhileScrolledAndAtItsTopThePullDismisses() throws {
            try DemoStage.with(scene: "transitions", size: Self.size) { stage in
                // Precondition: the card up, its list at the top.
                let (host, card) = try Self.openAdd(stage)
                let list = try #require(stage.view("add-ideas") as? UIScrollView)
                #expect(list.contentOffset.y == 0)

                // Action 1: drag the list up 200 points.
                stage.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 300, y: 200))
                stage.settle()
                // Assertion 1: it scrolled; the card stayed.
                #expect(list.contentOffset.y > 150)
                #expect(host.presentedViewController === card)

                // Action 2: drag down 250 points, more than it is scrolled.
                stage.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 300, y: 450))
                stage.settle()
                // Assertion 2: the list took the whole drag and stopped at its top; the card did not move.
                #expect(list.contentOffset.y == 0)
                #expect(host.presentedViewController === card)
                #expect(stage.frameInWindow(card.view) == CGRect(x: 0, y: 50, width: 600, height: 450))

                // Action 3: the same drag down again, 250 of the card's 450 points (over 40 %).
                stage.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 300, y: 450))
                stage.settle()
                // Assertion 3: the pull dismissed the card.
                #expect(host.presentedViewController == nil)
                #expect(host.view.transform == .identity)
            }
        }

        @Test func aPullTurnedBackUpNeitherScrollsTheListNorMovesTheCard() throws {
            try DemoStage.with(scene: "transitions", size: Self.size) { stage in
                // Precondition: the card up, its list at the top.
                let (host, card) = try Self.openAdd(stage)
                let list = try #require(stage.view("add-ideas") as? UIScrollView)

                // Action: on the list, 60 points down (the pull starts), then 200 up past the start;
                // rest; release.
                stage.frame { [.pointerDown(CGPoint(x: 300, y: 200), button: 1, time: $0)] }
                let down: [CGFloat] = (1...6).map { 200 + CGFloat($0) * 10 }
                let up: [CGFloat] = (1...20).map { 260 - CGFloat($0) * 10 }
                let path = (down + up).map { CGPoint(x: 300, y: $0) }
                for p in path { stage.frame { [.pointerMoved(p, time: $0)] } }
                for _ in 0..<12 { stage.frame() }
                stage.frame { [.pointerUp(CGPoint(x: 300, y: 60), button: 1, time: $0)] }
                stage.settle()

                // Assertion: the dismissal went back; the list did not scroll under it.
                #expect(host.presentedViewController === card)
                #expect(stage.frameInWindow(card.view) == CGRect(x: 0, y: 50, width: 600, height: 450))
                #expect(list.contentOffset.y == 0)
            }
        }

        @Test func theMiniPlayerSitsAboveTheTabBarAndPullsUpIntoThePlayer() throws {
            try DemoStage.with(scene: "transitions", size: Self.size) { stage in
                // Precondition: the mini player across the window right above the tab bar.
                let host = try #require(stage.window.rootViewController)
                let mini = try #require(stage.view("mini-player"))
                #expect(stage.frameInWindow(mini) == CGRect(x: 0, y: 391, width: 600, height: 60))

                // Action 1: pull it up 100 points (a quarter of the 391 to the top) and let go.
                stage.drag(from: CGPoint(x: 200, y: 420), to: CGPoint(x: 200, y: 320))
                stage.settle()
                // Assertion 1: short of 40 %: nothing stays presented.
                #expect(host.presentedViewController == nil)

                // Action 2: pull it up 250 points and let go.
                stage.drag(from: CGPoint(x: 200, y: 420), to: CGPoint(x: 200, y: 170))
                stage.settle()
                // Assertion 2: the full player covers the window.
                let player = try #require(host.presentedViewController)
                #expect(Self.typeName(player) == "PlayerViewController")
                #expect(stage.frameInWindow(player.view) == CGRect(x: 0, y: 0, width: 600, height: 500))

                // Action 3: pull the player down 300 of its 500 points.
                stage.drag(from: CGPoint(x: 300, y: 60), to: CGPoint(x: 300, y: 360))
                stage.settle()
                // Assertion 3: gone; a tap on the mini player brings it up again by itself.
                #expect(host.presentedViewController == nil)
                Self.tap(mini, on: stage)
                #expect(Self.typeName(host.presentedViewController) == "PlayerViewController")
            }
        }
    }
}

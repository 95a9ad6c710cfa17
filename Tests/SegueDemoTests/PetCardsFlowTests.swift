@testable import UIKit
import Foundation
import SegueDemo
import Testing
import UIKitTesting

extension SharedState {
    /// Scene 002 "Pet cards" driven headless with mouse events: a tapped card flips into its reveal
    /// through the card's transitioning delegate and the tutorial's flip animators; a swipe from the
    /// left edge let go short of half way flips back to the reveal and leaves nothing behind.
    @Suite struct PetCardsFlowTests {
        static let size = CGSize(width: 600, height: 500)

        /// Every view in the window, as "Type" lines in tree order (hidden ones marked).
        static func tree(_ view: UIView) -> [String] {
            ["\(type(of: view))\(view.isHidden ? " hidden" : "")"] + view.subviews.flatMap(tree)
        }

        /// Taps the centre of the card with identifier `id`.
        static func tapCard(_ id: String, _ stage: DemoStage) throws {
            let card = try #require(stage.view(id), "no card \(id)")
            let frame = stage.frameInWindow(card)
            stage.tap(CGPoint(x: frame.midX, y: frame.midY))
        }

        /// The reveal screen on top, if one is presented.
        static func reveal(_ stage: DemoStage) -> UIViewController? {
            var top = stage.window.rootViewController
            while let next = top?.presentedViewController { top = next }
            return top === stage.window.rootViewController ? nil : top
        }

        @Test func aWindowSmallerThanACardsMarginsLeavesEveryViewAtAFinitePlace() throws {
            try DemoStage.with(scene: "pet-cards", size: Self.size) { stage in
                // Precondition: the cards on screen.
                stage.settle()
                // Action: the window becomes 444×188, so the card is shorter than its margins.
                stage.resize(to: CGSize(width: 444, height: 188))
                stage.settle()
                // Assertion: no view has an infinite or NaN frame.
                @MainActor func lost(_ view: UIView) -> [String] {
                    let f = stage.frameInWindow(view)
                    let here = [f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite) ? [] : ["\(type(of: view)) \(f)"]
                    return here + view.subviews.flatMap(lost)
                }
                #expect(lost(stage.window).isEmpty, "\(lost(stage.window))")
            }
        }

        @Test func tappingACardPresentsItsRevealAfterTheFlip() throws {
            try DemoStage.with(scene: "pet-cards", size: Self.size) { stage in
                // Precondition: the Cat card on screen, nothing presented.
                stage.settle()
                #expect(Self.reveal(stage) == nil)
                // Action: tap the card, then let the 0.6 s flip run out.
                var halfway: [String] = []
                let lines = try TransitionTrace.capture {
                    try Self.tapCard("card-cat", stage)
                    for _ in 0..<18 { stage.frame() }
                    halfway = Self.tree(stage.window)
                    stage.settle()
                }
                // Assertion: the reveal fills the window; mid-flip a snapshot was turning in the
                // container; the card vended the present animator, which completed.
                let reveal = try #require(Self.reveal(stage))
                #expect(String(describing: type(of: reveal)) == "RevealViewController")
                #expect(reveal.modalPresentationStyle == .fullScreen)
                #expect(stage.frameInWindow(reveal.view) == CGRect(origin: .zero, size: Self.size))
                #expect(halfway.contains("SnapshotView"))
                #expect(!Self.tree(stage.window).contains("SnapshotView"))
                #expect(lines.filter { $0.contains("FlipPresentAnimationController") } == [
                    "CardViewController.animationController(forPresented: RevealViewController, presenting: SceneHostViewController, source: CardViewController) -> FlipPresentAnimationController",
                    "CardViewController.interactionControllerForPresentation(using: FlipPresentAnimationController) -> nil",
                    "FlipPresentAnimationController.animateTransition(using:)",
                    "FlipPresentAnimationController.completeTransition(true)",
                    "FlipPresentAnimationController.animationEnded(true)",
                ])
            }
        }

        @Test func slowFlipTakesTheTutorialsTwoSeconds() throws {
            try DemoStage.with(scene: "pet-cards", size: Self.size) { stage in
                // Precondition: "Slow flip" switched on.
                stage.settle()
                let slow = try #require(stage.view("slow-flip"))
                let f = stage.frameInWindow(slow)
                stage.tap(CGPoint(x: f.midX, y: f.midY))
                // Action: tap the card and run 1.5 s, then past 2 s.
                try Self.tapCard("card-cat", stage)
                for _ in 0..<90 { stage.frame() }
                let at1_5 = Self.tree(stage.window)
                for _ in 0..<40 { stage.frame() }
                // Assertion: still turning at 1.5 s (a 0.6 s flip would be long over), done by 2.2 s.
                #expect(at1_5.contains("SnapshotView"))
                #expect(!Self.tree(stage.window).contains("SnapshotView"))
                #expect(Self.reveal(stage) != nil)
            }
        }

        @Test func edgeSwipeLetGoAtThirtyPercentFlipsBackToTheRevealLeavingNothingBehind() throws {
            try DemoStage.with(scene: "pet-cards", size: Self.size) { stage in
                // Precondition: the Cat reveal presented and settled.
                stage.settle()
                try Self.tapCard("card-cat", stage)
                stage.settle()
                let reveal = try #require(Self.reveal(stage))
                let before = Self.tree(stage.window)
                // Action: from the left edge, 60 points past the 10 the pan needs to begin (30 % of
                // the 200 points that complete it), slowly; hold; release.
                var during: [String] = []
                let lines = TransitionTrace.capture {
                    stage.drag(from: CGPoint(x: 2, y: 250), to: CGPoint(x: 72, y: 250), steps: 20, rest: 0.2)
                    during = Self.tree(stage.window)
                    stage.settle()
                }
                // Assertion: the dismissal was driven (the snapshot and the card screen were in the
                // tree) and cancelled; the reveal is still presented and the tree is as before.
                #expect(during.contains("SnapshotView"))
                #expect(Self.reveal(stage) === reveal)
                #expect(Self.tree(stage.window) == before)
                #expect(stage.frameInWindow(reveal.view) == CGRect(origin: .zero, size: Self.size))
                #expect(lines.filter { $0.contains("FlipDismissAnimationController") } == [
                    "CardViewController.animationController(forDismissed: RevealViewController) -> FlipDismissAnimationController",
                    "CardViewController.interactionControllerForDismissal(using: FlipDismissAnimationController) -> SwipeInteractionController",
                    "FlipDismissAnimationController.animateTransition(using:)",
                    "FlipDismissAnimationController.completeTransition(false)",
                    "FlipDismissAnimationController.animationEnded(false)",
                ])
            }
        }

        @Test func edgeSwipeLetGoAtSeventyPercentFlipsBackToTheCard() throws {
            try DemoStage.with(scene: "pet-cards", size: Self.size) { stage in
                // Precondition: the card screen's tree, then the Cat reveal presented and settled.
                stage.settle()
                let cards = Self.tree(stage.window)
                try Self.tapCard("card-cat", stage)
                stage.settle()
                // Action: from the left edge, 140 points past the pan's start (70 %); hold; release.
                stage.drag(from: CGPoint(x: 2, y: 250), to: CGPoint(x: 152, y: 250), steps: 30, rest: 0.2)
                stage.settle()
                // Assertion: nothing presented; the card screen's tree exactly as before.
                #expect(Self.reveal(stage) == nil)
                #expect(Self.tree(stage.window) == cards)
                #expect(stage.view("card-cat") != nil)
            }
        }

        @Test func openInAStackPushesTheRevealWithTheSameFlipAndPopsItBack() throws {
            try DemoStage.with(scene: "pet-cards", size: Self.size) { stage in
                // Precondition: the cards at rest.
                stage.settle()
                let button = try #require(stage.view("open-in-stack"))
                let f = stage.frameInWindow(button)
                // Action: push, settle, then "Done" on the reveal, settle.
                let lines = TransitionTrace.capture {
                    stage.tap(CGPoint(x: f.midX, y: f.midY))
                    stage.settle()
                }
                let stack = try #require(stage.window.rootViewController.flatMap { Self.stack(in: $0) })
                #expect(stack.viewControllers.count == 2)
                let done = try #require(stage.view("reveal-done"))
                let d = stage.frameInWindow(done)
                let popLines = TransitionTrace.capture {
                    stage.tap(CGPoint(x: d.midX, y: d.midY))
                    stage.settle()
                }
                // Assertion: the stack's delegate vended the flips; the pop ends on the cards.
                #expect(lines.contains("FlipPresentAnimationController.completeTransition(true)"), "\(lines)")
                #expect(popLines.contains("FlipDismissAnimationController.completeTransition(true)"), "\(popLines)")
                #expect(stack.viewControllers.count == 1)
                #expect(stage.view("card-cat") != nil)
            }
        }

        /// The scene's navigation stack under `vc`.
        static func stack(in vc: UIViewController) -> UINavigationController? {
            if let nav = vc as? UINavigationController, String(describing: type(of: nav)) == "PetCardsSceneViewController" {
                return nav
            }
            return vc.children.lazy.compactMap { stack(in: $0) }.first
        }
    }
}

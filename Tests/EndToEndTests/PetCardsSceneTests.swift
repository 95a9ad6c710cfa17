import CX11
import Foundation
import Testing
import TestTurns
@testable import UIKit
import UIKitTesting

/// Scene 002 "Pet cards" driven with real pointer input through XTest: a clicked card flips into
/// its reveal, and a swipe from the left edge of the reveal flips back to the card when let go past
/// half of its 200 points, or back to the reveal short of that. Each checks the window's pixels and
/// the flip animators' trace (`--trace`).
@Suite(.serialized, .takesTurns("clicks and swipes the pet cards scene with the shared server's pointer through XTest"))
struct PetCardsSceneTests {
    /// The trace lines of the flip animators.
    static let flips = ["FlipPresentAnimationController", "FlipDismissAnimationController"]

    /// Clicks the Cat card and returns the window on its reveal, settled.
    private func revealCat(_ stage: SceneStage) throws -> Bitmap {
        stage.click(PetCardsStage.catCard)
        return try stage.settle(on: PetCardsStage.catReveal)
    }

    @Test func clickingACardFlipsToTheSameRevealEveryTime() throws {
        // Precondition: the cards at rest.
        let stage = try PetCardsStage.start()
        // Action: reveal the cat, "Done" back to the cards, reveal it again.
        let first = try revealCat(stage)
        stage.click((300, 445))
        #expect(try stage.differingPixels(from: stage.root) == 0, "Done did not flip back to the cards")
        stage.click(PetCardsStage.catCard)
        // Assertion: the second reveal is the first, pixel for pixel (no trace of the flip is left on
        // screen); the card vended the present flip twice and the dismiss flip once, all completed.
        #expect(try stage.differingPixels(from: first) == 0)
        _ = stage.demo.waitForStandardError(containing: "FlipPresentAnimationController.animationEnded(true)")
        usleep(300_000)
        #expect(stage.finish(keeping: ["completeTransition("]).filter { line in Self.flips.contains { line.hasPrefix($0) } } == [
            "FlipPresentAnimationController.completeTransition(true)",
            "FlipDismissAnimationController.completeTransition(true)",
            "FlipPresentAnimationController.completeTransition(true)",
        ])
    }

    @Test func edgeSwipeReleasedAtThirtyPercentShowsTheRevealAgain() throws {
        // Precondition: the cat's reveal.
        let stage = try PetCardsStage.start()
        let reveal = try revealCat(stage)
        // Action: from the left edge, 10 px to start the pan, then 30 % of the 200 points, slowly;
        // rest; release.
        stage.demo.drag(stage.window, from: (2, 250), to: (72, 250), steps: 14, interval: 0.03, rest: 0.25)
        // Assertion: the reveal is back, pixel for pixel; the dismissal was driven and cancelled.
        #expect(try stage.differingPixels(from: reveal) == 0)
        _ = stage.demo.waitForStandardError(containing: "FlipDismissAnimationController.animationEnded(")
        #expect(stage.finish(keeping: ["interactionControllerForDismissal", "FlipDismissAnimationController.completeTransition"]) == [
            "CardViewController.interactionControllerForDismissal(using: FlipDismissAnimationController) -> SwipeInteractionController",
            "FlipDismissAnimationController.completeTransition(false)",
        ])
    }

    @Test func edgeSwipeReleasedAtSeventyPercentShowsTheCardsAgain() throws {
        // Precondition: the cat's reveal.
        let stage = try PetCardsStage.start()
        _ = try revealCat(stage)
        // Action: from the left edge, 10 px to start the pan, then 70 % of the 200 points, slowly;
        // rest; release.
        stage.demo.drag(stage.window, from: (2, 250), to: (152, 250), steps: 30, interval: 0.03, rest: 0.25)
        // Assertion: the cards exactly as before the reveal; the driven dismissal completed.
        #expect(try stage.differingPixels(from: stage.root) == 0)
        _ = stage.demo.waitForStandardError(containing: "FlipDismissAnimationController.animationEnded(")
        #expect(stage.finish(keeping: ["interactionControllerForDismissal", "FlipDismissAnimationController.completeTransition"]) == [
            "CardViewController.interactionControllerForDismissal(using: FlipDismissAnimationController) -> SwipeInteractionController",
            "FlipDismissAnimationController.completeTransition(true)",
        ])
    }
}

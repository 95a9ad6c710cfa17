import CX11
import Foundation
import Testing
import TestTurns
@testable import UIKit
import UIKitTesting

/// Scene 003's custom sheets driven with real pointer input through XTest: the journal's "Add" card
/// pulled down (`PullToDismissInteractive` over `PresentAndDismissTransition`), its list keeping the
/// drag while scrolled, and the mini player pulled up into the full player. Each checks the window's
/// pixels and the callback trace (`--trace`).
///
/// At 600×500 the card covers y 50…500 (its header 50…106, its list below); the mini player's top
/// is at 391, so a pull up travels 391 points to bring the player to the top.
@Suite(.serialized, .takesTurns("pulls the transitions scene's sheets with the shared server's pointer through XTest"))
struct TransitionsCustomSheetSceneTests {
    /// The trace lines that tell which interaction drove a transition and how it ended.
    static let endings = ["interactionControllerFor", "completeTransition("]

    /// Taps "Add" and returns the window showing the card, settled.
    private func openAdd(_ stage: SceneStage) throws -> Bitmap {
        stage.click(TransitionsStage.add)
        #expect(stage.demo.waitForStandardError(containing: "HomeAddPresentationController.presentationTransitionDidEnd(true)"))
        usleep(400_000)
        return try #require(stage.demo.capture(stage.window))
    }

    /// The trace of opening the card, before anything pulls it.
    static let cardPresented = [
        "HomeAddViewController.interactionControllerForPresentation(using: PresentAndDismissTransition) -> nil",
        "PresentAndDismissTransition.completeTransition(true)",
    ]
    static let cardPulled = "HomeAddViewController.interactionControllerForDismissal(using: PresentAndDismissTransition) -> PullToDismissInteractive"

    @Test func cardPulledToThirtyPercentComesBackExactly() throws {
        // Precondition: the card up over the shrunken, dimmed journal.
        let stage = try TransitionsStage.start()
        let card = try openAdd(stage)
        #expect(card.differingPixels(from: stage.root) > 100_000, "the card is not on screen")
        // Action: on the card's header, 10 px to start the pan, then 30 % of its 450-point height,
        // slowly; rest; release.
        stage.demo.drag(stage.window, from: (300, 80), to: (300, 225), steps: 29, interval: 0.02, rest: 0.25)
        // Assertion: the card again, pixel for pixel; the pull drove the dismissal and cancelled it.
        #expect(try stage.differingPixels(from: card) == 0)
        #expect(stage.finish(keeping: Self.endings) == Self.cardPresented + [
            Self.cardPulled, "PresentAndDismissTransition.completeTransition(false)",
        ])
    }

    @Test func cardPulledToSixtyPercentLeavesTheJournalExactly() throws {
        // Precondition: the card up.
        let stage = try TransitionsStage.start()
        _ = try openAdd(stage)
        // Action: 10 px to start, then 60 % of the card's height, slowly; rest; release.
        stage.demo.drag(stage.window, from: (300, 80), to: (300, 360), steps: 28, interval: 0.02, rest: 0.25)
        // Assertion: the journal exactly as before "Add" (full size, unmasked, undimmed); the pulled
        // dismissal completed.
        #expect(try stage.differingPixels(from: stage.root) == 0)
        #expect(stage.finish(keeping: Self.endings) == Self.cardPresented + [
            Self.cardPulled, "PresentAndDismissTransition.completeTransition(true)",
        ])
    }

    @Test func theScrolledListTakesTheDragThenAtItsTopThePullDismisses() throws {
        // Precondition: the card up, its list scrolled down by a drag up on it.
        let stage = try TransitionsStage.start()
        let card = try openAdd(stage)
        stage.demo.drag(stage.window, from: (300, 420), to: (300, 220), steps: 20, interval: 0.02, rest: 0.3)
        usleep(300_000)
        #expect(try #require(stage.demo.capture(stage.window)).differingPixels(from: card) > 1_000, "the list did not scroll")

        // Action 1: drag down on the list, further than it is scrolled; rest; release.
        stage.demo.drag(stage.window, from: (300, 220), to: (300, 480), steps: 26, interval: 0.02, rest: 0.3)
        // Assertion 1: the list took the drag and stopped at its top: the card as it came up, exactly.
        #expect(try stage.differingPixels(from: card) == 0)

        // Action 2: the same pull again, now that the list is at its top: 10 px, then 60 % of 450.
        stage.demo.drag(stage.window, from: (300, 150), to: (300, 430), steps: 28, interval: 0.02, rest: 0.25)
        // Assertion 2: the journal exactly; only this last pull ever started a dismissal.
        #expect(try stage.differingPixels(from: stage.root) == 0)
        #expect(stage.finish(keeping: Self.endings) == Self.cardPresented + [
            Self.cardPulled, "PresentAndDismissTransition.completeTransition(true)",
        ])
    }

    /// The trace of a pull up on the mini player that started the player's presentation.
    static let playerPulledUp = "PlayerViewController.interactionControllerForPresentation(using: PlayerTransition) -> PullUpInteractive"

    @Test func miniPlayerPulledShortOfTheThresholdGoesBackDown() throws {
        // Precondition: the journal with the mini player at rest.
        let stage = try TransitionsStage.start()
        // Action: from the mini player, 10 px to start, then 100 px up (26 % of 391); rest; release.
        stage.demo.drag(stage.window, from: TransitionsStage.miniPlayer, to: (200, 310), steps: 22, interval: 0.02, rest: 0.25)
        // Assertion: the journal and its mini player exactly; the pull drove the presentation and
        // cancelled it.
        #expect(try stage.differingPixels(from: stage.root) == 0)
        #expect(stage.finish(keeping: Self.endings) == [Self.playerPulledUp, "PlayerTransition.completeTransition(false)"])
    }

    @Test func miniPlayerPulledPastTheThresholdFollowsThePointerAndBringsThePlayerUp() throws {
        // Precondition: the journal with the mini player at rest.
        let stage = try TransitionsStage.start()
        let (x, y0) = TransitionsStage.miniPlayer

        // Action 1: press on the mini player, 10 px up to start the pan, then 150 px more; hold.
        stage.demo.movePointer(stage.window, x: x, y: y0)
        stage.demo.button(down: true)
        for step in 1...16 {
            usleep(20_000)
            stage.demo.movePointer(stage.window, x: x, y: y0 - Int32(step * 10))
        }
        usleep(400_000)
        // Assertion 1: linear while driven, the player's top follows the pointer: it has risen 150
        // points from the mini player's top (391) to 241 — white below, the journal's grey above.
        let held = try #require(stage.demo.capture(stage.window))
        #expect(held.rgb(50, 244) == TransitionsStage.white, "below the player's top: \(held.rgb(50, 244))")
        #expect(held.rgb(50, 238) == TransitionsStage.groupedBackground, "above the player's top: \(held.rgb(50, 238))")

        // Action 2: on up to 60 % of 391 (234 px after the first 10); rest; release.
        for step in 1...9 {
            usleep(20_000)
            stage.demo.movePointer(stage.window, x: x, y: y0 - 160 - Int32(step * 9) - (step == 9 ? 3 : 0))
        }
        usleep(250_000)
        stage.demo.button(down: false)
        // Assertion 2: the player fills the window: white where the mini player was, the artwork's
        // gradient in the middle of the upper half.
        let player = stage.demo.waitForPixel(of: stage.window, x: 300, y: 420) { $0 == TransitionsStage.white }
        #expect(player == TransitionsStage.white, "where the mini player was: \(String(describing: player))")
        usleep(300_000)
        let shown = try #require(stage.demo.capture(stage.window))
        #expect(shown.rgb(300, 150) != TransitionsStage.white && shown.rgb(300, 150).b > shown.rgb(300, 150).g + 40,
                "the artwork: \(shown.rgb(300, 150))")

        // Action 3: pull the player down: 10 px, then 60 % of its 500 points; rest; release.
        stage.demo.drag(stage.window, from: (300, 30), to: (300, 340), steps: 31, interval: 0.02, rest: 0.25)
        // Assertion 3: the journal exactly; both transitions were driven and completed.
        #expect(try stage.differingPixels(from: stage.root) == 0)
        #expect(stage.finish(keeping: Self.endings) == [
            Self.playerPulledUp, "PlayerTransition.completeTransition(true)",
            "PlayerViewController.interactionControllerForDismissal(using: PlayerTransition) -> PullToDismissInteractive",
            "PlayerTransition.completeTransition(true)",
        ])
    }
}

import CX11
import Foundation
import Testing
import TestTurns
@testable import UIKit
import UIKitTesting

/// Scene 003's "Detent sheet" driven with real pointer input through XTest: a sheet with medium and
/// large detents that opens at medium over the undimmed journal. At 600×500 the large card starts at
/// y 30 and the medium one at y 265 (235 tall); the sheet's heading is 24…52 points into the card.
/// Each test compares whole windows: a detent reached by a drag must be pixel for pixel the detent
/// reached another way.
@Suite(.serialized, .takesTurns("real-time drags: drags the detent sheet with the shared server's pointer through XTest"))
struct TransitionsDetentSheetTests {
    /// On the sheet's heading at medium, and at large.
    static let headingAtMedium: (Int32, Int32) = (300, 300)
    static let headingAtLarge: (Int32, Int32) = (300, 65)
    /// Above the top of the presenter once it is pushed back (its top 10 points above the large
    /// card's, at y 20): black then; the journal's navigation bar otherwise.
    static let abovePresenter: (Int32, Int32) = (300, 8)
    /// Beside the medium card's top: the journal's grouped grey while it is undimmed.
    static let journalBesideSheet: (Int32, Int32) = (4, 250)
    static let black = RGB(0, 0, 0)

    static let endings = ["dismissalTransitionDidEnd", "sheetPresentationControllerDidChange"]

    /// Opens the detent sheet and returns the window with it settled at medium.
    private func openSheet(_ stage: SceneStage) throws -> Bitmap {
        stage.click(TransitionsStage.detentSheet)
        #expect(stage.demo.waitForStandardError(containing: "UISheetPresentationController.presentationTransitionDidEnd(true)"))
        usleep(500_000)
        return try #require(stage.demo.capture(stage.window))
    }

    /// Drags the sheet from medium up past half-way, slowly, and returns the window once it settles at
    /// large (the presenter pushed back: black above it).
    private func dragUpToLarge(_ stage: SceneStage, by distance: Int32) throws -> Bitmap {
        let from = Self.headingAtMedium
        stage.demo.drag(stage.window, from: from, to: (from.0, from.1 - distance), steps: Int(distance / 10),
                        interval: 0.02, rest: 0.25)
        let seen = stage.demo.waitForPixel(of: stage.window, x: Self.abovePresenter.0, y: Self.abovePresenter.1) {
            $0.isClose(to: Self.black, tolerance: 0)
        }
        #expect(seen.map { $0.isClose(to: Self.black, tolerance: 0) } == true, "above the presenter: \(String(describing: seen))")
        usleep(700_000)
        return try #require(stage.demo.capture(stage.window))
    }

    /// A flick down from large: 100 points in 50 ms (2000 pt/s).
    private func flickDown(_ stage: SceneStage) {
        let from = Self.headingAtLarge
        stage.demo.drag(stage.window, from: from, to: (from.0, from.1 + 100), steps: 5, interval: 0.01)
    }

    @Test func aDragUpPastHalfWaySettlesOnExactlyTheLargeDetent() throws {
        // Precondition: the sheet at medium; the journal beside it undimmed.
        let stage = try TransitionsStage.start()
        let medium = try openSheet(stage)
        #expect(medium.rgba(x: Int(Self.journalBesideSheet.0), y: Int(Self.journalBesideSheet.1)).r == 242)
        // Action: drag up 150 points (past half-way to large, 117.5), let go; then back to medium
        // with a flick and up again by another path, 200 points.
        let large = try dragUpToLarge(stage, by: 150)
        flickDown(stage)
        #expect(try stage.differingPixels(from: medium) == 0, "the flick did not come back to medium exactly")
        let largeAgain = try dragUpToLarge(stage, by: 200)
        // Assertion: both drags rest on the same large detent, pixel for pixel, the journal pushed
        // back behind it; the delegate-free sheet was never dismissed.
        #expect(largeAgain.differingPixels(from: large) == 0)
        #expect(large.differingPixels(from: medium) > 0)
        #expect(stage.finish(keeping: Self.endings).isEmpty)
    }

    @Test func aFlickDownFromLargeStopsAtMediumWithoutDismissing() throws {
        // Precondition: the sheet dragged to large.
        let stage = try TransitionsStage.start()
        let medium = try openSheet(stage)
        _ = try dragUpToLarge(stage, by: 150)
        // Action: flick down hard.
        flickDown(stage)
        // Assertion: medium again exactly, the journal beside it undimmed; nothing dismissed.
        #expect(try stage.differingPixels(from: medium) == 0)
        #expect(stage.finish(keeping: Self.endings).isEmpty)
    }

    @Test func aDragDownFromMediumDismissesOntoTheJournalExactly() throws {
        // Precondition: the sheet at medium.
        let stage = try TransitionsStage.start()
        _ = try openSheet(stage)
        // Action: drag down 180 points, slowly, past half the medium card; let go.
        let from = Self.headingAtMedium
        stage.demo.drag(stage.window, from: from, to: (from.0, from.1 + 180), steps: 18, interval: 0.02, rest: 0.1)
        // Assertion: the journal exactly as before the sheet; the sheet's dismissal completed.
        #expect(try stage.differingPixels(from: stage.root) == 0)
        _ = stage.demo.waitForStandardError(containing: "UISheetPresentationController.dismissalTransitionDidEnd(")
        #expect(stage.finish(keeping: Self.endings) == ["UISheetPresentationController.dismissalTransitionDidEnd(true)"])
    }
}

@testable import UIKit
import Foundation
import SegueDemo
import Testing
import UIKitTesting

extension SharedState {
    /// Scene 001's snap back when something else happens while it runs (both found by the soak,
    /// where the app then drew frames for ever): the window is resized, so its rest point and sliding
    /// axis belong to the old size; Escape dismisses the sheet, so the card it moves has gone.
    @Suite struct PhysicsSheetSnapBackLifetimeTests {
        static let size = CGSize(width: 600, height: 500)

        /// The sheet presented and settled, its card dragged 60 points down and let go without
        /// holding still, so the snap back is running; returns the presented controller.
        private func snappingBack(_ stage: DemoStage) throws -> UIViewController {
            let present = try #require(stage.view("physics-present"))
            let button = stage.frameInWindow(present)
            stage.tap(CGPoint(x: button.midX, y: button.midY))
            stage.settle()
            let sheet = try #require(stage.window.rootViewController.flatMap { top($0) })
            stage.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 300, y: 360), steps: 10, rest: 0)
            stage.frame()
            #expect(stage.app.needsFrame, "the snap back is not running")
            #expect(top(stage.window.rootViewController!) === sheet, "the drag dismissed the sheet")
            return sheet
        }

        private func top(_ vc: UIViewController) -> UIViewController? {
            var top = vc
            while let next = top.presentedViewController { top = next }
            return top === vc ? nil : top
        }

        @Test func aResizeDuringTheSnapBackRestsTheCardAtTheNewSize() throws {
            try DemoStage.with(scene: "physics-sheet", size: Self.size) { stage in
                // Precondition
                let sheet = try snappingBack(stage)
                // Action: the window becomes 800 × 600 mid-way.
                stage.resize(to: CGSize(width: 800, height: 600))
                stage.settle(within: 5)
                // Assertion: nothing moves any more, and the card's top is where a fresh sheet's would
                // be in an 800 × 600 window (60 % of the height above the bottom).
                #expect(!stage.app.needsFrame)
                let card = try #require(sheet.view.subviews.last)
                #expect(abs(stage.frameInWindow(card).minX) < 0.5)
                #expect(abs(stage.frameInWindow(card).minY - 240) < 0.5, "card at \(stage.frameInWindow(card))")
            }
        }

        @Test func escapeDuringTheSnapBackDismissesAndEverythingStops() throws {
            try DemoStage.with(scene: "physics-sheet", size: Self.size) { stage in
                // Precondition
                _ = try snappingBack(stage)
                // Action: Escape mid-way.
                stage.frame { [.keyDown(UIKey(keyCode: .keyboardEscape, characters: "\u{1b}"), time: $0)] }
                stage.frame()
                // Assertion: the dismissal took the card from the snap back at once; then the sheet
                // is gone and nothing moves any more.
                #expect(ApplicationContext.current.runningDynamics.movedViews.isEmpty)
                stage.settle(within: 5)
                #expect(stage.window.rootViewController.flatMap { top($0) } == nil)
                #expect(!stage.app.needsFrame)
            }
        }
    }
}

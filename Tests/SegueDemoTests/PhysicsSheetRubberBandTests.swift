@testable import UIKit
import Foundation
import SegueDemo
import Testing
import UIKitTesting

extension SharedState {
    /// Scene 001's card dragged headless past its limits, on the virtual clock: it follows the
    /// pointer one to one between its rest position and 60 % of its shown height below it, and past
    /// either limit by the article's logarithmic band, 40 · ln(1 + excess / 40) points. The pan
    /// begins after 10 points of travel and measures from there.
    @Suite struct PhysicsSheetRubberBandTests {
        static let size = CGSize(width: 600, height: 500)
        /// The card's top edge at rest: 60 % of the 500-point window shown.
        static let restTop: CGFloat = 200

        static func band(_ excess: CGFloat) -> CGFloat { 40 * log(1 + excess / 40) }

        /// Presents the sheet, then presses at `from` and moves one point a frame `travel` points
        /// vertically (negative: up), holding the button; returns the card's top edge then.
        static func heldTop(_ stage: DemoStage, from: CGPoint, travel: Int) throws -> CGFloat {
            let present = try #require(stage.view("physics-present"), "no Present button")
            let frame = stage.frameInWindow(present)
            stage.tap(CGPoint(x: frame.midX, y: frame.midY))
            stage.settle()
            let card = try #require(stage.view("physics-sheet-content"), "no card")
            #expect(stage.frameInWindow(card).minY == restTop)
            stage.frame { [.pointerDown(from, button: 1, time: $0)] }
            for i in 1...abs(travel) {
                let p = CGPoint(x: from.x, y: from.y + CGFloat(travel.signum() * i))
                stage.frame { [.pointerMoved(p, time: $0)] }
            }
            return stage.frameInWindow(card).minY
        }

        @Test(arguments: [50, 210])
        func pulledUpPastItsRestTheCardRisesLogarithmically(travel: Int) throws {
            try DemoStage.with(scene: "physics-sheet", size: Self.size) { stage in
                // Precondition / Action: the card at rest, pulled up `travel` points.
                let top = try Self.heldTop(stage, from: CGPoint(x: 300, y: 350), travel: -travel)
                // Assertion: it rose by the band of the 10-point-shorter translation, no more.
                let expected = Self.restTop - Self.band(CGFloat(travel - 10))
                #expect(abs(top - expected) < 0.01, "top \(top), expected \(expected)")
            }
        }

        @Test func pulledDownItFollowsThenMeetsTheBandPastSixtyPercent() throws {
            try DemoStage.with(scene: "physics-sheet", size: Self.size) { stage in
                // Precondition / Action: pulled down 150 points (within the limit).
                let within = try Self.heldTop(stage, from: CGPoint(x: 300, y: 205), travel: 150)
                // Assertion: one to one.
                #expect(within == Self.restTop + 140)
            }
            try DemoStage.with(scene: "physics-sheet", size: Self.size) { stage in
                // Precondition / Action: pulled down 290 points, 100 past the 180-point limit.
                let past = try Self.heldTop(stage, from: CGPoint(x: 300, y: 205), travel: 290)
                // Assertion: the limit plus the band of the excess.
                let expected = Self.restTop + 180 + Self.band(100)
                #expect(abs(past - expected) < 0.01, "top \(past), expected \(expected)")
            }
        }
    }
}

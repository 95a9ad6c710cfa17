@testable import UIKit
import Foundation
import SegueDemo
import Testing
import UIKitTesting

extension SharedState {
    /// Scene 001's behaviours panel when the window shrinks under its resting boxes: they are kept
    /// inside the smaller arena and come to rest on its floor, instead of falling for ever below it
    /// (which kept the app drawing frames, found by the soak).
    @Suite struct PhysicsSheetBehavioursResizeTests {
        @Test func boxesLeftBelowAShrunkenArenaComeBackAndRestOnItsFloor() throws {
            try DemoStage.with(scene: "physics-sheet", size: CGSize(width: 600, height: 500)) { stage in
                // Precondition: the behaviours panel open, its boxes at rest on the floor.
                let open = try #require(stage.view("physics-behaviours"))
                let button = stage.frameInWindow(open)
                stage.tap(CGPoint(x: button.midX, y: button.midY))
                stage.settle(within: 8)
                let arena = try #require(stage.view("behaviours-arena"))
                let boxes = (0..<4).compactMap { stage.view("behaviours-box-\($0)") }
                #expect(boxes.count == 4)
                #expect(boxes.allSatisfy { abs($0.frame.maxY - arena.bounds.maxY) < 1 }, "\(boxes.map(\.frame))")

                // Action: the window becomes 444 × 188, its arena far shorter than where the boxes lie.
                stage.resize(to: CGSize(width: 444, height: 188))
                stage.settle(within: 8)

                // Assertion: the app stopped drawing, and every box rests inside the arena.
                #expect(!stage.app.needsFrame)
                let area = arena.bounds.insetBy(dx: -1, dy: -1)
                for box in boxes {
                    #expect(area.contains(box.frame), "\(box.accessibilityIdentifier ?? "") at \(box.frame) outside \(arena.bounds)")
                }
            }
        }
    }
}

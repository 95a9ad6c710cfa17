import CX11
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Scene 001 "Physics sheet" at 600×500 (the gallery's bar is 44 pt, so the orange screen's
/// "Present" is at y 84…128 and "Behaviours" at 144…188, both x 200…400), opened under the
/// transition invariant checker. Presented, the card rests 300 points tall (60 % of the window)
/// over a 40 % black backdrop.
enum PhysicsSheetStage {
    static let orange = RGB(255, 149, 0)
    static let white = RGB(255, 255, 255)
    static let present = (Int32(300), Int32(106))
    static let behaviours = (Int32(300), Int32(166))
    /// The card's top edge at rest.
    static let restTop: Int32 = 200
    /// Where the card is grabbed: well inside it, clear of its labels' ends.
    static let grab = (Int32(300), Int32(330))
    /// A point of the backdrop, above the card.
    static let backdrop = (Int32(500), Int32(120))

    /// The scene settled on its orange screen, the checker on.
    static func start() throws -> SceneStage {
        try SceneStage.start(scene: "physics-sheet", probe: (50, 450), settledOn: orange,
                             environment: ["SEGUE_CHECK": "1"])
    }

    /// Taps "Present" and returns the window once the card has come to rest.
    static func presentSheet(_ stage: SceneStage) throws -> Bitmap {
        stage.click(present)
        return try stage.settle(on: white)
    }

    /// The first row, from `from` down, where column `x` is white: the card's top edge.
    static func cardTop(in bitmap: Bitmap, x: Int, from: Int = 50) -> Int? {
        (from..<bitmap.height).first { bitmap.rgb(x, $0).isClose(to: white, tolerance: 0) }
    }

    /// The columns of the grabber (grey, 5 points under the card's top) in `bitmap`, given the
    /// card's top edge.
    static func grabberColumns(in bitmap: Bitmap, cardTop: Int) -> ClosedRange<Int>? {
        let y = cardTop + 7
        let grey = (0..<bitmap.width).filter { x in
            let c = bitmap.rgb(x, y)
            return !c.isClose(to: white, tolerance: 8) && abs(Int(c.r) - Int(c.b)) < 12
        }
        guard let first = grey.first, let last = grey.last else { return nil }
        return first...last
    }

    /// The stage's closing trace lines about the sheet's transitions, and whether the invariant
    /// checker complained.
    static func finish(_ stage: SceneStage) -> (trace: [String], violations: [String]) {
        let trace = stage.finish(keeping: ["SheetTransitionAnimator.completeTransition"])
        let violations = stage.demo.standardError.split(separator: "\n").map(String.init)
            .filter { $0.contains("invariant violated") }
        return (trace, violations)
    }
}

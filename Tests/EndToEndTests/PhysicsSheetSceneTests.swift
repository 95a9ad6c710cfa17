import CX11
import Foundation
import Testing
import TestTurns
@testable import UIKit
import UIKitTesting

/// Scene 001 "Physics sheet" driven with real pointer input through XTest, under the transition
/// invariant checker: the card presented to rest, dragged and let go to snap back with UIKit
/// Dynamics, dragged diagonally, flung away, dismissed from the backdrop; and the behaviours panel's
/// boxes falling to the floor. Checked by the window's pixels and the callback trace (`--trace`).
@Suite(.serialized, .takesTurns("real-time drags: drags and flings the physics sheet with the shared server's pointer through XTest"))
struct PhysicsSheetSceneTests {
    typealias Stage = PhysicsSheetStage

    /// Presses on the card and moves in `steps` equal steps `interval` apart to `to`, calling
    /// `during` with the window after each move; the button stays down.
    private func hold(_ stage: SceneStage, from: (Int32, Int32), to: (Int32, Int32), steps: Int,
                      interval: TimeInterval, during: (Bitmap) throws -> Void = { _ in }) throws {
        stage.demo.movePointer(stage.window, x: from.0, y: from.1)
        stage.demo.button(down: true)
        for i in 1...steps {
            usleep(useconds_t(interval * 1_000_000))
            let x = from.0 + (to.0 - from.0) * Int32(i) / Int32(steps)
            let y = from.1 + (to.1 - from.1) * Int32(i) / Int32(steps)
            stage.demo.movePointer(stage.window, x: x, y: y)
            try during(try #require(stage.demo.capture(stage.window)))
        }
    }

    /// The smallest rectangle holding every pixel of `color` in `bitmap`.
    static func extent(of color: RGB, in bitmap: Bitmap) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.rgb(x, y).isClose(to: color, tolerance: 0) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    @Test func presentBringsTheCardToRestOverTheDimmedOrangeScreen() throws {
        // Precondition: the orange screen.
        let stage = try Stage.start()

        // Action: tap "Present".
        let presented = try Stage.presentSheet(stage)

        // Assertion: the card's top edge rests at y 200 across the width, the orange screen dims
        // above it (40 % black), and the sheet presented once, with no broken rule.
        #expect(Stage.cardTop(in: presented, x: 100) == Int(Stage.restTop))
        #expect(Stage.cardTop(in: presented, x: 500) == Int(Stage.restTop))
        let dimmed = presented.rgb(50, 150)
        #expect(dimmed.isClose(to: RGB.blend(RGB(0, 0, 0), alpha: 0.4, over: Stage.orange)), "backdrop: \(dimmed)")
        #expect(presented.rgb(50, 450) == Stage.white)
        let (trace, violations) = Stage.finish(stage)
        #expect(trace == ["SheetTransitionAnimator.completeTransition(true)"])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func cardDraggedDownAHundredPointsAndLetGoSlowlySettlesOnItsRestPixels() throws {
        // Precondition: the card at rest.
        let stage = try Stage.start()
        let presented = try Stage.presentSheet(stage)

        // Action: drag it 100 points down, slowly, and hold still.
        var lowest = 0
        try hold(stage, from: Stage.grab, to: (Stage.grab.0, Stage.grab.1 + 100), steps: 50, interval: 0.02)
        usleep(300_000)
        let held = try #require(stage.demo.capture(stage.window))
        lowest = Stage.cardTop(in: held, x: 100) ?? 0
        stage.demo.button(down: false)

        // Assertion: it followed the pointer (down by the drag less the pan's start), then UIKit
        // Dynamics brought it back to exactly the pixels it rested on; nothing was dismissed.
        #expect((280...300).contains(lowest), "card top while held: \(lowest)")
        #expect(try stage.differingPixels(from: presented) == 0)
        let (trace, violations) = Stage.finish(stage)
        #expect(trace == ["SheetTransitionAnimator.completeTransition(true)"])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func diagonalDragMovesTheCardDownButNeverSideways() throws {
        // Precondition: the card at rest; its grabber centred on x 300, its rounded corners
        // starting as far below its top edge on both sides.
        let stage = try Stage.start()
        let presented = try Stage.presentSheet(stage)
        let restingGrabber = try #require(Stage.grabberColumns(in: presented, cardTop: Int(Stage.restTop)))
        let cornerDrop = try #require(Stage.cardTop(in: presented, x: 3)) - Int(Stage.restTop)
        #expect(Stage.cardTop(in: presented, x: 596) == Int(Stage.restTop) + cornerDrop)

        // Action: drag 150 points right and 80 down, sampling the window after every move.
        var tops: [Int] = []
        try hold(stage, from: Stage.grab, to: (Stage.grab.0 + 150, Stage.grab.1 + 80), steps: 20, interval: 0.03) { window in
            // Assertion (during): both rounded corners where they were against the top edge (the
            // card spans the width, shifted by no column) and the grabber where it was.
            let top = try #require(Stage.cardTop(in: window, x: 100))
            tops.append(top)
            #expect(Stage.cardTop(in: window, x: 3) == top + cornerDrop, "left corner at top \(top)")
            #expect(Stage.cardTop(in: window, x: 596) == top + cornerDrop, "right corner at top \(top)")
            #expect(Stage.grabberColumns(in: window, cardTop: top) == restingGrabber, "grabber at top \(top)")
        }
        usleep(300_000)
        stage.demo.button(down: false)

        // Assertion: it did go down, and is back at rest afterwards.
        #expect((tops.max() ?? 0) > Int(Stage.restTop) + 40, "tops: \(tops)")
        #expect(try stage.differingPixels(from: presented) == 0)
        #expect(Stage.finish(stage).violations.isEmpty)
    }

    @Test func fastDownwardFlingDismissesToTheOrangeScreenPixels() throws {
        // Precondition: the card at rest.
        let stage = try Stage.start()
        _ = try Stage.presentSheet(stage)

        // Action: a short fast fling down: 120 points in four moves 10 ms apart.
        stage.demo.drag(stage.window, from: Stage.grab, to: (Stage.grab.0, Stage.grab.1 + 120), steps: 4, interval: 0.01)

        // Assertion: the orange screen exactly as it was before presenting; the dismissal completed.
        #expect(try stage.differingPixels(from: stage.root) == 0)
        // The spring's last frames move the card by less than a pixel: let the transition end.
        usleep(700_000)
        let (trace, violations) = Stage.finish(stage)
        #expect(trace == ["SheetTransitionAnimator.completeTransition(true)", "SheetTransitionAnimator.completeTransition(true)"])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func tapOnTheBackdropDismisses() throws {
        // Precondition: the card at rest.
        let stage = try Stage.start()
        _ = try Stage.presentSheet(stage)

        // Action: tap the dimmed screen above the card.
        stage.click(Stage.backdrop)

        // Assertion: the orange screen exactly as before; presented and dismissed once each.
        #expect(try stage.differingPixels(from: stage.root) == 0)
        // The spring's last frames move the card by less than a pixel: let the transition end.
        usleep(700_000)
        let (trace, violations) = Stage.finish(stage)
        #expect(trace == ["SheetTransitionAnimator.completeTransition(true)", "SheetTransitionAnimator.completeTransition(true)"])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func behavioursPanelBoxesComeToRestOnTheFloor() throws {
        // Precondition: the orange screen. The arena is 600 wide, in 9 columns of 66.7 points; the
        // first four hold a red 32, a green 40, a blue 48 and a yellow 32 point box.
        let stage = try Stage.start()
        let boxes: [(x: Int32, side: Int32, color: RGB)] = [
            (33, 32, RGB(UIColor.systemRed)), (100, 40, RGB(UIColor.systemGreen)),
            (167, 48, RGB(UIColor.systemBlue)), (233, 32, RGB(UIColor.systemYellow)),
        ]

        // Action: open "Behaviours" and let the boxes fall.
        stage.click(Stage.behaviours)

        // Assertion: each box ends on the window's bottom edge (its colour just above the floor,
        // white just above its top), and nothing moves any more.
        for box in boxes {
            let seen = stage.demo.waitForPixel(of: stage.window, x: box.x, y: 495, timeout: 8) { $0.isClose(to: box.color) }
            #expect(seen.map { $0.isClose(to: box.color) } == true, "floor at x \(box.x): \(String(describing: seen))")
        }
        // Each box's column, top to bottom: its colour from exactly its side above the floor down to
        // the floor. Polled, so a box still settling on a loaded machine is given time.
        let extent = { (b: Bitmap, box: (x: Int32, side: Int32, color: RGB)) -> ClosedRange<Int>? in
            let rows = (0..<b.height).filter { b.rgb(Int(box.x), $0).isClose(to: box.color) }
            return rows.first.flatMap { top in rows.last.map { top...$0 } }
        }
        let onTheFloor = { (b: Bitmap) in
            boxes.allSatisfy { box in extent(b, box).map { $0.upperBound >= 498 && abs($0.count - Int(box.side)) <= 1 } ?? false }
        }
        var still = try #require(stage.demo.capture(stage.window))
        let deadline = Date().addingTimeInterval(8)
        while !onTheFloor(still), Date() < deadline {
            usleep(200_000)
            still = try #require(stage.demo.capture(stage.window))
        }
        // Landed: the last bounces die out and the animator pauses.
        usleep(1_500_000)
        still = try #require(stage.demo.capture(stage.window))
        for box in boxes {
            let seen = extent(still, box)
            #expect(seen.map { $0.upperBound >= 498 && abs($0.count - Int(box.side)) <= 1 } == true,
                    "box at x \(box.x) (side \(box.side)) spans rows \(String(describing: seen))")
        }
        usleep(500_000)
        #expect(try stage.differingPixels(from: still, within: 0) == 0)
        #expect(Stage.finish(stage).violations.isEmpty)
    }

    @Test func behavioursPanelSquareSnapsWhereTheArenaIsTappedAndWhereItIsLetGo() throws {
        // Precondition: the behaviours panel open and settled; the square (indigo, 56 points)
        // waits at the top middle of the arena, which starts under the panel's 56-point bar.
        let stage = try Stage.start()
        let indigo = RGB(UIColor.systemIndigo)
        stage.click(Stage.behaviours)
        let waiting = stage.demo.waitForPixel(of: stage.window, x: 300, y: 116) { $0.isClose(to: indigo) }
        #expect(waiting.map { $0.isClose(to: indigo) } == true, "square at rest: \(String(describing: waiting))")
        usleep(2_500_000)

        // Action 1: tap the arena at (450, 300).
        stage.click((450, 300))
        // Assertion 1: the square settles centred there, and has left where it was.
        let snapped = stage.demo.waitForPixel(of: stage.window, x: 450, y: 300) { $0.isClose(to: indigo) }
        #expect(snapped.map { $0.isClose(to: indigo) } == true, "at the tap: \(String(describing: snapped))")
        usleep(1_500_000)
        let settled = try #require(stage.demo.capture(stage.window))
        for (x, y) in [(450 - 24, 300), (450 + 24, 300), (450, 300 - 24), (450, 300 + 24)] {
            #expect(settled.rgb(x, y).isClose(to: indigo), "inside the square at (\(x), \(y))")
        }
        for (x, y) in [(450 - 34, 300), (450 + 34, 300), (450, 300 - 34), (450, 300 + 34), (300, 116)] {
            #expect(settled.rgb(x, y) == Stage.white, "outside the square at (\(x), \(y))")
        }

        // Action 2: drag the square 80 points left and 60 down, hold still, let go.
        try hold(stage, from: (450, 300), to: (370, 360), steps: 20, interval: 0.02)
        usleep(300_000)
        let held = try #require(stage.demo.capture(stage.window))
        stage.demo.button(down: false)
        usleep(1_000_000)
        let after = try #require(stage.demo.capture(stage.window))
        // Assertion 2: it followed the pointer (the pan starts 10 points into the move) and snapped
        // to exactly where it was let go: the same 56-point square, not one pixel off.
        let whileHeld = try #require(Self.extent(of: indigo, in: held))
        #expect(abs(whileHeld.midX - 378) <= 1 && abs(whileHeld.midY - 354) <= 1, "held at \(whileHeld)")
        #expect(Self.extent(of: indigo, in: after) == whileHeld)
        #expect(Stage.finish(stage).violations.isEmpty)
    }
}

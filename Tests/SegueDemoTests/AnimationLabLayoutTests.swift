@testable import UIKit
import Foundation
import SegueDemo
import Testing
import UIKitTesting

extension SharedState {
    /// The animation lab uses the window it is given: its sections fill the default window with no
    /// empty band between them, and at small sizes every control stays inside the window's width,
    /// clear of the others, and reachable by scrolling.
    @Suite struct AnimationLabLayoutTests {
        /// The lab's own views (labels, lanes, buttons, the card, the square, the slider), in window
        /// points. The lanes' tracks are left out: they lie under the dots by design.
        static func controls(_ stage: DemoStage) throws -> [(view: UIView, frame: CGRect)] {
            let host = try #require(stage.window.rootViewController as? SceneHostViewController)
            return host.content.view.subviews
                .filter { !$0.isHidden && $0.alpha > 0.01 && !($0.bounds.height <= 2) }
                .map { ($0, stage.frameInWindow($0)) }
        }

        /// The tallest horizontal band of the window, from the bar's bottom to the window's, that
        /// no control reaches into.
        static func tallestEmptyBand(_ frames: [CGRect], from top: CGFloat, to bottom: CGFloat) -> CGFloat {
            var reached = top, tallest: CGFloat = 0
            for frame in frames.sorted(by: { $0.minY < $1.minY }) {
                tallest = max(tallest, frame.minY - reached)
                reached = max(reached, frame.maxY)
            }
            return max(tallest, bottom - reached)
        }

        @Test func atTheDefaultSizeNoEmptyBandSeparatesTheSections() throws {
            try DemoStage.with(scene: "animation-lab", size: CGSize(width: 900, height: 640)) { stage in
                // Precondition: the lab open at 900×640.
                let frames = try Self.controls(stage).map(\.frame)
                #expect(frames.count > 15)
                // Action: measure the empty bands between the bar and the window's bottom.
                let band = Self.tallestEmptyBand(frames, from: SceneHostViewController.barHeight, to: 640)
                // Assertion: no band of nothing taller than 48 points; everything inside the window.
                #expect(band <= 48, "an empty band \(band) points tall")
                for frame in frames { #expect(CGRect(x: 0, y: 0, width: 900, height: 640).contains(frame), "\(frame)") }
            }
        }

        @Test(arguments: [CGSize(width: 420, height: 800), CGSize(width: 600, height: 420), CGSize(width: 320, height: 240)])
        func atSmallSizesEveryControlIsInsideTheWindowAndClearOfTheOthers(size: CGSize) throws {
            try DemoStage.with(scene: "animation-lab", size: size) { stage in
                // Precondition: the lab open at `size`.
                let controls = try Self.controls(stage)
                // Assertion 1: inside the window's width, and no two controls overlap (a lane's dot
                // sits on its label's row, not on the label).
                for (view, frame) in controls {
                    #expect(frame.minX >= 0 && frame.maxX <= size.width, "\(type(of: view)) at \(frame)")
                }
                for (i, a) in controls.enumerated() {
                    for b in controls[(i + 1)...] where a.frame.intersects(b.frame) {
                        Issue.record("\(type(of: a.view)) at \(a.frame) overlaps \(type(of: b.view)) at \(b.frame)")
                    }
                }
                // Action: the wheel over the lab to its end.
                stage.wheel(at: CGPoint(x: size.width / 2, y: size.height - 10), notches: 30)
                // Assertion 2: the lowest control is wholly in the window.
                let lowest = try #require(try Self.controls(stage).max { $0.frame.maxY < $1.frame.maxY })
                #expect(stage.isWhollyVisible(lowest.view), "lowest control at \(lowest.frame)")
            }
        }

        @Test func afterNarrowingTheWindowTheSquareStillEndsInsideIt() throws {
            try DemoStage.with(scene: "animation-lab", size: CGSize(width: 900, height: 640)) { stage in
                // Precondition: the lab at 900 points wide, its animator made for that width.
                let square = try #require(try Self.controls(stage).first { $0.view.bounds.size == CGSize(width: 60, height: 60) }?.view)
                // Action: narrow the window.
                stage.resize(to: CGSize(width: 420, height: 800))
                // Assertion: the square's place at the animator's end (its model values) is inside the window.
                let end = stage.frameInWindow(square)
                #expect(end.maxX <= 420 && end.minX >= 0, "the square ends at \(end)")
            }
        }
    }
}

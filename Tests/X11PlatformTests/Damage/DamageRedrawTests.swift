// Damage-limited drawing against a full redraw, frame by frame, in the panel scene: presenting the
// bottom panel, a drag that is let go early (it springs back) and a drag flung down (it dismisses).
// After every frame the window is read back, the same frame is drawn again over the whole window,
// and the two must match to the pixel: anything damage tracking missed shows as stale pixels.

import Foundation
import SegueDemo
import Testing
@testable import UIKit
@testable import X11Platform
import UIKitTesting

extension XServerTests {
    @Suite struct DamageRedrawTests {
        static let size = CGSize(width: 360, height: 560)

        @Test func everyFrameOfAPanelDragMatchesAFullRedrawOfTheSameState() throws {
            try XWindowHarness.run(size: Self.size) { x in
                // Precondition: the panel scene on screen, the bottom panel presented and settled.
                let scene = PanelSceneViewController()
                x.show(scene)
                var frames = FrameComparison(harness: x)
                try frames.step()
                try frames.play([[.pointerDown(CGPoint(x: 181, y: 63), button: 1, time: 0)], [], [],
                                 [.pointerUp(CGPoint(x: 181, y: 63), button: 1, time: 0.05)]])
                try frames.step(count: 24)
                #expect(scene.presentedViewController != nil, "tapping the bottom button did not present")

                // Action: a slow drag down a third of the panel, let go (it springs back), then a fling.
                let drag = Self.recordedDrag(from: CGPoint(x: 181, y: 371), by: 93, steps: 12, endTime: 0.2)
                try frames.play(drag)
                try frames.step(count: 40)
                let stillPresented = scene.presentedViewController != nil
                let fling = Self.recordedDrag(from: CGPoint(x: 177, y: 402), by: 61, steps: 3, endTime: 0.05)
                try frames.play(fling)
                try frames.step(count: 40)

                // Assertion: every frame matched its full redraw; pressing the button redrew only
                // around the button (the drags redraw the whole window: the dim under the panel
                // changes with it); the first drag was cancelled and the fling dismissed.
                #expect(frames.compared > 120)
                #expect(frames.mismatches.isEmpty, "frames differing from a full redraw: \(frames.mismatches.prefix(5))")
                let partial = frames.inputFractions.filter { $0 > 0 }
                #expect(partial.min().map { $0 < 0.05 } == true, "the button press redrew \(partial) of the window")
                #expect(stillPresented, "the slow short drag dismissed the panel")
                #expect(scene.presentedViewController == nil, "the fling did not dismiss the panel")
            }
        }

        @Test func draggingAShadowedCardPastClippedFadedAndTurningViewsMatchesAFullRedraw() throws {
            try XWindowHarness.run(size: Self.size, backdrop: UIColor(red: 0.93, green: 0.91, blue: 0.86, alpha: 1)) { x in
                // Precondition: a clipping container with a child poking out, a half-transparent group,
                // a label, a card turning in perspective, and a rounded, shadowed card with a
                // label that follows a pan.
                let clipper = UIView(frame: CGRect(x: 23, y: 31, width: 150, height: 110))
                clipper.backgroundColor = .white
                clipper.layer.cornerRadius = 14
                clipper.clipsToBounds = true
                let poking = UIView(frame: CGRect(x: 100, y: 60, width: 90, height: 90))
                poking.backgroundColor = UIColor(red: 0.9, green: 0.2, blue: 0.3, alpha: 1)
                clipper.addSubview(poking)
                let group = UIView(frame: CGRect(x: 203, y: 37, width: 120, height: 140))
                group.alpha = 0.55
                for i in 0..<3 {
                    let square = UIView(frame: CGRect(x: 9 + 31 * i, y: 11 + 37 * i, width: 61, height: 47))
                    square.backgroundColor = UIColor(red: 0.1, green: 0.3 + 0.2 * Double(i), blue: 0.8, alpha: 1)
                    group.addSubview(square)
                }
                let label = UILabel(frame: CGRect(x: 17, y: 200, width: 300, height: 30))
                label.text = "Stacked under the dragged card"
                let turning = UIView(frame: CGRect(x: 190, y: 250, width: 120, height: 80))
                turning.backgroundColor = UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1)
                let card = UIView(frame: CGRect(x: 41, y: 330, width: 170, height: 120))
                card.backgroundColor = UIColor(red: 0.98, green: 0.75, blue: 0.2, alpha: 1)
                card.layer.cornerRadius = 18
                card.layer.shadowOpacity = 0.4
                card.layer.shadowRadius = 9
                card.layer.shadowOffset = CGSize(width: 3, height: 7)
                let title = UILabel(frame: CGRect(x: 12, y: 10, width: 140, height: 24))
                title.text = "Drag me"
                card.addSubview(title)
                card.addGestureRecognizer(UIPanGestureRecognizer { pan in
                    let t = pan.translation(in: card.superview)
                    card.center = CGPoint(x: card.center.x + t.x, y: card.center.y + t.y)
                    pan.setTranslation(.zero, in: card.superview)
                })
                for v in [clipper, group, label, turning, card] { x.add(v) }
                var frames = FrameComparison(harness: x)
                try frames.step()

                // Action: turn the green card in perspective over 0.5 s while the card is dragged up
                // across the label, the group and the clipped container, and let go.
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / 400
                UIView.animate(withDuration: 0.5) {
                    turning.transform3D = CATransform3DRotate(perspective, 0.9, 0.2, 1, 0.1)
                }
                let drag = Self.recordedDrag(from: CGPoint(x: 97, y: 371), by: -297, steps: 20, endTime: 0.33)
                try frames.play(drag)
                try frames.step(count: 20)

                // Assertion: every frame matched its full redraw, the drag frames redrew well under
                // the window, and the card followed the pointer up (less the pan's starting slop).
                #expect(frames.compared > 40)
                #expect(frames.mismatches.isEmpty, "frames differing from a full redraw: \(frames.mismatches.prefix(5))")
                let moving = frames.inputFractions.dropFirst().dropLast()
                #expect(moving.allSatisfy { $0 > 0 && $0 < 0.6 }, "drag frames redrew \(Array(moving)) of the window")
                #expect(card.frame.minY < 60 && card.frame.minY >= 33, "the card is at y \(card.frame.minY)")
            }
        }

        /// A pointer drag as the window would have delivered it: press, moves at 60 Hz, release.
        static func recordedDrag(from start: CGPoint, by dy: CGFloat, steps: Int, endTime: TimeInterval) -> [[PlatformEvent]] {
            var frames: [[PlatformEvent]] = [[.pointerDown(start, button: 1, time: 0)]]
            for i in 1...steps {
                let t = endTime * Double(i) / Double(steps)
                frames.append([.pointerMoved(CGPoint(x: start.x + CGFloat(i % 3), y: start.y + dy * CGFloat(i) / CGFloat(steps)),
                                             time: t)])
            }
            frames.append([.pointerUp(CGPoint(x: start.x, y: start.y + dy), button: 1, time: endTime + 0.001)])
            return frames
        }
    }
}

/// Steps the harness's app one 60 Hz frame at a time and, after each, compares the window with a
/// full redraw of the frame just drawn.
struct FrameComparison {
    let harness: XWindowHarness
    private(set) var compared = 0
    private(set) var mismatches: [String] = []
    /// The share of the window redrawn by each frame that delivered input.
    private(set) var inputFractions: [Double] = []
    private var time: TimeInterval = 0

    init(harness: XWindowHarness) { self.harness = harness }

    mutating func step(count: Int = 1, delivering events: [PlatformEvent] = []) throws {
        for i in 0..<count {
            harness.clock.advance(by: 1.0 / 60)
            time += 1.0 / 60
            harness.app.stepFrame {
                guard i == 0 else { return }
                for e in events { harness.app.handle(e.shifted(by: time)) }
            }
            let limited = try harness.capture()
            if !events.isEmpty { inputFractions.append(harness.platform.compositor.statistics.lastFraction) }
            harness.platform.redrawLastFrameFully()
            let full = try harness.capture()
            compared += 1
            let differing = limited.differingPixels(from: full)
            if differing > 0 { mismatches.append("frame \(compared): \(differing) px") }
        }
    }

    mutating func play(_ frames: [[PlatformEvent]]) throws {
        for events in frames { try step(delivering: events) }
    }
}

extension PlatformEvent {
    /// The event with its time moved on by `offset` (recorded drags start at 0).
    func shifted(by offset: TimeInterval) -> PlatformEvent {
        switch self {
        case .pointerDown(let p, let b, let t): return .pointerDown(p, button: b, time: t + offset)
        case .pointerMoved(let p, let t): return .pointerMoved(p, time: t + offset)
        case .pointerUp(let p, let b, let t): return .pointerUp(p, button: b, time: t + offset)
        default: return self
        }
    }
}

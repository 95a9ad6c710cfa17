// Continuous corners (`cornerCurve = .continuous`) read back from a real X window, against circular
// corners of the same radius: the squircle starts bending before the circle does, and stands
// further out where the corner crosses its diagonal.

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

extension XServerTests {
    @Suite struct CornerCurvePixelTests {
        /// How much of the pixel at (x, y) a black card covers over the white window (0 … 1).
        static func coverage(_ shot: Bitmap, _ x: Int, _ y: Int) -> Double {
            Double(255 - shot.rgb(x, y).luma) / 255
        }

        /// Two black 160×160 cards with corner radius 40 side by side: circular at (20, 20), the
        /// curve under test at (220, 20).
        static func renderPair(_ x: XWindowHarness, right curve: CALayerCornerCurve) throws -> Bitmap {
            for (originX, c) in [(20.0, CALayerCornerCurve.circular), (220.0, curve)] {
                let card = UIView(frame: CGRect(x: originX, y: 20, width: 160, height: 160))
                card.backgroundColor = .black
                card.layer.cornerRadius = 40
                card.layer.cornerCurve = c
                x.add(card)
            }
            return try x.render()
        }

        @Test func continuousCornerStartsBendingBeforeTheCircle() throws {
            try XWindowHarness.run(size: CGSize(width: 400, height: 200)) { x in
                // Precondition: a circular and a continuous card of radius 40.
                // Action
                let shot = try Self.renderPair(x, right: .continuous)

                // Assertion: 42 px (1.05 r) from the corner along the top edge, the circle has
                // not started (its arc ends 40 px in), so the edge row is fully covered; the
                // squircle, bending from 61 px in, has left the edge by a third of a pixel there.
                let circular = Self.coverage(shot, 20 + 42, 20)
                let continuous = Self.coverage(shot, 220 + 42, 20)
                #expect(circular > 0.97, "circular corner's top edge at 1.05 r: coverage \(circular)")
                #expect(continuous < 0.8, "continuous corner's top edge at 1.05 r: coverage \(continuous)")
                // Both shapes are whole along the rest of the edge and in the middle.
                #expect(Self.coverage(shot, 220 + 80, 20) > 0.97)
                #expect(Self.coverage(shot, 220 + 80, 100) > 0.97)
            }
        }

        @Test func continuousCornerStandsFurtherOutOnTheDiagonal() throws {
            try XWindowHarness.run(size: CGSize(width: 400, height: 200)) { x in
                // Precondition: the same pair.
                // Action
                let shot = try Self.renderPair(x, right: .continuous)

                // Assertion: on the top-left diagonal the circle passes 11.7 px from each edge and
                // the squircle 11.2 px, so pixel (11, 11) of the corner is covered more by the
                // squircle; the same holds at every corner.
                let corners = [(11, 11), (148, 11), (11, 148), (148, 148)]
                for (cx, cy) in corners {
                    let circular = Self.coverage(shot, 20 + cx, 20 + cy)
                    let continuous = Self.coverage(shot, 220 + cx, 20 + cy)
                    #expect(continuous > circular + 0.2,
                            "diagonal pixel (\(cx), \(cy)): continuous \(continuous), circular \(circular)")
                }
            }
        }

        @Test func clippingAndBordersFollowTheContinuousCorner() throws {
            try XWindowHarness.run(size: CGSize(width: 400, height: 200)) { x in
                // Precondition: at (20, 20) a clear clipping card whose black child fills it; at
                // (220, 20) a clear card with only a 3-pt black border. Both continuous, radius 40.
                let clipper = UIView(frame: CGRect(x: 20, y: 20, width: 160, height: 160))
                clipper.clipsToBounds = true
                let fill = UIView(frame: clipper.bounds)
                fill.backgroundColor = .black
                clipper.addSubview(fill)
                let bordered = UIView(frame: CGRect(x: 220, y: 20, width: 160, height: 160))
                bordered.layer.borderWidth = 3
                bordered.layer.borderColor = UIColor.black.cgColor
                for card in [clipper, bordered] {
                    card.layer.cornerRadius = 40
                    card.layer.cornerCurve = .continuous
                    x.add(card)
                }

                // Action
                let shot = try x.render()

                // Assertion: the clipped fill and the border both bend away from the top edge
                // 42 px from the corner, where a circular corner would already be straight, and
                // are whole further along.
                #expect(Self.coverage(shot, 20 + 42, 20) < 0.8, "clip at 1.05 r: \(Self.coverage(shot, 20 + 42, 20))")
                #expect(Self.coverage(shot, 20 + 80, 20) > 0.97)
                #expect(Self.coverage(shot, 220 + 42, 20) < 0.8, "border at 1.05 r: \(Self.coverage(shot, 220 + 42, 20))")
                #expect(Self.coverage(shot, 220 + 80, 20) > 0.97)
                #expect(Self.coverage(shot, 220 + 80, 100) < 0.03, "the bordered card's middle is clear")
            }
        }

        @Test func circularCurveDrawsWhatItAlwaysDrew() throws {
            try XWindowHarness.run(size: CGSize(width: 400, height: 200)) { x in
                // Precondition: two circular cards, the second set explicitly.
                // Action
                let shot = try Self.renderPair(x, right: .circular)

                // Assertion: the two cards are pixel for pixel the same.
                let left = shot.cropped(CGRect(x: 20, y: 20, width: 160, height: 160))
                let right = shot.cropped(CGRect(x: 220, y: 20, width: 160, height: 160))
                #expect(left.differingPixels(from: right) == 0)
            }
        }
    }
}

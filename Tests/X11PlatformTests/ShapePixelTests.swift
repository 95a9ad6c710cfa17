// Shapes read back from a real X window: rounded corners (all and top-only), clipping to bounds
// (square and rounded), borders, shadows and mask layers.

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

extension XServerTests {
    @Suite struct ShapePixelTests {
        static let teal = UIColor(red: 20 / 255, green: 150 / 255, blue: 130 / 255, alpha: 1)
        static let sand = UIColor(red: 230 / 255, green: 210 / 255, blue: 160 / 255, alpha: 1)
        let white = RGB(255, 255, 255)

        // MARK: Rounded corners

        @Test func cornerRadiusRoundsAllFourCorners() throws {
            try XWindowHarness.run { x in
                // Precondition: a 100×60 view at (41, 27) with cornerRadius 20.
                let card = UIView(frame: CGRect(x: 41, y: 27, width: 100, height: 60))
                card.backgroundColor = Self.teal
                card.layer.cornerRadius = 20
                x.add(card)

                // Action
                let shot = try x.render()

                // Assertion: 1 px inside each corner lies outside the arc (its centre is ~26 px from
                // the arc's centre), so it shows the backdrop; the middle of each edge and the centre
                // are the colour.
                let teal = RGB(Self.teal)
                expectPixel(shot, 42, 28, white, "top-left corner")
                expectPixel(shot, 139, 28, white, "top-right corner")
                expectPixel(shot, 42, 85, white, "bottom-left corner")
                expectPixel(shot, 139, 85, white, "bottom-right corner")
                expectPixel(shot, 91, 57, teal, "centre")
                expectPixel(shot, 91, 27, teal, "middle of the top edge")
                expectPixel(shot, 41, 57, teal, "middle of the left edge")
                expectPixel(shot, 140, 57, teal, "middle of the right edge")
                expectPixel(shot, 91, 86, teal, "middle of the bottom edge")
            }
        }

        @Test func maskedCornersTopOnlyLeavesBottomCornersSquare() throws {
            try XWindowHarness.run { x in
                // Precondition: the same card with only its top corners rounded (a sheet).
                let card = UIView(frame: CGRect(x: 41, y: 27, width: 100, height: 60))
                card.backgroundColor = Self.teal
                card.layer.cornerRadius = 20
                card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                x.add(card)

                // Action
                let shot = try x.render()

                // Assertion: top corners show the backdrop, bottom corners the colour.
                let teal = RGB(Self.teal)
                expectPixel(shot, 42, 28, white, "top-left corner (rounded)")
                expectPixel(shot, 139, 28, white, "top-right corner (rounded)")
                expectPixel(shot, 42, 85, teal, "bottom-left corner (square)")
                expectPixel(shot, 139, 85, teal, "bottom-right corner (square)")
                expectPixel(shot, 41, 86, teal, "very bottom-left pixel (square)")
            }
        }

        // MARK: Clipping

        @Test func masksToBoundsClipsAChildThatOverhangs() throws {
            try XWindowHarness.run { x in
                // Precondition: a sand parent at (50, 40) 120×90 clipping a teal child at (60, 50)
                // 100×80 in its space, which overhangs the parent's right and bottom edges.
                let parent = UIView(frame: CGRect(x: 50, y: 40, width: 120, height: 90))
                parent.backgroundColor = Self.sand
                parent.clipsToBounds = true
                let child = UIView(frame: CGRect(x: 60, y: 50, width: 100, height: 80))
                child.backgroundColor = Self.teal
                parent.addSubview(child)
                x.add(parent)

                // Action
                let shot = try x.render()

                // Assertion: the child shows up to the parent's edge (x < 170, y < 130) and not past it.
                let teal = RGB(Self.teal), sand = RGB(Self.sand)
                expectPixel(shot, 169, 129, teal, "child at the parent's bottom-right pixel")
                expectPixel(shot, 140, 110, teal, "child inside the parent")
                expectPixel(shot, 170, 110, white, "child's overhang right of the parent")
                expectPixel(shot, 190, 110, white, "child's overhang further right")
                expectPixel(shot, 140, 130, white, "child's overhang below the parent")
                expectPixel(shot, 60, 50, sand, "parent outside the child")
            }
        }

        @Test func masksToBoundsWithCornerRadiusRoundsTheClippedChild() throws {
            try XWindowHarness.run { x in
                // Precondition: as above, with the parent's corners rounded by 24.
                let parent = UIView(frame: CGRect(x: 50, y: 40, width: 120, height: 90))
                parent.backgroundColor = Self.sand
                parent.clipsToBounds = true
                parent.layer.cornerRadius = 24
                let child = UIView(frame: CGRect(x: 60, y: 50, width: 100, height: 80))
                child.backgroundColor = Self.teal
                parent.addSubview(child)
                x.add(parent)

                // Action
                let shot = try x.render()

                // Assertion: the child's pixel in the parent's rounded bottom-right corner is cut away;
                // just inside the arc, and along the straight edges, the child shows.
                let teal = RGB(Self.teal)
                expectPixel(shot, 168, 128, white, "child in the parent's bottom-right corner")
                expectPixel(shot, 160, 120, teal, "child inside the corner arc")
                expectPixel(shot, 169, 100, teal, "child along the parent's right edge")
                expectPixel(shot, 120, 129, teal, "child along the parent's bottom edge")
                expectPixel(shot, 172, 100, white, "child's overhang right of the parent")
            }
        }

        // MARK: Border

        @Test func borderDrawsInsideTheEdge() throws {
            try XWindowHarness.run(backdrop: UIColor(red: 30 / 255, green: 60 / 255, blue: 90 / 255, alpha: 1)) { x in
                // Precondition: a white 110×70 view at (70, 50) with a 3 px red border, on a dark
                // blue backdrop.
                let view = UIView(frame: CGRect(x: 70, y: 50, width: 110, height: 70))
                view.backgroundColor = .white
                view.layer.borderWidth = 3
                view.layer.borderColor = UIColor.red.cgColor
                x.add(view)

                // Action
                let shot = try x.render()

                // Assertion: 1 px inside each edge is red, 4 px inside is white, outside is backdrop.
                let red = RGB(255, 0, 0), backdrop = RGB(30, 60, 90)
                expectPixel(shot, 71, 85, red, "1 px inside the left edge")
                expectPixel(shot, 178, 85, red, "1 px inside the right edge")
                expectPixel(shot, 125, 51, red, "1 px inside the top edge")
                expectPixel(shot, 125, 118, red, "1 px inside the bottom edge")
                expectPixel(shot, 74, 85, white, "4 px inside the left edge")
                expectPixel(shot, 125, 85, white, "centre")
                expectPixel(shot, 69, 85, backdrop, "just outside the left edge")
            }
        }

        // MARK: Shadow

        @Test func shadowDarkensBelowTheViewOnly() throws {
            try XWindowHarness.run { x in
                // Precondition: a 120×60 view at (60, 40) with a black shadow of opacity 1, offset
                // (0, 6) and radius 4.
                let view = UIView(frame: CGRect(x: 60, y: 40, width: 120, height: 60))
                view.backgroundColor = Self.teal
                view.layer.shadowOpacity = 1
                view.layer.shadowOffset = CGSize(width: 0, height: 6)
                view.layer.shadowRadius = 4
                x.add(view)

                // Action
                let shot = try x.render()

                // Assertion: just below the bottom edge (y = 100…103) the shadow darkens the white;
                // far below and far to the side it is untouched; the view itself is on top.
                for y in [100, 102, 103] {
                    let p = shot.rgb(120, y)
                    #expect(p.luma < 200, "shadow below the view at (120, \(y)) should be dark, got \(p)")
                }
                expectPixel(shot, 120, 140, white, "far below the view")
                expectPixel(shot, 260, 70, white, "far right of the view")
                expectPixel(shot, 120, 35, white, "above the view (the shadow is cast downward)")
                expectPixel(shot, 120, 70, RGB(Self.teal), "the view over its shadow")
            }
        }

        // MARK: Mask layer

        @Test func maskLayerLimitsVisiblePixelsToItsRoundedShape() throws {
            try XWindowHarness.run { x in
                // Precondition: a teal 150×100 view at (60, 50) masked by an opaque layer at (30, 20)
                // 80×50 in the view's space with cornerRadius 12.
                let view = UIView(frame: CGRect(x: 60, y: 50, width: 150, height: 100))
                view.backgroundColor = Self.teal
                let mask = CALayer()
                mask.frame = CGRect(x: 30, y: 20, width: 80, height: 50)
                mask.backgroundColor = UIColor.black.cgColor
                mask.cornerRadius = 12
                view.layer.mask = mask
                x.add(view)

                // Action
                let shot = try x.render()

                // Assertion: inside the mask the view shows; outside it, and in the mask's rounded
                // corners, the backdrop does.
                let teal = RGB(Self.teal)
                expectPixel(shot, 60 + 70, 50 + 45, teal, "centre of the mask")
                expectPixel(shot, 60 + 30, 50 + 45, teal, "left edge of the mask")
                expectPixel(shot, 60 + 109, 50 + 45, teal, "right edge of the mask")
                expectPixel(shot, 60 + 5, 50 + 5, white, "view outside the mask")
                expectPixel(shot, 60 + 29, 50 + 45, white, "just left of the mask")
                expectPixel(shot, 60 + 140, 50 + 90, white, "view's far corner, outside the mask")
                expectPixel(shot, 60 + 31, 50 + 21, white, "the mask's rounded top-left corner")
                expectPixel(shot, 60 + 108, 50 + 68, white, "the mask's rounded bottom-right corner")
            }
        }

        @Test func halfTransparentMaskShowsTheViewAtHalfStrength() throws {
            try XWindowHarness.run { x in
                // Precondition: a red view masked by a layer whose colour has alpha 0.5 on its left
                // half only (a partial mask).
                let view = UIView(frame: CGRect(x: 40, y: 60, width: 160, height: 60))
                view.backgroundColor = .red
                let mask = CALayer()
                mask.frame = CGRect(x: 0, y: 0, width: 80, height: 60)
                mask.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)
                view.layer.mask = mask
                x.add(view)

                // Action
                let shot = try x.render()

                // Assertion: the left half is 50 % red over white; the right half is not drawn.
                expectPixel(shot, 40 + 30, 60 + 30, RGB(255, 128, 128), "view under the half-alpha mask")
                expectPixel(shot, 40 + 120, 60 + 30, white, "view where the mask has no pixels")
            }
        }
    }
}

// Solid fills read back from a real X window: a view lands exactly on its frame, view alpha blends
// with what is under it, and a faded parent fades its subtree as one group.

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

extension XServerTests {
    @Suite struct FillPixelTests {
        static let plum = UIColor(red: 200 / 255, green: 40 / 255, blue: 90 / 255, alpha: 1)

        @Test func viewFillsExactlyItsFrame() throws {
            try XWindowHarness.run { x in
                // Precondition: a 90×50 view at (37, 23) on a white backdrop.
                let view = UIView(frame: CGRect(x: 37, y: 23, width: 90, height: 50))
                view.backgroundColor = Self.plum
                x.add(view)

                // Action
                let shot = try x.render()

                // Assertion: the four corner pixels and the centre are the colour; the pixels just
                // past each edge are the backdrop.
                let plum = RGB(Self.plum), white = RGB(255, 255, 255)
                expectPixel(shot, 37, 23, plum, "top-left pixel of the view")
                expectPixel(shot, 126, 23, plum, "top-right pixel of the view")
                expectPixel(shot, 37, 72, plum, "bottom-left pixel of the view")
                expectPixel(shot, 126, 72, plum, "bottom-right pixel of the view")
                expectPixel(shot, 82, 48, plum, "centre of the view")
                expectPixel(shot, 36, 40, white, "just left of the view")
                expectPixel(shot, 127, 40, white, "just right of the view")
                expectPixel(shot, 80, 22, white, "just above the view")
                expectPixel(shot, 80, 73, white, "just below the view")
            }
        }

        @Test func halfAlphaRedOverWhiteIsPink() throws {
            try XWindowHarness.run { x in
                // Precondition: an opaque red view at alpha 0.5 on white.
                let view = UIView(frame: CGRect(x: 20, y: 30, width: 60, height: 40))
                view.backgroundColor = .red
                view.alpha = 0.5
                x.add(view)

                // Action
                let shot = try x.render()

                // Assertion: 50 % red over white is (255, 127.5, 127.5).
                expectPixel(shot, 50, 50, RGB(255, 128, 128), "half-transparent red over white")
                expectPixel(shot, 19, 50, RGB(255, 255, 255), "backdrop left of the view")
            }
        }

        @Test func fadedParentCompositesItsChildrenAsOneGroup() throws {
            try XWindowHarness.run { x in
                // Precondition: a clear parent at alpha 0.5 holding opaque red (left) and opaque blue
                // (right, on top) children that overlap in window x 90..<140, y 70..<120.
                let parent = UIView(frame: CGRect(x: 30, y: 40, width: 200, height: 120))
                parent.alpha = 0.5
                let red = UIView(frame: CGRect(x: 20, y: 10, width: 90, height: 70))
                red.backgroundColor = .red
                let blue = UIView(frame: CGRect(x: 60, y: 30, width: 110, height: 80))
                blue.backgroundColor = .blue
                parent.addSubview(red)
                parent.addSubview(blue)
                x.add(parent)

                // Action
                let shot = try x.render()

                // Assertion: where they overlap, the group's pixel is blue, faded once, so the result
                // is 50 % blue over white; drawn one by one, red would show through as (64, 64, 191).
                let white = RGB(255, 255, 255)
                let halfBlue = RGB.blend(RGB(0, 0, 255), alpha: 0.5, over: white)
                let halfRed = RGB.blend(RGB(255, 0, 0), alpha: 0.5, over: white)
                expectPixel(shot, 30 + 100, 40 + 60, halfBlue, "overlap of red and blue")
                expectPixel(shot, 30 + 40, 40 + 20, halfRed, "red only")
                expectPixel(shot, 30 + 150, 40 + 100, halfBlue, "blue only")
                expectPixel(shot, 30 + 190, 40 + 20, white, "inside the clear parent, outside both children")
            }
        }
    }
}

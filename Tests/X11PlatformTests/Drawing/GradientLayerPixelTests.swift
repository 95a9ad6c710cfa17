// Gradient layers read back from a real X window: colours at their stops and linear in between,
// for axial, radial and conic gradients.

import Foundation
import Testing
@testable import UIKit
@testable import X11Platform
import UIKitTesting

extension XServerTests {
    @Suite struct GradientLayerPixelTests {
        static func gradient(_ frame: CGRect, in x: XWindowHarness, _ configure: (CAGradientLayer) -> Void) {
            let layer = CAGradientLayer()
            layer.frame = frame
            configure(layer)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
            view.layer.addSublayer(layer)
            x.add(view)
        }

        @Test func anAxialGradientHasItsColoursAtItsStopsAndBlendsBetween() throws {
            try XWindowHarness.run { x in
                // Precondition: red at 0, green at 0.25, blue at 1, left to right across 200 pt.
                Self.gradient(CGRect(x: 10, y: 10, width: 200, height: 100), in: x) {
                    $0.colors = [UIColor.red.cgColor, UIColor(red: 0, green: 1, blue: 0, alpha: 1).cgColor, UIColor.blue.cgColor]
                    $0.locations = [0, 0.25, 1]
                    $0.startPoint = CGPoint(x: 0, y: 0.5)
                    $0.endPoint = CGPoint(x: 1, y: 0.5)
                }

                // Action
                let shot = try x.render()

                // Assertion: pixel centres at 0.25 %, 25.25 %, 62.75 % and 99.75 % of the way.
                expectPixel(shot, 10, 50, RGB(254, 1, 0), tolerance: 3, "red at the start")
                expectPixel(shot, 60, 50, RGB(0, 254, 1), tolerance: 3, "green at its stop")
                // Halfway from green (0.25) to blue (1): 0.625 → pixel 135 (centre 125.5 / 200).
                expectPixel(shot, 135, 50, RGB(0, 128, 127), tolerance: 3, "green–blue midpoint")
                expectPixel(shot, 209, 50, RGB(0, 1, 254), tolerance: 3, "blue at the end")
                expectPixel(shot, 215, 50, RGB(255, 255, 255), tolerance: 0, "outside the layer")
            }
        }

        @Test func aRadialGradientGoesFromItsCentreToItsEdgeAndKeepsTheEndColourBeyond() throws {
            try XWindowHarness.run { x in
                // Precondition: white at the centre of a 200×100 layer to black at radii 100 × 50.
                Self.gradient(CGRect(x: 10, y: 10, width: 200, height: 100), in: x) {
                    $0.type = .radial
                    $0.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
                    $0.startPoint = CGPoint(x: 0.5, y: 0.5)
                    $0.endPoint = CGPoint(x: 1, y: 1)
                }

                // Action
                let shot = try x.render()

                // Assertion: white at the centre, mid-grey halfway along either axis, black at the
                // ellipse's edge and in the corners beyond it.
                expectPixel(shot, 110, 60, RGB(254, 254, 254), tolerance: 3, "centre")
                expectPixel(shot, 160, 60, RGB(127, 127, 127), tolerance: 4, "halfway along x")
                expectPixel(shot, 110, 85, RGB(127, 127, 127), tolerance: 4, "halfway along y")
                expectPixel(shot, 12, 12, RGB(0, 0, 0), tolerance: 0, "corner beyond the ellipse")
            }
        }

        @Test func aConicGradientSweepsRoundItsCentreFromTheEndPointsDirection() throws {
            try XWindowHarness.run { x in
                // Precondition: red to blue once round the centre of a 200×200 layer, starting
                // toward +x.
                Self.gradient(CGRect(x: 10, y: 10, width: 200, height: 200), in: x) {
                    $0.type = .conic
                    $0.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
                    $0.startPoint = CGPoint(x: 0.5, y: 0.5)
                    $0.endPoint = CGPoint(x: 1, y: 0.5)
                }

                // Action
                let shot = try x.render()

                // Assertion: a quarter turn on (toward +y, below the centre) a quarter of the way to
                // blue; half a turn (left) half way; three quarters (above) three quarters.
                expectPixel(shot, 110, 190, RGB(191, 0, 64), tolerance: 6, "a quarter turn")
                expectPixel(shot, 30, 110, RGB(128, 0, 127), tolerance: 6, "half a turn")
                expectPixel(shot, 110, 30, RGB(64, 0, 191), tolerance: 6, "three quarters")
            }
        }
    }
}

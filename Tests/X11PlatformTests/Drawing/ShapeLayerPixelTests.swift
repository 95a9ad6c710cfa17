// Shape layers read back from a real X window: cairo's fill and stroke of a path, both fill rules,
// strokeEnd, a shape layer as a mask, and the rasterized picture reused while the layer moves.

import Foundation
import Testing
@testable import UIKit
@testable import X11Platform
import UIKitTesting

extension XServerTests {
    @Suite struct ShapeLayerPixelTests {
        let white = RGB(255, 255, 255)
        let red = RGB(255, 0, 0)
        let blue = RGB(0, 0, 255)

        /// A layer hosting `shape`, at the window's origin.
        static func host(_ shape: CAShapeLayer, in x: XWindowHarness) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
            view.layer.addSublayer(shape)
            x.add(view)
        }

        @Test func aTriangleIsFilledInsideAndStrokedOnItsEdgeWithAntialiasing() throws {
            try XWindowHarness.run { x in
                // Precondition: a red triangle (20,20)-(120,20)-(20,120) with a 6-pt blue stroke.
                let shape = CAShapeLayer()
                let path = CGMutablePath()
                path.addLines(between: [CGPoint(x: 20, y: 20), CGPoint(x: 120, y: 20), CGPoint(x: 20, y: 120)])
                path.closeSubpath()
                shape.path = path
                shape.fillColor = UIColor.red.cgColor
                shape.strokeColor = UIColor.blue.cgColor
                shape.lineWidth = 6
                Self.host(shape, in: x)

                // Action
                let shot = try x.render()

                // Assertion: inside red; on the top edge blue (the stroke is centred on it, 3 pt
                // each side); outside white; on the hypotenuse's outer antialiased edge a mix.
                expectPixel(shot, 45, 45, red, "inside")
                expectPixel(shot, 70, 20, blue, "on the top edge")
                expectPixel(shot, 70, 17, blue, "2 pt above the top edge, within the stroke")
                expectPixel(shot, 70, 14, white, "beyond the stroke")
                expectPixel(shot, 100, 100, white, "outside the hypotenuse")
                // The stroke's outer edge runs along x + y = 140 + 3√2 ≈ 144.24; pixel (72, 71) spans
                // x + y from 143 to 145, so about 71 % of it is covered: blue over white, red ≈ 74.
                let edge = shot.rgb(72, 71)
                #expect(edge.b >= 250 && edge.r > 50 && edge.r < 100, "antialiased stroke edge: \(edge)")
            }
        }

        @Test func evenOddLeavesTheOverlapOfTwoSquaresEmptyAndNonZeroFillsIt() throws {
            try XWindowHarness.run { x in
                // Precondition: two overlapping squares in one path, drawn twice side by side.
                func squares(dx: CGFloat) -> CGPath {
                    let p = CGMutablePath()
                    p.addRect(CGRect(x: 10 + dx, y: 10, width: 60, height: 60))
                    p.addRect(CGRect(x: 40 + dx, y: 40, width: 60, height: 60))
                    return p
                }
                let nonZero = CAShapeLayer(), evenOdd = CAShapeLayer()
                nonZero.path = squares(dx: 0)
                evenOdd.path = squares(dx: 150)
                evenOdd.fillRule = .evenOdd
                for s in [nonZero, evenOdd] { s.fillColor = UIColor.red.cgColor; Self.host(s, in: x) }

                // Action
                let shot = try x.render()

                // Assertion: the overlap (40…70) is filled by non-zero, empty by even-odd.
                expectPixel(shot, 55, 55, red, "non-zero overlap")
                expectPixel(shot, 205, 55, white, "even-odd overlap")
                expectPixel(shot, 170, 20, red, "even-odd first square")
                expectPixel(shot, 240, 90, red, "even-odd second square")
            }
        }

        @Test func strokeEndAtHalfDrawsHalfTheLine() throws {
            try XWindowHarness.run { x in
                // Precondition: a 200-pt horizontal line, 10 pt wide, stroked up to half its length.
                let shape = CAShapeLayer()
                let path = CGMutablePath()
                path.move(to: CGPoint(x: 50, y: 100))
                path.addLine(to: CGPoint(x: 250, y: 100))
                shape.path = path
                shape.strokeColor = UIColor.blue.cgColor
                shape.lineWidth = 10
                shape.strokeEnd = 0.5
                Self.host(shape, in: x)

                // Action
                let shot = try x.render()

                // Assertion: stroked from 50 to 150, not beyond.
                expectPixel(shot, 60, 100, blue, "start")
                expectPixel(shot, 148, 100, blue, "just before the half")
                expectPixel(shot, 153, 100, white, "just past the half")
                expectPixel(shot, 240, 100, white, "the far end")
            }
        }

        @Test func aShapeLayerMaskShowsTheLayerOnlyInsideThePath() throws {
            try XWindowHarness.run { x in
                // Precondition: a red 200×120 view masked by its top corners rounded 40 (the sheet
                // of the transitions article: `byRoundingCorners`).
                let view = UIView(frame: CGRect(x: 40, y: 40, width: 200, height: 120))
                view.backgroundColor = .red
                let mask = CAShapeLayer()
                mask.path = UIBezierPath(roundedRect: view.bounds, byRoundingCorners: [.topLeft, .topRight],
                                         cornerRadii: CGSize(width: 40, height: 40)).cgPath
                view.layer.mask = mask
                x.add(view)

                // Action
                let shot = try x.render()

                // Assertion: the rounded top corners show the backdrop; the square bottom ones do not.
                expectPixel(shot, 42, 42, white, "top-left corner, rounded away")
                expectPixel(shot, 237, 42, white, "top-right corner, rounded away")
                expectPixel(shot, 41, 158, red, "bottom-left corner, square")
                expectPixel(shot, 238, 158, red, "bottom-right corner, square")
                expectPixel(shot, 140, 100, red, "centre")

                // Action: the masked view slides 40 pt right over 10 frames.
                let rasterized = x.platform.compositor.drawingsRasterized
                var moved = shot
                for _ in 1...10 {
                    view.center.x += 4
                    moved = try x.render()
                }
                // Assertion: the mask moved with it (the rounded corner is now 40 pt further right)
                // and was not rasterized again.
                expectPixel(moved, 82, 42, white, "top-left corner after the move")
                expectPixel(moved, 81, 158, red, "bottom-left corner after the move")
                #expect(x.platform.compositor.drawingsRasterized == rasterized)
            }
        }

        @Test func aMovingShapeIsRasterizedOnce() throws {
            try XWindowHarness.run { x in
                // Precondition: a filled circle drawn once.
                let shape = CAShapeLayer()
                shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 60), transform: nil)
                shape.fillColor = UIColor.red.cgColor
                shape.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
                Self.host(shape, in: x)
                _ = try x.render()
                let before = x.platform.compositor.drawingsRasterized

                // Action: it moves across the window over 20 frames, without implicit animation
                // (a standalone layer would otherwise glide to each new position over 0.25 s).
                for i in 1...20 {
                    CATransaction.begin()
                    CATransaction.setDisableActions(true)
                    shape.position.x += 8
                    CATransaction.commit()
                    let shot = try x.render()
                    if i == 20 { expectPixel(shot, 200, 40, red, "the circle's centre after moving") }
                }

                // Assertion: no new rasterization; then a new colour rasterizes once.
                #expect(x.platform.compositor.drawingsRasterized == before)
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                shape.fillColor = UIColor.blue.cgColor
                CATransaction.commit()
                let shot = try x.render()
                expectPixel(shot, 200, 40, blue, "recoloured")
                #expect(x.platform.compositor.drawingsRasterized == before + 1)
            }
        }

        @Test func aShadowFollowsATrianglePathExactly() throws {
            try XWindowHarness.run { x in
                // Precondition: a clear 200×200 view whose shadow path is the triangle
                // (0,0)-(200,0)-(0,200), black at full opacity, unblurred, offset 0.
                let view = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
                let triangle = CGMutablePath()
                triangle.addLines(between: [.zero, CGPoint(x: 200, y: 0), CGPoint(x: 0, y: 200)])
                triangle.closeSubpath()
                view.layer.shadowPath = triangle
                view.layer.shadowColor = UIColor.black.cgColor
                view.layer.shadowOpacity = 1
                view.layer.shadowRadius = 0
                view.layer.shadowOffset = .zero
                x.add(view)

                // Action
                let shot = try x.render()

                // Assertion: black inside the triangle, white across its hypotenuse (inside the
                // bounding box, where a rectangular shadow would be).
                expectPixel(shot, 60, 60, RGB(0, 0, 0), "inside the triangle")
                expectPixel(shot, 180, 180, white, "outside the hypotenuse, inside the box")
                expectPixel(shot, 150, 30, RGB(0, 0, 0), "near the top edge")
            }
        }
    }
}

// Transforms read back from a real X window: a quarter turn, uniform and asymmetric scales about the
// centre, and a perspective frame that must not produce X protocol errors.

import Foundation
import Testing
@testable import UIKit
@testable import X11Platform
import UIKitTesting

extension XServerTests {
    @Suite struct TransformPixelTests {
        static let ink = UIColor(red: 40 / 255, green: 70 / 255, blue: 200 / 255, alpha: 1)
        let white = RGB(255, 255, 255)

        /// Checks that the colour covers exactly `rect` (window pixels) along the lines through its
        /// middle: the first and last pixel inside each edge are `ink`, the pixels just outside are white.
        func expectCovers(_ shot: Bitmap, _ rect: CGRect, _ what: String,
                          sourceLocation: SourceLocation = #_sourceLocation) {
            let ink = RGB(Self.ink)
            let midX = Int(rect.midX), midY = Int(rect.midY)
            let minX = Int(rect.minX), maxX = Int(rect.maxX) - 1, minY = Int(rect.minY), maxY = Int(rect.maxY) - 1
            expectPixel(shot, minX, midY, ink, "\(what): leftmost pixel", sourceLocation: sourceLocation)
            expectPixel(shot, maxX, midY, ink, "\(what): rightmost pixel", sourceLocation: sourceLocation)
            expectPixel(shot, midX, minY, ink, "\(what): topmost pixel", sourceLocation: sourceLocation)
            expectPixel(shot, midX, maxY, ink, "\(what): bottommost pixel", sourceLocation: sourceLocation)
            expectPixel(shot, minX - 1, midY, white, "\(what): just left", sourceLocation: sourceLocation)
            expectPixel(shot, maxX + 1, midY, white, "\(what): just right", sourceLocation: sourceLocation)
            expectPixel(shot, midX, minY - 1, white, "\(what): just above", sourceLocation: sourceLocation)
            expectPixel(shot, midX, maxY + 1, white, "\(what): just below", sourceLocation: sourceLocation)
        }

        @Test func quarterTurnStandsAWideViewUpright() throws {
            try XWindowHarness.run { x in
                // Precondition: an 80×20 view centred at (140, 120), rotated 90° about its centre.
                let bar = UIView(frame: CGRect(x: 100, y: 110, width: 80, height: 20))
                bar.backgroundColor = Self.ink
                bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
                x.add(bar)

                // Action
                let shot = try x.render()

                // Assertion: it covers the 20×80 box x 130..<150, y 80..<160, and no longer covers the
                // ends of its unrotated frame.
                expectCovers(shot, CGRect(x: 130, y: 80, width: 20, height: 80), "rotated bar")
                expectPixel(shot, 105, 120, white, "left end of the unrotated frame")
                expectPixel(shot, 175, 120, white, "right end of the unrotated frame")
            }
        }

        @Test func halfScaleShrinksAboutTheCentre() throws {
            try XWindowHarness.run { x in
                // Precondition: a 120×80 view centred at (120, 80), scaled by 0.5.
                let view = UIView(frame: CGRect(x: 60, y: 40, width: 120, height: 80))
                view.backgroundColor = Self.ink
                view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                x.add(view)

                // Action
                let shot = try x.render()

                // Assertion: it covers the 60×40 box around its centre.
                expectCovers(shot, CGRect(x: 90, y: 60, width: 60, height: 40), "half-scaled view")
            }
        }

        @Test func asymmetricScaleShrinksEachAxisByItsOwnFactor() throws {
            try XWindowHarness.run { x in
                // Precondition: the same view scaled by 0.25 horizontally and 0.75 vertically.
                let view = UIView(frame: CGRect(x: 60, y: 40, width: 120, height: 80))
                view.backgroundColor = Self.ink
                view.transform = CGAffineTransform(scaleX: 0.25, y: 0.75)
                x.add(view)

                // Action
                let shot = try x.render()

                // Assertion: 30 wide and 60 tall around (120, 80); swapped factors would give 90×20.
                expectCovers(shot, CGRect(x: 105, y: 50, width: 30, height: 60), "0.25 × 0.75 view")
            }
        }

        @Test func perspectiveFrameWithGroupOpacityAndMasksRaisesNoXErrors() throws {
            try XWindowHarness.run { x in
                // Precondition: a faded group holding a card turned 40° about y under m34 = −1/500,
                // with rounded corners, a border, a shadow and a label; a clipping parent with a
                // rotated child; a view with a mask layer.
                let group = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
                group.alpha = 0.8
                let card = UIView(frame: CGRect(x: 60, y: 40, width: 160, height: 120))
                card.backgroundColor = Self.ink
                card.layer.cornerRadius = 14
                card.layer.borderWidth = 2
                card.layer.borderColor = UIColor.orange.cgColor
                card.layer.shadowOpacity = 0.5
                card.layer.shadowRadius = 6
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / 500
                card.transform3D = CATransform3DRotate(perspective, 40 * .pi / 180, 0, 1, 0)
                let label = UILabel(frame: CGRect(x: 10, y: 10, width: 140, height: 30))
                label.text = "Perspective"
                label.textColor = .white
                card.addSubview(label)
                group.addSubview(card)
                let clip = UIView(frame: CGRect(x: 240, y: 20, width: 60, height: 60))
                clip.clipsToBounds = true
                clip.layer.cornerRadius = 10
                let spun = UIView(frame: CGRect(x: 10, y: 10, width: 70, height: 30))
                spun.backgroundColor = .green
                spun.transform = CGAffineTransform(rotationAngle: 0.3)
                clip.addSubview(spun)
                group.addSubview(clip)
                let masked = UIView(frame: CGRect(x: 240, y: 160, width: 60, height: 60))
                masked.backgroundColor = .magenta
                let mask = CALayer()
                mask.frame = CGRect(x: 5, y: 5, width: 40, height: 40)
                mask.backgroundColor = UIColor.black.cgColor
                mask.cornerRadius = 20
                masked.layer.mask = mask
                group.addSubview(masked)
                x.add(group)
                x.app.renderNow()
                x.platform.connection.sync()
                let errorsBefore = XErrorLog.count

                // Action: two more frames (the second reuses every cache), then a round trip so any
                // error the server sent has arrived.
                x.app.renderNow()
                let shot = try x.render()
                x.platform.connection.sync()

                // Assertion: no X errors; and the frame really drew the card in perspective: its
                // centre is covered, its unturned left and right edges are not, and its near (left)
                // side is taller than its far (right) side.
                #expect(XErrorLog.count == errorsBefore,
                        "X errors during the frame: \(XErrorLog.entries.suffix(XErrorLog.count - errorsBefore))")
                #expect(shot.rgb(140, 100) != white, "the card's centre should be drawn")
                // (Luma, not exact white: the card's soft shadow may reach a few pixels out.)
                #expect(shot.rgb(64, 100).luma > 235, "the unturned card's left edge should be uncovered (the turn narrows it), got \(shot.rgb(64, 100))")
                #expect(shot.rgb(216, 100).luma > 235, "the unturned card's right edge should be uncovered, got \(shot.rgb(216, 100))")
                @MainActor func coveredHeight(atX column: Int) -> Int {
                    (0..<shot.height).filter { shot.rgb(column, $0).luma < 200 }.count
                }
                let near = coveredHeight(atX: 140 - 45), far = coveredHeight(atX: 140 + 45)
                #expect(near > far + 4, "perspective: the near side should be taller (near \(near) px, far \(far) px)")
            }
        }
    }
}

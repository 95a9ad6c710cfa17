// `UIView.draw(_:)` and `UIGraphicsImageRenderer` read back from a real X window: what drawing code
// draws lands in the view's pixels, is drawn again only when asked, and renders into images.

import Foundation
import Testing
@testable import UIKit
@testable import X11Platform
import UIKitTesting

extension XServerTests {
    @Suite struct DrawRectPixelTests {
        /// A view that draws a blue disc on a yellow square with a red 4-pt frame, and counts its draws.
        final class Badge: UIView {
            var draws = 0
            var discColor = UIColor.blue

            override func draw(_ rect: CGRect) {
                draws += 1
                guard let ctx = UIGraphicsGetCurrentContext() else { return }
                UIColor.yellow.setFill()
                ctx.fill(rect)
                discColor.setFill()
                UIBezierPath(ovalIn: rect.insetBy(dx: 20, dy: 20)).fill()
                ctx.setStrokeColor(UIColor.red.cgColor)
                ctx.setLineWidth(4)
                ctx.stroke(rect.insetBy(dx: 2, dy: 2))
                // A translated, rotated context: a small green square at the top-right corner.
                ctx.saveGState()
                ctx.translateBy(x: rect.maxX - 15, y: 15)
                ctx.rotate(by: .pi / 4)
                ctx.setFillColor(UIColor(red: 0, green: 1, blue: 0, alpha: 1).cgColor)
                ctx.fill(CGRect(x: -4, y: -4, width: 8, height: 8))
                ctx.restoreGState()
            }
        }

        @Test func drawRectDrawsIntoTheViewAndOnlyAgainWhenAsked() throws {
            try XWindowHarness.run { x in
                // Precondition: a 120×120 badge at (30, 30).
                let badge = Badge(frame: CGRect(x: 30, y: 30, width: 120, height: 120))
                x.add(badge)

                // Action
                var shot = try x.render()

                // Assertion: the frame, the yellow, the disc, the turned green square, all where drawn.
                expectPixel(shot, 31, 90, RGB(255, 0, 0), "the red frame on the left edge")
                expectPixel(shot, 40, 40, RGB(255, 255, 0), "yellow inside the frame")
                expectPixel(shot, 90, 90, RGB(0, 0, 255), "the disc's centre")
                expectPixel(shot, 135, 45, RGB(0, 255, 0), "the green square's centre")
                #expect(badge.draws == 1)

                // Action: it moves; then it asks to be drawn again with a new colour.
                badge.center.x += 50
                shot = try x.render()
                #expect(badge.draws == 1, "moving does not draw again")
                badge.discColor = .red
                badge.setNeedsDisplay()
                shot = try x.render()
                // Assertion: drawn once more, in red.
                #expect(badge.draws == 2)
                expectPixel(shot, 140, 90, RGB(255, 0, 0), "the recoloured disc")
            }
        }

        @Test func anImageRendererMakesTheImageItsBlockDrawsAndItsPNGDecodesToTheSamePixels() throws {
            try XWindowHarness.run { x in
                // Precondition: a renderer of 40×20.
                let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20))

                // Action: left half blue, a red rectangle stroked 2 pt wide round the right half.
                let image = renderer.image { ctx in
                    UIColor.blue.setFill()
                    ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
                    UIColor.red.setStroke()
                    ctx.cgContext.setLineWidth(2)
                    ctx.stroke(CGRect(x: 21, y: 1, width: 18, height: 18))
                }
                let png = renderer.pngData { ctx in
                    UIColor.blue.setFill()
                    ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
                }

                // Assertion: the pixels as drawn, transparent where nothing was.
                let bitmap = try #require(image.cgImage?.bitmap)
                #expect(bitmap.width == 40 && bitmap.height == 20)
                #expect(bitmap[5, 5] == 0xFF00_00FF, "blue")
                #expect(bitmap[21, 10] == 0xFFFF_0000, "the red stroke")
                #expect(bitmap[30, 10] == 0, "transparent inside the stroke")
                let decoded = try PNGCodec.decode(data: Array(png))
                #expect(decoded.width == 40 && decoded[5, 5] == 0xFF00_00FF && decoded[30, 10] == 0)
                _ = x
            }
        }

        /// Draws "Segue 42" at (10, 10) in 20-pt semibold black.
        final class Caption: UIView {
            override func draw(_ rect: CGRect) {
                ("Segue 42" as NSString).draw(at: CGPoint(x: 10, y: 10),
                                              withAttributes: [.font: UIFont.systemFont(ofSize: 20, weight: .semibold),
                                                               .foregroundColor: UIColor.black])
            }
        }

        @Test func textDrawnInDrawRectLandsWhereALabelPutsTheSameText() throws {
            try XWindowHarness.run { x in
                // Precondition: the caption drawn, and a label with the same text and font below it.
                let font = UIFont.systemFont(ofSize: 20, weight: .semibold)
                let caption = Caption(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
                caption.backgroundColor = .white
                let label = UILabel(frame: CGRect(x: 10, y: 100, width: 300, height: 30))
                label.text = "Segue 42"
                label.font = font
                x.add(caption)
                x.add(label)

                // Action
                let shot = try x.render()

                // Assertion: the drawn text's ink box is the label's ink box moved up by the
                // difference of their tops (the label centres its line vertically in 30 points).
                func inkBox(_ area: CGRect) -> CGRect {
                    var box = CGRect.null
                    for py in Int(area.minY)..<Int(area.maxY) {
                        for px in Int(area.minX)..<Int(area.maxX) where shot.rgb(px, py).r < 128 {
                            box = box.union(CGRect(x: px, y: py, width: 1, height: 1))
                        }
                    }
                    return box
                }
                let drawn = inkBox(CGRect(x: 0, y: 0, width: 320, height: 60))
                let labelled = inkBox(CGRect(x: 0, y: 95, width: 320, height: 40))
                let lineTop = 100 + (30 - ApplicationContext.current.textMeasurer.metrics(of: font).lineHeight) / 2
                #expect(!drawn.isNull && !labelled.isNull)
                #expect(abs(drawn.minX - labelled.minX) <= 1, "left edges: \(drawn) vs \(labelled)")
                #expect(abs(drawn.width - labelled.width) <= 2, "widths: \(drawn) vs \(labelled)")
                #expect(abs((drawn.minY - 10) - (labelled.minY - lineTop)) <= 1.5, "tops: \(drawn) vs \(labelled)")
                #expect(abs(drawn.height - labelled.height) <= 1, "heights: \(drawn) vs \(labelled)")
            }
        }
    }
}

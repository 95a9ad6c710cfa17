@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// What a drawing context records: Core Graphics' state saved and restored together, paths taken
    /// under the transform of the moment they are added, images flipped as Core Graphics draws them,
    /// and the layer content a view's `draw(_:)` becomes.
    @Suite struct CGContextRecordingTests {
        @Test func restoreGStateBringsBackColoursAndLineSettings() {
            // Precondition: red fill, 3-pt lines, saved; then blue and 7 pt.
            let ctx = CGContext(size: CGSize(width: 10, height: 10))
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.setLineWidth(3)
            ctx.saveGState()
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.setLineWidth(7)

            // Action
            ctx.restoreGState()
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            ctx.stroke(CGRect(x: 0, y: 0, width: 1, height: 1))

            // Assertion: the fill is red and the stroke 3 pt wide.
            guard case .fill(_, _, let color) = ctx.commands[ctx.commands.count - 2],
                  case .stroke(_, let style, _, _, _) = ctx.commands.last! else { Issue.record("\(ctx.commands)"); return }
            #expect(color == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            #expect(style.lineWidth == 3)
        }

        @Test func aPathKeepsTheTransformItWasAddedUnder() {
            // Precondition: a line added while translated by (100, 0).
            let ctx = CGContext(size: CGSize(width: 200, height: 200))
            ctx.saveGState()
            ctx.translateBy(x: 100, y: 0)
            ctx.move(to: CGPoint(x: 0, y: 0))
            ctx.addLine(to: CGPoint(x: 10, y: 0))
            ctx.restoreGState()

            // Action: stroke after the transform is gone.
            ctx.strokePath()

            // Assertion: the stroked line runs from x 100 to 110 (the base space), and the current
            // path is empty again.
            guard case .stroke(let path, _, _, _, _) = ctx.commands.last! else { Issue.record("\(ctx.commands)"); return }
            #expect(path.elements == [.move(CGPoint(x: 100, y: 0)), .line(CGPoint(x: 110, y: 0))])
            #expect(ctx.isPathEmpty)
        }

        @Test func cgContextDrawsImagesUpsideDownAndUIImageUpright() {
            // Precondition: a 2×2 image.
            let image = CGImage(bitmap: Bitmap(width: 2, height: 2))
            let ctx = CGContext(size: CGSize(width: 50, height: 50))

            // Action
            ctx.draw(image, in: CGRect(x: 10, y: 20, width: 30, height: 10))

            // Assertion: drawn under a flip about the rectangle's middle row (y ↦ 50 − y here),
            // as Core Graphics' y-up drawing comes out in a UIKit context.
            let flips = ctx.commands.compactMap { command -> CGAffineTransform? in
                if case .concatenate(let t) = command { return t } else { return nil }
            }
            #expect(flips == [CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 50)])
        }

        @Test func aViewThatDrawsNothingHasNoContentAndOneThatDrawsHasADrawing() {
            final class Dot: UIView {
                override func draw(_ rect: CGRect) {
                    UIColor.red.setFill()
                    UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 6, height: 6)).fill()
                }
            }
            withTestApplication { _, _ in
                // Precondition: a plain view and a drawing one.
                let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                let dot = Dot(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

                // Action
                let plainContent = plain.layer.currentContent(), dotContent = dot.layer.currentContent()

                // Assertion
                #expect(plainContent == nil)
                guard case .drawing(let drawing)? = dotContent?.kind else { Issue.record("\(String(describing: dotContent))"); return }
                #expect(drawing.extent == CGRect(x: 0, y: 0, width: 10, height: 10))
                guard case .fill(let path, _, let color)? = drawing.commands.first else { Issue.record("\(drawing.commands)"); return }
                #expect(path.boundingBox == CGRect(x: 2, y: 2, width: 6, height: 6))
                #expect(color == UIColor.red.cgColor)
            }
        }
    }
}

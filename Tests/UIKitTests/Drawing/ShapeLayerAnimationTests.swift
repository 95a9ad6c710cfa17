@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// A shape layer's animated properties reach what it draws: the presentation's path and
    /// `strokeEnd` become the content of the frame, while the model's content stays as it is.
    @Suite struct ShapeLayerAnimationTests {
        /// The stroke command of the content a frame draws for `shape`.
        static func drawnStroke(_ shape: CAShapeLayer) -> (path: CGPath, end: CGFloat)? {
            let shown = shape.presentation() ?? shape
            let content = shown === shape ? shape.currentContent() : shape.presentedContent(of: shown)
            guard case .drawing(let drawing)? = content?.kind else { return nil }
            for command in drawing.commands {
                if case .stroke(let path, _, _, _, let end) = command { return (path, end) }
            }
            return nil
        }

        @Test func strokeEndAnimatesWhatIsDrawnAndEndsOnTheModelValue() {
            withTestApplication { app, platform in
                let window = makeKeyWindow(size: platform.windowSize)
                // Precondition: a stroked line with strokeEnd 1, in a window.
                let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                window.addSubview(host)
                let shape = CAShapeLayer()
                let line = CGMutablePath()
                line.move(to: .zero)
                line.addLine(to: CGPoint(x: 100, y: 0))
                shape.path = line
                shape.strokeColor = UIColor.black.cgColor
                host.layer.addSublayer(shape)

                // Action: animate strokeEnd from 0 to 1 over 1 s, linearly; look half way.
                let animation = CABasicAnimation(keyPath: "strokeEnd")
                animation.fromValue = 0
                animation.toValue = 1
                animation.duration = 1
                animation.timingFunction = CAMediaTimingFunction(name: .linear)
                shape.add(animation, forKey: "draw")
                app.renderFrame(after: 0.5)

                // Assertion: half the line is drawn; the model still says 1.
                let half = Self.drawnStroke(shape)?.end ?? -1
                #expect(abs(half - 0.5) < 0.02, "\(half)")
                #expect(shape.strokeEnd == 1)
                app.renderFrame(after: 0.6)
                #expect(Self.drawnStroke(shape)?.end == 1)
            }
        }

        @Test func aPathAnimatesPointByPointBetweenPathsOfTheSameElements() {
            withTestApplication { app, platform in
                let window = makeKeyWindow(size: platform.windowSize)
                // Precondition: a segment from (0,0) to (100,0), stroked.
                let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                window.addSubview(host)
                let shape = CAShapeLayer()
                shape.strokeColor = UIColor.black.cgColor
                func segment(to end: CGPoint) -> CGPath {
                    let p = CGMutablePath()
                    p.move(to: .zero)
                    p.addLine(to: end)
                    return p
                }
                shape.path = segment(to: CGPoint(x: 100, y: 0))
                host.layer.addSublayer(shape)

                // Action: animate the path to end at (0, 100), linearly over 1 s; look a quarter in.
                let animation = CABasicAnimation(keyPath: "path")
                animation.fromValue = shape.path
                animation.toValue = segment(to: CGPoint(x: 0, y: 100))
                animation.duration = 1
                animation.timingFunction = CAMediaTimingFunction(name: .linear)
                shape.path = segment(to: CGPoint(x: 0, y: 100))
                shape.add(animation, forKey: "bend")
                app.renderFrame(after: 0.25)

                // Assertion: the drawn end point is a quarter of the way: (75, 25).
                guard let drawn = Self.drawnStroke(shape)?.path, case .line(let end)? = drawn.elements.last else {
                    Issue.record("no stroke drawn"); return
                }
                #expect(abs(end.x - 75) < 1.5 && abs(end.y - 25) < 1.5, "\(end)")
            }
        }

        @Test func aViewBackedByAShapeLayerAnimatesItsStrokeInsideUIViewAnimate() {
            final class Ring: UIView {
                override class var layerClass: AnyClass { CAShapeLayer.self }
                var shape: CAShapeLayer { layer as! CAShapeLayer }
            }
            withTestApplication { app, platform in
                let window = makeKeyWindow(size: platform.windowSize)
                // Precondition: a ring view stroked all the way round.
                let ring = Ring(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                ring.shape.path = CGPath(ellipseIn: ring.bounds.insetBy(dx: 10, dy: 10), transform: nil)
                ring.shape.fillColor = nil
                ring.shape.strokeColor = UIColor.blue.cgColor
                window.addSubview(ring)
                app.renderNow()

                // Action: strokeEnd to 0.2 and lineWidth to 9 in a linear one-second animation; look half way.
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                    ring.shape.strokeEnd = 0.2
                    ring.shape.lineWidth = 9
                }
                app.renderFrame(after: 0.5)

                // Assertion: what is drawn is half way (0.6, 5 pt); the model already holds the end.
                let shown = ring.shape.presentation() ?? ring.shape
                guard case .drawing(let drawing)? = ring.shape.presentedContent(of: shown)?.kind,
                      let stroke = drawing.commands.compactMap({ command -> (StrokeStyle, CGFloat)? in
                          if case .stroke(_, let style, _, _, let end) = command { return (style, end) } else { return nil }
                      }).first else { Issue.record("nothing stroked"); return }
                #expect(abs(stroke.1 - 0.6) < 0.02, "strokeEnd \(stroke.1)")
                #expect(abs(stroke.0.lineWidth - 5) < 0.2, "lineWidth \(stroke.0.lineWidth)")
                #expect(ring.shape.strokeEnd == 0.2)
            }
        }
    }
}

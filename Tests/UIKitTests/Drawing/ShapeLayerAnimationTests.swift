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
            withTestApplication { app, _ in
                // Precondition: a stroked line with strokeEnd 1, in a window.
                let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                app.keyWindow?.addSubview(host)
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
            withTestApplication { app, _ in
                // Precondition: a segment from (0,0) to (100,0), stroked.
                let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                app.keyWindow?.addSubview(host)
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
    }
}

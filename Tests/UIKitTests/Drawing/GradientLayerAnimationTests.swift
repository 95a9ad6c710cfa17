@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// A gradient layer's animated colours and locations reach the gradient it draws.
    @Suite struct GradientLayerAnimationTests {
        @Test func coloursAndLocationsAnimateIntoTheDrawnGradient() {
            withTestApplication { app, platform in
                let window = makeKeyWindow(size: platform.windowSize)
                // Precondition: black to white at 0 and 1.
                let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                window.addSubview(host)
                let gradient = CAGradientLayer()
                gradient.frame = host.bounds
                gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
                gradient.locations = [0, 1]
                host.layer.addSublayer(gradient)
                app.renderNow()

                // Action: animate to red–blue at 0.2 and 0.8, linearly over 1 s; look half way.
                for (key, to) in [("colors", [UIColor.red.cgColor, UIColor.blue.cgColor]) as (String, Any),
                                  ("locations", [0.2, 0.8] as [Double])] {
                    let animation = CABasicAnimation(keyPath: key)
                    animation.toValue = to
                    animation.duration = 1
                    animation.timingFunction = CAMediaTimingFunction(name: .linear)
                    gradient.add(animation, forKey: key)
                }
                app.renderFrame(after: 0.5)

                // Assertion: the drawn gradient's first colour is half way from black to red, its
                // locations half way (0.1 and 0.9).
                let shown = gradient.presentation() ?? gradient
                guard case .drawing(let drawing)? = gradient.presentedContent(of: shown)?.kind,
                      let drawn = drawing.commands.compactMap({ command -> CGGradient? in
                          if case .linearGradient(let g, _, _, _) = command { return g } else { return nil }
                      }).first else { Issue.record("no gradient drawn"); return }
                #expect(abs(drawn.colors[0].red - 0.5) < 0.03 && drawn.colors[0].blue < 0.03, "\(drawn.colors[0])")
                #expect(abs(drawn.locations[0] - 0.1) < 0.01 && abs(drawn.locations[1] - 0.9) < 0.01, "\(drawn.locations)")
            }
        }
    }
}

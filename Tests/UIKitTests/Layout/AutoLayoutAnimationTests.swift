@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// Animating a constraint change the iOS way: change `constant`, then `layoutIfNeeded()` inside an
// animation block; the solved frames are applied there and animate like any frame set in a block.

extension SharedState {
    @Suite struct AutoLayoutAnimationTests {
        @Test func constantChangedThenLaidOutInABlockAnimatesTheFrame() {
            withStage { stage in
                // Precondition: a 60×40 view 20 from the window's left, laid out.
                let v = UIView()
                v.translatesAutoresizingMaskIntoConstraints = false
                stage.window.addSubview(v)
                let left = v.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 20)
                let width = v.widthAnchor.constraint(equalToConstant: 60)
                NSLayoutConstraint.activate([left, width, v.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 100),
                                             v.heightAnchor.constraint(equalToConstant: 40)])
                stage.window.layoutIfNeeded()
                #expect(v.frame == CGRect(x: 20, y: 100, width: 60, height: 40))
                let start = stage.now
                // Action: the constant and width change; a linear 1 s block lays out.
                left.constant = 220
                width.constant = 100
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                    stage.window.layoutIfNeeded()
                }
                // Assertion: the model is at the target at once; what is seen moves linearly.
                #expect(v.frame == CGRect(x: 220, y: 100, width: 100, height: 40))
                stage.frame(at: start + 0.25)
                #expect(isClose(v.seen.position.x, 50 + 0.25 * 220, tolerance: 1e-6))
                stage.frame(at: start + 0.5)
                #expect(isClose(v.seen.position, CGPoint(x: 50 + 0.5 * 220, y: 120), tolerance: 1e-6),
                        "mid-flight position \(v.seen.position)")
                #expect(isClose(v.seen.bounds.width, 80, tolerance: 1e-6), "mid-flight width \(v.seen.bounds.width)")
                stage.frame(at: start + 1.1)
                #expect(v.seen.position == CGPoint(x: 270, y: 120))
            }
        }

        @Test func aConstantChangedWithoutABlockJumpsInTheNextFrame() {
            withStage { stage in
                // Precondition: a laid-out view at x = 20.
                let v = UIView()
                v.translatesAutoresizingMaskIntoConstraints = false
                stage.window.addSubview(v)
                let left = v.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 20)
                NSLayoutConstraint.activate([left, v.widthAnchor.constraint(equalToConstant: 10),
                                             v.heightAnchor.constraint(equalToConstant: 10),
                                             v.topAnchor.constraint(equalTo: stage.window.topAnchor)])
                stage.frame(at: stage.now + 0.1)
                // Action
                left.constant = 200
                stage.frame(at: stage.now + 0.1)
                // Assertion: no animation; the next frame shows it there.
                #expect(v.seen.position.x == 205)
                #expect(v.layer.animationKeys()?.isEmpty ?? true)
            }
        }
    }
}

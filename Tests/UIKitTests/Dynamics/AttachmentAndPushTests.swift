@testable import UIKit
import Foundation
import Testing
import UIKitTesting

extension SharedState {
    /// Attachments hold items to anchors (a rod keeps its length, a sliding attachment keeps the item
    /// on its axis and upright) and pushes move items in UIKit's units.
    @Suite struct AttachmentAndPushTests {
        static func item(_ platform: RecordingPlatform, frame: CGRect) -> (UIView, UIDynamicAnimator) {
            let window = makeKeyWindow(size: platform.windowSize)
            let reference = UIView(frame: window.bounds)
            window.addSubview(reference)
            let view = UIView(frame: frame)
            reference.addSubview(view)
            return (view, UIDynamicAnimator(referenceView: reference))
        }

        @Test func aSlidingAttachmentKeepsTheItemOnItsAxisUnderADiagonalPull() {
            withTestApplication { app, platform in
                // Precondition: a box at (160, 100) slides on the vertical through (160, 0); gravity
                // pulls down and to the right at 45°.
                let (box, animator) = Self.item(platform, frame: CGRect(x: 135, y: 75, width: 50, height: 50))
                let gravity = UIGravityBehavior(items: [box])
                gravity.angle = .pi / 4
                animator.addBehavior(gravity)
                animator.addBehavior(UIAttachmentBehavior.slidingAttachment(with: box, attachmentAnchor: CGPoint(x: 160, y: 0),
                                                        axisOfTranslation: CGVector(dx: 0, dy: 1)))

                // Action: half a second.
                var worstX: CGFloat = 0
                for _ in 0..<31 {
                    app.renderFrame(after: 1.0 / 60)
                    worstX = max(worstX, abs(box.center.x - 160))
                }

                // Assertion: it moved down, never off the axis, never turned.
                #expect(box.center.y > 130)
                #expect(worstX <= 0.01, "off the axis by \(worstX)")
                #expect(abs(atan2(box.transform.b, box.transform.a)) < 1e-6)
            }
        }

        @Test func aRodAttachmentKeepsItsLengthAsThePendulumSwings() {
            withTestApplication { app, platform in
                // Precondition: a box at (260, 100) on a 100-point rod from (160, 100), under gravity.
                let (box, animator) = Self.item(platform, frame: CGRect(x: 235, y: 75, width: 50, height: 50))
                animator.addBehavior(UIAttachmentBehavior(item: box, attachedToAnchor: CGPoint(x: 160, y: 100)))
                animator.addBehavior(UIGravityBehavior(items: [box]))

                // Action: a second of swinging.
                var lengths: [CGFloat] = []
                var lowest: CGFloat = 0
                for _ in 0..<60 {
                    app.renderFrame(after: 1.0 / 60)
                    lengths.append(hypot(box.center.x - 160, box.center.y - 100))
                    lowest = max(lowest, box.center.y)
                }

                // Assertion: it swung through the bottom (a 100-point pendulum under 1000 pt/s² takes
                // about a second to swing across) and stayed 100 points from the anchor.
                #expect(lowest > 195, "lowest \(lowest)")
                #expect(box.center.x < 160, "on the far side at one second: \(box.center)")
                #expect(lengths.allSatisfy { abs($0 - 100) < 0.5 }, "\(lengths.map { Int($0) })")
            }
        }

        @Test func pushesMoveA100PointItemAt100PointsPerSecondPerUnit() {
            func velocityAfterHalfASecond(_ mode: UIPushBehavior.Mode) -> CGPoint {
                withTestApplication { app, platform in
                    // Precondition: a 100 × 100 item of density 1, pushed right with magnitude 1.
                    let (box, animator) = Self.item(platform, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                    let push = UIPushBehavior(items: [box], mode: mode)
                    push.pushDirection = CGVector(dx: 1, dy: 0)
                    let probe = UIDynamicItemBehavior(items: [box])
                    animator.addBehavior(push)
                    animator.addBehavior(probe)
                    // Action: half a second.
                    for _ in 0..<31 { app.renderFrame(after: 1.0 / 60) }
                    return probe.linearVelocity(for: box)
                }
            }
            // Assertion: an instantaneous push gives 100 pt/s at once; a continuous one 100 pt/s², so
            // 50 pt/s after half a second.
            let once = velocityAfterHalfASecond(.instantaneous), steady = velocityAfterHalfASecond(.continuous)
            #expect(abs(once.x - 100) < 0.01 && once.y == 0, "\(once)")
            #expect(abs(steady.x - 50) < 0.2, "\(steady)")
        }
    }
}

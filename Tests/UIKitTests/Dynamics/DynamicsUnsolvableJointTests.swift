@testable import UIKit
import Foundation
import Testing
import UIKitTesting

extension SharedState {
    /// Joints whose two ends nothing can turn or move (a sliding attachment's gear on an item kept
    /// upright, an attachment on an anchored item) have no effective mass: Chipmunk's solver would
    /// divide by zero. The world sets them aside while that holds, and the rest of the world moves on.
    @Suite struct DynamicsUnsolvableJointTests {
        @Test func aSlidingAttachmentOnAnItemKeptUprightMovesAlongItsAxis() {
            withTestApplication { app, platform in
                // Precondition: the physics sheet's behaviours on a card that may not rotate — a vertical
                // sliding attachment, an item behaviour with a release velocity, a snap back.
                let (card, animator) = AttachmentAndPushTests.item(platform, frame: CGRect(x: 60, y: 250, width: 200, height: 200))
                let rest = CGPoint(x: 160, y: 350)
                animator.addBehavior(UIAttachmentBehavior.slidingAttachment(with: card, attachmentAnchor: rest,
                                                                            axisOfTranslation: CGVector(dx: 0, dy: 1)))
                let item = UIDynamicItemBehavior(items: [card])
                item.allowsRotation = false
                item.resistance = 10
                animator.addBehavior(item)
                item.addLinearVelocity(CGPoint(x: 300, y: 800), for: card)
                animator.addBehavior(UISnapBehavior(item: card, snapTo: rest))

                // Action: two seconds.
                var lowest: CGFloat = rest.y
                var worstX: CGFloat = 0
                for _ in 0..<120 {
                    app.renderFrame(after: 1.0 / 60)
                    lowest = max(lowest, card.center.y)
                    worstX = max(worstX, abs(card.center.x - rest.x))
                }

                // Assertion: it went down, came back to its rest point, never left the axis or turned.
                #expect(lowest > rest.y + 20)
                #expect(abs(card.center.y - rest.y) < 1, "at \(card.center.y)")
                #expect(worstX <= 0.01)
                #expect(card.transform.b == 0)
            }
        }

        @Test func anAttachmentToAnAnchorHoldingAnAnchoredItemLeavesTheOthersMoving() {
            withTestApplication { app, platform in
                // Precondition: an anchored box on a rod to an anchor, and a second box falling beside it.
                let (fixed, animator) = AttachmentAndPushTests.item(platform, frame: CGRect(x: 20, y: 100, width: 40, height: 40))
                let falling = UIView(frame: CGRect(x: 200, y: 100, width: 40, height: 40))
                fixed.superview!.addSubview(falling)
                let anchored = UIDynamicItemBehavior(items: [fixed])
                anchored.isAnchored = true
                animator.addBehavior(anchored)
                animator.addBehavior(UIAttachmentBehavior(item: fixed, attachedToAnchor: CGPoint(x: 40, y: 40)))
                animator.addBehavior(UIGravityBehavior(items: [fixed, falling]))

                // Action: a tenth of a second.
                for _ in 0..<6 { app.renderFrame(after: 1.0 / 60) }

                // Assertion: the anchored box stayed, the other fell.
                #expect(fixed.center == CGPoint(x: 40, y: 120))
                #expect(falling.center.y > 121)
            }
        }
    }
}

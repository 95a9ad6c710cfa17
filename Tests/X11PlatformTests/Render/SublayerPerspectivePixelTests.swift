// A card turned 45° about y inside a container whose sublayerTransform gives it perspective
// (m34 = −1/500), drawn by the real XRender compositor: its near and far edges must land where the
// 4×4 projection puts them, the near edge taller than the far one. And a one-sided card turned to
// show its back draws nothing.

import Foundation
import Testing
@testable import UIKit
@testable import X11Platform
import UIKitTesting

extension XServerTests {
    @Suite struct SublayerPerspectivePixelTests {
        /// The container's frame in the window and the card's size and centre inside the container
        /// (left of the container's anchor, so the vanishing point's place is tested too).
        static let containerFrame = CGRect(x: 60, y: 40, width: 600, height: 320)
        static let cardSize = CGSize(width: 240, height: 200)
        static let cardCentre = CGPoint(x: 200, y: 160)
        static let ink = RGB(0, 0, 255)
        static let paper = RGB(255, 255, 255)

        /// Builds the scene in `x` with the card turned `degrees` about y.
        @discardableResult
        static func scene(_ x: XWindowHarness, degrees: Double) -> (container: UIView, card: UIView) {
            let container = UIView(frame: containerFrame)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            container.layer.sublayerTransform = perspective
            let card = UIView(frame: CGRect(origin: .zero, size: cardSize))
            card.center = cardCentre
            card.backgroundColor = .blue
            card.layer.transform = CATransform3DMakeRotation(CGFloat(degrees * .pi / 180), 0, 1, 0)
            container.addSubview(card)
            x.add(container)
            return (container, card)
        }

        /// Where the card's point (dx, dy) from its centre lands in the window: turned about y (row
        /// vectors: x' = dx·cos θ, z = −dx·sin θ), seen from the container's anchor through
        /// w = 1 + z·m34.
        static func projected(_ dx: Double, _ dy: Double, degrees: Double) -> CGPoint {
            let theta = degrees * .pi / 180
            let anchor = CGPoint(x: containerFrame.width / 2, y: containerFrame.height / 2)
            let px = Double(cardCentre.x) + dx * cos(theta), py = Double(cardCentre.y) + dy
            let w = 1 + (-dx * sin(theta)) * (-1.0 / 500)
            return CGPoint(x: Double(containerFrame.minX + anchor.x) + (px - Double(anchor.x)) / w,
                           y: Double(containerFrame.minY + anchor.y) + (py - Double(anchor.y)) / w)
        }

        @Test func aCardTurnedUnderItsContainersPerspectiveLandsWhereTheProjectionSays() throws {
            try XWindowHarness.run(size: CGSize(width: 720, height: 400)) { x in
                // Precondition: the projected edges. The near (left) edge is at x ≈ 137 spanning
                // y ≈ 80…320; the far (right) one at x ≈ 347 spanning y ≈ 114…286.
                let w = Double(Self.cardSize.width) / 2, h = Double(Self.cardSize.height) / 2
                let nearTop = Self.projected(-w, -h, degrees: 45), nearBottom = Self.projected(-w, h, degrees: 45)
                let farTop = Self.projected(w, -h, degrees: 45), farBottom = Self.projected(w, h, degrees: 45)
                #expect(nearBottom.y - nearTop.y > farBottom.y - farTop.y + 40, "perspective must shrink the far edge")
                Self.scene(x, degrees: 45)
                for pass in ["moving", "settled"] {
                    // Action: the first frame (new layer) and the same scene drawn again.
                    let shot = try x.render()
                    // Assertion: across each vertical edge at mid-height, card inside and paper outside;
                    // along each, card just inside the projected top and bottom and paper just past them.
                    let nearX = Int(nearTop.x.rounded()), farX = Int(farTop.x.rounded())
                    let nearMid = Int(((nearTop.y + nearBottom.y) / 2).rounded())
                    let farMid = Int(((farTop.y + farBottom.y) / 2).rounded())
                    expectPixel(shot, nearX + 4, nearMid, Self.ink, "\(pass): inside the near edge")
                    expectPixel(shot, nearX - 4, nearMid, Self.paper, "\(pass): outside the near edge")
                    expectPixel(shot, farX - 4, farMid, Self.ink, "\(pass): inside the far edge")
                    expectPixel(shot, farX + 4, farMid, Self.paper, "\(pass): outside the far edge")
                    for (column, top, bottom, side) in [(nearX + 4, nearTop.y, nearBottom.y, "near"),
                                                        (farX - 4, farTop.y, farBottom.y, "far")] {
                        expectPixel(shot, column, Int(top.rounded()) + 4, Self.ink, "\(pass): below the \(side) top corner")
                        expectPixel(shot, column, Int(top.rounded()) - 4, Self.paper, "\(pass): above the \(side) top corner")
                        expectPixel(shot, column, Int(bottom.rounded()) - 5, Self.ink, "\(pass): above the \(side) bottom corner")
                        expectPixel(shot, column, Int(bottom.rounded()) + 3, Self.paper, "\(pass): below the \(side) bottom corner")
                    }
                }
            }
        }

        @Test func aOneSidedCardShowingItsBackDrawsNothing() throws {
            try XWindowHarness.run(size: CGSize(width: 720, height: 400)) { x in
                // Precondition: the card turned 150° (its back towards the viewer), double-sided.
                let (_, card) = Self.scene(x, degrees: 150)
                let middle = Self.projected(0, 0, degrees: 150)
                let shot = try x.render()
                expectPixel(shot, Int(middle.x), Int(middle.y), Self.ink, "a double-sided back is drawn")
                // Action
                card.layer.isDoubleSided = false
                let after = try x.render()
                // Assertion
                expectPixel(after, Int(middle.x), Int(middle.y), Self.paper, "a one-sided back is not drawn")
            }
        }
    }
}

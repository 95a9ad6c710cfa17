// A card flipped about its vertical axis under perspective, swept degree by degree through the real
// XRender compositor: no pixel of the card's colour may land outside the quad its corners project
// to. Regression test for one-pixel card-coloured spikes above the flipping card's top edge in the
// animation lab: pixman divides a projective transform's coordinates as unsigned numbers, so every
// destination pixel that maps to a negative source coordinate sampled a scrambled point, now and
// then one inside the card.

import Foundation
import Testing
@testable import UIKit
@testable import X11Platform
import UIKitTesting

extension XServerTests {
    @Suite struct PerspectiveFlipPixelTests {
        /// The lab's card: 140×180, rounded by 12, turned about y under m34 = −1/500. Placed far from
        /// the window's origin, as in the lab, so the transform's terms are as large as they are there.
        static let size = CGSize(width: 140, height: 180)
        static let center = CGPoint(x: 530.5, y: 140)
        static let ink = UIColor(red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1)

        static func flip(degrees: Double) -> CATransform3D {
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 500
            return CATransform3DRotate(perspective, CGFloat(degrees * .pi / 180), 0, 1, 0)
        }

        /// Where the card's corners land in the window, worked out from the 4×4 matrix itself (row
        /// vectors, about the anchor at the card's centre), not through the compositor's 3×3 form.
        static func projectedCorners(_ t: CATransform3D) -> [CGPoint] {
            let w = Double(size.width) / 2, h = Double(size.height) / 2
            return [(-w, -h), (w, -h), (w, h), (-w, h)].map { x, y in
                let px = x * Double(t.m11) + y * Double(t.m21) + Double(t.m41)
                let py = x * Double(t.m12) + y * Double(t.m22) + Double(t.m42)
                let pw = x * Double(t.m14) + y * Double(t.m24) + Double(t.m44)
                return CGPoint(x: Double(center.x) + px / pw, y: Double(center.y) + py / pw)
            }
        }

        @Test func aFlipSweptDegreeByDegreeDrawsNothingOutsideTheProjectedCard() throws {
            try XWindowHarness.run(size: CGSize(width: 720, height: 300)) { x in
                // Precondition: the card, drawn once unturned.
                let card = UIView(frame: CGRect(origin: .zero, size: Self.size))
                card.center = Self.center
                card.backgroundColor = Self.ink
                card.layer.cornerRadius = 12
                x.add(card)
                _ = try x.render()
                // Every pixel the card could reach: its frame, grown by more than perspective enlarges it.
                let region = card.frame.insetBy(dx: -40, dy: -40)
                var strays: [String] = []
                var checkedFrames = 0

                for degrees in stride(from: 0.0, through: 180.0, by: 1.0) {
                    let t = Self.flip(degrees: degrees)
                    let quad = Self.projectedCorners(t)
                    // Action: a frame in motion (the transform changed: nearest sampling), then the same
                    // turn held still (bilinear).
                    card.transform3D = t
                    for filter in ["moving", "settled"] {
                        let shot = try x.render()
                        checkedFrames += 1
                        // Assertion: every pixel that shows the card lies within one pixel of the quad;
                        // and the card is really there, over most of the quad's area.
                        var inked = 0
                        for py in Int(region.minY)..<Int(region.maxY) {
                            for px in Int(region.minX)..<Int(region.maxX) where shot.rgb(px, py).luma < 235 {
                                inked += 1
                                let centre = CGPoint(x: Double(px) + 0.5, y: Double(py) + 0.5)
                                let distance = Self.distance(from: centre, to: quad)
                                // 1 px of antialiasing, plus half a pixel's diagonal.
                                if distance > 1 + 0.5.squareRoot() && strays.count < 12 {
                                    strays.append("\(Int(degrees))° \(filter): (\(px), \(py)) \(shot.rgb(px, py)), "
                                        + String(format: "%.1f px outside", distance))
                                }
                            }
                        }
                        let area = Self.area(of: quad)
                        if area > 2000 {
                            #expect(Double(inked) > 0.8 * area,
                                    "\(Int(degrees))° \(filter): only \(inked) card pixels for a quad of \(Int(area)) px²")
                        }
                    }
                }
                #expect(checkedFrames == 362)
                #expect(strays.isEmpty, "card pixels outside the projected card:\n\(strays.joined(separator: "\n"))")
            }
        }

        @Test func aClippingViewInPerspectiveStillClearsWhatItsChildDrawsOutsideIt() throws {
            try XWindowHarness.run(size: CGSize(width: 720, height: 300)) { x in
                // Precondition: a clipping card turned 35° whose green child overhangs it by 40 px on
                // every side.
                let card = UIView(frame: CGRect(origin: .zero, size: Self.size))
                card.center = Self.center
                card.clipsToBounds = true
                card.layer.cornerRadius = 12
                let child = UIView(frame: CGRect(origin: .zero, size: Self.size).insetBy(dx: -40, dy: -40))
                child.backgroundColor = .green
                card.addSubview(child)
                x.add(card)
                let t = Self.flip(degrees: 35)
                let quad = Self.projectedCorners(t)

                // Action
                card.transform3D = t
                let shot = try x.render()

                // Assertion: green only within a pixel of the card's projected quad, and over its middle.
                let region = card.frame.insetBy(dx: -60, dy: -60).intersection(CGRect(x: 0, y: 0, width: 720, height: 300))
                let outside = (Int(region.minY)..<Int(region.maxY)).flatMap { py in
                    (Int(region.minX)..<Int(region.maxX)).compactMap { px -> (Int, Int)? in
                        guard shot.rgb(px, py).luma < 235 else { return nil }
                        let centre = CGPoint(x: Double(px) + 0.5, y: Double(py) + 0.5)
                        return Self.distance(from: centre, to: quad) > 1 + 0.5.squareRoot() ? (px, py) : nil
                    }
                }
                let strays = outside.count
                #expect(strays == 0, "\(strays) child pixels outside the clipping card, first \(outside.prefix(4).map { "\($0)" })")
                expectPixel(shot, Int(Self.center.x), Int(Self.center.y), RGB(0, 255, 0), "the middle of the card")
            }
        }

        /// 0 inside the convex polygon `quad` (either winding), else the distance to its nearest edge.
        static func distance(from p: CGPoint, to quad: [CGPoint]) -> Double {
            var signs: Set<Bool> = []
            var nearest = Double.infinity
            for i in quad.indices {
                let a = quad[i], b = quad[(i + 1) % quad.count]
                let ex = Double(b.x - a.x), ey = Double(b.y - a.y)
                let px = Double(p.x - a.x), py = Double(p.y - a.y)
                let cross = ex * py - ey * px
                if abs(cross) > 1e-9 { signs.insert(cross > 0) }
                let length2 = ex * ex + ey * ey
                let s = length2 > 0 ? min(1, max(0, (px * ex + py * ey) / length2)) : 0
                let dx = px - s * ex, dy = py - s * ey
                nearest = min(nearest, (dx * dx + dy * dy).squareRoot())
            }
            return signs.count <= 1 ? 0 : nearest
        }

        static func area(of quad: [CGPoint]) -> Double {
            var twice = 0.0
            for i in quad.indices {
                let a = quad[i], b = quad[(i + 1) % quad.count]
                twice += Double(a.x * b.y - b.x * a.y)
            }
            return abs(twice) / 2
        }
    }
}

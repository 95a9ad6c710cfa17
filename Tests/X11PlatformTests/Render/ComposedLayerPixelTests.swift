// Composed layers read back from a real X window: a node drawn through a coverage mask whose look
// holds still is composed once into a cached picture and then only moved (the compositor's
// statistics count the compositions), and what the window shows equals drawing it piece by piece
// (`Compositor.composesLayers` off, the same frame drawn again over the whole window).
//
// Exactly equal for a clipped subtree on whole pixels: it is the same offscreen picture composited
// the same way. Within one level per channel for a shadowed card's own look: composing shadow and
// background onto transparency first and then over the window rounds, in 8 bits, differently from
// compositing each over the window in turn, where the background's antialiased edge lies over the
// shadow. (Each further overlapping piece can add a level: with a border too, two were measured.)

import Foundation
import Testing
@testable import UIKit
@testable import X11Platform
import UIKitTesting

extension XServerTests {
    @Suite struct ComposedLayerPixelTests {
        static let backdrop = UIColor(red: 0.16, green: 0.22, blue: 0.3, alpha: 1)

        /// A bottom panel the way the demo's panel scene has one: half the window's height, top corners
        /// rounded by 16, clipping its content — a title, a rounded pill, a square poking out of its
        /// right edge.
        static func makePanel(in size: CGSize) -> UIView {
            let panel = UIView(frame: CGRect(x: 0, y: size.height / 2, width: size.width, height: size.height / 2))
            panel.backgroundColor = UIColor(red: 0.97, green: 0.96, blue: 0.93, alpha: 1)
            panel.layer.cornerRadius = 16
            panel.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            panel.clipsToBounds = true
            let title = UILabel(frame: CGRect(x: 21, y: 27, width: 200, height: 26))
            title.text = "Composed once 73"
            panel.addSubview(title)
            let pill = UIView(frame: CGRect(x: (size.width - 44) / 2, y: 7, width: 44, height: 6))
            pill.backgroundColor = UIColor(red: 0.55, green: 0.55, blue: 0.6, alpha: 1)
            pill.layer.cornerRadius = 3
            panel.addSubview(pill)
            let poking = UIView(frame: CGRect(x: size.width - 31, y: 61, width: 57, height: 35))
            poking.backgroundColor = UIColor(red: 0.9, green: 0.35, blue: 0.2, alpha: 1)
            panel.addSubview(poking)
            return panel
        }

        /// Draws the last frame again over the whole window piece by piece, reads it back, and draws
        /// it again composed (so the back buffer holds what the next frame expects).
        static func capturePieceByPiece(_ x: XWindowHarness) throws -> Bitmap {
            let compositor = x.platform.compositor
            compositor.composesLayers = false
            x.platform.redrawLastFrameFully()
            let pieces = try x.capture()
            compositor.composesLayers = true
            x.platform.redrawLastFrameFully()
            return pieces
        }

        @Test func clippedPanelIsComposedOnceOverAThirtyFrameSlideAndEqualsDrawingItPieceByPiece() throws {
            try XWindowHarness.run(backdrop: Self.backdrop) { x in
                // Precondition: the panel drawn once at rest.
                let panel = Self.makePanel(in: XWindowHarness.defaultSize)
                x.add(panel)
                _ = try x.render()
                let before = x.platform.compositor.statistics.composedLayers

                // Action: it slides up 97.3 px over 30 frames (0.5 s, linear: 3.24 px a frame, so at
                // fractional positions drawn on whole pixels); every frame is read back as drawn and
                // drawn again piece by piece.
                UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear) {
                    panel.frame.origin.y -= 97.3
                }
                var mismatches: [String] = []
                var positions: [CGFloat] = []
                for i in 1...30 {
                    x.clock.advance(by: 1.0 / 60)
                    let composed = try x.render()
                    positions.append(try #require(panel.layer.presentation()).frame.minY)
                    let pieces = try Self.capturePieceByPiece(x)
                    let differing = composed.differingPixels(from: pieces)
                    if differing > 0 {
                        let (dx, dy) = composed.firstDifference(from: pieces)!
                        mismatches.append("frame \(i): \(differing) px, first (\(dx), \(dy)) \(composed.rgb(dx, dy)) vs \(pieces.rgb(dx, dy))")
                    }
                }
                let after = x.platform.compositor.statistics.composedLayers

                // Assertion: it really slid to y 22.7; one composition of the panel for the whole
                // slide (and one of the rounded pill's own look inside it, drawn from its picture as
                // it is anywhere else), reused on every frame after; every frame equal to drawing it
                // piece by piece.
                #expect(abs(positions.last! - 22.7) < 1e-6, "the panel ended at y \(positions.last!)")
                #expect(Set(positions.map { ($0 * 1000).rounded() }).count == 30, "the panel did not move every frame")
                #expect(after.rasterizations - before.rasterizations == 2,
                        "the panel was composed \(after.rasterizations - before.rasterizations) times")
                #expect(after.reuses - before.reuses >= 29)
                #expect(after.pictures >= 1 && after.pixels >= 320 * 120, "cache holds \(after.pictures) pictures, \(after.pixels) px")
                #expect(after.bytes == after.pixels * 4)
                #expect(mismatches.isEmpty, "composed frames differing from drawing piece by piece: \(mismatches.prefix(4))")
            }
        }

        @Test func shadowedCardMovesWithoutNewCompositionsAndIsWithinOneLevelOfDrawingItPieceByPiece() throws {
            try XWindowHarness.run(backdrop: UIColor(red: 0.93, green: 0.91, blue: 0.86, alpha: 1)) { x in
                // Precondition: a rounded card with a shadow, drawn twice at rest.
                let card = UIView(frame: CGRect(x: 23, y: 37, width: 130, height: 90))
                card.backgroundColor = UIColor(red: 0.98, green: 0.75, blue: 0.2, alpha: 1)
                card.layer.cornerRadius = 14
                card.layer.shadowOpacity = 0.45
                card.layer.shadowRadius = 8
                card.layer.shadowOffset = CGSize(width: 3, height: 6)
                x.add(card)
                _ = try x.render()
                x.clock.advance(by: 1.0 / 60)
                _ = try x.render()
                let before = x.platform.compositor.statistics.composedLayers

                // Action: it moves right 12 frames of 9.4 px.
                var worst = 0
                for i in 1...12 {
                    card.frame.origin.x = 23 + 9.4 * CGFloat(i)
                    x.clock.advance(by: 1.0 / 60)
                    let composed = try x.render()
                    let pieces = try Self.capturePieceByPiece(x)
                    for py in 0..<composed.height {
                        for px in 0..<composed.width {
                            let a = composed.rgb(px, py), b = pieces.rgb(px, py)
                            worst = max(worst, abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b))
                        }
                    }
                }
                let after = x.platform.compositor.statistics.composedLayers

                // Assertion: composed once (on the first frame it was drawn with a steady look), reused
                // on every frame after, and never more than one level apart from piece by piece.
                #expect(after.rasterizations - before.rasterizations == 1)
                #expect(after.reuses - before.reuses >= 11)
                #expect(worst <= 1, "composed and piece-by-piece pixels differ by up to \(worst) levels")
            }
        }

        @Test func cacheKeepsWithinItsPixelBudgetByEvictingTheLeastRecentlyUsed() throws {
            try XWindowHarness.run { x in
                // Precondition: a budget of 20,000 px; three rounded 90×70 cards (6,300 px each) seen
                // twice and drawn whole, so all three are composed and kept.
                let compositor = x.platform.compositor
                compositor.composedLayerBudgetPixels = 20_000
                var cards: [UIView] = []
                for i in 0..<3 {
                    let card = UIView(frame: CGRect(x: 11 + 100 * i, y: 17, width: 90, height: 70))
                    card.backgroundColor = UIColor(red: 0.2 + 0.3 * Double(i), green: 0.5, blue: 0.7, alpha: 1)
                    card.layer.cornerRadius = 12
                    x.add(card)
                    cards.append(card)
                }
                @MainActor func frame() throws {
                    x.clock.advance(by: 1.0 / 60)
                    _ = try x.render()
                }
                _ = try x.render()
                try frame()
                x.platform.redrawLastFrameFully()
                let three = compositor.statistics.composedLayers

                // Action: cards 2 and 3 move (drawn from their pictures, so card 1's is now the least
                // recently used); card 1 turns pink, then moves, so its new look is composed and needs
                // room; then all three move.
                for card in cards[1...] { card.frame.origin.y += 4 }
                try frame()
                cards[0].backgroundColor = UIColor(red: 0.95, green: 0.4, blue: 0.6, alpha: 1)
                try frame()
                cards[0].frame.origin.y += 5
                try frame()
                let four = compositor.statistics.composedLayers
                for card in cards { card.frame.origin.y += 3 }
                try frame()
                let last = compositor.statistics.composedLayers

                // Assertion: three fitted; the pink look made room by evicting card 1's old picture,
                // which nothing used any more, and the three in use stayed (no composition after).
                #expect(three.pictures == 3 && three.pixels == 3 * 6_300, "\(three)")
                #expect(three.budgetPixels == 20_000)
                #expect(four.rasterizations == three.rasterizations + 1, "\(three) → \(four)")
                #expect(four.pictures == 3 && four.pixels <= 20_000, "\(four)")
                #expect(last.rasterizations == four.rasterizations, "\(four) → \(last)")
                #expect(last.reuses >= four.reuses + 3)
            }
        }
    }
}

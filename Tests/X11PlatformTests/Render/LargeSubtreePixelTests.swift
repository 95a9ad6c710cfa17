// Large subtrees read back from a real X window: the benchmark's load grid (`PanelLoadGridView`,
// squares, rounded squares and labels) under a full-window dim whose alpha changes every frame is
// composed once into a cached picture and composited whole from then on (the compositor's
// statistics count the compositions), and what the window shows equals drawing it piece by piece
// (`Compositor.composesLayers` off, the same frame drawn again over the whole window). A grid with a
// tile that changes every frame is never composed.

import Foundation
import Testing
@testable import SegueDemo
@testable import UIKit
@testable import X11Platform
import UIKitTesting

extension XServerTests {
    @Suite struct LargeSubtreePixelTests {
        static let backdrop = UIColor(red: 0.16, green: 0.22, blue: 0.3, alpha: 1)

        /// 200 load views filling the window, laid out, and a full-window black dim over them.
        static func makeScene(_ x: XWindowHarness) -> (grid: PanelLoadGridView, dim: UIView) {
            let grid = PanelLoadGridView(count: 200)
            grid.frame = CGRect(origin: .zero, size: XWindowHarness.defaultSize)
            x.add(grid)
            grid.layoutIfNeeded()
            let dim = UIView(frame: CGRect(origin: .zero, size: XWindowHarness.defaultSize))
            dim.backgroundColor = .black
            dim.alpha = 0.1
            x.add(dim)
            return (grid, dim)
        }

        /// The largest difference in any channel between two captures, and how many pixels differ.
        static func difference(_ a: Bitmap, _ b: Bitmap) -> (worst: Int, pixels: Int) {
            var worst = 0, pixels = 0
            for py in 0..<a.height {
                for px in 0..<a.width {
                    let p = a.rgb(px, py), q = b.rgb(px, py)
                    let d = max(abs(p.r - q.r), abs(p.g - q.g), abs(p.b - q.b))
                    worst = max(worst, d)
                    if d > 0 { pixels += 1 }
                }
            }
            return (worst, pixels)
        }

        @Test func stillGridUnderAChangingDimIsComposedOnceAndEqualsDrawingItPieceByPiece() throws {
            try XWindowHarness.run(backdrop: Self.backdrop) { x in
                // Precondition: the grid and the dim drawn once.
                let (grid, dim) = Self.makeScene(x)
                _ = try x.render()
                let first = x.platform.compositor.statistics.composedLayers
                var second = first

                // Action: 30 frames, the dim's alpha changing every frame (the whole window is
                // damaged each time); every frame is read back as drawn and drawn again piece by piece.
                var mismatches: [String] = []
                for i in 1...30 {
                    dim.alpha = 0.1 + 0.01 * CGFloat(i)
                    x.clock.advance(by: 1.0 / 60)
                    let composed = try x.render()
                    if i == 1 { second = x.platform.compositor.statistics.composedLayers }
                    let pieces = try ComposedLayerPixelTests.capturePieceByPiece(x)
                    let differing = composed.differingPixels(from: pieces)
                    if differing > 0 {
                        let (dx, dy) = composed.firstDifference(from: pieces)!
                        mismatches.append("frame \(i): \(differing) px, first (\(dx), \(dy)) \(composed.rgb(dx, dy)) vs \(pieces.rgb(dx, dy))")
                    }
                }
                let last = x.platform.compositor.statistics.composedLayers
                let plan = try #require(x.platform.compositor.lastFrame?.find(id: grid.layer.serial))
                let roundedLooks = Set(grid.tiles.filter { $0.layer.cornerRadius > 0 }.map { $0.backgroundColor }).count

                // Assertion: the grid is drawn from its picture. It was composed on the second frame
                // (its look held still since the first), together with each distinct rounded square's
                // own look inside it, and never again: 29 frames drawn from the picture alone. Every
                // frame equals drawing the 200 views one by one.
                #expect(plan.composedLook?.scope == .largeSubtree)
                #expect(roundedLooks > 1)
                #expect(second.rasterizations - first.rasterizations == 1 + roundedLooks, "\(first) → \(second)")
                #expect(last.rasterizations == second.rasterizations, "composed again: \(second) → \(last)")
                #expect(last.reuses - second.reuses >= 29)
                #expect(mismatches.isEmpty, "composed frames differing from drawing piece by piece: \(mismatches.prefix(4))")
            }
        }

        @Test func gridWithATileChangingEveryFrameIsNeverComposed() throws {
            try XWindowHarness.run(backdrop: Self.backdrop) { x in
                // Precondition: the grid and the dim, with tile 1's colour changing from the start, so
                // the rounded squares' own pictures are made in the first frames.
                let (grid, dim) = Self.makeScene(x)
                @MainActor func step(_ i: Int) throws {
                    grid.tiles[1].backgroundColor = UIColor(white: CGFloat(i % 2) * 0.5 + 0.2, alpha: 1)
                    dim.alpha = 0.1 + 0.01 * CGFloat(i)
                    x.clock.advance(by: 1.0 / 60)
                    _ = try x.render()
                }
                for i in 0..<3 { try step(i) }
                let before = x.platform.compositor.statistics.composedLayers

                // Action: 20 frames, tile 1 and the dim changing every frame.
                for i in 3..<23 { try step(i) }
                let after = x.platform.compositor.statistics.composedLayers

                // Assertion: the grid's look never held still: drawn directly, nothing composed.
                #expect(x.platform.compositor.lastFrame?.find(id: grid.layer.serial)?.composedLook == nil)
                #expect(after.rasterizations == before.rasterizations, "\(before) → \(after)")
            }
        }
    }
}

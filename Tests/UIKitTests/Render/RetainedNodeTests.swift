@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// Kept render nodes: a frame rebuilds only the paths from changed layers to the root, and what it
// draws is always what a build from nothing would draw.

/// A window with a grid of `count` tiles in a container, one label and one masked card.
private struct TileScene {
    let window: UIWindow
    let container: UIView
    let tiles: [UIView]
    let label: UILabel
    let card: UIView

    init(count: Int) {
        window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        container = UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 300))
        window.addSubview(container)
        tiles = (0..<count).map { i in
            let tile = UIView(frame: CGRect(x: (i % 20) * 15, y: (i / 20) * 15, width: 12, height: 12))
            tile.backgroundColor = i.isMultiple(of: 3) ? .red : .blue
            return tile
        }
        for tile in tiles { container.addSubview(tile) }
        label = UILabel(frame: CGRect(x: 20, y: 330, width: 200, height: 30))
        label.text = "Kept"
        window.addSubview(label)
        card = UIView(frame: CGRect(x: 40, y: 380, width: 120, height: 60))
        card.backgroundColor = .green
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        mask.backgroundColor = UIColor.black.cgColor
        card.layer.mask = mask
        window.addSubview(card)
    }
}

extension SharedState {
    @Suite struct RetainedNodeTests {
        @Test func anUnchangedFrameBuildsNoNode() {
            withTestApplication { app, _ in
                // Precondition: 200 tiles, drawn once.
                let scene = TileScene(count: 200)
                _ = app.makeDisplayList()
                #expect(app.nodesBuiltInLastList > 200)
                // Action: a second list with nothing changed.
                _ = app.makeDisplayList()
                // Assertion
                #expect(app.nodesBuiltInLastList == 0)
                _ = scene
            }
        }

        @Test func oneChangedTileRebuildsOnlyItsPathToTheRoot() {
            withTestApplication { app, _ in
                // Precondition: 200 tiles drawn once.
                let scene = TileScene(count: 200)
                _ = app.makeDisplayList()
                // Action: one tile changes colour.
                scene.tiles[137].backgroundColor = .yellow
                let list = app.makeDisplayList()
                // Assertion: the tile, its container, the window's root (and the window): not 200.
                #expect(app.nodesBuiltInLastList <= 4, "built \(app.nodesBuiltInLastList) nodes for one change")
                #expect(list.find(id: scene.tiles[137].layer.serial)?.backgroundColor == UIColor.yellow.cgColor)
            }
        }

        @Test func anAnimatingTileIsBuiltEveryFrameAndKeptOnceItSettles() throws {
            try withTestApplication { app, _ in
                // Precondition
                let scene = TileScene(count: 100)
                app.renderNow()
                let clock = try #require(app.clock as? VirtualFrameClock)
                // Action: a tile slides for 0.2 s.
                UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear) { scene.tiles[5].frame.origin.x += 100 }
                var xs: [CGFloat] = []
                for _ in 0..<6 {
                    clock.advance(by: 1.0 / 60)
                    app.renderNow()
                    xs.append(app.makeDisplayList().find(id: scene.tiles[5].layer.serial)!.transform.m6)
                }
                // Assertion: it moved every frame (nothing stale), only its path was rebuilt.
                #expect(Set(xs).count == 6, "positions \(xs)")
                #expect(app.nodesBuiltInLastList <= 4)
                clock.advance(by: 1)
                app.renderNow()
                app.renderNow()
                #expect(app.nodesBuiltInLastList == 0)
            }
        }

        @Test func randomChangesAlwaysDrawWhatAFreshBuildDraws() throws {
            try withTestApplication { app, _ in
                // Precondition: the scene drawn once; a seeded generator of changes.
                let scene = TileScene(count: 60)
                let clock = try #require(app.clock as? VirtualFrameClock)
                app.renderNow()
                var rng = SplitMix64(seed: 0x5EED_0BAD_CAFE)
                let spare = (0..<6).map { _ in UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20)) }
                // Action: 400 random changes, a frame after each.
                for step in 0..<400 {
                    let tile = scene.tiles[Int(rng.next() % UInt64(scene.tiles.count))]
                    switch rng.next() % 14 {
                    case 0: tile.backgroundColor = rng.next() % 2 == 0 ? .orange : .purple
                    case 1: tile.frame.origin.x += 3
                    case 2: tile.isHidden.toggle()
                    case 3: tile.alpha = tile.alpha == 1 ? 0 : 1
                    case 4: tile.layer.cornerRadius = CGFloat(rng.next() % 6)
                    case 5: scene.label.text = "step \(step)"
                    case 6: scene.container.bounds.origin.y = CGFloat(rng.next() % 40)
                    case 7: scene.card.layer.mask?.position.x = CGFloat(rng.next() % 60)
                    case 8:
                        let view = spare[Int(rng.next() % UInt64(spare.count))]
                        if view.superview == nil { tile.addSubview(view) } else { view.removeFromSuperview() }
                    case 9:
                        let view = spare[Int(rng.next() % UInt64(spare.count))]
                        tile.addSubview(view)   // moves it if it was elsewhere
                    case 10: UIView.animate(withDuration: 0.1) { tile.alpha = 0.5 }
                    case 11: tile.layer.shadowOpacity = tile.layer.shadowOpacity == 0 ? 0.4 : 0
                    case 12: scene.container.isHidden.toggle()
                    default: tile.transform = CGAffineTransform(rotationAngle: CGFloat(rng.next() % 4) * 0.2)
                    }
                    clock.advance(by: 1.0 / 60)
                    app.renderNow()
                }
                // Assertion: every frame matched a fresh build (the checker compares them each frame).
                #expect(app.retainedNodeMismatches == 0)
                let kept = try #require(DisplayListBuilder.makeNode(scene.window.layer, parentOrigin: .zero))
                let fresh = try #require(DisplayListBuilder.makeFreshNode(scene.window.layer, parentOrigin: .zero))
                #expect(kept.firstDifference(from: fresh) == nil)
            }
        }

        @Test func aSetterThatForgetsToDropKeptNodesIsCaught() {
            withTestApplication { app, _ in
                // Precondition: the checker on, a tile drawn and kept.
                let wasEnabled = TransitionInvariantChecker.isEnabled
                TransitionInvariantChecker.isEnabled = true
                var reported: [String] = []
                let savedReport = SegueDiagnostics.reportViolation
                SegueDiagnostics.reportViolation = { reported.append($0) }
                defer {
                    SegueDiagnostics.reportViolation = savedReport
                    TransitionInvariantChecker.isEnabled = wasEnabled
                }
                let scene = TileScene(count: 10)
                _ = app.makeDisplayList()
                // Action: a change behind the setters' back — a kept node is put back after a real change.
                let kept = scene.tiles[3].layer.retainedNode
                let rootKept = scene.window.layer.retainedNode
                let containerKept = scene.container.layer.retainedNode
                scene.tiles[3].backgroundColor = .cyan
                scene.tiles[3].layer.retainedNode = kept
                scene.container.layer.retainedNode = containerKept
                scene.window.layer.retainedNode = rootKept
                _ = app.makeDisplayList()
                // Assertion: the stale node is reported, naming the layer.
                #expect(app.retainedNodeMismatches == 1)
                #expect(reported.count == 1)
                #expect(reported.first?.contains("#\(scene.tiles[3].layer.serial)") == true)
                // The test broke the rule on purpose; do not fail the harness's own check.
                app.retainedNodeMismatches = 0
            }
        }
    }
}

@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// The damage tracker reuses what it worked out for a kept subtree that sits where it sat: a frame's
// walk costs the changed paths, not the whole tree, and plans exactly what a full walk plans.

/// A window with 300 tiles in a container (every fifth rounded, so it is drawn composed) and one box
/// outside it.
private struct GridScene {
    let window: UIWindow
    let container: UIView
    let tiles: [UIView]
    let box: UIView

    init() {
        window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        container = UIView(frame: CGRect(x: 7, y: 11, width: 300, height: 240))
        window.addSubview(container)
        tiles = (0..<300).map { i in
            let tile = UIView(frame: CGRect(x: (i % 25) * 12, y: (i / 25) * 12, width: 10, height: 9))
            tile.backgroundColor = i.isMultiple(of: 4) ? .red : .blue
            if i.isMultiple(of: 5) { tile.layer.cornerRadius = 3 }
            return tile
        }
        for t in tiles { container.addSubview(t) }
        box = UIView(frame: CGRect(x: 37, y: 300, width: 50, height: 40))
        box.backgroundColor = .green
        window.addSubview(box)
    }

    /// The same frame built from nothing: no kept subtrees, so a tracker fed these walks everything.
    func freshList(size: CGSize) -> DisplayList {
        DisplayList(size: size, backgroundColor: CGColor(red: 0, green: 0, blue: 0, alpha: 1),
                    roots: [DisplayListBuilder.makeFreshNode(window.layer, parentOrigin: .zero)!])
    }
}

/// The first node whose placement differs between two planned trees, or nil.
private func placementDifference(_ a: RenderNode, _ b: RenderNode) -> String? {
    if a.id != b.id { return "#\(a.id) vs #\(b.id)" }
    if a.drawBounds != b.drawBounds { return "#\(a.id) drawBounds \(a.drawBounds) vs \(b.drawBounds)" }
    if a.subtreeBounds != b.subtreeBounds { return "#\(a.id) subtreeBounds \(a.subtreeBounds) vs \(b.subtreeBounds)" }
    if a.filter != b.filter { return "#\(a.id) filter" }
    if a.transform != b.transform { return "#\(a.id) transform (snapping) \(a.transform) vs \(b.transform)" }
    if a.composedLook != b.composedLook { return "#\(a.id) composed \(String(describing: a.composedLook)) vs \(String(describing: b.composedLook))" }
    guard a.children.count == b.children.count else { return "#\(a.id) children" }
    for (x, y) in zip(a.children, b.children) { if let d = placementDifference(x, y) { return d } }
    return nil
}

extension SharedState {
    @Suite struct KeptSubtreePlanTests {
        @Test func aKeptSubtreeWhereItWasIsNotWalkedAgain() {
            withTestApplication { app, _ in
                // Precondition: the grid planned over a few frames in which only the box moved.
                let scene = GridScene()
                let tracker = DamageTracker()
                for _ in 0..<3 {
                    scene.box.frame.origin.x -= 1
                    var list = app.makeDisplayList()
                    tracker.plan(&list)
                }
                // Action: the box moves 16 px right, from x 34 to 50.
                scene.box.frame.origin.x += 16
                var list = app.makeDisplayList()
                tracker.plan(&list)
                // Assertion: a handful of nodes walked, not 300; the damage is the box's old and new place.
                #expect(tracker.nodesVisited < 6, "walked \(tracker.nodesVisited) nodes")
                #expect(tracker.itemCount == 302)   // the window's background, 300 tiles, the box
                #expect(list.damage?.rects.reduce(CGRect.null) { $0.union($1) } == CGRect(x: 34, y: 300, width: 66, height: 40))
                #expect(list.find(id: scene.tiles[299].layer.serial)?.drawBounds == CGRect(x: 7 + 24 * 12, y: 11 + 11 * 12, width: 10, height: 9))
            }
        }

        @Test func randomChangesPlanWhatAFullWalkPlans() {
            withTestApplication { app, _ in
                // Precondition: two trackers, one fed kept lists, one fed lists built from nothing.
                let scene = GridScene()
                let size = app.platform.windowSize
                let reusing = DamageTracker(), full = DamageTracker()
                var state: UInt64 = 0xD1CE_5EED
                func next() -> Int {
                    state = state &* 6364136223846793005 &+ 1442695040888963407
                    return Int(truncatingIfNeeded: state >> 33)
                }
                var walkedTotal = 0
                // Action: 300 frames, most with one random change.
                for frame in 0..<300 {
                    let tile = scene.tiles[next() % scene.tiles.count]
                    switch next() % 8 {
                    case 0: tile.backgroundColor = next() % 2 == 0 ? .yellow : .purple
                    case 1: tile.frame.origin.y += 1
                    case 2: tile.isHidden.toggle()
                    case 3: scene.box.frame.origin.x = CGFloat(next() % 200)
                    case 4: scene.container.frame.origin.x = CGFloat(next() % 3) * 5.3
                    case 5: tile.transform = CGAffineTransform(rotationAngle: 0.1 * CGFloat(next() % 3))
                    case 6: scene.container.alpha = next() % 2 == 0 ? 1 : 0.5
                    default: break   // nothing changes this frame
                    }
                    var kept = app.makeDisplayList()
                    var fresh = scene.freshList(size: size)
                    reusing.plan(&kept)
                    full.plan(&fresh)
                    walkedTotal += reusing.nodesVisited
                    // Assertion: the same damage and the same placement (snapping and composition
                    // included), frame by frame.
                    #expect(kept.damage?.rects == fresh.damage?.rects, "frame \(frame): damage differs")
                    if let d = placementDifference(kept.roots[0], fresh.roots[0]) {
                        Issue.record("frame \(frame): \(d)")
                        break
                    }
                }
                // And the reusing tracker did far less walking than 300 full walks of 300 nodes.
                #expect(walkedTotal < 300 * 300 / 3, "walked \(walkedTotal) nodes in 300 frames")
            }
        }
    }
}

@testable import UIKit
import Foundation
import SegueDemo
import Testing
import UIKitTesting

extension SharedState {
    /// The way back to the gallery: over a plain scene, the host's standalone bar reads "‹ Gallery"
    /// above the scene's title and its back button goes back; over a scene with bars of its own (tabs
    /// of navigation stacks) the host shows no bar, so there is one bar, and the scene's stacks offer
    /// a "Gallery" item instead.
    @Suite struct SceneHostTests {
        /// Every navigation bar in the window, top to bottom.
        static func bars(_ stage: DemoStage) -> [UINavigationBar] {
            func all(_ view: UIView) -> [UINavigationBar] {
                guard !view.isHidden else { return [] }
                return ((view as? UINavigationBar).map { [$0] } ?? []) + view.subviews.flatMap(all)
            }
            return all(stage.window).sorted { stage.frameInWindow($0).minY < stage.frameInWindow($1).minY }
        }

        static func button(titled title: String, in bar: UINavigationBar) -> UIButton? {
            func find(_ view: UIView) -> UIButton? {
                if let b = view as? UIButton, b.currentTitle == title { return b }
                return view.subviews.lazy.compactMap(find).first
            }
            return find(bar)
        }

        @Test func overAPlainSceneTheBarsBackButtonReadsGalleryAndGoesBack() throws {
            try DemoStage.with(scene: "panel", size: CGSize(width: 400, height: 300)) { stage in
                // Precondition: one bar at the top, the scene's title under "Gallery".
                let bars = Self.bars(stage)
                try #require(bars.count == 1)
                let bar = bars[0]
                #expect(stage.frameInWindow(bar) == CGRect(x: 0, y: 0, width: 400, height: 44))
                #expect(bar.topItem?.title == SceneCatalog.scene(id: "panel")?.title)
                #expect(bar.backItem?.title == "Gallery")
                let back = try #require(Self.button(titled: "Gallery", in: bar))

                // Action: tap the back button.
                let frame = stage.frameInWindow(back)
                stage.tap(CGPoint(x: frame.midX, y: frame.midY))
                stage.settle()

                // Assertion: the gallery, and the bar kept its items (the delegate refused the pop).
                #expect(stage.window.rootViewController is GalleryViewController)
                #expect(bar.items?.count == 2)
            }
        }

        @Test func overASceneWithItsOwnBarsThereIsOneBarWithAGalleryItem() throws {
            try DemoStage.with(scene: "transitions", size: CGSize(width: 600, height: 500)) { stage in
                // Precondition: the transitions scene, its content filling the window.
                let host = try #require(stage.window.rootViewController as? SceneHostViewController)
                #expect(stage.frameInWindow(host.content.view) == CGRect(x: 0, y: 0, width: 600, height: 500))
                // Assertion: one bar, the journal's, at the top, with "Gallery" at its leading edge.
                let bars = Self.bars(stage)
                #expect(bars.count == 1)
                let bar = try #require(bars.first)
                #expect(stage.frameInWindow(bar).minY == 0)
                #expect(bar.topItem?.title == "Journal")
                let gallery = try #require(Self.button(titled: "Gallery", in: bar))
                #expect(stage.frameInWindow(gallery).minX == 8)

                // Action: tap it.
                let frame = stage.frameInWindow(gallery)
                stage.tap(CGPoint(x: frame.midX, y: frame.midY))
                stage.settle()

                // Assertion: back at the gallery.
                #expect(stage.window.rootViewController is GalleryViewController)
            }
        }
    }
}

@testable import UIKit
import Foundation
import SegueDemo
import Testing
import UIKitTesting

extension SharedState {
    /// The gallery scrolls as an iOS list does — the wheel and a drag move it, a tap still opens a
    /// card's scene — and reflows when the window is resized: the cards take as many columns as fit.
    @Suite struct GalleryScrollingTests {
        static let cardIDs = SceneCatalog.all.map { "scene-\($0.id)" }
        static let lastCard = cardIDs.last!

        /// The cards' distinct left edges: one per column.
        static func columns(_ stage: DemoStage) throws -> [CGFloat] {
            let xs = try cardIDs.map { try #require(stage.view($0)).frame.minX }
            return Array(Set(xs)).sorted()
        }

        static func offset(_ stage: DemoStage) throws -> CGFloat {
            try #require(stage.view("gallery-scroll") as? UIScrollView).contentOffset.y
        }

        @Test(arguments: [CGSize(width: 420, height: 800), CGSize(width: 320, height: 240)])
        func theWheelScrollsToTheLastCardAndTheFooter(size: CGSize) throws {
            try DemoStage.with(size: size) { stage in
                // Precondition: the last card and the footer lie below the window.
                let card = try #require(stage.view(Self.lastCard)), footer = try #require(stage.view("gallery-footer"))
                #expect(!stage.isWhollyVisible(card) && !stage.isWhollyVisible(footer))
                // Action: wheel notches over the middle of the window until the content stops moving.
                let middle = CGPoint(x: size.width / 2, y: size.height / 2)
                var last = -1.0, notches = 0
                while try Self.offset(stage) != last && notches < 200 {
                    last = try Self.offset(stage)
                    stage.wheel(at: middle, notches: 1)
                    notches += 1
                }
                stage.settle()
                // Assertion: both are inside the window, the footer at its bottom.
                #expect(stage.isWhollyVisible(card), "last card at \(stage.frameInWindow(card)) after \(notches) notches")
                #expect(stage.isWhollyVisible(footer), "footer at \(stage.frameInWindow(footer))")
                #expect(stage.frameInWindow(footer).maxY > size.height - 40)
            }
        }

        @Test func dragsScrollToTheEndAndATapThereOpensTheLastScene() throws {
            try DemoStage.with(size: CGSize(width: 320, height: 240)) { stage in
                // Precondition: the lab's card is below the window.
                let card = try #require(stage.view(Self.lastCard))
                #expect(!stage.isWhollyVisible(card))
                // Action 1: drag up from near the bottom to near the top, slowly, until the end.
                for _ in 0..<12 { stage.drag(from: CGPoint(x: 160, y: 220), to: CGPoint(x: 160, y: 30)) }
                stage.settle()
                // Assertion 1: the card is in the window, its content at rest at the end (no rubber band left).
                #expect(stage.isWhollyVisible(card), "card at \(stage.frameInWindow(card))")
                let scroll = try #require(stage.view("gallery-scroll") as? UIScrollView)
                #expect(scroll.contentOffset.y == scroll.contentSize.height - 240)
                // Action 2: tap its Open button.
                let open = try #require(stage.view("open-animation-lab"))
                let target = stage.frameInWindow(open)
                stage.tap(CGPoint(x: target.midX, y: target.midY))
                stage.settle()
                // Assertion 2: the lab is open.
                let host = stage.window.rootViewController as? SceneHostViewController
                #expect(host?.scene.id == "animation-lab")
            }
        }

        @Test func aDragThatStartsOnAnOpenButtonScrollsAndOpensNothing() throws {
            try DemoStage.with(size: CGSize(width: 420, height: 800)) { stage in
                // Precondition: the panel card's Open button is on screen.
                let open = try #require(stage.view("open-panel"))
                let start = stage.frameInWindow(open)
                // Action: press on it and drag up 200 points.
                stage.drag(from: CGPoint(x: start.midX, y: start.midY), to: CGPoint(x: start.midX, y: start.midY - 200))
                stage.settle()
                // Assertion: the list moved by the drag (less the pan's start), the gallery is still there.
                #expect(try Self.offset(stage) > 150)
                #expect(stage.window.rootViewController is GalleryViewController)
            }
        }

        @Test func resizingReflowsTheCardsIntoTheColumnsThatFit() throws {
            try DemoStage.with(size: CGSize(width: 900, height: 640)) { stage in
                // Precondition: three columns at 900 points.
                #expect(try Self.columns(stage).count == 3)
                // Action / Assertion: narrow and tall — one column, every card inside the window's width.
                stage.resize(to: CGSize(width: 420, height: 800))
                #expect(try Self.columns(stage).count == 1)
                for id in Self.cardIDs {
                    let frame = stage.frameInWindow(try #require(stage.view(id)))
                    #expect(frame.minX >= 16 && frame.maxX <= 404, "\(id) at \(frame)")
                }
                // Scrolled to the end, then wide again: two columns, and the content is not left
                // scrolled past its new end.
                stage.wheel(at: CGPoint(x: 210, y: 400), notches: 40)
                #expect(try Self.offset(stage) > 0)
                stage.resize(to: CGSize(width: 600, height: 500))
                #expect(try Self.columns(stage).count == 2)
                let scroll = try #require(stage.view("gallery-scroll") as? UIScrollView)
                #expect(scroll.contentOffset.y == scroll.contentSize.height - 500)
                let footer = try #require(stage.view("gallery-footer"))
                #expect(stage.isWhollyVisible(footer), "footer at \(stage.frameInWindow(footer))")
                // Very wide: all six in one row.
                stage.resize(to: CGSize(width: 1700, height: 640))
                #expect(try Self.columns(stage).count == 6)
                #expect(try Self.offset(stage) == 0)
            }
        }
    }
}

@testable import UIKit
import Foundation
import SegueDemo
import Testing
import UIKitTesting

extension SharedState {
    /// Reduce Motion in the demo: the M key switches it (posting UIKit's notification once a
    /// press), and the pet cards' flip into the reveal becomes a cross-fade under it — nothing
    /// turns, moves or grows, the reveal's opacity passes through the middle — while without it the
    /// screen still turns.
    @Suite struct DemoReduceMotionTests {
        static let size = CGSize(width: 600, height: 500)

        static func pressM(_ stage: DemoStage) {
            let m = UIKey(keyCode: .other, characters: "m")
            stage.frame { [.keyDown(m, time: $0), .keyUp(m, time: $0)] }
        }

        @Test func mTurnsReduceMotionOnAndOffPostingTheNotificationOncePerPress() throws {
            try DemoStage.with(size: Self.size) { stage in
                // Precondition: off, nobody notified yet.
                #expect(!UIAccessibility.isReduceMotionEnabled)
                var posts = 0
                let token = NotificationCenter.default.addObserver(
                    forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil) { _ in
                    MainActor.assumeIsolated { posts += 1 }
                }
                defer { NotificationCenter.default.removeObserver(token) }
                // Action: M pressed and released.
                Self.pressM(stage)
                // Assertion: on, one notification.
                #expect(UIAccessibility.isReduceMotionEnabled)
                #expect(posts == 1)
                // Action: M again.
                Self.pressM(stage)
                // Assertion: off, a second notification.
                #expect(!UIAccessibility.isReduceMotionEnabled)
                #expect(posts == 2)
            }
        }

        /// The reveal's presentation layer (opacity, transform, frame in the window) 0.15 s into
        /// the present, and the presenter's transform then, after tapping the Cat card.
        struct MidFlight {
            var revealOpacity: Float?
            var revealTransform: CATransform3D?
            var presenterTransform: CATransform3D?
            var revealFrame: CGRect?
        }

        static func tapCatCardAndLookMidFlight(_ stage: DemoStage) throws -> MidFlight {
            stage.settle()
            let card = try #require(stage.view("card-cat"), "no Cat card")
            let frame = stage.frameInWindow(card)
            let presenter = try #require(stage.window.rootViewController)
            stage.tap(CGPoint(x: frame.midX, y: frame.midY))
            for _ in 0..<8 { stage.frame() }
            let reveal = presenter.presentedViewController
            var mid = MidFlight()
            if let layer = reveal?.view.layer.presentation() {
                mid.revealOpacity = layer.opacity
                mid.revealTransform = layer.transform
                mid.revealFrame = reveal.map { stage.frameInWindow($0.view) }
            }
            mid.presenterTransform = presenter.view.layer.presentation()?.transform
            stage.settle()
            return mid
        }

        @Test func underReduceMotionTheCardCrossFadesIntoItsReveal() throws {
            try DemoStage.with(scene: "pet-cards", size: Self.size) { stage in
                // Precondition: Reduce Motion on (as M does).
                UIAccessibility.isReduceMotionEnabled = true
                // Action: tap the Cat card; look 8 frames in.
                let mid = try Self.tapCatCardAndLookMidFlight(stage)
                // Assertion: the reveal is in place, full size, untransformed, half faded in; the
                // presenter has not turned.
                let opacity = try #require(mid.revealOpacity, "the reveal was not on screen mid-flight")
                #expect(opacity > 0.05 && opacity < 0.95, "opacity \(opacity)")
                #expect(isClose(try #require(mid.revealTransform), CATransform3DIdentity))
                #expect(mid.revealFrame == CGRect(origin: .zero, size: Self.size))
                #expect(isClose(try #require(mid.presenterTransform), CATransform3DIdentity))
            }
        }

        @Test func withoutReduceMotionTheScreenStillTurns() throws {
            try DemoStage.with(scene: "pet-cards", size: Self.size) { stage in
                // Precondition: Reduce Motion off.
                #expect(!UIAccessibility.isReduceMotionEnabled)
                // Action: tap the Cat card; look 8 frames in.
                let mid = try Self.tapCatCardAndLookMidFlight(stage)
                // Assertion: the presenter is turning about the y axis (its transform is not the
                // identity), as the flip does.
                #expect(!isClose(try #require(mid.presenterTransform), CATransform3DIdentity))
            }
        }
    }
}

import Testing
@testable import UIKit
import Foundation

// DamageTracker's backdrop damage: what can change what a blurring node sees behind it. Lists built
// by hand, no X server.

extension SharedState {
    @Suite struct BackdropDamageTests {
        let window = CGSize(width: 400, height: 300)
        let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let teal = CGColor(red: 0.2, green: 0.6, blue: 0.7, alpha: 1)
        let pink = CGColor(red: 0.9, green: 0.3, blue: 0.5, alpha: 1)

        private func box(_ id: Int, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ color: CGColor?,
                         backdrop: RenderNode.Backdrop? = nil, children: [RenderNode] = []) -> RenderNode {
            var n = RenderNode(id: id, size: CGSize(width: w, height: h),
                               transform: ProjectiveTransform(translationX: x, y: y), backgroundColor: color,
                               children: children)
            n.backdrop = backdrop
            return n
        }

        /// A backdrop (#2, `behind`) under a blur view (#3) holding a square (#4, `inside`).
        private func scene(behind: CGColor, inside: CGColor) -> [RenderNode] {
            let blur = RenderNode.Backdrop(radius: 10, tint: nil)
            return [box(1, 0, 0, 400, 300, nil, children: [
                box(2, 20, 30, 100, 80, behind),
                box(3, 50, 40, 200, 100, nil, backdrop: blur, children: [box(4, 17, 11, 30, 20, inside)]),
            ])]
        }

        private func plan(_ tracker: DamageTracker, _ roots: [RenderNode]) -> DisplayList {
            var list = DisplayList(size: window, backgroundColor: white, roots: roots)
            tracker.plan(&list)
            return list
        }

        @Test func aChangeInsideTheBlurViewDamagesItsPixelsButNotItsBackdrop() {
            // Precondition: the scene planned once.
            let tracker = DamageTracker()
            _ = plan(tracker, scene(behind: teal, inside: teal))

            // Action: the square inside the blur view changes colour.
            let list = plan(tracker, scene(behind: teal, inside: pink))

            // Assertion: its pixels are damaged; the backdrop is not.
            #expect(list.damage?.rects == [CGRect(x: 67, y: 51, width: 30, height: 20)])
            #expect(list.backdropDamage?.isEmpty == true, "\(String(describing: list.backdropDamage))")
        }

        @Test func aChangeBehindTheBlurViewDamagesItsBackdrop() {
            // Precondition: the scene planned once.
            let tracker = DamageTracker()
            _ = plan(tracker, scene(behind: teal, inside: teal))

            // Action: the view behind changes colour.
            let list = plan(tracker, scene(behind: pink, inside: teal))

            // Assertion
            #expect(list.backdropDamage?.rects == [CGRect(x: 20, y: 30, width: 100, height: 80)])
        }

        /// `scene` with a card (#5, `card`) drawn after the blur view, in front of it, at `cardX`, and
        /// the blur view at `opacity`.
        private func scene(cardX: CGFloat, card: CGColor = .init(red: 0, green: 0, blue: 1, alpha: 1),
                           opacity: CGFloat = 1, behind: CGColor? = nil) -> [RenderNode] {
            var roots = scene(behind: behind ?? teal, inside: teal)
            roots[0].children[1].opacity = opacity
            roots[0].children.append(box(5, cardX, 150, 60, 60, card))
            return roots
        }

        @Test func aViewMovingInFrontOfTheBlurViewDoesNotDamageItsBackdrop() {
            // Precondition: the scene with a card in front of the blur view, planned once.
            let tracker = DamageTracker()
            _ = plan(tracker, scene(cardX: 30))

            // Action: the card slides right across the blur view, and changes colour.
            let list = plan(tracker, scene(cardX: 90, card: pink))

            // Assertion: its pixels are damaged where it was and is; the backdrop is not.
            #expect(list.damage?.isEmpty == false)
            #expect(list.backdropDamage?.isEmpty == true, "\(String(describing: list.backdropDamage))")
        }

        @Test func theBlurViewsOwnFadeDoesNotDamageItsBackdrop() {
            // Precondition: the blur view fully opaque, planned once.
            let tracker = DamageTracker()
            _ = plan(tracker, scene(cardX: 30))

            // Action: it fades to 0.4 while the card moves.
            let list = plan(tracker, scene(cardX: 40, opacity: 0.4))

            // Assertion: its pixels are damaged; what lies behind it did not change.
            #expect(list.damage?.rects.contains { $0.contains(CGRect(x: 50, y: 40, width: 200, height: 100)) } == true)
            #expect(list.backdropDamage?.isEmpty == true, "\(String(describing: list.backdropDamage))")
        }

        @Test func aChangeBehindTheBlurViewStillDamagesItsBackdropWhileACardMovesInFront() {
            // Precondition: the scene with a card, planned once.
            let tracker = DamageTracker()
            _ = plan(tracker, scene(cardX: 30))

            // Action: the view behind changes colour while the card moves.
            let list = plan(tracker, scene(cardX: 40, behind: pink))

            // Assertion: the backdrop damage is the view behind, not the card.
            #expect(list.backdropDamage?.rects == [CGRect(x: 20, y: 30, width: 100, height: 80)])
        }

        @Test func aViewMovedFromInFrontOfTheBlurToBehindItDamagesTheBackdrop() {
            // Precondition: the card in front of the blur view, planned once.
            let tracker = DamageTracker()
            _ = plan(tracker, scene(cardX: 30))

            // Action: the same card, unmoved, now drawn before the blur view (behind it).
            var roots = scene(cardX: 30)
            let card = roots[0].children.removeLast()
            roots[0].children.insert(card, at: 1)
            let behind = plan(tracker, roots)

            // Assertion: the card's area is backdrop damage.
            let cardRect = CGRect(x: 30, y: 150, width: 60, height: 60)
            #expect(behind.backdropDamage?.rects.contains { $0.contains(cardRect) } == true,
                    "\(String(describing: behind.backdropDamage))")

            // Action: and back in front of it.
            let front = plan(tracker, scene(cardX: 30))

            // Assertion: the backdrop lost the card: damaged there again.
            #expect(front.backdropDamage?.rects.contains { $0.contains(cardRect) } == true,
                    "\(String(describing: front.backdropDamage))")
        }

        @Test func aViewBetweenTwoBlurViewsDamagesTheBackdropOfTheOneInFront() {
            // Precondition: a second blur view (#6) after the card, planned once.
            let tracker = DamageTracker()
            func roots(cardX: CGFloat) -> [RenderNode] {
                var r = scene(cardX: cardX)
                r[0].children.append(box(6, 0, 200, 400, 100, nil, backdrop: RenderNode.Backdrop(radius: 10, tint: nil)))
                return r
            }
            _ = plan(tracker, roots(cardX: 30))

            // Action: the card, in front of the first blur and behind the second, moves.
            let list = plan(tracker, roots(cardX: 40))

            // Assertion: backdrop damage where it was and is.
            #expect(list.backdropDamage?.rects.contains { $0.contains(CGRect(x: 30, y: 150, width: 70, height: 60)) } == true,
                    "\(String(describing: list.backdropDamage))")
        }

        @Test func aViewThatVanishesFromInFrontOfTheBlurDoesNotDamageItsBackdrop() {
            // Precondition: the card in front of the blur view, planned once.
            let tracker = DamageTracker()
            _ = plan(tracker, scene(cardX: 30))

            // Action: the card is removed.
            var roots = scene(cardX: 30)
            roots[0].children.removeLast()
            let list = plan(tracker, roots)

            // Assertion: its pixels are damaged; the backdrop is not.
            #expect(list.damage?.rects == [CGRect(x: 30, y: 150, width: 60, height: 60)])
            #expect(list.backdropDamage?.isEmpty == true, "\(String(describing: list.backdropDamage))")
        }
    }
}

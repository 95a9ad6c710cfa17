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
    }
}

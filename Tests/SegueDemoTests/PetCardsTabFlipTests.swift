@testable import UIKit
import Foundation
@testable import SegueDemo
import Testing
import UIKitTesting

extension SharedState {
    /// As the tutorial's closing note says, its flip animators are not tied to presentation: a tab
    /// bar controller's delegate can vend them for a tab switch, which then flips the same way.
    @Suite struct PetCardsTabFlipTests {
        final class FlipTabs: NSObject, UITabBarControllerDelegate {
            func tabBarController(_ tabBarController: UITabBarController,
                                  animationControllerForTransitionFrom fromVC: UIViewController,
                                  to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                FlipPresentAnimationController(originFrame: CGRect(x: 100, y: 100, width: 120, height: 160))
            }
        }

        @Test func aTabSwitchVendedTheFlipTurnsTheOldTabAwayAndEndsOnTheNewOne() {
            withTestApplication(size: CGSize(width: 400, height: 600)) { app, platform in
                let window = makeKeyWindow(size: platform.windowSize)
                // Precondition: two tabs, the first shown, the flip's delegate set.
                let first = UIViewController(), second = UIViewController()
                first.view.backgroundColor = .red
                second.view.backgroundColor = .blue
                let tabs = UITabBarController()
                tabs.viewControllers = [first, second]
                let delegate = FlipTabs()
                tabs.delegate = delegate
                window.rootViewController = tabs
                app.renderNow()

                // Action: switch tabs and look a sixth of the way in (half way through the first third).
                tabs.selectedIndex = 1
                app.renderFrame(after: 0.1)

                // Assertion: the first tab is turning about y (its presentation transform has
                // perspective), the new tab is hidden behind the snapshot.
                let turning = first.view.layer.presentation()?.transform ?? CATransform3DIdentity
                #expect(turning != CATransform3DIdentity)
                #expect(second.view.isHidden)

                // Action: let the 0.6 s flip finish.
                for _ in 0..<45 { app.renderFrame(after: 1.0 / 60) }

                // Assertion: the second tab shown, upright, nothing left over.
                #expect(tabs.selectedViewController === second)
                #expect(!second.view.isHidden)
                #expect(first.view.layer.transform == CATransform3DIdentity)
                #expect(second.view.superview != nil && first.view.superview == nil)
            }
        }
    }
}

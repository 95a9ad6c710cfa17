// The tab bar drawn as iOS draws it, read back from a real window: the translucent light
// background, the hairline above it, the selected item in systemBlue and the others in systemGray,
// and a red badge; and an animated tab switch, a cross-fade, mid-way and at its end.

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

extension XServerTests {
    @Suite struct TabBarPixelTests {
        static let white = RGB(255, 255, 255)

        /// A 20×20 opaque square, drawn by the bar as a template in the item's colour.
        static let glyph = UIImage(bitmap: Bitmap(width: 20, height: 20,
                                                  pixels: Array(repeating: 0xFF00_0000, count: 400)))

        /// The pixels of `image` inside `rect` for which `test` holds.
        static func count(_ image: Bitmap, in rect: CGRect, where test: (RGB) -> Bool) -> Int {
            var n = 0
            for y in Int(rect.minY)..<Int(rect.maxY) {
                for x in Int(rect.minX)..<Int(rect.maxX) where test(image.rgb(x, y)) { n += 1 }
            }
            return n
        }

        @Test func barIsLightWithAHairlineAndTintsOnlyTheSelectedItem() throws {
            try XWindowHarness.run(size: CGSize(width: 320, height: 240)) { x in
                // Precondition: two white tabs with square icons, Home selected, a badge on Inbox.
                let home = UIViewController()
                home.view.backgroundColor = .white
                home.tabBarItem = UITabBarItem(title: "Home", image: Self.glyph, tag: 0)
                let inbox = UIViewController()
                inbox.view.backgroundColor = .white
                inbox.tabBarItem = UITabBarItem(title: "Inbox", image: Self.glyph, tag: 1)
                inbox.tabBarItem.badgeValue = "3"
                let tabs = UITabBarController()
                tabs.viewControllers = [home, inbox]
                x.show(tabs)

                // Action
                let shot = try x.render()

                // Assertion: the bar (rows 191…239) is #F9F9F9 at 94 % over white; the row above
                // it is the hairline, black at 30 % over the white tab (178–179); above that, white.
                let bar = RGB.blend(RGB(249, 249, 249), alpha: 240.0 / 255, over: Self.white)
                expectPixel(shot, 3, 238, bar, tolerance: 1, "bar's bottom-left")
                expectPixel(shot, 160, 192, bar, tolerance: 1, "bar's top row")
                expectPixel(shot, 160, 190, RGB.blend(RGB(0, 0, 0), alpha: 0.3, over: Self.white), tolerance: 1, "hairline")
                expectPixel(shot, 160, 189, Self.white, tolerance: 0, "tab above the hairline")
                // Home's icon, centred in its 160-point item, 8 points below the bar's top: exactly
                // systemBlue inside, bar colour just outside its left edge.
                expectPixel(shot, 80, 209, RGB(0, 122, 255), tolerance: 1, "selected icon")
                expectPixel(shot, 71, 209, RGB(0, 122, 255), tolerance: 1, "selected icon's left column")
                expectPixel(shot, 68, 209, bar, tolerance: 1, "left of the selected icon")
                // Inbox's icon in systemGray (#8E8E93).
                expectPixel(shot, 232, 215, RGB(142, 142, 147), tolerance: 1, "unselected icon")
                // The badge: systemRed at the icon's top-right (its left end, beside the white "3").
                expectPixel(shot, 248, 202, RGB(255, 59, 48), tolerance: 2, "badge")
                // The titles under the icons: blue ink under Home, grey and no blue under Inbox.
                let titles = CGRect(x: 0, y: 224, width: 160, height: 13)
                let blueInk = Self.count(shot, in: titles) { $0.b > 200 && $0.r < 150 && $0.b - $0.r > 80 }
                #expect(blueInk > 15, "Home's title: \(blueInk) blue pixels")
                let inboxTitle = titles.offsetBy(dx: 160, dy: 0)
                #expect(Self.count(shot, in: inboxTitle) { $0.b - $0.r > 30 } == 0)
                let greyInk = Self.count(shot, in: inboxTitle) { $0.luma < 200 }
                #expect(greyInk > 15, "Inbox's title: \(greyInk) grey pixels")
            }
        }

        @Test func midCrossFadeAPixelBlendsTheTwoTabsByTheAnimatorsFractionAndEndsOnTheNewTab() throws {
            try XWindowHarness.run(size: CGSize(width: 320, height: 240)) { x in
                // Precondition: a brick-red Home and a sky-blue Inbox over the controller's white
                // background; the delegate vends a 0.3 s linear cross-fade; Home drawn at rest.
                let red = RGB(200, 40, 40), blue = RGB(40, 160, 220)
                let home = UIViewController()
                home.view.backgroundColor = UIColor(red: 200 / 255, green: 40 / 255, blue: 40 / 255, alpha: 1)
                let inbox = UIViewController()
                inbox.view.backgroundColor = UIColor(red: 40 / 255, green: 160 / 255, blue: 220 / 255, alpha: 1)
                let tabs = UITabBarController()
                tabs.viewControllers = [home, inbox]
                tabs.view.backgroundColor = .white
                let fade = CrossFadeAnimator(duration: 0.3)
                let delegate = FadingTabs(fade)
                tabs.delegate = delegate
                x.show(tabs)
                _ = try x.render()

                // Action: switch to Inbox and draw the frame 0.12 s in.
                tabs.selectedIndex = 1
                _ = try x.render()
                x.clock.advance(by: 0.12)
                let mid = try x.render()

                // Assertion: Home at 1 − f over white, Inbox at f over that, f the animator's fraction.
                let f = Double(try #require(fade.running).fractionComplete)
                #expect(f > 0.3 && f < 0.5, "fraction \(f)")
                let expected = RGB.blend(blue, alpha: f, over: RGB.blend(red, alpha: 1 - f, over: Self.white))
                expectPixel(mid, 100, 100, expected, tolerance: 2, "mid-fade at fraction \(f)")

                // Action: let the switch end.
                x.clock.advance(by: 0.3)
                _ = try x.render()
                let end = try x.render()

                // Assertion: exactly Inbox's colour.
                expectPixel(end, 100, 100, blue, tolerance: 0, "after the switch")
                #expect(tabs.selectedViewController === inbox && home.view.superview == nil)
            }
        }
    }
}

/// Vends one cross-fade for every switch.
private final class FadingTabs: UITabBarControllerDelegate {
    let animator: CrossFadeAnimator
    init(_ animator: CrossFadeAnimator) { self.animator = animator }

    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
}

// UIKit's navigation bar read back from a real window: iOS's light bar colour and hairline, the back
// chevron and previous title in the tint, the centred title, and a bar button item.

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

extension XServerTests {
    @Suite struct NavigationBarPixelTests {
        @Test func pushedControllerShowsIOSBarWithBackChevronTitleAndItem() throws {
            try XWindowHarness.run(size: CGSize(width: 360, height: 200)) { x in
                // Precondition: two controllers pushed without animation over white content, a
                // "Done" item on the top one.
                let inbox = UIViewController()
                inbox.title = "Inbox"
                let message = UIViewController()
                message.title = "Message"
                message.view.backgroundColor = .white
                message.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
                let nav = UINavigationController(rootViewController: inbox)
                nav.pushViewController(message, animated: false)
                x.show(nav)

                // Action
                let shot = try x.render()

                // Assertion: #F9F9F9 at 94 % over the navigation controller's white view; the row
                // under the bar is the hairline (black at 30 % over white); then the content.
                let white = IOSLookPixelTests.white
                let bar = RGB.blend(RGB(249, 249, 249), alpha: 240.0 / 255, over: white)
                expectPixel(shot, 250, 4, bar, tolerance: 1, "bar")
                expectPixel(shot, 250, 43, bar, tolerance: 1, "the bar's last row")
                expectPixel(shot, 250, 44, RGB.blend(RGB(0, 0, 0), alpha: 0.3, over: white), tolerance: 1, "hairline")
                expectPixel(shot, 250, 45, white, tolerance: 0, "content under the hairline")
                // The chevron 8 points in and "Inbox" beside it, in the tint; nothing tinted at the edge.
                let chevron = IOSLookPixelTests.count(shot, in: CGRect(x: 8, y: 11, width: 13, height: 22), where: IOSLookPixelTests.isTintInk)
                #expect(chevron > 40, "chevron: \(chevron) tinted pixels")
                #expect(IOSLookPixelTests.count(shot, in: CGRect(x: 0, y: 0, width: 7, height: 44), where: IOSLookPixelTests.isTintInk) == 0)
                #expect(IOSLookPixelTests.count(shot, in: CGRect(x: 26, y: 8, width: 50, height: 28), where: IOSLookPixelTests.isTintInk) > 40)
                // The title in black around the centre, and "Done" in the tint at the trailing edge.
                let titleInk = IOSLookPixelTests.count(shot, in: CGRect(x: 140, y: 8, width: 80, height: 28)) { $0.luma < 80 }
                #expect(titleInk > 40, "title: \(titleInk) dark pixels")
                #expect(IOSLookPixelTests.count(shot, in: CGRect(x: 300, y: 8, width: 52, height: 28), where: IOSLookPixelTests.isTintInk) > 40)
            }
        }
    }
}

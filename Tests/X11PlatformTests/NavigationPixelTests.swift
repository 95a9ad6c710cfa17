// UIKit's navigation controller read back from a real window: iOS's light bar colour and hairline, the back
// chevron and previous title in the tint, the centred title, a bar button item, and mid-push the veil and shadow.

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

extension XServerTests {
    @Suite struct NavigationPixelTests {
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

        @Test func midPushTheOutgoingViewIsVeiledAndTheIncomingEdgeCastsAShadow() throws {
            try XWindowHarness.run(size: CGSize(width: 320, height: 200)) { x in
                // Precondition: a white root in a navigation controller, drawn at rest.
                let inbox = UIViewController()
                inbox.view.backgroundColor = .white
                let message = UIViewController()
                message.view.backgroundColor = .white
                let nav = UINavigationController(rootViewController: inbox)
                x.show(nav)
                _ = try x.render()

                // Action: push, and draw the frame 0.15 s in.
                nav.pushViewController(message, animated: true)
                _ = try x.render()
                x.clock.advance(by: 0.15)
                let shot = try x.render()

                // Assertion: the incoming view's edge is where its presentation layer is; left of it
                // the outgoing white is veiled by black at the veil's presentation alpha, and darker
                // still just left of the edge, where the shadow falls; right of the edge, white.
                let edge = Int(presentedFrameX(message.view).rounded())
                #expect(edge > 40 && edge < 280, "incoming edge at \(edge)")
                let veil = CGFloat(try #require(nav.transitionView.subviews.first { $0.backgroundColor == .black }?.layer.presentation()).opacity)
                let row = 120
                let veiled = RGB.blend(RGB(0, 0, 0), alpha: Double(veil), over: IOSLookPixelTests.white)
                expectPixel(shot, 10, row, veiled, tolerance: 2, "the veiled outgoing view")
                let shadowed = shot.rgb(edge - 2, row)
                #expect(Int(shadowed.r) < Int(veiled.r) - 3, "shadow at the edge: \(shadowed) against \(veiled)")
                expectPixel(shot, edge + 3, row, IOSLookPixelTests.white, tolerance: 0, "the incoming view")
            }
        }
    }
}

/// The x of `view`'s presentation frame in the window.
@MainActor private func presentedFrameX(_ view: UIView) -> CGFloat {
    let layer = view.layer.presentation() ?? view.layer
    return view.superview!.convert(layer.frame.origin, to: nil).x
}

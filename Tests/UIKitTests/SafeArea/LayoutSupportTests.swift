@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// The pre-iOS 11 API presentation code still uses: a controller's top and bottom layout guides
// (following the root view's safe area, as since iOS 11), the application's status bar frame, and
// the scroll indicators' insets.

extension SharedState {
    @Suite struct LayoutSupportTests {
        @Test func theLayoutGuidesSpanTheRootViewsUnsafeBands() {
            withPhone { app in
                // Precondition: a phone root controller with two views pinned to its guides.
                let vc = InsetsRecordingController()
                _ = makeKeyWindow(size: EmulatedDevice.iPhone15.size, root: vc)
                let header = UIView(), footer = UIView()
                for v in [header, footer] {
                    v.translatesAutoresizingMaskIntoConstraints = false
                    vc.view.addSubview(v)
                }
                // Action
                NSLayoutConstraint.activate([
                    header.topAnchor.constraint(equalTo: vc.topLayoutGuide.bottomAnchor),
                    header.leftAnchor.constraint(equalTo: vc.view.leftAnchor),
                    header.widthAnchor.constraint(equalToConstant: 100),
                    header.heightAnchor.constraint(equalTo: vc.topLayoutGuide.heightAnchor),
                    footer.bottomAnchor.constraint(equalTo: vc.bottomLayoutGuide.topAnchor),
                    footer.leftAnchor.constraint(equalTo: vc.view.leftAnchor),
                    footer.widthAnchor.constraint(equalToConstant: 100),
                    footer.heightAnchor.constraint(equalToConstant: 10),
                ])
                app.renderNow()
                // Assertion: the top band is the status bar's 59 points, the bottom the home
                // indicator's 34; the same guide object comes back each time.
                #expect(vc.topLayoutGuide.length == 59)
                #expect(vc.bottomLayoutGuide.length == 34)
                #expect(header.frame == CGRect(x: 0, y: 59, width: 100, height: 59))
                #expect(footer.frame == CGRect(x: 0, y: 852 - 34 - 10, width: 100, height: 10))
                #expect(vc.topLayoutGuide === vc.topLayoutGuide)
            }
        }

        @Test func theLayoutGuidesFollowAReplacedRootView() throws {
            try withPhone { app in
                // Precondition: the guide of the first root view.
                let vc = InsetsRecordingController()
                _ = makeKeyWindow(size: EmulatedDevice.iPhone15.size, root: vc)
                app.renderNow()
                let first = vc.topLayoutGuide as? UILayoutGuide
                // Action
                vc.view = UIView(frame: UIScreen.main.bounds)
                // Assertion: the guide now belongs to the new view.
                let second = try #require(vc.topLayoutGuide as? UILayoutGuide)
                #expect(first?.owningView !== vc.view)
                #expect(second.owningView === vc.view)
            }
        }

        @Test func theStatusBarFrameIsTheEmulatedPhonesBarAndZeroWhenHidden() {
            withPhone { app in
                // Precondition
                let vc = InsetsRecordingController()
                _ = makeKeyWindow(size: EmulatedDevice.iPhone15.size, root: vc)
                app.renderNow()
                let shown = app.statusBarFrame
                // Action
                vc.hidesStatusBar = true
                vc.setNeedsStatusBarAppearanceUpdate()
                app.renderNow()
                // Assertion
                #expect(shown == CGRect(x: 0, y: 0, width: 393, height: 59))
                #expect(app.statusBarFrame == .zero)
            }
        }

        @Test func aDesktopWindowHasNoStatusBarFrame() {
            withTestApplication { app, platform in
                _ = makeKeyWindow(size: platform.windowSize)
                app.renderNow()
                #expect(app.statusBarFrame == .zero)
            }
        }

        @Test func scrollIndicatorInsetsSetsBothIndicatorsAndReadsTheVertical() {
            // Precondition
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scroll.horizontalScrollIndicatorInsets = UIEdgeInsets(top: 0, left: 1, bottom: 2, right: 3)
            let before = scroll.horizontalScrollIndicatorInsets
            // Action
            scroll.scrollIndicatorInsets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
            scroll.verticalScrollIndicatorInsets.bottom = 30
            // Assertion
            #expect(before == UIEdgeInsets(top: 0, left: 1, bottom: 2, right: 3))
            #expect(scroll.horizontalScrollIndicatorInsets == UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
            #expect(scroll.verticalScrollIndicatorInsets == UIEdgeInsets(top: 10, left: 0, bottom: 30, right: 0))
            #expect(scroll.scrollIndicatorInsets == scroll.verticalScrollIndicatorInsets)
        }
    }
}

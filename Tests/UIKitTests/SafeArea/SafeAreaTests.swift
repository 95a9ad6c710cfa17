@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// Safe areas as UIKit computes them: the emulated screen's unsafe edges, each view's overlap with
// its superview's unsafe region in its own coordinates, a controller's additionalSafeAreaInsets, the
// callbacks when they change, guides that follow them, and what navigation and tab bars, sheets and
// margins make of them.

extension SharedState {
    @Suite struct SafeAreaTests {
        @Test func nestedViewsTakeTheirOverlapWithTheUnsafeEdgesInTheirOwnCoordinates() {
            withPhone { app in
                // Precondition: an iPhone 15 window (top 59, bottom 34) holding views across the edges.
                let window = makeKeyWindow(size: EmulatedDevice.iPhone15.size)
                let topBand = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 100))
                let inner = UIView(frame: CGRect(x: 5, y: 10, width: 50, height: 60))
                let middle = UIView(frame: CGRect(x: 0, y: 300, width: 393, height: 200))
                let under = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 20))
                let bottom = UIView(frame: CGRect(x: 10, y: 800, width: 100, height: 52))
                window.addSubview(topBand)
                topBand.addSubview(inner)
                window.addSubview(middle)
                window.addSubview(under)
                window.addSubview(bottom)
                // Action
                app.renderNow()
                // Assertion: each view's share of the unsafe edges, clamped to its own size.
                #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
                #expect(topBand.safeAreaInsets == UIEdgeInsets(top: 29, left: 0, bottom: 0, right: 0))
                #expect(inner.safeAreaInsets == UIEdgeInsets(top: 19, left: 0, bottom: 0, right: 0))
                #expect(middle.safeAreaInsets == .zero)
                #expect(under.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
                #expect(bottom.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
                // A view outside any window has none.
                #expect(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)).safeAreaInsets == .zero)
            }
        }

        @Test func aDesktopWindowHasNoSafeAreaInsets() {
            withTestApplication(size: CGSize(width: 393, height: 852)) { app, _ in
                // Precondition: a plain window (no emulated device) with a view at its top edge.
                let window = makeKeyWindow(size: CGSize(width: 393, height: 852))
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
                window.addSubview(view)
                // Action
                app.renderNow()
                // Assertion
                #expect(window.safeAreaInsets == .zero)
                #expect(view.safeAreaInsets == .zero)
            }
        }

        @Test func additionalSafeAreaInsetsAddToTheRootViewAndReachItsSubviews() {
            withPhone { app in
                // Precondition: a controller filling the iPhone window, a subview at its top-left.
                let vc = InsetsRecordingController()
                _ = makeKeyWindow(size: EmulatedDevice.iPhone15.size, root: vc)
                let corner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                vc.view.addSubview(corner)
                // Action
                vc.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 7, bottom: 0, right: 3)
                app.renderNow()
                // Assertion
                #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 69, left: 7, bottom: 34, right: 3))
                #expect(corner.safeAreaInsets == UIEdgeInsets(top: 69, left: 7, bottom: 0, right: 0))
            }
        }

        @Test func additionalSafeAreaInsetsWorkOnADesktopWindowToo() {
            withTestApplication { app, platform in
                // Precondition
                let vc = InsetsRecordingController()
                _ = makeKeyWindow(size: platform.windowSize, root: vc)
                // Action
                vc.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0)
                app.renderNow()
                // Assertion
                #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0))
            }
        }

        @Test func insetsChangesAreReportedOnceEachViewThenControllerBeforeLayout() {
            withPhone { app in
                // Precondition: a controller in the iPhone window, laid out once.
                let vc = InsetsRecordingController()
                _ = makeKeyWindow(size: EmulatedDevice.iPhone15.size, root: vc)
                let child = InsetsRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                vc.view.addSubview(child)
                app.renderNow()
                let first = vc.log
                vc.log = []
                app.renderNow()
                let idle = vc.log
                // Action: more insets at the top.
                vc.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
                app.renderNow()
                // Assertion: the first pass reports the window's insets, view first, then the
                // controller, then layout; a pass with no change reports nothing; a change once more.
                #expect(first == ["view.safeAreaInsetsDidChange 59 0 34 0", "viewSafeAreaInsetsDidChange 59 0 34 0",
                                  "viewWillLayoutSubviews"], "log: \(first)")
                #expect(idle.isEmpty, "log: \(idle)")
                #expect(vc.log == ["view.safeAreaInsetsDidChange 79 0 34 0", "viewSafeAreaInsetsDidChange 79 0 34 0",
                                   "viewWillLayoutSubviews"], "log: \(vc.log)")
                // The subview heard both changes too, once each.
                #expect(child.changes == 2)
                #expect(child.safeAreaInsets.top == 79)
            }
        }

        @Test func constraintsToTheSafeAreaGuideFollowTheInsets() {
            withPhone { app in
                // Precondition: a view pinned to the root view's safe area on all four sides.
                let vc = UIViewController()
                _ = makeKeyWindow(size: EmulatedDevice.iPhone15.size, root: vc)
                let content = UIView()
                content.translatesAutoresizingMaskIntoConstraints = false
                vc.view.addSubview(content)
                let guide = vc.view.safeAreaLayoutGuide
                NSLayoutConstraint.activate([
                    content.topAnchor.constraint(equalTo: guide.topAnchor),
                    content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                    content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                    content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                ])
                // Action
                app.renderNow()
                let before = content.frame
                vc.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 12, bottom: 50, right: 0)
                app.renderNow()
                // Assertion: between the status bar and the home indicator, then narrower and shorter.
                #expect(before == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
                #expect(content.frame == CGRect(x: 12, y: 59, width: 381, height: 852 - 59 - 84))
            }
        }

        @Test func marginsAddToTheSafeAreaAndTheReadableGuideIsTheMarginsGuideOnAPhone() {
            withPhone { app in
                // Precondition: the root view's margins and readable guides.
                let vc = UIViewController()
                _ = makeKeyWindow(size: EmulatedDevice.iPhone15.size, root: vc)
                vc.view.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
                let margins = vc.view.layoutMarginsGuide, readable = vc.view.readableContentGuide
                // Action
                app.renderNow()
                // Assertion: margins measured from the safe area; on a phone the readable guide is
                // the margins guide.
                #expect(margins.layoutFrame == CGRect(x: 16, y: 67, width: 361, height: 852 - 67 - 42))
                #expect(readable.layoutFrame == margins.layoutFrame)
                // Without insetsLayoutMarginsFromSafeArea the margins ignore the status bar.
                vc.view.insetsLayoutMarginsFromSafeArea = false
                app.renderNow()
                #expect(margins.layoutFrame.minY == 8)
                #expect(vc.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
            }
        }

        @Test func aRootViewsMarginsAreAtLeastTheSystemMinimum() {
            withPhone { app in
                // Precondition: a root view whose margins were never set, and a plain subview.
                let vc = UIViewController()
                _ = makeKeyWindow(size: EmulatedDevice.iPhone15.size, root: vc)
                let plain = UIView(frame: CGRect(x: 0, y: 200, width: 393, height: 100))
                vc.view.addSubview(plain)
                let margins = vc.view.layoutMarginsGuide, plainMargins = plain.layoutMarginsGuide
                let filler = UIView()
                filler.translatesAutoresizingMaskIntoConstraints = false
                plain.addSubview(filler)
                NSLayoutConstraint.activate([
                    filler.leadingAnchor.constraint(equalTo: plainMargins.leadingAnchor),
                    filler.trailingAnchor.constraint(equalTo: plainMargins.trailingAnchor),
                    filler.topAnchor.constraint(equalTo: plainMargins.topAnchor),
                    filler.bottomAnchor.constraint(equalTo: plainMargins.bottomAnchor),
                ])
                // Action
                app.renderNow()
                // Assertion: the root view measures from 16-point sides and nothing above or below the
                // safe area (UIKit's phone minimum); a plain view keeps its 8 points a side.
                #expect(vc.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
                #expect(margins.layoutFrame == CGRect(x: 16, y: 59, width: 361, height: 852 - 59 - 34))
                #expect(filler.frame == CGRect(x: 8, y: 8, width: 377, height: 84))
                // Action: margins smaller than the minimum at the sides, larger above.
                vc.view.layoutMargins = UIEdgeInsets(top: 20, left: 4, bottom: 0, right: 30)
                app.renderNow()
                // Assertion: each edge takes the larger of the two.
                #expect(margins.layoutFrame == CGRect(x: 16, y: 79, width: 393 - 16 - 30, height: 852 - 79 - 34))
                // Action: the controller stops respecting the minimum.
                vc.viewRespectsSystemMinimumLayoutMargins = false
                app.renderNow()
                // Assertion: the root view's own margins alone.
                #expect(margins.layoutFrame == CGRect(x: 4, y: 79, width: 393 - 4 - 30, height: 852 - 79 - 34))
            }
        }

        @Test func aViewPreservingItsSuperviewsMarginsKeepsContentInsideThem() {
            withTestApplication(size: CGSize(width: 400, height: 300)) { app, _ in
                // Precondition: a plain 400×300 view with 30-point margins, and a child 10 points in
                // from its left and top whose own margins are 8; content pinned to the child's margins.
                let window = makeKeyWindow(size: CGSize(width: 400, height: 300))
                let outer = UIView(frame: window.bounds)
                outer.layoutMargins = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
                window.addSubview(outer)
                let child = UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 200))
                outer.addSubview(child)
                let content = UIView()
                content.translatesAutoresizingMaskIntoConstraints = false
                child.addSubview(content)
                let g = child.layoutMarginsGuide
                NSLayoutConstraint.activate([
                    content.leadingAnchor.constraint(equalTo: g.leadingAnchor),
                    content.trailingAnchor.constraint(equalTo: g.trailingAnchor),
                    content.topAnchor.constraint(equalTo: g.topAnchor),
                    content.bottomAnchor.constraint(equalTo: g.bottomAnchor),
                ])
                app.renderNow()
                #expect(content.frame == CGRect(x: 8, y: 8, width: 284, height: 184))
                // Action: the child preserves its superview's margins.
                child.preservesSuperviewLayoutMargins = true
                app.renderNow()
                // Assertion: left and top grow to reach the outer margins (30 - 10); right and bottom,
                // 90 and 90 points from the outer edges, keep their own 8.
                #expect(content.frame == CGRect(x: 20, y: 20, width: 300 - 20 - 8, height: 200 - 20 - 8))
            }
        }

        @Test func aWideWindowsRootViewGetsTwentyPointSides() {
            withTestApplication(size: CGSize(width: 900, height: 600)) { app, _ in
                // Precondition: a desktop-sized window's root view.
                let vc = UIViewController()
                _ = makeKeyWindow(size: CGSize(width: 900, height: 600), root: vc)
                let margins = vc.view.layoutMarginsGuide
                // Action
                app.renderNow()
                // Assertion: 20-point sides, nothing above and below (no safe area on a desktop window).
                #expect(margins.layoutFrame == CGRect(x: 20, y: 0, width: 860, height: 600))
            }
        }

        @Test func theReadableGuideIsAReadableWidthCentredInAWideView() {
            withTestApplication(size: CGSize(width: 1000, height: 400)) { app, _ in
                // Precondition: a 1000-point-wide view and a line pinned to its readable guide.
                let window = makeKeyWindow(size: CGSize(width: 1000, height: 400))
                let wide = UIView(frame: window.bounds)
                window.addSubview(wide)
                let line = UIView()
                line.translatesAutoresizingMaskIntoConstraints = false
                wide.addSubview(line)
                let readable = wide.readableContentGuide
                NSLayoutConstraint.activate([
                    line.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
                    line.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
                    line.topAnchor.constraint(equalTo: readable.topAnchor),
                    line.heightAnchor.constraint(equalToConstant: 10),
                ])
                // Action
                app.renderNow()
                // Assertion: 672 points, centred (8-point margins leave 984, 312 to share).
                #expect(line.frame == CGRect(x: 164, y: 8, width: 672, height: 10))
            }
        }

        @Test func aFullScreenScrollViewAddsTheSafeAreaToItsInsetAndRestsBelowTheStatusBar() {
            withPhone { app in
                // Precondition: a tall list filling the iPhone, a short one that never adjusts, and
                // one that adjusts only the axes it scrolls along.
                let window = makeKeyWindow(size: EmulatedDevice.iPhone15.size)
                let list = UIScrollView(frame: window.bounds)
                list.contentSize = CGSize(width: 393, height: 2000)
                list.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
                list.contentOffset = CGPoint(x: 0, y: -5)
                let never = UIScrollView(frame: window.bounds)
                never.contentInsetAdjustmentBehavior = .never
                let short = UIScrollView(frame: window.bounds)
                short.contentInsetAdjustmentBehavior = .scrollableAxes
                short.contentSize = CGSize(width: 393, height: 100)
                for v in [list, never, short] { window.addSubview(v) }
                // Action
                app.renderNow()
                // Assertion: the list's inset grows by the status bar and the home indicator, and it
                // rests at its new top; the others keep their own insets and offsets.
                #expect(list.adjustedContentInset == UIEdgeInsets(top: 64, left: 0, bottom: 34, right: 0))
                #expect(list.contentOffset == CGPoint(x: 0, y: -64))
                #expect(never.adjustedContentInset == .zero && never.contentOffset == .zero)
                #expect(short.adjustedContentInset == .zero)
            }
        }

        @Test func aNavigationControllersChildSitsBelowTheBarUnderTheStatusBar() {
            withPhone { app in
                // Precondition
                let child = UIViewController()
                let nav = UINavigationController(rootViewController: child)
                _ = makeKeyWindow(size: EmulatedDevice.iPhone15.size, root: nav)
                // Action
                app.renderNow()
                // Assertion: the bar below the 59-point status bar, its backdrop reaching up over it;
                // the child between the bar and the screen's bottom, keeping clear of the indicator.
                #expect(nav.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
                #expect(nav.navigationBar.statusBarBackdrop.frame == CGRect(x: 0, y: -59, width: 393, height: 59))
                #expect(!nav.navigationBar.statusBarBackdrop.isHidden)
                #expect(child.view.convert(child.view.bounds, to: nil) == CGRect(x: 0, y: 103, width: 393, height: 749))
                #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
            }
        }

        @Test func aTabBarGrowsOverTheHomeIndicatorAndItsTabsKeepClearOfIt() {
            withPhone { app in
                // Precondition
                let first = UIViewController(), second = UIViewController()
                let tabs = UITabBarController()
                tabs.viewControllers = [first, second]
                _ = makeKeyWindow(size: EmulatedDevice.iPhone15.size, root: tabs)
                // Action
                app.renderNow()
                // Assertion: 49 + 34 = 83 points, as on a notched iPhone; the tab above it with the
                // status bar as its only unsafe edge.
                #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
                #expect(first.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
            }
        }

        @Test func aPageSheetBelowTheStatusBarGetsOnlyTheBottomInset() {
            withPhone { app in
                // Precondition
                let parent = UIViewController()
                _ = makeKeyWindow(size: EmulatedDevice.iPhone15.size, root: parent)
                app.renderNow()
                let sheet = InsetsRecordingController()
                // Action
                parent.present(sheet, animated: false)
                app.renderNow()
                // Assertion: the card starts 10 points below the status bar, as on iOS, so no top
                // inset; it reaches the bottom, so the home indicator's.
                let frame = sheet.view.convert(sheet.view.bounds, to: nil)
                #expect(frame.minY == 69, "sheet at \(frame)")
                #expect(sheet.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
            }
        }
    }
}

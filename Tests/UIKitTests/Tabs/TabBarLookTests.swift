@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// The tab bar's geometry and colours, the default tab bar item, and redrawing when an item's
    /// title or badge changes.
    @Suite struct TabBarLookTests {
        /// A 10×10 opaque black square, to be drawn as a template.
        static let glyph = UIImage(bitmap: Bitmap(width: 10, height: 10,
                                                  pixels: Array(repeating: 0xFF00_0000, count: 100)))

        @Test func theBarIs49PointsAtTheBottomWithItemsSharingTheWidth() {
            let f = TabFixture()
            withTransitionStage(root: f.tabs) { _ in
                // Assertion: a 320×480 window, the bar 49 high at its bottom, three items 107/106/107.
                let bar = f.tabs.tabBar
                #expect(bar.frame == CGRect(x: 0, y: 431, width: 320, height: 49))
                #expect(bar.buttons.map(\.frame) == [
                    CGRect(x: 0, y: 0, width: 107, height: 49),
                    CGRect(x: 107, y: 0, width: 106, height: 49),
                    CGRect(x: 213, y: 0, width: 107, height: 49),
                ])
                #expect(f.home.view.frame == CGRect(x: 0, y: 0, width: 320, height: 431))
                // The icon's box is centred near the top, the title under it in 10 pt medium.
                let inbox = f.button(f.inbox)
                #expect(inbox.iconView.frame == CGRect(x: 39, y: 4, width: 28, height: 28))
                #expect(inbox.titleLabel.frame == CGRect(x: 0, y: 33, width: 106, height: 13))
                #expect(inbox.titleLabel.font == UIFont.systemFont(ofSize: 10, weight: .medium))
                #expect(inbox.titleLabel.text == "Inbox")
                // The background, and the one-pixel hairline just above the top edge.
                #expect(bar.backgroundColor?.cgColor == UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255,
                                                                alpha: 240 / 255).cgColor)
                let hairline = bar.subviews.first { $0.backgroundColor?.cgColor == UIColor(white: 0, alpha: 0.3).cgColor }
                #expect(hairline?.frame == CGRect(x: 0, y: -1, width: 320, height: 1))
            }
        }

        @Test func theSelectedItemIsTintedAndTheOthersGrey() {
            let f = TabFixture()
            f.inbox.tabBarItem.image = Self.glyph
            withTransitionStage(root: f.tabs) { _ in
                // Precondition: Home selected.
                #expect(f.button(f.home).titleLabel.textColor.cgColor == UIColor.systemBlue.cgColor)
                #expect(f.button(f.inbox).titleLabel.textColor.cgColor == UIColor.systemGray.cgColor)
                #expect(f.button(f.inbox).iconView.image?.cgImage?.bitmap[5, 5] == 0xFF8E_8E93)
                // Action
                f.tabs.selectedIndex = 1
                // Assertion: the colours swap, the icon becomes systemBlue.
                #expect(f.button(f.home).titleLabel.textColor.cgColor == UIColor.systemGray.cgColor)
                #expect(f.button(f.inbox).titleLabel.textColor.cgColor == UIColor.systemBlue.cgColor)
                #expect(f.button(f.inbox).iconView.image?.cgImage?.bitmap[5, 5] == 0xFF00_7AFF)
                // Action: a custom tint and unselected colour.
                f.tabs.tabBar.tintColor = .systemRed
                f.tabs.tabBar.unselectedItemTintColor = .systemGreen
                // Assertion
                #expect(f.button(f.inbox).titleLabel.textColor.cgColor == UIColor.systemRed.cgColor)
                #expect(f.button(f.settings).titleLabel.textColor.cgColor == UIColor.systemGreen.cgColor)
            }
        }

        @Test func theSelectedImageReplacesTheImageWhileSelected() {
            let f = TabFixture()
            let wide = UIImage(bitmap: Bitmap(width: 20, height: 4, pixels: Array(repeating: 0xFF00_0000, count: 80)))
            f.home.tabBarItem = UITabBarItem(title: "Home", image: Self.glyph, selectedImage: wide)
            withTransitionStage(root: f.tabs) { _ in
                // Assertion: selected, the 20×4 image; after switching away, the 10×10 one.
                #expect(f.button(f.home).iconView.image?.size == CGSize(width: 20, height: 4))
                f.tabs.selectedIndex = 2
                #expect(f.button(f.home).iconView.image?.size == CGSize(width: 10, height: 10))
            }
        }

        @Test func aBadgeAppearsAtTheIconsTopRightAndRedrawsTheBar() {
            let f = TabFixture()
            withTransitionStage(root: f.tabs) { stage in
                // Precondition: no badge, and a frame drawn.
                let inbox = f.button(f.inbox)
                #expect(inbox.badgeView.isHidden)
                #expect(!stage.app.needsFrame)
                // Action
                f.inbox.tabBarItem.badgeValue = "12"
                // Assertion: the change asks for a frame at once.
                #expect(stage.app.needsFrame)
                stage.frame()
                // Assertion: a red badge with white "12", its left edge 6 right of the icon's centre
                // and 2 above its top, 18 high and at least as wide, its text drawn.
                #expect(!inbox.badgeView.isHidden)
                #expect(inbox.badgeView.backgroundColor?.cgColor == UIColor.systemRed.cgColor)
                #expect(inbox.badgeLabel.text == "12" && inbox.badgeLabel.textColor.cgColor == UIColor.white.cgColor)
                #expect(inbox.badgeView.frame.origin == CGPoint(x: 59, y: 2))
                #expect(inbox.badgeView.frame.height == 18 && inbox.badgeView.frame.width >= 18)
                let lines = inbox.badgeLabel.layer.currentContent()?.drawnTextLines ?? []
                #expect(lines.map(\.text) == ["12"])
                // Action: a custom colour, then no badge.
                f.inbox.tabBarItem.badgeColor = .systemGreen
                #expect(inbox.badgeView.backgroundColor?.cgColor == UIColor.systemGreen.cgColor)
                f.inbox.tabBarItem.badgeValue = nil
                #expect(inbox.badgeView.isHidden)
            }
        }

        @Test func aNewTitleShowsOnTheBarAndTheScriptLabel() {
            let f = TabFixture()
            withTransitionStage(root: f.tabs) { stage in
                // Precondition: nothing left to draw.
                #expect(!stage.app.needsFrame)
                // Action: the controller's title changes, which changes its item's.
                f.settings.title = "Preferences"
                // Assertion
                #expect(stage.app.needsFrame)
                #expect(f.settings.tabBarItem.title == "Preferences")
                #expect(f.button(f.settings).titleLabel.text == "Preferences")
                #expect(f.button(f.settings).accessibilityLabel == "Preferences")
            }
        }

        @Test func theDefaultItemCarriesTheControllersTitle() {
            // Precondition
            let controller = UIViewController()
            controller.title = "Feed"
            // Action / assertion: made on first use, kept afterwards.
            let item = controller.tabBarItem
            #expect(item?.title == "Feed" && item?.image == nil)
            #expect(controller.tabBarItem === item)
            #expect(controller.tabBarController == nil)
        }

        @Test func aBarWithoutAControllerSelectsTheTappedItemAndTellsItsDelegate() {
            withTestApplication { app, _ in
                // Precondition: a free-standing bar with two items.
                final class Listener: UITabBarDelegate {
                    var chosen: [String?] = []
                    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { chosen.append(item.title) }
                }
                let window = makeKeyWindow(size: CGSize(width: 200, height: 100))
                let bar = UITabBar(frame: CGRect(x: 0, y: 51, width: 200, height: 49))
                let listener = Listener()
                bar.delegate = listener
                let a = UITabBarItem(title: "A", image: nil, tag: 1)
                let b = UITabBarItem(title: "B", image: nil, tag: 2)
                bar.items = [a, b]
                window.addSubview(bar)
                app.renderNow()
                // Action: click B's middle.
                app.handle(.pointerDown(CGPoint(x: 150, y: 75), button: 1, time: 1))
                app.handle(.pointerUp(CGPoint(x: 150, y: 75), button: 1, time: 1.05))
                // Assertion
                #expect(bar.selectedItem === b)
                #expect(listener.chosen == ["B"])
                // Action: code selects A; the delegate hears nothing.
                bar.selectedItem = a
                #expect(listener.chosen == ["B"])
            }
        }
    }
}

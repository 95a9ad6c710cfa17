@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// The status bar and home indicator an emulated iPhone draws over the app: on top of every window,
// hidden and coloured by the deciding controller, and absent on a desktop window.

extension SharedState {
    @Suite struct DeviceChromeTests {
        @Test func thePhoneDrawsItsChromeAboveTheAppsWindows() throws {
            try withPhone { app in
                // Precondition
                let window = makeKeyWindow(size: EmulatedDevice.iPhone15.size, root: InsetsRecordingController())
                // Action
                app.renderNow()
                let list = app.makeDisplayList()
                // Assertion: the chrome is drawn last, sized to the phone; the status bar shows "9:41",
                // the island and the 134 × 5 home indicator 8 points above the bottom.
                let chrome = try #require(app.deviceChrome)
                #expect(list.roots.count == 2)
                #expect(chrome.frame == window.frame)
                #expect(chrome.statusBar.timeLabel.text == "9:41")
                #expect(chrome.statusBar.island.frame == CGRect(x: 134, y: 11, width: 126, height: 37))
                #expect(chrome.homeIndicator.frame == CGRect(x: 130, y: 852 - 13, width: 134, height: 5))
                #expect(!app.windows.contains { $0 === chrome })
            }
        }

        @Test func aDesktopWindowHasNoChrome() {
            withTestApplication { app, platform in
                _ = makeKeyWindow(size: platform.windowSize)
                app.renderNow()
                #expect(app.deviceChrome == nil)
                #expect(app.makeDisplayList().roots.count == 1)
            }
        }

        @Test func theStatusBarFollowsTheDecidingControllersStyleAndVisibility() throws {
            try withPhone { app in
                // Precondition: a controller in light mode with the default style.
                let vc = InsetsRecordingController()
                let window = makeKeyWindow(size: EmulatedDevice.iPhone15.size, root: vc)
                app.renderNow()
                let chrome = try #require(app.deviceChrome)
                let defaultLight = chrome.statusBar.timeLabel.textColor?.cgColor
                // Action: light content, then dark mode with the default style, then hidden.
                vc.style = .lightContent
                vc.setNeedsStatusBarAppearanceUpdate()
                app.renderNow()
                let lightContent = chrome.statusBar.timeLabel.textColor?.cgColor
                vc.style = .default
                window.overrideUserInterfaceStyle = .dark
                app.renderNow()
                let defaultDark = chrome.statusBar.timeLabel.textColor?.cgColor
                let pillDark = chrome.homeIndicator.backgroundColor?.cgColor
                vc.hidesStatusBar = true
                app.renderNow()
                // Assertion
                #expect(defaultLight == UIColor.black.cgColor)
                #expect(lightContent == UIColor.white.cgColor)
                #expect(defaultDark == UIColor.white.cgColor)
                #expect(pillDark == UIColor(white: 1, alpha: 0.9).cgColor)
                #expect(chrome.statusBar.isHidden)
            }
        }

        @Test func aSheetThatCapturesTheStatusBarDecidesItsStyle() throws {
            try withPhone { app in
                // Precondition: a light-content presenter.
                let parent = InsetsRecordingController()
                parent.style = .lightContent
                _ = makeKeyWindow(size: EmulatedDevice.iPhone15.size, root: parent)
                let sheet = InsetsRecordingController()
                sheet.style = .darkContent
                sheet.modalPresentationCapturesStatusBarAppearance = true
                // Action
                parent.present(sheet, animated: false)
                app.renderNow()
                // Assertion: the sheet captures it, so dark content.
                let chrome = try #require(app.deviceChrome)
                #expect(chrome.statusBar.timeLabel.textColor?.cgColor == UIColor.black.cgColor)
            }
        }

        @Test func devicesAreFoundByNameAndAnUnknownNameListsTheKnownOnes() throws {
            #expect(try EmulatedDevice.named("iPhone-15").size == CGSize(width: 393, height: 852))
            #expect(try EmulatedDevice.named("iphone-se").safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
            #expect(throws: EmulatedDevice.UnknownDevice.self) { try EmulatedDevice.named("bogus") }
            do {
                _ = try EmulatedDevice.named("bogus")
            } catch {
                #expect(error.description == "unknown device \"bogus\"; known devices: iphone-15, iphone-15-pro-max, iphone-se")
            }
        }
    }
}

@testable import UIKit
import Foundation
import Testing
import UIKitTesting

extension SharedState {
    /// The elevated level: what presentations raise their content, and the backgrounds that follow it.
    @Suite struct InterfaceLevelTests {
        static func hex(_ rgb: UInt32) -> CGColor {
            CGColor(red: CGFloat(rgb >> 16 & 0xFF) / 255, green: CGFloat(rgb >> 8 & 0xFF) / 255,
                    blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
        }

        @Test func darkBackgroundsAreLighterAtTheElevatedLevelAndLightOnesUnchanged() {
            // Precondition: the four combinations of style and level.
            let dark = UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .dark), .init(userInterfaceLevel: .base)])
            let darkElevated = UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .dark),
                                                              .init(userInterfaceLevel: .elevated)])
            let lightElevated = UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .light),
                                                               .init(userInterfaceLevel: .elevated)])
            // Action / assertion: iOS's values.
            #expect(UIColor.systemBackground.resolvedColor(with: dark).cgColor == Self.hex(0x000000))
            #expect(UIColor.systemBackground.resolvedColor(with: darkElevated).cgColor == Self.hex(0x1C1C1E))
            #expect(UIColor.secondarySystemBackground.resolvedColor(with: darkElevated).cgColor == Self.hex(0x2C2C2E))
            #expect(UIColor.tertiarySystemBackground.resolvedColor(with: darkElevated).cgColor == Self.hex(0x3A3A3C))
            #expect(UIColor.systemGroupedBackground.resolvedColor(with: darkElevated).cgColor == Self.hex(0x1C1C1E))
            #expect(UIColor.systemBackground.resolvedColor(with: lightElevated).cgColor == Self.hex(0xFFFFFF))
            #expect(darkElevated.hasDifferentColorAppearance(comparedTo: dark))
        }

        @Test func aSheetsContentIsElevatedAndDrawsTheElevatedBackgroundInDark() {
            withTestApplication { app, platform in
                // Precondition: a dark root on .systemBackground presenting a page sheet on .systemBackground.
                let root = UIViewController()
                root.overrideUserInterfaceStyle = .dark
                root.view.backgroundColor = .systemBackground
                _ = makeKeyWindow(size: platform.windowSize, root: root)
                let sheet = UIViewController()
                sheet.modalPresentationStyle = .pageSheet
                sheet.view.backgroundColor = .systemBackground
                let inner = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                inner.backgroundColor = .secondarySystemBackground
                sheet.view.addSubview(inner)
                // Action
                root.present(sheet, animated: false)
                app.renderNow()
                // Assertion: the sheet and its subviews are elevated and draw #1C1C1E / #2C2C2E; the
                // presenter stays at the base level, black.
                #expect(sheet.traitCollection.userInterfaceLevel == .elevated)
                #expect(inner.traitCollection.userInterfaceLevel == .elevated)
                #expect(root.traitCollection.userInterfaceLevel == .base)
                #expect(TraitPropagationTests.drawnBackground(of: sheet.view, in: platform) == Self.hex(0x1C1C1E))
                #expect(TraitPropagationTests.drawnBackground(of: inner, in: platform) == Self.hex(0x2C2C2E))
                #expect(TraitPropagationTests.drawnBackground(of: root.view, in: platform) == Self.hex(0x000000))
                // Action: the presenter turns light. Assertion: the sheet is white, still elevated.
                root.overrideUserInterfaceStyle = .light
                app.renderNow()
                #expect(TraitPropagationTests.drawnBackground(of: sheet.view, in: platform) == Self.hex(0xFFFFFF))
                #expect(sheet.traitCollection.userInterfaceLevel == .elevated)
            }
        }

        @Test func aFullScreenPresentationStaysAtTheBaseLevel() {
            withTestApplication { app, platform in
                // Precondition: a dark root presenting full screen a controller on .systemBackground.
                let root = UIViewController()
                root.overrideUserInterfaceStyle = .dark
                _ = makeKeyWindow(size: platform.windowSize, root: root)
                let presented = UIViewController()
                presented.modalPresentationStyle = .fullScreen
                presented.view.backgroundColor = .systemBackground
                // Action
                root.present(presented, animated: false)
                app.renderNow()
                // Assertion: base level, black.
                #expect(presented.traitCollection.userInterfaceLevel == .base)
                #expect(TraitPropagationTests.drawnBackground(of: presented.view, in: platform) == Self.hex(0x000000))
            }
        }

        @Test func anAlertsDimmingIsDarkerInDarkModeAndItsContentElevated() {
            withTestApplication { app, platform in
                // Precondition: a root in `style` presenting an alert.
                @MainActor func dimming(in style: UIUserInterfaceStyle) -> (CGColor?, UIUserInterfaceLevel) {
                    let root = UIViewController()
                    root.overrideUserInterfaceStyle = style
                    _ = makeKeyWindow(size: platform.windowSize, root: root)
                    let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    // Action
                    root.present(alert, animated: false)
                    app.renderNow()
                    let pc = alert.presentationController as? AlertPresentationController
                    let color = pc?.dimmingView.layer.backgroundColor
                    let level = alert.traitCollection.userInterfaceLevel
                    alert.dismiss(animated: false)
                    app.renderNow()
                    return (color, level)
                }
                // Assertion: black at 0x33 in light, 0x7A in dark; elevated content both times.
                let light = dimming(in: .light), dark = dimming(in: .dark)
                #expect(light.0 == CGColor(red: 0, green: 0, blue: 0, alpha: 0x33 / 255.0))
                #expect(dark.0 == CGColor(red: 0, green: 0, blue: 0, alpha: 0x7A / 255.0))
                #expect(light.1 == .elevated && dark.1 == .elevated)
            }
        }

        @Test func aSheetsDimmingIsBlackAtFortyPercentInDarkMode() {
            withTestApplication { app, platform in
                // Precondition: a dark root presenting a page sheet.
                let root = UIViewController()
                root.overrideUserInterfaceStyle = .dark
                _ = makeKeyWindow(size: platform.windowSize, root: root)
                let sheet = UIViewController()
                // Action
                root.present(sheet, animated: false)
                app.renderNow()
                // Assertion
                let pc = sheet.presentationController as? UISheetPresentationController
                #expect(pc?.dimmingView.layer.backgroundColor == CGColor(red: 0, green: 0, blue: 0, alpha: 0.4))
            }
        }

        @Test func aCustomPresentationIsAtTheBaseLevelUnlessItsOverrideRaisesIt() {
            // Precondition: a dark root, and a custom presentation whose controller is kept.
            final class Vending: UIViewControllerTransitioningDelegate {
                var made: UIPresentationController?
                func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                            source: UIViewController) -> UIPresentationController? {
                    let pc = UIPresentationController(presentedViewController: presented, presenting: presenting)
                    made = pc
                    return pc
                }
            }
            withTestApplication { app, platform in
                let root = UIViewController()
                root.overrideUserInterfaceStyle = .dark
                _ = makeKeyWindow(size: platform.windowSize, root: root)
                let vending = Vending()
                let presented = UIViewController()
                presented.modalPresentationStyle = .custom
                presented.transitioningDelegate = vending
                presented.view.backgroundColor = .systemBackground
                root.present(presented, animated: false)
                app.renderNow()
                #expect(presented.traitCollection.userInterfaceLevel == .base)
                #expect(TraitPropagationTests.drawnBackground(of: presented.view, in: platform) == Self.hex(0x000000))
                // Action: the presentation controller's override asks for the elevated level.
                vending.made?.overrideTraitCollection = UITraitCollection(userInterfaceLevel: .elevated)
                app.renderNow()
                // Assertion: elevated, and the dark elevated background; the style is still the presenter's.
                #expect(presented.traitCollection.userInterfaceLevel == .elevated)
                #expect(presented.traitCollection.userInterfaceStyle == .dark)
                #expect(TraitPropagationTests.drawnBackground(of: presented.view, in: platform) == Self.hex(0x1C1C1E))
            }
        }
    }
}

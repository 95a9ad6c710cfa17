// Alerts and action sheets drawn as iOS 13+ draws them (without the blur), read back from a real
// window: the dim over the presenter, the card's and groups' fills and rounded corners, the hairlines,
// and the titles' colours — destructive red, default blue.

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

extension XServerTests {
    @Suite struct AlertPixelTests {
        /// 360×640, white presenter.
        static let size = CGSize(width: 360, height: 640)
        static let white = RGB(255, 255, 255)
        /// White under black at 20 %.
        static let dim = RGB.blend(RGB(0, 0, 0), alpha: 0.2, over: white)

        /// Red title ink: strongly red, little green or blue (antialiased edges included).
        static func isRedInk(_ p: RGB) -> Bool { p.r > 180 && p.g < 140 && p.b < 140 && p.r - p.g > 80 }
        /// Blue title ink.
        static func isBlueInk(_ p: RGB) -> Bool { p.b > 180 && p.r < 150 && p.b - p.r > 80 }

        static func count(_ image: Bitmap, in rect: CGRect, where test: (RGB) -> Bool) -> Int {
            var n = 0
            for y in Int(rect.minY)..<Int(rect.maxY) {
                for x in Int(rect.minX)..<Int(rect.maxX) where test(image.rgb(x, y)) { n += 1 }
            }
            return n
        }

        /// Presents `alert` over a white root and draws it at rest.
        private func showAtRest(_ alert: UIAlertController, _ x: XWindowHarness) throws -> Bitmap {
            ModalTransition.inFlight.removeAll()
            let root = UIViewController()
            root.view.backgroundColor = .white
            x.show(root)
            _ = try x.render()
            root.present(alert, animated: true)
            for _ in 0..<40 {
                x.clock.advance(by: 1.0 / 60)
                _ = try x.render()
            }
            #expect(alert.transitionCoordinator == nil, "the presentation has not completed")
            return try x.render()
        }

        @Test func alertIsALightRoundedCardOverATwentyPercentDimWithRedAndBlueTitles() throws {
            try XWindowHarness.run(size: Self.size) { x in
                // Precondition
                let alert = UIAlertController(title: "Discard draft?", message: "Your changes will be lost.",
                                              preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Discard", style: .destructive))

                // Action
                let shot = try showAtRest(alert, x)

                // Assertion: the presenter is dimmed to 204; the card is #F2F2F2 at 80 % over that
                // (234), its corners rounded (the corner pixel is dim); a hairline above the row of
                // buttons; Cancel in blue on the left, Discard in red on the right.
                let card = alert.view.frame
                let cancel = try #require(alert.contentView?.buttons.first { $0.action.title == "Cancel" })
                let discard = try #require(alert.contentView?.buttons.first { $0.action.title == "Discard" })
                let fill = RGB.blend(RGB(242, 242, 242), alpha: 0.8, over: Self.dim)
                expectPixel(shot, 10, 10, Self.dim, tolerance: 1, "dim")
                expectPixel(shot, 350, 630, Self.dim, tolerance: 1, "dim")
                expectPixel(shot, Int(card.minX) + 4, Int(card.midY) - 20, fill, tolerance: 1, "card")
                expectPixel(shot, Int(card.minX), Int(card.minY), Self.dim, tolerance: 3, "rounded corner")
                let rowTop = Int(card.minY + cancel.frame.minY)
                let hairline = RGB.blend(RGB(60, 60, 67), alpha: 0.29, over: fill)
                expectPixel(shot, Int(card.minX) + 6, rowTop - 1, hairline, tolerance: 2, "hairline above the buttons")
                let cancelRect = cancel.convert(cancel.bounds, to: nil)
                let discardRect = discard.convert(discard.bounds, to: nil)
                let red = Self.count(shot, in: discardRect, where: Self.isRedInk)
                let blue = Self.count(shot, in: cancelRect, where: Self.isBlueInk)
                #expect(red > 40, "\(red) red pixels in Discard")
                #expect(blue > 40, "\(blue) blue pixels in Cancel")
                #expect(Self.count(shot, in: cancelRect, where: Self.isRedInk) == 0)
                let titleInk = Self.count(shot, in: CGRect(x: card.minX, y: card.minY, width: card.width, height: 45)) { $0.luma < 80 }
                #expect(titleInk > 60, "title: \(titleInk) dark pixels")
            }
        }

        @Test func actionSheetShowsTwoRoundedGroupsWithTheCancelActionApartOverTheDim() throws {
            try XWindowHarness.run(size: Self.size) { x in
                // Precondition
                let sheet = UIAlertController(title: nil, message: "This photo will be deleted from all your devices.",
                                              preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Delete Photo", style: .destructive))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))

                // Action
                let shot = try showAtRest(sheet, x)

                // Assertion: dim above; the main group #F9F9F9 at 78 % over the dim; 8 points of dim
                // between it and the opaque white cancel group; 10 points of dim below; 8 at the sides.
                let view = try #require(sheet.view as? ActionSheetView)
                let main = view.mainGroup.convert(view.mainGroup.bounds, to: nil)
                let cancel = view.cancelGroup.convert(view.cancelGroup.bounds, to: nil)
                let fill = RGB.blend(RGB(249, 249, 249), alpha: 199.0 / 255, over: Self.dim)
                expectPixel(shot, 180, 20, Self.dim, tolerance: 1, "dim above the sheet")
                expectPixel(shot, 30, Int(main.minY) + 6, fill, tolerance: 1, "main group")
                expectPixel(shot, 180, Int(main.maxY) + 4, Self.dim, tolerance: 1, "gap before Cancel")
                expectPixel(shot, 30, Int(cancel.midY), Self.white, tolerance: 0, "cancel group")
                expectPixel(shot, 180, 635, Self.dim, tolerance: 1, "bottom padding")
                expectPixel(shot, 4, Int(cancel.midY), Self.dim, tolerance: 1, "side margin")
                #expect(cancel.maxY == 630 && cancel.minX == 8)
                let deleteButton = try #require(view.buttons.first { $0.action.style == .destructive })
                let deleteRect = deleteButton.convert(deleteButton.bounds, to: nil)
                let red = Self.count(shot, in: deleteRect, where: Self.isRedInk)
                #expect(red > 60, "\(red) red pixels in Delete Photo")
                #expect(Self.count(shot, in: cancel, where: Self.isBlueInk) > 60)
                let grey = Self.count(shot, in: CGRect(x: main.minX, y: main.minY, width: main.width, height: deleteRect.minY - main.minY)) {
                    $0.luma < 190 && abs(Int($0.r) - Int($0.b)) < 20
                }
                #expect(grey > 40, "message: \(grey) grey pixels")
            }
        }
    }
}

// The demo's chrome drawn as iOS draws it, read back from a real window: the scene bar's colour and
// hairline and its back chevron, the sheet grabber and shadow, and a system button's tint.

import Foundation
import Testing
@testable import SegueDemo
@testable import UIKit
import UIKitTesting

extension XServerTests {
    @Suite struct IOSLookPixelTests {
        static let white = RGB(255, 255, 255)
        static let systemBlue = RGB(0, 122, 255)

        /// The pixels of `image` inside `rect` for which `test` holds.
        static func count(_ image: Bitmap, in rect: CGRect, where test: (RGB) -> Bool) -> Int {
            var n = 0
            for y in Int(rect.minY)..<Int(rect.maxY) {
                for x in Int(rect.minX)..<Int(rect.maxX) where test(image.rgb(x, y)) { n += 1 }
            }
            return n
        }

        /// A blue pixel of tinted text: strongly blue, little red (antialiased edges included).
        static func isTintInk(_ p: RGB) -> Bool { p.b > 200 && p.r < 150 && p.b - p.r > 80 }

        @Test func sceneBarIsIOSLightBarWithHairlineAndChevron() throws {
            try XWindowHarness.run(size: CGSize(width: 360, height: 200)) { x in
                // Precondition: a scene host over white content.
                let content = UIViewController()
                content.view.backgroundColor = .systemBackground
                let scene = DemoScene(id: "panel", title: "Panel", summary: "", make: nil)
                x.show(SceneHostViewController(scene: scene, content: content, onBack: {}))

                // Action
                let shot = try x.render()

                // Assertion: the bar is #F9F9F9 at 94 % over white; the row under it is the
                // hairline, black at 30 % over the white content (178–179); then the content.
                let bar = RGB.blend(RGB(249, 249, 249), alpha: 240.0 / 255, over: Self.white)
                expectPixel(shot, 330, 20, bar, tolerance: 1, "bar")
                expectPixel(shot, 330, 43, bar, tolerance: 1, "the bar's last row")
                expectPixel(shot, 330, 44, RGB.blend(RGB(0, 0, 0), alpha: 0.3, over: Self.white), tolerance: 1, "hairline")
                expectPixel(shot, 330, 45, Self.white, tolerance: 0, "content under the hairline")
                // The chevron: tinted strokes within 8…20 × 11…33, nothing tinted left of x 8, and
                // its point (left, middle) more inked than its corners' gap (right, middle).
                let chevron = Self.count(shot, in: CGRect(x: 8, y: 11, width: 13, height: 22), where: Self.isTintInk)
                #expect(chevron > 40, "chevron: \(chevron) tinted pixels")
                #expect(Self.count(shot, in: CGRect(x: 0, y: 0, width: 7, height: 44), where: Self.isTintInk) == 0)
                let point = Self.count(shot, in: CGRect(x: 8, y: 19, width: 4, height: 6), where: Self.isTintInk)
                let gap = Self.count(shot, in: CGRect(x: 15, y: 19, width: 5, height: 6), where: Self.isTintInk)
                #expect(point > 6 && gap == 0, "point \(point), gap \(gap)")
                // The "Gallery" title in the tint right of the chevron, and the centred title in black.
                #expect(Self.count(shot, in: CGRect(x: 26, y: 8, width: 70, height: 28), where: Self.isTintInk) > 60)
                let titleInk = Self.count(shot, in: CGRect(x: 150, y: 8, width: 60, height: 28)) { $0.luma < 80 }
                #expect(titleInk > 40, "title: \(titleInk) dark pixels")
            }
        }

        @Test func bottomPanelShowsGrabberAtTopCentreAndCastsASoftShadow() throws {
            try XWindowHarness.run(size: CGSize(width: 320, height: 240)) { x in
                // Precondition: the bottom panel's view resting in the lower part of a white window.
                let panel = PanelContentViewController(edge: .bottom)
                panel.view.frame = CGRect(x: 0, y: 100, width: 320, height: 140)
                x.add(panel.view)

                // Action
                let shot = try x.render()

                // Assertion: a #C7C7CC capsule 36 × 5 points, 5 points below the top, centred.
                let gray3 = RGB(199, 199, 204)
                expectPixel(shot, 160, 107, gray3, tolerance: 2, "grabber's middle")
                expectPixel(shot, 160, 103, Self.white, tolerance: 2, "above the grabber")
                expectPixel(shot, 160, 111, Self.white, tolerance: 2, "below the grabber")
                let middleRow = (0..<320).filter { shot.rgb($0, 107).isClose(to: gray3, tolerance: 6) }
                #expect(middleRow.count >= 33 && middleRow.count <= 36, "grabber row: \(middleRow.count) px")
                #expect(middleRow.first.map { abs(Double($0) - 142) <= 1.5 } == true, "starts at \(String(describing: middleRow.first))")
                let rows = (100..<120).filter { shot.rgb(160, $0).isClose(to: gray3, tolerance: 40) }
                #expect(rows == Array(105..<110), "grabber rows: \(rows)")
                // The shadow darkens the white just above the panel's top edge, and fades out
                // within 30 points.
                let above = shot.rgb(60, 97)
                #expect(above.luma < 253 && above.luma > 225, "3 px above the panel: \(above)")
                expectPixel(shot, 60, 60, Self.white, tolerance: 0, "40 px above the panel")
            }
        }

        @Test func onlyTheBottomPanelHasAGrabber() {
            // Action
            let panels = PanelEdge.allCases.map { edge -> PanelContentViewController in
                let panel = PanelContentViewController(edge: edge)
                panel.loadViewIfNeeded()
                return panel
            }
            // Assertion
            #expect(panels.map { $0.grabber != nil } == [true, false, false])
        }

        @Test func systemButtonDrawsItsTitleInSystemBlueAndGreyWhenDisabled() throws {
            try XWindowHarness.run(size: CGSize(width: 320, height: 120)) { x in
                // Precondition: two system buttons on white, the second disabled.
                let enabled = UIButton(type: .system)
                enabled.setTitle("Open", for: .normal)
                enabled.frame = CGRect(x: 20, y: 20, width: 120, height: 36)
                let disabled = UIButton(type: .system)
                disabled.setTitle("Coming soon", for: .normal)
                disabled.isEnabled = false
                disabled.frame = CGRect(x: 150, y: 70, width: 150, height: 36)
                x.add(enabled)
                x.add(disabled)

                // Action
                let shot = try x.render()

                // Assertion: the enabled title's fully covered pixels are exactly systemBlue
                // (#007AFF); the disabled title has no blue at all and is grey, tertiaryLabel over
                // white at its darkest.
                let solid = shot.cropped(enabled.frame).points { $0.isClose(to: Self.systemBlue, tolerance: 3) }
                #expect(solid.count > 10, "\(solid.count) pixels of solid systemBlue in the enabled title")
                #expect(Self.count(shot, in: disabled.frame, where: Self.isTintInk) == 0)
                let disabledShot = shot.cropped(disabled.frame)
                let greys = disabledShot.points { $0 != Self.white }.map { disabledShot.rgb($0.x, $0.y) }
                let darkest = try #require(greys.min { $0.luma < $1.luma }, "the disabled title drew nothing")
                #expect(darkest.isClose(to: RGB.blend(RGB(60, 60, 67), alpha: 0.3, over: Self.white), tolerance: 3),
                        "darkest disabled pixel \(darkest)")
            }
        }
    }
}

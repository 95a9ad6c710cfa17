import CX11
import Foundation
import Testing
import TestTurns
@testable import UIKit
import UIKitTesting

/// The gallery as a user scrolls it: the real wheel and real drags (XTest) move its list of cards
/// in the demo's window until the last card and the footer show, and the last card's Open button
/// then opens its scene. Checked by the window's pixels.
@Suite(.serialized, .takesTurns("scrolls and clicks the demo's window with the shared server's wheel and pointer"))
struct GalleryScrollTests {
    static let background = RGB(UIColor.secondarySystemBackground)
    static let card = RGB(255, 255, 255)

    /// The lowest row of `shot`, scanning column `x` up from the bottom, that is card white.
    static func lowestCardRow(_ shot: Bitmap, x: Int) -> Int? {
        (0..<shot.height).reversed().first { shot.rgb(x, $0) == card }
    }

    /// Whether rows `rows` of `shot` hold something other than the background: text, a card. (Start
    /// 20 rows under a card: its shadow reaches 14.)
    static func holdsSomething(_ shot: Bitmap, rows: Range<Int>) -> Bool {
        rows.contains { y in (0..<shot.width).contains { shot.rgb($0, y) != background } }
    }

    @Test func theWheelReachesTheLastCardAndTheFooterAndOpenOpensTheLab() throws {
        // Precondition: the gallery at 420×800, one column, a card running past the window's bottom.
        let demo = try DemoProcess(arguments: ["demo", "--size", "420x800"])
        let window = try #require(demo.waitForWindow(titled: "Segue"), "the demo window never appeared")
        _ = demo.waitForPixel(of: window, x: 410, y: 790) { $0 == Self.background }
        usleep(200_000)
        let before = try #require(demo.capture(window))
        #expect(before.rgb(395, 795) == Self.card, "no card at the window's bottom: \(before.rgb(395, 795))")

        // Action 1: thirty notches of the wheel over the middle of the list.
        demo.wheel(window, x: 210, y: 400, notches: 30)
        let bottom = demo.waitForPixel(of: window, x: 395, y: 795) { $0 == Self.background }

        // Assertion 1: the list's end is in the window — the last card, then the footer's text under it.
        #expect(bottom == Self.background, "still a card at the window's bottom: \(String(describing: bottom))")
        usleep(200_000)
        let after = try #require(demo.capture(window))
        let cardBottom = try #require(Self.lowestCardRow(after, x: 395), "no card in the window")
        #expect((600..<770).contains(cardBottom), "the last card ends at y \(cardBottom)")
        #expect(Self.holdsSomething(after, rows: (cardBottom + 20)..<800), "no footer under the last card")

        // Action 2: click the last card's Open button, at its bottom-left.
        demo.click(window, x: 50, y: Int32(cardBottom - 28))

        // Assertion 2: the lab is open — its white background where the gallery's margin was, and
        // its indigo keyframe card.
        let body = demo.waitForPixel(of: window, x: 410, y: 790) { $0 == Self.card }
        #expect(body == Self.card, "scene body: \(String(describing: body))")
        usleep(200_000)
        let lab = try #require(demo.capture(window))
        let indigo = lab.points { $0 == RGB(UIColor.systemIndigo) }.count
        #expect(indigo > 5000, "only \(indigo) indigo pixels: the lab's card is not there")
        demo.requestClose(window)
        #expect(demo.waitForExit() == 0)
    }

    @Test func dragsScrollASmallWindowToItsFooter() throws {
        // Precondition: the gallery at 320×240, where one card shows at a time.
        let demo = try DemoProcess(arguments: ["demo", "--size", "320x240"])
        let window = try #require(demo.waitForWindow(titled: "Segue"), "the demo window never appeared")
        _ = demo.waitForPixel(of: window, x: 315, y: 5) { $0 == Self.background }
        usleep(200_000)
        let before = try #require(demo.capture(window))
        #expect(before.rgb(295, 235) == Self.card, "no card at the window's bottom")

        // Action: drag the list up, slowly and resting before each release (no fling), until its end.
        for _ in 0..<10 {
            demo.drag(window, from: (160, 220), to: (160, 30), steps: 19, interval: 0.015, rest: 0.15)
            usleep(150_000)
        }
        let bottom = demo.waitForPixel(of: window, x: 295, y: 236) { $0 == Self.background }

        // Assertion: the footer's text under the last card, at the window's bottom.
        #expect(bottom == Self.background, "still a card at the window's bottom: \(String(describing: bottom))")
        let after = try #require(demo.capture(window))
        let cardBottom = try #require(Self.lowestCardRow(after, x: 295), "no card in the window")
        #expect(Self.holdsSomething(after, rows: (cardBottom + 20)..<240), "no footer under the last card")
        demo.requestClose(window)
        #expect(demo.waitForExit() == 0)
    }
}

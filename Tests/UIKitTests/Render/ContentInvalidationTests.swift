// When a layer's content (a label's text, an image) is drawn again: only when what it shows or the
// size it is drawn at changes — never because it moved or its bounds' origin scrolled.

import Testing
@testable import UIKit

@Suite struct ContentInvalidationTests {
    @Test func scrollingTheBoundsOriginKeepsTheContentAndResizingRemakesIt() throws {
        // Precondition: a label with its content made once.
        let label = UILabel(frame: CGRect(x: 13, y: 29, width: 170, height: 31))
        label.text = "Scrolls without redrawing"
        let first = try #require(label.layer.currentContent())

        // Action: move the bounds' origin (what a scroll view's scrolling does) and the position.
        label.bounds.origin = CGPoint(x: 7, y: 43)
        label.center = CGPoint(x: 211, y: 97)
        let afterScroll = try #require(label.layer.currentContent())
        // Action: change the size.
        label.bounds.size = CGSize(width: 190, height: 31)
        let afterResize = try #require(label.layer.currentContent())

        // Assertion: the same content object until the size changed, then a new one.
        #expect(afterScroll === first, "moving the bounds' origin drew the content again")
        #expect(afterResize !== first)
        #expect(afterResize.size == CGSize(width: 190, height: 31))
    }

    @Test func changingTheTextRemakesTheContentAtTheSameSize() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 20))
        label.text = "Before"
        let before = try #require(label.layer.currentContent())

        label.text = "After"
        let after = try #require(label.layer.currentContent())

        #expect(after !== before)
        #expect(after.serial > before.serial)
    }
}

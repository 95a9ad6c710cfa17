// Every script Segue's fonts cover, drawn by Pango into a real X window: Cyrillic, Chinese,
// Japanese, Korean, Hebrew and Arabic (right to left, letters joined), colour emoji, and all of
// them mixed in one label. "No box" is checked twice: by ink on screen, and by Pango's count of
// characters no installed font has.

import Foundation
import Testing
@testable import UIKit
@testable import X11Platform
import UIKitTesting

extension XServerTests {
    @Suite struct ScriptPixelTests {
        static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

        /// A 28 pt black label of `text` at (10, 20), 300 × 50.
        static func label(_ text: String) -> UILabel {
            let label = UILabel(frame: CGRect(x: 10, y: 20, width: 300, height: 50))
            label.text = text
            label.font = .systemFont(ofSize: 28)
            label.textColor = .black
            return label
        }

        /// Whether `p` is coloured: channels this far apart cannot come from black or grey ink on white.
        static func isColoured(_ p: RGB) -> Bool { max(p.r, p.g, p.b) - min(p.r, p.g, p.b) > 60 }

        @Test(arguments: ["Привет", "你好，世界", "こんにちは", "안녕하세요", "שלום עולם", "مرحبا"])
        func scriptDrawsGlyphsThatAFontHas(text: String) throws {
            try XWindowHarness.run { x in
                // Precondition
                let label = Self.label(text)
                x.add(label)

                // Action
                let shot = try x.render()

                // Assertion: Pango found a face for every character, and the label has ink.
                let request = try #require(label.layoutRequest(width: label.bounds.width))
                #expect(x.platform.text.unknownGlyphCount(request) == 0, "characters of \"\(text)\" drawn as boxes")
                let ink = shot.points { $0.luma < 128 }.filter { label.frame.contains(CGPoint(x: $0.x, y: $0.y)) }
                #expect(ink.count > 150, "\"\(text)\": \(ink.count) dark pixels")
            }
        }

        @Test func unknownGlyphCountSeesACharacterNoFontHas() throws {
            try XWindowHarness.run { x in
                // Precondition / action: a private-use character, which no installed font draws.
                let request = TextLayoutRequest(text: StyledText("a\u{F8FF}", style: .plain(20)), width: nil)

                // Assertion: the accessor the other tests rely on does count boxes.
                #expect(x.platform.text.unknownGlyphCount(request) == 1)
            }
        }

        /// `text` with its first character red, the rest black, at 40 pt in a 300-wide view.
        static func firstLetterRed(_ text: String) -> TextLayoutRequest {
            let first = text.unicodeScalars.first!.utf16.count
            let styled = StyledText(string: text, runs: [
                StyledRun(range: 0..<first, style: .plain(40, red)),
                StyledRun(range: first..<text.utf16.count, style: .plain(40)),
            ])
            return TextLayoutRequest(text: styled, width: 300)
        }

        @Test(arguments: ["مرحبا", "שלום"])
        func rightToLeftTextStartsAtTheRightEnd(text: String) throws {
            try XWindowHarness.run { x in
                // Precondition: the first logical letter in red.
                let request = Self.firstLetterRed(text)
                let view = StyledTextView(frame: CGRect(x: 10, y: 20, width: 300, height: 80), request: request)
                x.add(view)

                // Action
                let shot = try x.render()
                let laid = x.platform.text.layout(request)

                // Assertion: the red letter is right of all the black ones, and the paragraph (natural
                // alignment, right-to-left) ends at the view's right edge; its first caret is there.
                let red = shot.points { $0.r > 150 && $0.g < 100 && $0.b < 100 }
                let black = shot.points { $0.luma < 80 && $0.r < 80 }
                try #require(!red.isEmpty && !black.isEmpty, "red \(red.count), black \(black.count) pixels")
                let redMinX = red.map(\.x).min()!, blackMaxX = black.map(\.x).max()!
                #expect(redMinX >= blackMaxX - 3, "the first letter (red from x \(redMinX)) should be right of the rest (black to \(blackMaxX))")
                #expect(red.map(\.x).max()! > 290, "right-to-left text should end near the right edge (310), red ends at \(red.map(\.x).max()!)")
                #expect(x.platform.text.unknownGlyphCount(request) == 0)
                let caretRequest = TextLayoutRequest(text: request.text, width: 300, measuresCarets: true)
                let firstCaret = try #require(x.platform.text.layout(caretRequest).carets.first)
                #expect(firstCaret.offset == 0 && firstCaret.x > 280, "caret before the first letter: \(firstCaret)")
                #expect(laid.lines.count == 1)
            }
        }

        @Test func arabicLettersAreJoined() throws {
            try XWindowHarness.run { x in
                // Precondition / action: the word, and its letters apart (a space between each).
                let font = UIFont.systemFont(ofSize: 28)
                let word = x.platform.text.width(of: "مرحبا", font: font)
                let isolated = ["م", "ر", "ح", "ب", "ا"].map { x.platform.text.width(of: $0, font: font) }.reduce(0, +)

                // Assertion: joined forms are narrower than the isolated letters side by side (initial
                // and medial forms drop the isolated forms' tails).
                #expect(word < isolated - 4, "joined \(word) pt, isolated letters \(isolated) pt")
            }
        }

        @Test func emojiAreDrawnInColour() throws {
            try XWindowHarness.run { x in
                // Precondition
                let label = Self.label("👋🎉")
                x.add(label)

                // Action
                let shot = try x.render()

                // Assertion: coloured pixels (black text could not make them), no boxes.
                let coloured = shot.points(where: Self.isColoured)
                #expect(coloured.count > 100, "\(coloured.count) coloured pixels")
                let request = try #require(label.layoutRequest(width: label.bounds.width))
                #expect(x.platform.text.unknownGlyphCount(request) == 0)
            }
        }

        @Test func mixedScriptsShareOneLabel() throws {
            try XWindowHarness.run(size: CGSize(width: 480, height: 120)) { x in
                // Precondition: Latin, Cyrillic, CJK, Arabic and an emoji in one string.
                let label = UILabel(frame: CGRect(x: 10, y: 20, width: 460, height: 60))
                label.text = "Hi Привет 你好 مرحبا 👋"
                label.font = .systemFont(ofSize: 24)
                label.textColor = .black
                x.add(label)

                // Action
                let shot = try x.render()

                // Assertion: one line, no boxes, dark ink across the line and the emoji's colour.
                let request = try #require(label.layoutRequest(width: label.bounds.width))
                let laid = x.platform.text.layout(request)
                #expect(laid.lines.count == 1)
                #expect(x.platform.text.unknownGlyphCount(request) == 0)
                let dark = shot.points { $0.luma < 100 }
                #expect(dark.count > 300, "\(dark.count) dark pixels")
                #expect(shot.points(where: Self.isColoured).count > 40)
                let span = (dark.map(\.x).max() ?? 0) - (dark.map(\.x).min() ?? 0)
                #expect(span > 200, "dark ink spans \(span) px")
            }
        }

        /// Every label under `view`.
        @MainActor static func labels(in view: UIView) -> [UILabel] {
            view.subviews.flatMap { sub -> [UILabel] in
                if let label = sub as? UILabel { return [label] }
                return labels(in: sub)
            }
        }

        @Test func alertShowsAChineseTitleAndMessage() throws {
            try XWindowHarness.run(size: CGSize(width: 360, height: 640)) { x in
                // Precondition
                ModalTransition.inFlight.removeAll()
                let root = UIViewController()
                root.view.backgroundColor = .white
                x.show(root)
                _ = try x.render()
                let alert = UIAlertController(title: "删除草稿？", message: "你的更改将会丢失。", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "取消", style: .cancel))

                // Action
                root.present(alert, animated: true)
                for _ in 0..<40 {
                    x.clock.advance(by: 1.0 / 60)
                    _ = try x.render()
                }
                let shot = try x.render()

                // Assertion: every label of the alert is drawn without boxes, and the title and
                // message show dark ink in the card's top part.
                let shown = Self.labels(in: alert.view).filter { !($0.text ?? "").isEmpty }
                #expect(shown.count >= 3, "title, message and button labels: \(shown.map(\.text))")
                for label in shown {
                    let request = try #require(label.layoutRequest(width: label.bounds.width))
                    #expect(x.platform.text.unknownGlyphCount(request) == 0, "\(label.text ?? "") has boxes")
                }
                let card = alert.view.frame
                var ink = 0
                for yy in Int(card.minY)..<Int(card.minY + 70) {
                    for xx in Int(card.minX)..<Int(card.maxX) where shot.rgb(xx, yy).luma < 100 { ink += 1 }
                }
                #expect(ink > 150, "title and message: \(ink) dark pixels")
            }
        }
    }
}

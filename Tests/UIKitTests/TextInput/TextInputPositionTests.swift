@testable import UIKit
import Testing
import Foundation
import UIKitTesting

extension SharedState {
    /// `UITextInput` as ported code uses it: positions and offsets in UTF-16 units (an emoji two, a
    /// CJK ideograph one), the selection as a range, geometry in the input's coordinates
    /// (FixedTextMeasurer: 20 pt text, 10 pt a character, 24 pt a line).
    @Suite struct TextInputPositionTests {
        @Test func offsetsCountUTF16UnitsThroughEmojiAndCJK() {
            withTestApplication { _, _ in
                let field = makeTextField()
                field.text = "a😀漢字b"
                // Precondition: 6 UTF-16 units (a, two for the emoji, two ideographs, b).
                let start = field.beginningOfDocument, end = field.endOfDocument
                #expect(field.offset(from: start, to: end) == 6)
                // Action: ranges by offsets.
                let afterEmoji = field.position(from: start, offset: 3)!
                let emoji = field.textRange(from: field.position(from: start, offset: 1)!, to: afterEmoji)!
                let kanji = field.textRange(from: afterEmoji, to: field.position(from: end, offset: -1)!)!
                // Assertion
                #expect(field.text(in: emoji) == "😀")
                #expect(field.text(in: kanji) == "漢字")
                #expect(field.position(from: end, offset: 1) == nil)
                #expect(field.position(from: start, offset: -1) == nil)
                #expect(field.compare(start, to: afterEmoji) == .orderedAscending)
                #expect(field.compare(end, to: afterEmoji) == .orderedDescending)
                #expect(field.compare(afterEmoji, to: field.position(from: start, offset: 3)!) == .orderedSame)
                // Left and right move by characters: the emoji is one step.
                let right = field.position(from: field.position(from: start, offset: 1)!, in: .right, offset: 1)!
                #expect(field.offset(from: start, to: right) == 3)
                #expect(field.position(from: start, in: .left, offset: 1) == nil)
            }
        }

        @Test func selectedTextRangeRoundTrips() {
            withTestApplication { _, _ in
                let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
                view.font = .systemFont(ofSize: 20)
                view.text = "漢字😀 text"
                let start = view.beginningOfDocument
                // Action: select the emoji and the space after it.
                view.selectedTextRange = view.textRange(from: view.position(from: start, offset: 2)!,
                                                        to: view.position(from: start, offset: 5)!)
                // Assertion: the same range reads back, and the NSRange agrees.
                let selected = view.selectedTextRange!
                #expect(view.offset(from: start, to: selected.start) == 2)
                #expect(view.offset(from: start, to: selected.end) == 5)
                #expect(!selected.isEmpty)
                #expect(view.text(in: selected) == "😀 ")
                #expect(view.selectedRange == NSRange(location: 2, length: 3))
                // A caret is an empty range.
                view.selectedTextRange = view.textRange(from: view.endOfDocument, to: view.endOfDocument)
                #expect(view.selectedTextRange!.isEmpty)
                #expect(view.selectedRange == NSRange(location: 9, length: 0))
            }
        }

        @Test func replaceEditsWithoutAskingTheDelegateAndLeavesTheCaretAfter() {
            withTestApplication { _, _ in
                let field = makeTextField()
                let log = TextFieldLog()
                log.watch(field)
                field.text = "1234"
                let start = field.beginningOfDocument
                // Action: put a space between the pairs, as a formatter in a delegate would.
                field.replace(field.textRange(from: field.position(from: start, offset: 2)!,
                                              to: field.position(from: start, offset: 2)!)!, withText: " ")
                // Assertion
                #expect(field.text == "12 34")
                #expect(!log.calls.contains("shouldChange"))
                #expect(field.offset(from: start, to: field.selectedTextRange!.start) == 3)
                #expect(field.markedTextRange == nil)
            }
        }

        @Test func theCaretRectIsWhereTheCaretIsDrawn() {
            withTestApplication { app, _ in
                let field = makeTextField()
                _ = makeTextWindow(field)
                field.text = "a😀b"
                field.becomeFirstResponder()
                let afterEmoji = field.position(from: field.beginningOfDocument, offset: 3)!
                // Action: put the caret after the emoji.
                field.selectedTextRange = field.textRange(from: afterEmoji, to: afterEmoji)
                app.renderNow()
                // Assertion: the drawn caret, in the field's coordinates, is the answer.
                let caretView = field.textInputController.canvas.caretView
                let drawn = caretView.convert(caretView.bounds, to: field)
                #expect(field.caretRect(for: afterEmoji) == drawn)
                #expect(drawn == CGRect(x: 20, y: 3, width: 2, height: 24))
            }
        }

        @Test func closestPositionAndCharacterRangeFollowPoints() {
            withTestApplication { _, _ in
                let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
                view.font = .systemFont(ofSize: 20)
                view.text = "ab😀\ncd"
                view.layoutIfNeeded()
                // Text starts at (5, 8): the line padding and the top inset.
                let start = view.beginningOfDocument
                @MainActor func offset(_ p: UITextPosition?) -> Int? { p.map { view.offset(from: start, to: $0) } }
                #expect(offset(view.closestPosition(to: CGPoint(x: 5 + 14, y: 8 + 5))) == 1)
                // Past the emoji's middle: after it (2 units further).
                #expect(offset(view.closestPosition(to: CGPoint(x: 5 + 26, y: 8 + 5))) == 4)
                #expect(offset(view.closestPosition(to: CGPoint(x: 5 + 11, y: 8 + 30))) == 6)
                // Within a range: clamped to it.
                let firstTwo = view.textRange(from: start, to: view.position(from: start, offset: 2)!)!
                #expect(offset(view.closestPosition(to: CGPoint(x: 5 + 60, y: 8 + 5), within: firstTwo)) == 2)
                // The character under a point: the emoji is its two units.
                let emoji = view.characterRange(at: CGPoint(x: 5 + 22, y: 8 + 5))!
                #expect(view.text(in: emoji) == "😀")
                #expect(view.characterRange(at: CGPoint(x: 5 + 22, y: 8 + 200)) == nil)
            }
        }

        @Test func selectionRectsMarkTheirEnds() {
            withTestApplication { _, _ in
                let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
                view.font = .systemFont(ofSize: 20)
                view.text = "abcd\nefgh"
                view.layoutIfNeeded()
                let start = view.beginningOfDocument
                let range = view.textRange(from: view.position(from: start, offset: 2)!, to: view.position(from: start, offset: 7)!)!
                // Action
                let rects = view.selectionRects(for: range)
                // Assertion: two lines, in the view's coordinates; the first holds the start.
                #expect(rects.map(\.rect) == [CGRect(x: 25, y: 8, width: 24, height: 24), CGRect(x: 5, y: 32, width: 20, height: 24)])
                #expect(rects.map(\.containsStart) == [true, false])
                #expect(rects.map(\.containsEnd) == [false, true])
                #expect(view.firstRect(for: range) == rects[0].rect)
            }
        }

        @Test func theTokenizerFindsWordSentenceAndParagraphBoundaries() {
            withTestApplication { _, _ in
                let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
                view.font = .systemFont(ofSize: 20)
                view.text = "Hi 😀 there. Next one!\nNew para"
                let t = view.tokenizer
                let start = view.beginningOfDocument
                @MainActor func at(_ o: Int) -> UITextPosition { view.position(from: start, offset: o)! }
                @MainActor func offset(_ p: UITextPosition?) -> Int? { p.map { view.offset(from: start, to: $0) } }
                let forward = UITextDirection.storage(.forward), backward = UITextDirection.storage(.backward)
                // Words: "there" is 6..<11 (the emoji is two units).
                #expect(t.isPosition(at(11), atBoundary: .word, inDirection: forward))
                #expect(t.isPosition(at(6), atBoundary: .word, inDirection: backward))
                #expect(!t.isPosition(at(8), atBoundary: .word, inDirection: forward))
                #expect(offset(t.position(from: at(8), toBoundary: .word, inDirection: forward)) == 11)
                #expect(offset(t.position(from: at(8), toBoundary: .word, inDirection: backward)) == 6)
                #expect(view.text(in: t.rangeEnclosingPosition(at(8), with: .word, inDirection: forward)!) == "there")
                #expect(t.rangeEnclosingPosition(at(5), with: .word, inDirection: forward) == nil)
                // Sentences and paragraphs.
                #expect(view.text(in: t.rangeEnclosingPosition(at(15), with: .sentence, inDirection: forward)!) == "Next one!")
                #expect(offset(t.position(from: at(0), toBoundary: .sentence, inDirection: forward)) == 13)
                #expect(view.text(in: t.rangeEnclosingPosition(at(25), with: .paragraph, inDirection: forward)!) == "New para")
                #expect(t.isPosition(at(22), atBoundary: .paragraph, inDirection: .layout(.right)))
                #expect(t.isPosition(at(23), withinTextUnit: .paragraph, inDirection: forward))
                #expect(!t.isPosition(at(22), withinTextUnit: .paragraph, inDirection: forward))
            }
        }

        @Test func theTokenizerFollowsWrappedLines() {
            withTestApplication { _, _ in
                // 10 characters fit a line of 100 pt (110 less the line padding).
                let view = UITextView(frame: CGRect(x: 0, y: 0, width: 110, height: 200))
                view.font = .systemFont(ofSize: 20)
                view.text = "aaaa bbbb cccc"
                view.layoutIfNeeded()
                let t = view.tokenizer
                let start = view.beginningOfDocument
                let line = t.rangeEnclosingPosition(view.position(from: start, offset: 11)!, with: .line,
                                                    inDirection: .storage(.forward))!
                // Assertion: the second line is "cccc", not the paragraph.
                #expect(view.text(in: line) == "cccc")
            }
        }

        @Test func inputTraitsAreStored() {
            withTestApplication { _, _ in
                let field = makeTextField()
                #expect(field.autocapitalizationType == .sentences)
                field.keyboardType = .emailAddress
                field.textContentType = .emailAddress
                field.autocorrectionType = .no
                #expect(field.keyboardType == .emailAddress)
                #expect(field.textContentType == .emailAddress)
                #expect(field.autocorrectionType == .no)
            }
        }
    }
}

extension SharedState {
    /// A subclass padding its field through the overridable rects, the common iOS idiom, moves the
    /// text and what `UITextInput` answers with it.
    @Suite struct TextFieldRectOverrideTests {
        final class PaddedField: UITextField {
            override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 0) }
            override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 0) }
        }

        @Test func paddingMovesTheCaretAndTheClosestPosition() {
            withTestApplication { app, _ in
                // Precondition: a padded field holding "abc", editing.
                let field = PaddedField(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
                field.font = .systemFont(ofSize: 20)
                _ = makeTextWindow(field)
                field.text = "abc"
                field.becomeFirstResponder()
                field.layoutIfNeeded()
                app.renderNow()
                // Assertion: the text starts 12 pt in; a point at x 12 + 21 is after "ab".
                #expect(field.caretRect(for: field.beginningOfDocument).minX == 12)
                let p = field.closestPosition(to: CGPoint(x: 12 + 21, y: 15))!
                #expect(field.offset(from: field.beginningOfDocument, to: p) == 2)
            }
        }
    }
}

@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// TextLayout line breaking with a FixedTextMeasurer passed in explicitly (no global state): at
// 10 pt and advance 0.5 every character is 5 pt wide.

@Suite struct TextLayoutTests {
    private let layout = TextLayout(measurer: FixedTextMeasurer(advance: 0.5))
    private let font = UIFont.systemFont(ofSize: 10)

    private func lines(_ text: String, width: CGFloat, maxLines: Int = 0) -> [String] {
        layout.lines(for: text, font: font, width: width, maxLines: maxLines)
    }

    @Test func wrapsAtSpaces() {
        // "hello world" is 55 pt; adding " foo" makes 75 > 60.
        #expect(lines("hello world foo", width: 60) == ["hello world", "foo"])
    }

    @Test func aLineThatFitsExactlyStaysWhole() {
        #expect(lines("hello world foo", width: 55) == ["hello world", "foo"])
        #expect(lines("hello world foo", width: 54.9) == ["hello", "world foo"])
    }

    @Test func aWordLongerThanTheLineIsBrokenByCharacters() {
        // 30 pt holds six characters.
        #expect(lines("ab abcdefghijklmnop", width: 30) == ["ab", "abcdef", "ghijkl", "mnop"])
    }

    @Test func explicitNewlinesStartLinesAndKeepBlankLines() {
        #expect(lines("ab\n\ncd ef", width: 100) == ["ab", "", "cd ef"])
    }

    @Test func lineLimitTruncatesTheLastLineWithAnEllipsis() throws {
        // Precondition: four lines' worth at 40 pt ("one two" / "three" / "four" / "five").
        #expect(lines("one two three four five", width: 40).count == 4)
        // Action
        let limited = lines("one two three four five", width: 40, maxLines: 2)
        // Assertion: two lines, the last cut short with "…" and still within the width.
        #expect(limited.count == 2)
        #expect(limited.first == "one two")
        let last = try #require(limited.last)
        #expect(last.hasPrefix("three"))
        #expect(last.hasSuffix("…"))
        #expect(FixedTextMeasurer(advance: 0.5).width(of: last, font: font) <= 40)
    }

    @Test func singleLineLimitTruncatesToFitTheWidth() {
        // "hello world…" is twelve characters: exactly 60 pt.
        #expect(lines("hello world foo", width: 60, maxLines: 1) == ["hello world…"])
        #expect(lines("hello world foo", width: 59, maxLines: 1) == ["hello worl…"])
    }

    @Test func characterBrokenWordIsTruncatedAtTheLimit() {
        #expect(lines("abcdefghijklmnop", width: 30, maxLines: 2) == ["abcdef", "ghijk…"])
    }

    @Test func reachingTheLimitWithNothingLeftAddsNoEllipsis() {
        #expect(lines("one two\nthree", width: 100, maxLines: 2) == ["one two", "three"])
        #expect(lines("one two three", width: 40, maxLines: 2) == ["one two", "three"])
    }

    @Test func zeroMaxLinesMeansUnlimited() {
        #expect(lines("a b c d e f", width: 5, maxLines: 0) == ["a", "b", "c", "d", "e", "f"])
    }

    @Test func widthsComeFromTheMeasurerAndTheFontSize() {
        // At 20 pt each character is 10 pt wide, so the same text wraps earlier.
        let big = UIFont.systemFont(ofSize: 20)
        #expect(layout.lines(for: "hello world foo", font: big, width: 60, maxLines: 0) == ["hello", "world", "foo"])
    }
}

@testable import UIKit
import Testing
import Foundation

// MeasuredTextLayout's paragraph settings, with FixedTextMeasurer at 10 pt: 5 pt characters,
// ascent 8, line height 12.

@Suite struct ParagraphStyleLayoutTests {
    private let measurer = FixedTextMeasurer(advance: 0.5)

    private func layout(_ text: String, width: CGFloat? = nil, _ paragraph: TextParagraphStyle,
                        carets: Bool = false) -> LaidOutText {
        let style = TextRunStyle(font: .systemFont(ofSize: 10), color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        return measurer.layout(TextLayoutRequest(text: StyledText(text, style: style), width: width,
                                                 paragraph: paragraph, measuresCarets: carets))
    }

    @Test func lineSpacingGoesBetweenLines() {
        let laid = layout("ab\ncd", TextParagraphStyle(lineSpacing: 4))
        #expect(laid.lines.map(\.baseline) == [8, 24])
        #expect(laid.size.height == 28)
    }

    @Test func paragraphSpacingAfterAndBeforeGoBetweenParagraphsOnly() {
        // Precondition: "ab cd" wraps in two lines at 10 pt wide, then "ef" is a second paragraph.
        let laid = layout("ab cd\nef", width: 10, TextParagraphStyle(paragraphSpacing: 6, paragraphSpacingBefore: 3))
        // Assertion: no space inside the paragraph, 6 + 3 between the two, none before or after.
        #expect(laid.lines.map(\.rect.minY) == [0, 12, 33])
        #expect(laid.lines.map(\.baseline) == [8, 20, 41])
        #expect(laid.size.height == 45)
    }

    @Test func lineHeightMultipleAndBoundsPutTheSpaceAboveTheText() {
        // 1.5 × 12 = 18: the baseline moves down by 6.
        #expect(layout("ab", TextParagraphStyle(lineHeightMultiple: 1.5)).lines.map(\.baseline) == [14])
        #expect(layout("ab", TextParagraphStyle(lineHeightMultiple: 1.5)).size.height == 18)
        // At least 20.
        let tall = layout("ab\ncd", TextParagraphStyle(minimumLineHeight: 20))
        #expect(tall.lines.map(\.baseline) == [16, 36])
        #expect(tall.size.height == 40)
        // At most 10: the text pokes out at the top.
        let short = layout("ab\ncd", TextParagraphStyle(maximumLineHeight: 10))
        #expect(short.lines.map(\.baseline) == [6, 16])
        #expect(short.size.height == 20)
        // The maximum wins over the multiple.
        #expect(layout("ab", TextParagraphStyle(lineHeightMultiple: 2, maximumLineHeight: 15)).size.height == 15)
    }

    @Test func justifiedLinesStretchTheirSpacesButNotTheLastLine() {
        // Precondition: "aa bb cc" (40 pt) then "dd" at 50 pt wide.
        let laid = layout("aa bb cc dd", width: 50, TextParagraphStyle(alignment: .justified), carets: true)
        // Assertion: the first line fills the width, its two spaces 10 pt each; the last is left alone.
        #expect(laid.lines.map(\.rect.width) == [50, 10])
        let x = Dictionary(laid.carets.map { ($0.offset, $0.x) }, uniquingKeysWith: { first, _ in first })
        #expect(x[3] == 20)
        #expect(x[6] == 40)
        #expect(x[9] == 0)
        // The size is what the text needs, not the stretched width.
        #expect(laid.size.width == 40)
    }
}

extension ParagraphStyleLayoutTests {
    private func runs(_ offsets: [CGFloat]) -> TextLayoutRequest {
        let font = UIFont.systemFont(ofSize: 10), black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        let runs = offsets.enumerated().map { i, offset in
            StyledRun(range: i..<(i + 1), style: TextRunStyle(font: font, color: black, baselineOffset: offset))
        }
        return TextLayoutRequest(text: StyledText(string: String(repeating: "a", count: offsets.count), runs: runs), width: nil)
    }

    @Test func raisedAndLoweredRunsMakeTheirLineTaller() {
        // Precondition: ascent 8, 4 below. Raised by 4: 12 above the baseline.
        let raised = measurer.layout(runs([0, 4]))
        #expect(raised.lines.map(\.baseline) == [12])
        #expect(raised.size.height == 16)
        // Lowered by 3: 7 below.
        let lowered = measurer.layout(runs([0, -3]))
        #expect(lowered.lines.map(\.baseline) == [8])
        #expect(lowered.size.height == 15)
        // No offsets: the font's own line.
        #expect(measurer.layout(runs([0, 0])).size.height == 12)
    }
}

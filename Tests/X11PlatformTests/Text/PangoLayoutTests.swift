// Pango's layouts as UIKit reads them, checked against what the X window shows: a label's
// `sizeThatFits` is its ink's extent, kerning and ligatures are on, truncation puts "…" where the
// line break mode says and fits the width, and offsets count UTF-16 units.

import Foundation
import Testing
@testable import UIKit
@testable import X11Platform
import UIKitTesting

extension XServerTests {
    @Suite struct PangoLayoutTests {
        @Test func sizeThatFitsIsTheExtentOfTheInkDrawn() throws {
            try XWindowHarness.run { x in
                // Precondition: a label sized to fit its text, which reaches the line's top and bottom
                // ("É" above the capitals, "j" and "y" below the baseline) and its sides ("|").
                let label = UILabel(frame: .zero)
                label.text = "|Éjy Wa|"
                label.font = .systemFont(ofSize: 26)
                label.textColor = .black
                let size = label.sizeThatFits(CGSize(width: 0, height: 0))
                label.frame = CGRect(origin: CGPoint(x: 20, y: 30), size: size)
                x.add(label)

                // Action
                let shot = try x.render()

                // Assertion: all ink is inside the size, and reaches within 2 px of each edge.
                let ink = shot.points { $0.luma < 200 }
                try #require(!ink.isEmpty, "the label drew nothing")
                let minX = ink.map(\.x).min()!, maxX = ink.map(\.x).max()! + 1
                let minY = ink.map(\.y).min()!, maxY = ink.map(\.y).max()! + 1
                let frame = label.frame
                #expect(CGFloat(minX) >= frame.minX && CGFloat(maxX) <= frame.maxX && CGFloat(minY) >= frame.minY
                            && CGFloat(maxY) <= frame.maxY, "ink \(minX)..<\(maxX) × \(minY)..<\(maxY) outside \(frame)")
                #expect(CGFloat(minX) - frame.minX <= 2 && frame.maxX - CGFloat(maxX) <= 2,
                        "ink \(minX)..<\(maxX) should span the width \(frame.minX)..<\(frame.maxX)")
                #expect(CGFloat(minY) - frame.minY <= 2 && frame.maxY - CGFloat(maxY) <= 2,
                        "ink \(minY)..<\(maxY) should span the height \(frame.minY)..<\(frame.maxY)")
            }
        }

        @Test func kerningIsOn() throws {
            try XWindowHarness.run { x in
                // Action
                let font = UIFont.systemFont(ofSize: 40)
                let pair = x.platform.text.width(of: "AV", font: font)
                let apart = x.platform.text.width(of: "A", font: font) + x.platform.text.width(of: "V", font: font)

                // Assertion: Inter kerns "AV" tighter than its letters' advances.
                #expect(pair < apart - 1, "\"AV\" \(pair) pt, \"A\" + \"V\" \(apart) pt")
            }
        }

        @Test func monospacedDigitsHaveOneWidthWhereProportionalOnesDoNot() throws {
            try XWindowHarness.run { x in
                // Precondition: Inter's proportional "1" is narrower than its "0" (at a text size:
                // from 20 pt the display cut, whose tabular zero is still wider, is used).
                let proportional = UIFont.systemFont(ofSize: 17)
                let tabular = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
                let narrow = x.platform.text.width(of: "1111", font: proportional)
                let wide = x.platform.text.width(of: "0000", font: proportional)
                try #require(narrow < wide - 3, "proportional \"1111\" \(narrow) pt, \"0000\" \(wide) pt")

                // Action
                let ones = x.platform.text.width(of: "1111", font: tabular)
                let zeros = x.platform.text.width(of: "0000", font: tabular)

                // Assertion: the "tnum" feature gives every digit the same advance.
                #expect(abs(ones - zeros) < 0.5 && ones > narrow,
                        "tabular \"1111\" \(ones) pt, \"0000\" \(zeros) pt; proportional \(narrow) pt, \(wide) pt")
            }
        }

        static let long = "The quick brown fox jumps over the lazy dog again and again"

        /// `long` at 17 pt, 160 wide, in `lines` lines, cut by `mode`.
        static func truncated(_ mode: NSLineBreakMode, lines: Int = 1, text: String = long) -> TextLayoutRequest {
            TextLayoutRequest(text: StyledText(text, style: .plain(17)), width: 160, maximumNumberOfLines: lines,
                              paragraph: TextParagraphStyle(lineBreakMode: mode))
        }

        static func shown(_ line: LaidOutLine) -> String { line.fragments.map(\.text).joined() }

        @Test func truncationModesPutTheEllipsisWhereTheySayAndFitTheWidth() throws {
            try XWindowHarness.run { x in
                // Action
                let tail = x.platform.text.layout(Self.truncated(.byTruncatingTail))
                let head = x.platform.text.layout(Self.truncated(.byTruncatingHead))
                let middle = x.platform.text.layout(Self.truncated(.byTruncatingMiddle))
                let twoLines = x.platform.text.layout(Self.truncated(.byTruncatingTail, lines: 2))
                let clipped = x.platform.text.layout(Self.truncated(.byClipping, lines: 2))

                // Assertion
                for laid in [tail, head, middle, twoLines] {
                    #expect(laid.isTruncated)
                    for line in laid.lines { #expect(line.rect.maxX <= 160, "\"\(Self.shown(line))\" is \(line.rect.width) wide") }
                }
                try #require(tail.lines.count == 1 && head.lines.count == 1 && middle.lines.count == 1 && twoLines.lines.count == 2,
                             "lines: \([tail, head, middle, twoLines].map { $0.lines.map(Self.shown) })")
                #expect(Self.shown(tail.lines[0]).hasSuffix("…") && Self.shown(tail.lines[0]).hasPrefix("The quick"))
                #expect(Self.shown(head.lines[0]).hasPrefix("…") && Self.shown(head.lines[0]).hasSuffix("again"))
                let m = Self.shown(middle.lines[0])
                #expect(m.hasPrefix("The") && m.hasSuffix("again") && m.contains("…"), "middle: \(m)")
                #expect(!Self.shown(twoLines.lines[0]).contains("…") && Self.shown(twoLines.lines[1]).hasSuffix("…"),
                        "\(twoLines.lines.map(Self.shown))")
                #expect(twoLines.lines[1].range.upperBound == Self.long.utf16.count, "the last line shown holds the rest")
                #expect(clipped.isTruncated && clipped.lines.count == 2 && !clipped.lines.map(Self.shown).joined().contains("…"))
            }
        }

        @Test func aLineLimitAcrossParagraphsEndsTheLastShownLineWithAnEllipsis() throws {
            try XWindowHarness.run { x in
                // Action: two short paragraphs, one line allowed.
                let laid = x.platform.text.layout(Self.truncated(.byTruncatingTail, lines: 1, text: "First\nSecond"))

                // Assertion: the first paragraph, then "…" for the one not shown.
                #expect(laid.isTruncated)
                #expect(laid.lines.map(Self.shown) == ["First…"])
                #expect(laid.lines.map(\.range) == [0..<6])
            }
        }

        @Test func tailTruncatedLabelShowsTheEllipsisAtItsRightEnd() throws {
            try XWindowHarness.run { x in
                // Precondition: a one-line label too narrow for its text; the same label with "…" only.
                let label = UILabel(frame: CGRect(x: 10, y: 20, width: 160, height: 30))
                label.text = Self.long
                label.textColor = .black
                x.add(label)

                // Action
                let shot = try x.render()

                // Assertion: ink stays in the label, and its last dark pixels are the ellipsis's three
                // dots: the rightmost ink column's rows are a small square, low on the line.
                let ink = shot.points { $0.luma < 128 }
                try #require(!ink.isEmpty)
                let maxX = ink.map(\.x).max()!
                #expect(maxX < 170, "ink reaches \(maxX), past the label")
                let lastColumn = ink.filter { $0.x == maxX }.map(\.y)
                #expect(lastColumn.count <= 3, "a dot is at most 3 px tall: \(lastColumn)")
                let request = try #require(label.layoutRequest(width: 160))
                #expect(x.platform.text.layout(request).lines.map(Self.shown).last?.hasSuffix("…") == true)
            }
        }

        @Test func offsetsCountUTF16UnitsAroundAnEmoji() throws {
            try XWindowHarness.run { x in
                // Precondition: an emoji (two UTF-16 units, four UTF-8 bytes) between letters.
                let text = "a👋b"
                let request = TextLayoutRequest(text: StyledText(text, style: .plain(20)), width: nil, measuresCarets: true)

                // Action
                let laid = x.platform.text.layout(request)

                // Assertion: carets at 0, 1, 3 and 4 in UTF-16, moving right; the line covers all four units.
                #expect(laid.carets.map(\.offset) == [0, 1, 3, 4])
                let xs = laid.carets.map(\.x)
                #expect(xs == xs.sorted() && Set(xs).count == 4, "\(xs)")
                #expect(laid.lines.map(\.range) == [0..<4])
            }
        }

        @Test func layoutsAreCachedByRequest() throws {
            try XWindowHarness.run { x in
                // Precondition
                let request = Self.truncated(.byTruncatingTail)
                _ = x.platform.text.layout(request)
                let hits = x.platform.text.cache.hits

                // Action
                _ = x.platform.text.layout(request)

                // Assertion
                #expect(x.platform.text.cache.hits == hits + 1)
            }
        }
    }
}

// Text read back from a real X window: labels draw real Pango glyphs inside their frames, and a bold
// font really is heavier.

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

extension XServerTests {
    @Suite struct TextPixelTests {
        static let text = "Segue Wgj 42"

        @Test func labelTextIsDrawnInsideItsFrameAndBoldIsHeavier() throws {
            try XWindowHarness.run { x in
                // Precondition: the same black text in a regular and a bold 22 pt label, on white.
                let regularFrame = CGRect(x: 20, y: 30, width: 260, height: 40)
                let boldFrame = CGRect(x: 30, y: 130, width: 260, height: 40)
                let regular = UILabel(frame: regularFrame)
                regular.text = Self.text
                regular.font = .systemFont(ofSize: 22)
                regular.textColor = .black
                let bold = UILabel(frame: boldFrame)
                bold.text = Self.text
                bold.font = .boldSystemFont(ofSize: 22)
                bold.textColor = .black
                x.add(regular)
                x.add(bold)

                // Action
                let shot = try x.render()

                // Assertion: there are dark pixels, every one of them inside a label's frame, and the
                // bold label has clearly more of them.
                let dark = shot.points { $0.luma < 128 }
                let outside = dark.filter { p in
                    ![regularFrame, boldFrame].contains { $0.contains(CGPoint(x: Double(p.x) + 0.5, y: Double(p.y) + 0.5)) }
                }
                #expect(outside.isEmpty, "dark pixels outside both labels, first: \(outside.prefix(5).map { "(\($0.x), \($0.y))" })")
                let inRegular = dark.filter { regularFrame.contains(CGPoint(x: $0.x, y: $0.y)) }.count
                let inBold = dark.filter { boldFrame.contains(CGPoint(x: $0.x, y: $0.y)) }.count
                #expect(inRegular > 100, "the regular label should draw its text, found \(inRegular) dark pixels")
                #expect(Double(inBold) > Double(inRegular) * 1.2,
                        "the bold label should be heavier: \(inBold) dark pixels vs \(inRegular) regular")
            }
        }

        @Test func centredLabelPutsItsInkInTheMiddle() throws {
            try XWindowHarness.run { x in
                // Precondition: short text centred in a wide label.
                let frame = CGRect(x: 10, y: 80, width: 300, height: 60)
                let label = UILabel(frame: frame)
                label.text = "Hi"
                label.font = .systemFont(ofSize: 30)
                label.textColor = .black
                label.textAlignment = .center
                x.add(label)

                // Action
                let shot = try x.render()

                // Assertion: the ink's horizontal extent is centred on the frame's midX (±3 px) and
                // its vertical extent lies within the frame.
                let dark = shot.points { $0.luma < 128 }
                try #require(!dark.isEmpty, "the label drew no text")
                let minX = dark.map(\.x).min()!, maxX = dark.map(\.x).max()!
                let minY = dark.map(\.y).min()!, maxY = dark.map(\.y).max()!
                let inkMid = Double(minX + maxX + 1) / 2
                #expect(abs(inkMid - Double(frame.midX)) <= 3, "ink spans x \(minX)...\(maxX), centred at \(inkMid), frame midX \(frame.midX)")
                #expect(minY >= 80 && maxY < 140, "ink spans y \(minY)...\(maxY), outside the frame's 80..<140")
            }
        }
    }
}

@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// Attributed button titles, with FixedTextMeasurer.

extension SharedState {
    @Suite struct ButtonAttributedTitleTests {
        private let measurer = FixedTextMeasurer(advance: 0.5)
        private let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        private let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)

        private func drawn(_ button: UIButton) -> [DrawnTextLine] {
            button.layoutIfNeeded()
            return button.titleLabel?.layer.currentContent()?.drawnTextLines ?? []
        }

        @Test func anAttributedTitleWinsOverThePlainOneAndKeepsItsRuns() {
            withTextMeasurer(measurer) {
                // Precondition: a plain title in green, and an attributed one with a red second run.
                let button = UIButton(type: .custom)
                button.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
                button.setTitle("plain", for: .normal)
                button.setTitleColor(green, for: .normal)
                let title = NSMutableAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 10)])
                title.addAttribute(.foregroundColor, value: red, range: NSRange(location: 1, length: 1))
                // Action
                button.setAttributedTitle(title, for: .normal)
                // Assertion: the run without a colour takes the title colour.
                #expect(button.currentTitle == "ab")
                #expect(drawn(button).map(\.text) == ["a", "b"])
                #expect(drawn(button).map(\.color) == [green.cgColor, red.cgColor])
                #expect(drawn(button).map(\.font.pointSize) == [10, 10])
                // Removed: the plain title again, in the button's own font.
                button.setAttributedTitle(nil, for: .normal)
                #expect(drawn(button).map(\.text) == ["plain"])
                #expect(drawn(button).map(\.font.pointSize) == [UIButton.defaultTitleFontSize])
            }
        }
    }
}

@testable import UIKit
import Foundation

/// One line a label's content shows: its characters (an ellipsis where cut, trailing spaces
/// dropped) and its width, laid out by the current measurer as the platform draws it.
struct ShownLine: Equatable, CustomStringConvertible {
    var text: String
    var width: CGFloat
    var description: String { "\"\(text)\" \(width)" }

    init(_ text: String, _ width: CGFloat) {
        self.text = text
        self.width = width
    }

    /// The lines `label`'s layer content shows now.
    @MainActor static func of(_ label: UILabel) -> [ShownLine] {
        guard case .text(let placed)? = label.layer.currentContent()?.kind else { return [] }
        return placed.flatMap { TextMeasurement.current.layout($0.layout).lines }.map { line in
            var text = line.fragments.map(\.text).joined()
            while text.last == " " { text.removeLast() }
            return ShownLine(text, line.rect.width)
        }
    }
}

import Foundation
import UIKit

/// One fragment of text as a layer's content draws it: its characters, font, colour and baseline
/// origin in the content's coordinates, laid out by the current measurer.
public struct DrawnTextLine: Equatable {
    public var text: String
    public var font: UIFont
    public var color: CGColor
    public var origin: CGPoint
    /// Everything else about the run (background, kern, underline, strikethrough, baseline offset).
    public var style: TextRunStyle
}

extension LayerContent {
    /// The text this content draws, one entry per line and style, laid out by the current
    /// application's measurer (what the platform draws); empty for images and drawings.
    @MainActor public var drawnTextLines: [DrawnTextLine] {
        guard case .text(let texts) = kind else { return [] }
        var out: [DrawnTextLine] = []
        for placed in texts {
            for line in TextMeasurement.current.layout(placed.layout).lines {
                for f in line.fragments {
                    var text = f.text
                    while text.last == " " { text.removeLast() }
                    out.append(DrawnTextLine(text: text, font: f.style.font, color: f.style.color,
                                             origin: CGPoint(x: placed.origin.x + f.x, y: placed.origin.y + line.baseline),
                                             style: f.style))
                }
            }
        }
        return out
    }
}

import Foundation
@testable import UIKit

/// A view that shows one styled text (runs of their own colours and fonts) the way a label shows
/// plain text: a `.text` layer content with the text's top-left at `origin`. UILabel takes plain
/// text only; this is how tests draw runs through the real compositor.
final class StyledTextView: UIView, LayerContentProviding {
    let request: TextLayoutRequest
    let origin: CGPoint

    init(frame: CGRect, request: TextLayoutRequest, origin: CGPoint = .zero) {
        self.request = request
        self.origin = origin
        super.init(frame: frame)
        backgroundColor = nil
        layer.contentProvider = self
    }

    func layerContent(for size: CGSize) -> LayerContent? {
        LayerContent(size: size, kind: .text([PlacedText(layout: request, origin: origin)]))
    }
}

extension TextRunStyle {
    /// Black (or `color`) text in the system font at `size`.
    static func plain(_ size: CGFloat, _ color: CGColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)) -> TextRunStyle {
        TextRunStyle(font: .systemFont(ofSize: size), color: color)
    }
}

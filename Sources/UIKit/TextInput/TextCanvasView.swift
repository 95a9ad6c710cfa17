import Foundation

/// What a text input shows of its text, in the layout's own coordinates, bottom to top: the
/// selection highlight, the text (or placeholder), the caret. Each is a view of its own, so a blink
/// or a selection change never redraws the text.
@MainActor
final class TextCanvasView: UIView {
    let selectionView = UIView()
    let textView = TextDrawingView()
    let caretView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = nil
        for v in [selectionView, textView, caretView] {
            v.isUserInteractionEnabled = false
            v.backgroundColor = nil
            addSubview(v)
        }
        caretView.isHidden = true
    }

    /// The text drawn; nil draws nothing.
    var text: PlacedText? {
        get { textView.text }
        set { textView.text = newValue }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        textView.frame = bounds
    }

    /// One highlight view per rect, reusing the ones there are.
    func showSelection(_ rects: [CGRect], color: UIColor) {
        while selectionView.subviews.count > rects.count { selectionView.subviews.last!.removeFromSuperview() }
        while selectionView.subviews.count < rects.count {
            let v = UIView()
            v.isUserInteractionEnabled = false
            selectionView.addSubview(v)
        }
        for (v, r) in zip(selectionView.subviews, rects) {
            v.frame = r
            v.backgroundColor = color
        }
    }
}

/// Draws one placed text as its layer's content.
@MainActor
final class TextDrawingView: UIView, @MainActor LayerContentProviding {
    var text: PlacedText? { didSet { if text != oldValue { layer.invalidateContent() } } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.contentProvider = self
    }

    func layerContent(for size: CGSize) -> LayerContent? {
        guard let text else { return nil }
        return LayerContent(size: size, kind: .text([text]))
    }
}

import Foundation

/// Shows a `UIImage`, placed by `contentMode` (scale to fill by default).
open class UIImageView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.contentsGravity = contentMode.gravity
    }

    public convenience init(image: UIImage?) {
        self.init()
        self.image = image
        // Observers do not run for assignments in the class's own initialisers.
        imageDidChange()
        if let image { frame = CGRect(origin: .zero, size: image.size) }
    }

    open var image: UIImage? {
        didSet { imageDidChange() }
    }

    private func imageDidChange() {
        layer.contents = image?.cgImage
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
    open override var intrinsicContentSize: CGSize { image?.size ?? .zero }

    override func contentModeDidChange() {
        layer.contentsGravity = contentMode.gravity
    }
}

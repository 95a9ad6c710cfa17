import UIKit

/// Draws one pet's `PetSketch` as `CAShapeLayer`s, scaled to fit the view and centred. The paths
/// are scaled (not the layers), so outlines stay crisp at any size; they are rebuilt only when the
/// view's size changes.
final class PetArtView: UIView {
    let kind: PetCard.Kind
    private var drawnSize: CGSize = .zero

    init(kind: PetCard.Kind) {
        self.kind = kind
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.size != drawnSize else { return }
        drawnSize = bounds.size
        layer.sublayers?.forEach { $0.removeFromSuperlayer() }
        let scale = min(bounds.width, bounds.height) / PetSketch.designSize
        let side = PetSketch.designSize * scale
        let place = CGAffineTransform(a: scale, b: 0, c: 0, d: scale,
                                      tx: (bounds.width - side) / 2, ty: (bounds.height - side) / 2)
        for stroke in PetSketch.of(kind).strokes {
            let path = UIBezierPath(cgPath: stroke.path.cgPath)
            path.apply(place)
            let shape = CAShapeLayer()
            shape.frame = bounds
            shape.path = path.cgPath
            shape.fillColor = stroke.fill?.cgColor
            shape.strokeColor = stroke.line?.cgColor
            shape.lineWidth = max(1, stroke.width * scale)
            shape.lineCap = .round
            shape.lineJoin = .round
            layer.addSublayer(shape)
        }
    }
}

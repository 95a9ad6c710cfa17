import UIKit

/// A pet drawn as a few flat vector shapes in a 200 × 200 design square (y down): each stroke is a
/// `UIBezierPath` with its fill, outline and width, painted back to front by `PetArtView` as
/// `CAShapeLayer`s. No images: the shapes are the picture.
struct PetSketch {
    struct Stroke {
        let path: UIBezierPath
        let fill: UIColor?
        let line: UIColor?
        let width: CGFloat
    }

    static let designSize: CGFloat = 200

    private(set) var strokes: [Stroke] = []

    /// Adds a shape; with no `line` it is only filled, with no `fill` only outlined.
    mutating func add(_ path: UIBezierPath, fill: UIColor? = nil, line: UIColor? = PetSketch.ink, width: CGFloat = 4) {
        strokes.append(Stroke(path: path, fill: fill, line: line, width: width))
    }

    static func of(_ kind: PetCard.Kind) -> PetSketch {
        switch kind {
        case .cat: cat()
        case .dog: dog()
        case .fish: fish()
        }
    }

    /// The outline colour of every pet: a warm near-black.
    static let ink = UIColor(red: 0.24, green: 0.16, blue: 0.12, alpha: 1)

    static func rgb(_ r: Int, _ g: Int, _ b: Int) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: 1)
    }

    static func oval(_ cx: CGFloat, _ cy: CGFloat, _ rx: CGFloat, _ ry: CGFloat) -> UIBezierPath {
        UIBezierPath(ovalIn: CGRect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry))
    }

    static func polygon(_ points: [CGPoint]) -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: points[0])
        for point in points.dropFirst() { path.addLine(to: point) }
        path.close()
        return path
    }

    /// The same shape reflected about the sketch's vertical centre line.
    static func mirrored(_ path: UIBezierPath) -> UIBezierPath {
        let copy = UIBezierPath(cgPath: path.cgPath)
        copy.apply(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: designSize, ty: 0))
        return copy
    }
}

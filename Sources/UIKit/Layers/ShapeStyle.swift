import Foundation

/// Everything a shape layer's drawing depends on, as one value, and the drawing it makes: the fill,
/// then the stroke over it, rasterized over the path's box grown by how far the stroke can reach
/// (half the line width, times the miter limit when joins are mitred).
struct ShapeStyle: Equatable {
    var path: CGPath?
    var fillColor: CGColor?
    var fillRule: CGPathFillRule
    var strokeColor: CGColor?
    var stroke: StrokeStyle
    var strokeStart: CGFloat
    var strokeEnd: CGFloat

    /// How far past the path a drawing is ever rasterized: a stray huge path draws a bounded picture.
    static let maximumExtent: CGFloat = 8192

    func content(size: CGSize) -> LayerContent? {
        guard let path, !path.isEmpty else { return nil }
        var commands: [DrawingCommand] = []
        if let fillColor, fillColor.alpha > 0 { commands.append(.fill(path, fillRule, fillColor)) }
        let strokes = strokeColor.map { $0.alpha > 0 } ?? false
        if strokes, let strokeColor, stroke.lineWidth > 0, strokeEnd > strokeStart {
            commands.append(.stroke(path, stroke, strokeColor, start: max(0, strokeStart), end: min(1, strokeEnd)))
        }
        guard !commands.isEmpty else { return nil }
        let reach = strokes ? stroke.lineWidth / 2 * max(2.squareRoot(), stroke.lineJoin == .miter ? stroke.miterLimit : 1) : 0
        // One pixel more all round for antialiasing, and whole points so pixels stay on the grid.
        var extent = path.boundingBox.insetBy(dx: -reach - 1, dy: -reach - 1).integral
        let limit = CGRect(x: -Self.maximumExtent, y: -Self.maximumExtent, width: 2 * Self.maximumExtent,
                           height: 2 * Self.maximumExtent)
        extent = extent.intersection(limit)
        guard !extent.isNull, extent.width >= 1, extent.height >= 1 else { return nil }
        return LayerContent(size: size, kind: .drawing(Drawing(commands: commands, extent: extent)))
    }
}

/// How a shape layer decides what is inside its path.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
    var cgLineCap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
    var cgLineJoin: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}

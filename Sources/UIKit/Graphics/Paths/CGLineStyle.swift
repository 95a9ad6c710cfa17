/// How a stroke ends at an open subpath's ends.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// How a stroke turns at a corner between two segments.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

/// The corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A stroke's look, as one value: what `CGContext`, `UIBezierPath` and `CAShapeLayer` each set
/// piece by piece, and what the rasterizer is handed.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat = 1
    public var lineCap: CGLineCap = .butt
    public var lineJoin: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    /// Dash lengths, on then off, repeating; empty for a solid line.
    public var dashPattern: [CGFloat] = []
    public var dashPhase: CGFloat = 0

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dashPattern: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dashPattern = dashPattern
        self.dashPhase = dashPhase
    }
}

import Foundation

/// UIKit's path object: a `CGMutablePath` being built, and the stroke and fill settings that
/// `fill()`, `stroke()` and `addClip()` use in the current drawing context.
///
/// Angles and `clockwise` are as the user sees them on screen (y down): `clockwise: true` turns the
/// way the hands of a clock do, which is Core Graphics' counter-clockwise in its y-up sense.
open class UIBezierPath: CustomStringConvertible {
    private var path: CGMutablePath

    /// The path as it is now (an immutable copy; later changes to this object do not reach it).
    open var cgPath: CGPath {
        get { path.copy() ?? path }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    /// How finely curves are flattened when stroked or filled, in pixels; cairo decides its own
    /// tolerance, so this is kept only for code that sets it.
    open var flatness: CGFloat = 0.6
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    public init() { path = CGMutablePath() }

    public convenience init(rect: CGRect) {
        self.init()
        path = CGPath(rect: rect).mutableCopy()!
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path = CGPath(ellipseIn: rect).mutableCopy()!
    }

    /// A rounded rectangle with circular corners of `cornerRadius`, at most half the shorter side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let r = rect.standardized
        let radius = max(0, min(cornerRadius, r.width / 2, r.height / 2))
        self.init()
        path = CGPath(roundedRect: r, cornerWidth: radius, cornerHeight: radius).mutableCopy()!
    }

    /// A rectangle with the chosen corners rounded by elliptical `cornerRadii` (each at most half
    /// the side), the others square.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = rect.standardized
        let radius = CGSize(width: max(0, min(cornerRadii.width, r.width / 2)),
                            height: max(0, min(cornerRadii.height, r.height / 2)))
        func pick(_ c: UIRectCorner) -> CGSize { corners.contains(c) ? radius : .zero }
        let radii = RoundedRectRadii(topLeft: pick(.topLeft), topRight: pick(.topRight),
                                     bottomRight: pick(.bottomRight), bottomLeft: pick(.bottomLeft))
        self.init()
        path = CGMutablePath(elements: radii.elements(in: r))
    }

    /// An open arc of the circle at `center` (`clockwise` as seen on screen).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    // MARK: Building

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = CGMutablePath() }
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? path
    }

    // MARK: Reading

    open var isEmpty: Bool { path.isEmpty }
    /// The box of every point, control points included, as UIKit's `bounds` is.
    open var bounds: CGRect { path.boundingBox }
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether the area a fill of the path would paint contains `point`, by the path's own fill
    /// rule (`usesEvenOddFillRule`); open subpaths count as closed, and the line width plays no part.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// A new path drawing the same subpaths, each traced the other way (see `reversedCopy()`).
    open func reversing() -> UIBezierPath { reversedCopy() }

    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
        dashPhase = phase
    }

    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (i, v) in dashPattern.enumerated() { pattern[i] = v } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    /// The stroke settings as one value.
    var strokeStyle: StrokeStyle {
        StrokeStyle(lineWidth: lineWidth, lineCap: lineCapStyle, lineJoin: lineJoinStyle, miterLimit: miterLimit,
                    dashPattern: dashPattern, dashPhase: dashPhase)
    }

    open var description: String { "UIBezierPath(\(path.elements.map(\.description).joined(separator: " ")))" }
}

import Foundation

/// A layer that draws a path (Core Animation's `CAShapeLayer`): filled with `fillColor` by
/// `fillRule`, then stroked with `strokeColor` between `strokeStart` and `strokeEnd` of its length.
/// The path is in the layer's coordinates and is not clipped to the bounds.
///
/// What it draws is handed to the platform as a `Drawing` and rasterized once (by cairo in
/// `X11Platform`); moving, fading or transforming the layer reuses the pixels, and only a change of
/// path or style draws it again. `path`, the colours, `lineWidth`, `miterLimit`, `lineDashPhase`,
/// `strokeStart` and `strokeEnd` animate (a path between paths of the same elements); while they do,
/// each frame draws the presentation's shape. As any layer's `mask`, its drawn alpha masks.
open class CAShapeLayer: CALayer, LayerContentProviding {
    open var path: CGPath? {
        get { storedPath }
        set {
            let old = storedPath
            storedPath = newValue?.copy()
            shapeChanged("path", .path(old))
        }
    }
    private var storedPath: CGPath?
    /// Opaque black by default, as in Core Animation; nil fills nothing.
    open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
        didSet { shapeChanged("fillColor", .color(oldValue)) }
    }
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { shapeChanged() } }
    /// Nil (no stroke) by default.
    open var strokeColor: CGColor? { didSet { shapeChanged("strokeColor", .color(oldValue)) } }
    open var lineWidth: CGFloat = 1 { didSet { shapeChanged("lineWidth", .scalar(oldValue)) } }
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { shapeChanged() } }
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { shapeChanged() } }
    open var miterLimit: CGFloat = 10 { didSet { shapeChanged("miterLimit", .scalar(oldValue)) } }
    /// Dash lengths, on then off; nil or empty for a solid stroke.
    open var lineDashPattern: [NSNumber]? { didSet { shapeChanged() } }
    open var lineDashPhase: CGFloat = 0 { didSet { shapeChanged("lineDashPhase", .scalar(oldValue)) } }
    /// The fractions of the path's length the stroke starts and ends at (0 and 1: all of it).
    open var strokeStart: CGFloat = 0 { didSet { shapeChanged("strokeStart", .scalar(oldValue)) } }
    open var strokeEnd: CGFloat = 1 { didSet { shapeChanged("strokeEnd", .scalar(oldValue)) } }

    public required init() {
        super.init()
        contentProvider = self
    }

    /// The shape's look as one value: what the content is made from, and how a presentation copy
    /// tells whether its animated shape differs from the model's.
    var shapeStyle: ShapeStyle {
        ShapeStyle(path: storedPath, fillColor: fillColor, fillRule: fillRule == .evenOdd ? .evenOdd : .winding,
                   strokeColor: strokeColor,
                   stroke: StrokeStyle(lineWidth: lineWidth, lineCap: lineCap.cgLineCap, lineJoin: lineJoin.cgLineJoin,
                                       miterLimit: miterLimit,
                                       dashPattern: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) },
                                       dashPhase: lineDashPhase),
                   strokeStart: strokeStart, strokeEnd: strokeEnd)
    }

    private func shapeChanged(_ key: String? = nil, _ old: AnimatableValue? = nil) {
        invalidateContent()
        if let key, let old { animatableDidChange(key, old) }
    }

    // MARK: Content

    func layerContent(for size: CGSize) -> LayerContent? { shapeStyle.content(size: size) }

    private var presentedCache = PresentedContentCache<ShapeStyle>()

    override func presentedContent(of presentation: CALayer) -> LayerContent? {
        guard let shown = presentation as? CAShapeLayer else { return currentContent() }
        let style = shown.shapeStyle
        if style == shapeStyle { return currentContent() }
        return presentedCache.content(for: style) { $0.content(size: shown.bounds.size) }
    }

    // MARK: Animation and presentation

    override func subclassAnimatableValue(forKeyPath key: String) -> AnimatableValue? {
        switch key {
        case "path": return .path(storedPath)
        case "fillColor": return .color(fillColor)
        case "strokeColor": return .color(strokeColor)
        case "lineWidth": return .scalar(lineWidth)
        case "miterLimit": return .scalar(miterLimit)
        case "lineDashPhase": return .scalar(lineDashPhase)
        case "strokeStart": return .scalar(strokeStart)
        case "strokeEnd": return .scalar(strokeEnd)
        default: return nil
        }
    }

    override func setSubclassAnimatableValue(_ value: AnimatableValue, forKeyPath key: String) -> Bool {
        switch (key, value) {
        case ("path", .path(let p)): path = p
        case ("fillColor", .color(let c)): fillColor = c
        case ("strokeColor", .color(let c)): strokeColor = c
        case ("lineWidth", .scalar(let v)): lineWidth = v
        case ("miterLimit", .scalar(let v)): miterLimit = v
        case ("lineDashPhase", .scalar(let v)): lineDashPhase = v
        case ("strokeStart", .scalar(let v)): strokeStart = v
        case ("strokeEnd", .scalar(let v)): strokeEnd = v
        default: return false
        }
        return true
    }

    override func copySubclassAppearance(from other: CALayer) {
        guard let o = other as? CAShapeLayer else { return }
        storedPath = o.storedPath; fillColor = o.fillColor; fillRule = o.fillRule; strokeColor = o.strokeColor
        lineWidth = o.lineWidth; lineCap = o.lineCap; lineJoin = o.lineJoin; miterLimit = o.miterLimit
        lineDashPattern = o.lineDashPattern; lineDashPhase = o.lineDashPhase
        strokeStart = o.strokeStart; strokeEnd = o.strokeEnd
    }
}

import Foundation

/// A layer that fills its bounds with a gradient (Core Animation's `CAGradientLayer`): `colors` at
/// `locations` (evenly spread when nil) from `startPoint` to `endPoint`, both in unit coordinates of
/// the bounds. `.axial` varies along that line and keeps the end colours beyond it; `.radial` is an
/// ellipse centred on `startPoint` reaching `endPoint`'s x and y distances; `.conic` sweeps round
/// `startPoint`, starting toward `endPoint`. Rasterized by the platform (cairo) once per look;
/// `colors`, `locations`, `startPoint` and `endPoint` animate.
open class CAGradientLayer: CALayer, LayerContentProviding {
    /// The colours, as `CGColor`s (`UIColor`s are accepted too), as Core Animation's `[Any]?`.
    open var colors: [Any]? {
        get { storedColors }
        set {
            let old = storedColors
            storedColors = newValue?.compactMap { ($0 as? CGColor) ?? ($0 as? UIColor)?.cgColor }
            gradientChanged("colors", .colors(old))
        }
    }
    private var storedColors: [CGColor]?
    open var locations: [NSNumber]? {
        didSet { gradientChanged("locations", .numbers(oldValue?.map { CGFloat($0.doubleValue) })) }
    }
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { gradientChanged("startPoint", .point(oldValue)) } }
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { gradientChanged("endPoint", .point(oldValue)) } }
    open var type: CAGradientLayerType = .axial { didSet { gradientChanged() } }

    public required init() {
        super.init()
        contentProvider = self
    }

    private func gradientChanged(_ key: String? = nil, _ old: AnimatableValue? = nil) {
        invalidateContent()
        if let key, let old { animatableDidChange(key, old) }
    }

    var gradientStyle: GradientStyle {
        GradientStyle(colors: storedColors ?? [], locations: locations?.map { CGFloat($0.doubleValue) },
                      start: startPoint, end: endPoint, type: type)
    }

    // MARK: Content

    func layerContent(for size: CGSize) -> LayerContent? { gradientStyle.content(size: size) }

    /// A gradient's look depends on its size too.
    private struct SizedGradient: Equatable {
        var style: GradientStyle
        var size: CGSize
    }

    private var presentedCache = PresentedContentCache<SizedGradient>()

    override func presentedContent(of presentation: CALayer) -> LayerContent? {
        guard let shown = presentation as? CAGradientLayer else { return currentContent() }
        let look = SizedGradient(style: shown.gradientStyle, size: shown.bounds.size)
        if look == SizedGradient(style: gradientStyle, size: bounds.size) { return currentContent() }
        return presentedCache.content(for: look) { $0.style.content(size: $0.size) }
    }

    // MARK: Animation and presentation

    override func subclassAnimatableValue(forKeyPath key: String) -> AnimatableValue? {
        switch key {
        case "colors": return .colors(storedColors)
        case "locations": return .numbers(locations?.map { CGFloat($0.doubleValue) })
        case "startPoint": return .point(startPoint)
        case "endPoint": return .point(endPoint)
        default: return nil
        }
    }

    override func setSubclassAnimatableValue(_ value: AnimatableValue, forKeyPath key: String) -> Bool {
        switch (key, value) {
        case ("colors", .colors(let c)): colors = c
        case ("locations", .numbers(let n)): locations = n?.map { NSNumber(value: Double($0)) }
        case ("startPoint", .point(let p)): startPoint = p
        case ("endPoint", .point(let p)): endPoint = p
        default: return false
        }
        return true
    }

    override func copySubclassAppearance(from other: CALayer) {
        guard let o = other as? CAGradientLayer else { return }
        storedColors = o.storedColors; locations = o.locations; startPoint = o.startPoint; endPoint = o.endPoint
        type = o.type
    }
}

/// The kinds of gradient a gradient layer draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

import Foundation

/// A Core Graphics drawing context that records what is drawn into it as `DrawingCommand`s, for
/// the platform to rasterize (cairo in `X11Platform`): what `UIView.draw(_:)`, `CALayer.draw(in:)`
/// and `UIGraphicsImageRenderer` draw into.
///
/// It keeps Core Graphics' state — colours, line settings, the current path, the transform (CTM)
/// and the clip, saved and restored together — on this side; only the transform and clip also
/// live in the recording (as `.concatenate`, `.clip`, `.save`, `.restore`), since the rasterizer
/// applies them. Points of the current path are taken into the context's base space as they are
/// added, under the CTM of that moment, as Core Graphics does; a fill or stroke hands them back
/// in the CTM of its own moment.
public final class CGContext {
    struct State {
        var fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var stroke = StrokeStyle()
        var alpha: CGFloat = 1
        var ctm = CGAffineTransform.identity
    }

    private(set) var commands: [DrawingCommand] = []
    var state = State()
    private var saved: [State] = []
    /// The current path, in the context's base space (the space before any CTM).
    var basePath = CGMutablePath()
    /// The drawing's size in points: what `UIGraphicsImageRenderer` makes, a view's bounds.
    public let size: CGSize

    /// A context for a drawing of `size` whose coordinates start at `origin` (a layer's bounds origin):
    /// the drawing's pixels start there.
    init(size: CGSize, origin: CGPoint = .zero) {
        self.size = size
        if origin != .zero { record(.concatenate(CGAffineTransform(translationX: -origin.x, y: -origin.y))) }
    }

    /// Whether anything that leaves marks (a fill, stroke, image or gradient) was drawn.
    var hasMarks: Bool {
        commands.contains {
            switch $0 {
            case .save, .restore, .concatenate, .clip: return false
            default: return true
            }
        }
    }

    func record(_ command: DrawingCommand) { commands.append(command) }

    // MARK: State

    public func saveGState() {
        saved.append(state)
        record(.save)
    }

    public func restoreGState() {
        guard let last = saved.popLast() else { return }
        state = last
        record(.restore)
    }

    /// The current transformation matrix: user space to the context's base space.
    public var ctm: CGAffineTransform { state.ctm }

    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
        record(.concatenate(transform))
    }

    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setLineWidth(_ width: CGFloat) { state.stroke.lineWidth = width }
    public func setLineCap(_ cap: CGLineCap) { state.stroke.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.stroke.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) { state.stroke.miterLimit = limit }
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.stroke.dashPattern = lengths
        state.stroke.dashPhase = phase
    }
    /// A global opacity applied to everything drawn after it.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = max(0, min(1, alpha)) }

    /// `color` as drawn under the global alpha.
    /// The alpha drawing is faded by (`setAlpha`).
    var alpha: CGFloat { state.alpha }

    func faded(_ color: CGColor) -> CGColor {
        state.alpha >= 1 ? color : CGColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * state.alpha)
    }

    // MARK: Images and gradients

    /// Draws `image` into `rect` as Core Graphics does: in its own y-up sense, so in a UIKit context
    /// (y down) it comes out upside down, as it does on iOS. `UIImage.draw(in:)` draws it upright.
    public func draw(_ image: CGImage, in rect: CGRect) {
        saveGState()
        concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY))
        record(.image(image, rect, alpha: state.alpha))
        restoreGState()
    }

    /// Draws `image` upright into `rect` (what `UIImage.draw(in:)` does).
    func drawUpright(_ image: CGImage, in rect: CGRect) { record(.image(image, rect, alpha: state.alpha)) }

    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        record(.linearGradient(gradient, start: start, end: end, options: options))
    }

    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                                   endRadius: CGFloat, options: CGGradientDrawingOptions) {
        record(.radialGradient(gradient, startCenter: startCenter, startRadius: startRadius, endCenter: endCenter,
                               endRadius: endRadius, options: options))
    }

    /// The recorded drawing over `extent` (the context's size by default).
    func drawing(extent: CGRect? = nil) -> Drawing {
        Drawing(commands: commands, extent: extent ?? CGRect(origin: .zero, size: size).integral)
    }
}

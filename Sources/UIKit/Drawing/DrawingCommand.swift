import Foundation

/// One step of 2-D drawing, as plain data: what `CGContext` records, what `CAShapeLayer` and
/// `CAGradientLayer` describe, and what the platform's rasterizer (cairo, in `X11Platform`) plays
/// back into pixels. Coordinates are in the drawing's own space (a layer's bounds, y down) under the
/// transform the commands before it set up.
public enum DrawingCommand: Sendable {
    /// Pushes the transform and clip, as `CGContext.saveGState()`.
    case save
    /// Pops what the matching `save` pushed.
    case restore
    /// Multiplies the current transform by this one (applied to coordinates before the current).
    case concatenate(CGAffineTransform)
    /// Intersects the clip with the path's inside.
    case clip(CGPath, CGPathFillRule)
    case fill(CGPath, CGPathFillRule, CGColor)
    /// Strokes the part of `path` between the fractions `start` and `end` of its length (Core
    /// Animation's `strokeStart`/`strokeEnd`; 0 and 1 for the whole path).
    case stroke(CGPath, StrokeStyle, CGColor, start: CGFloat, end: CGFloat)
    /// Fills the clip with `gradient` varying along the line from `start` to `end`.
    case linearGradient(CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions)
    /// Fills the clip with `gradient` between two circles.
    case radialGradient(CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
                        options: CGGradientDrawingOptions)
    /// Fills the clip with `gradient` sweeping once round `center`, starting at `angle` (radians,
    /// 0 along +x, growing toward +y).
    case conicGradient(CGGradient, center: CGPoint, angle: CGFloat)
    /// Draws laid-out text, each from the top-left of its layout box.
    case text([PlacedText])
    /// Draws `image` scaled into `rect`, at `alpha`.
    case image(CGImage, CGRect, alpha: CGFloat)
}

/// What a drawing draws, and over which area of its space: the commands and the rectangle whose
/// pixels they may touch (a shape's stroke can reach past the layer's bounds).
public struct Drawing: Sendable {
    public var commands: [DrawingCommand]
    /// The area to rasterize, in the drawing's space, whole points.
    public var extent: CGRect

    public init(commands: [DrawingCommand], extent: CGRect) {
        self.commands = commands
        self.extent = extent
    }
}

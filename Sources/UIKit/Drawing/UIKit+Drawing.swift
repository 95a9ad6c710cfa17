import Foundation

// UIKit's drawing conveniences, each drawing into `UIGraphicsGetCurrentContext()` (and doing
// nothing outside a drawing, as UIKit logs and ignores).

extension UIColor {
    /// Makes this the fill and stroke colour of the current context.
    @MainActor public func set() {
        setFill()
        setStroke()
    }
    @MainActor public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    @MainActor public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}

extension UIBezierPath {
    /// Fills the path with the current fill colour and this path's fill rule.
    @MainActor public func fill() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.addPath(cgPath)
        ctx.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Strokes the path with the current stroke colour and this path's line settings (which last
    /// only for this stroke).
    @MainActor public func stroke() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        let style = strokeStyle
        ctx.setLineWidth(style.lineWidth)
        ctx.setLineCap(style.lineCap)
        ctx.setLineJoin(style.lineJoin)
        ctx.setMiterLimit(style.miterLimit)
        ctx.setLineDash(phase: style.dashPhase, lengths: style.dashPattern)
        ctx.addPath(cgPath)
        ctx.strokePath()
        ctx.restoreGState()
    }

    /// Intersects the current context's clip with the path's inside.
    @MainActor public func addClip() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.addPath(cgPath)
        ctx.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

extension UIImage {
    /// Draws the image upright, scaled into `rect`.
    @MainActor public func draw(in rect: CGRect) {
        guard let cg = cgImage else { return }
        UIGraphicsGetCurrentContext()?.drawUpright(cg, in: rect)
    }

    /// Draws the image at its size with its top-left corner at `point`.
    @MainActor public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image into `rect` at `alpha` (the blend mode is always normal in Segue).
    @MainActor public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setAlpha(alpha)
        if let cg = cgImage { ctx.drawUpright(cg, in: rect) }
        ctx.restoreGState()
    }

    /// The image as PNG data, encoded by the platform; nil without one.
    @MainActor public func pngData() -> Data? {
        guard let cg = cgImage else { return nil }
        return ApplicationContext.current.pngEncoder?(cg.bitmap)
    }
}

/// How drawing combines with what is below; Segue draws `.normal` (source over) only.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
         exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver,
         destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

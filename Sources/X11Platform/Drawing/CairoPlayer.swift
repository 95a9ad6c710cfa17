import CCairo
import Foundation
import UIKit

/// Plays drawing commands on one cairo context: each command maps onto the cairo calls that do the
/// same (a fill is `cairo_fill` with the path's fill rule, a stroke `cairo_stroke` with the style's
/// width, caps, joins, miter limit and dashes, a clip `cairo_clip`), so cairo does all the
/// rasterizing, antialiasing included.
struct CairoPlayer {
    let cr: OpaquePointer
    /// Lays text out and draws it as labels are (the platform's text system); nil draws no text
    /// (coverage masks, which are paths only).
    let text: PangoTextSystem?

    init(_ cr: OpaquePointer, text: PangoTextSystem?) {
        self.cr = cr
        self.text = text
    }

    func play(_ commands: [DrawingCommand]) {
        for command in commands { play(command) }
    }

    private func play(_ command: DrawingCommand) {
        switch command {
        case .save:
            cairo_save(cr)
        case .restore:
            cairo_restore(cr)
        case .concatenate(let t):
            var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cr, &m)
        case .clip(let path, let rule):
            CairoPath.append(path, to: cr)
            cairo_set_fill_rule(cr, rule.cairo)
            cairo_clip(cr)
        case .fill(let path, let rule, let color):
            CairoPath.append(path, to: cr)
            cairo_set_fill_rule(cr, rule.cairo)
            setSource(color)
            cairo_fill(cr)
        case .stroke(let path, let style, let color, let start, let end):
            guard style.lineWidth > 0, end > start else { return }
            CairoPath.append(path, to: cr)
            if start > 0 || end < 1 { CairoPath.trim(cr, from: start, to: end) }
            apply(style)
            setSource(color)
            cairo_stroke(cr)
        case .linearGradient(let gradient, let start, let end, let options):
            CairoGradients.fillLinear(cr, gradient, from: start, to: end, options: options)
        case .radialGradient(let gradient, let c0, let r0, let c1, let r1, let options):
            CairoGradients.fillRadial(cr, gradient, c0, r0, c1, r1, options: options)
        case .conicGradient(let gradient, let center, let angle):
            CairoGradients.fillConic(cr, gradient, center: center, angle: angle)
        case .text(let lines):
            text?.draw(lines, on: cr)
        case .image(let image, let rect, let alpha):
            drawImage(image, in: rect, alpha: alpha)
        }
    }

    private func setSource(_ color: CGColor) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    private func apply(_ style: StrokeStyle) {
        cairo_set_line_width(cr, style.lineWidth)
        cairo_set_line_cap(cr, style.lineCap.cairo)
        cairo_set_line_join(cr, style.lineJoin.cairo)
        cairo_set_miter_limit(cr, style.miterLimit)
        let dashes = style.dashPattern.map { Double(max(0, $0)) }
        if dashes.contains(where: { $0 > 0 }) {
            dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), style.dashPhase) }
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    /// `image` scaled into `rect`, sampled smoothly, at `alpha`, nothing outside `rect`.
    private func drawImage(_ image: CGImage, in rect: CGRect, alpha: CGFloat) {
        guard image.width > 0, image.height > 0, rect.width > 0, rect.height > 0 else { return }
        var pixels = image.bitmap.pixels
        pixels.withUnsafeMutableBytes { raw in
            let surface = cairo_image_surface_create_for_data(raw.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                                              CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height),
                                                              Int32(image.width * 4))
            cairo_save(cr)
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cr)
            cairo_translate(cr, rect.minX, rect.minY)
            cairo_scale(cr, rect.width / CGFloat(image.width), rect.height / CGFloat(image.height))
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
            cairo_surface_destroy(surface)
        }
    }
}

extension CGPathFillRule {
    var cairo: cairo_fill_rule_t { self == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING }
}

extension CGLineCap {
    var cairo: cairo_line_cap_t {
        switch self {
        case .butt: return CAIRO_LINE_CAP_BUTT
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        }
    }
}

extension CGLineJoin {
    var cairo: cairo_line_join_t {
        switch self {
        case .miter: return CAIRO_LINE_JOIN_MITER
        case .round: return CAIRO_LINE_JOIN_ROUND
        case .bevel: return CAIRO_LINE_JOIN_BEVEL
        }
    }
}

import CCairo
import Foundation
import UIKit

/// Gradient fills on cairo patterns. Each fills the current clip, as Core Graphics' gradient
/// drawing does. Past its ends a gradient draws nothing unless the options extend an end colour;
/// cairo extends both ends or neither, so extending one end pads both and clips the other side away.
enum CairoGradients {
    static func fillLinear(_ cr: OpaquePointer, _ gradient: CGGradient, from start: CGPoint, to end: CGPoint,
                           options: CGGradientDrawingOptions) {
        let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
        addStops(gradient, to: pattern)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        cairo_save(cr)
        if before != after {
            // Keep only the side that extends: the half-plane beyond the end that does not.
            clipHalfPlane(cr, through: before ? end : start, facing: before ? CGPoint(x: start.x - end.x, y: start.y - end.y)
                                                                        : CGPoint(x: end.x - start.x, y: end.y - start.y))
        }
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_restore(cr)
        cairo_pattern_destroy(pattern)
    }

    static func fillRadial(_ cr: OpaquePointer, _ gradient: CGGradient, _ c0: CGPoint, _ r0: CGFloat, _ c1: CGPoint,
                           _ r1: CGFloat, options: CGGradientDrawingOptions) {
        let pattern = cairo_pattern_create_radial(c0.x, c0.y, r0, c1.x, c1.y, r1)!
        addStops(gradient, to: pattern)
        cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
    }

    /// A sweep once round `center` from `angle`: a mesh of thin sectors reaching past every corner
    /// of the clip, each coloured at its two edges by the gradient at those angles (cairo
    /// interpolates across a patch, so the sectors are kept narrow: at most 5°, and split at every
    /// stop so each stop's colour lands exactly on its angle).
    static func fillConic(_ cr: OpaquePointer, _ gradient: CGGradient, center: CGPoint, angle: CGFloat) {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let corners = [CGPoint(x: x1, y: y1), CGPoint(x: x2, y: y1), CGPoint(x: x1, y: y2), CGPoint(x: x2, y: y2)]
        let reach = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
        guard reach > 0 else { return }
        let radius = reach * 1.5
        var cuts = Set(gradient.locations.map { max(0, min(1, $0)) })
        let steps = 72
        for i in 0...steps { cuts.insert(CGFloat(i) / CGFloat(steps)) }
        let fractions = cuts.sorted()
        let mesh = cairo_pattern_create_mesh()!
        for (f0, f1) in zip(fractions, fractions.dropFirst()) where f1 > f0 {
            let a0 = angle + f0 * 2 * .pi, a1 = angle + f1 * 2 * .pi
            let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p1 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            let c0 = color(of: gradient, at: f0), c1 = color(of: gradient, at: f1)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, center.x, center.y)
            cairo_mesh_pattern_line_to(mesh, p0.x, p0.y)
            cairo_mesh_pattern_line_to(mesh, p1.x, p1.y)
            cairo_mesh_pattern_line_to(mesh, center.x, center.y)
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), c.red, c.green, c.blue, c.alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        cairo_set_source(cr, mesh)
        cairo_paint(cr)
        cairo_pattern_destroy(mesh)
    }

    /// The gradient's colour at `location`: its end colours outside the stops, linear in between.
    static func color(of gradient: CGGradient, at location: CGFloat) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let stops = zip(gradient.locations, gradient.colors).sorted { $0.0 < $1.0 }
        func parts(_ c: CGColor) -> (CGFloat, CGFloat, CGFloat, CGFloat) { (c.red, c.green, c.blue, c.alpha) }
        guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
        if location <= first.0 { return parts(first.1) }
        if location >= last.0 { return parts(last.1) }
        for (a, b) in zip(stops, stops.dropFirst()) where location <= b.0 {
            let t = b.0 > a.0 ? (location - a.0) / (b.0 - a.0) : 1
            let (r0, g0, b0, al0) = parts(a.1), (r1, g1, b1, al1) = parts(b.1)
            return (r0 + (r1 - r0) * t, g0 + (g1 - g0) * t, b0 + (b1 - b0) * t, al0 + (al1 - al0) * t)
        }
        return parts(last.1)
    }

    private static func addStops(_ gradient: CGGradient, to pattern: OpaquePointer) {
        for (location, color) in zip(gradient.locations, gradient.colors) {
            cairo_pattern_add_color_stop_rgba(pattern, location, color.red, color.green, color.blue, color.alpha)
        }
    }

    /// Clips to the half-plane on the side of the line through `point` that `direction` points to.
    private static func clipHalfPlane(_ cr: OpaquePointer, through point: CGPoint, facing direction: CGPoint) {
        let length = hypot(direction.x, direction.y)
        guard length > 0 else { return }
        let d = CGPoint(x: direction.x / length, y: direction.y / length), n = CGPoint(x: -d.y, y: d.x)
        let far: CGFloat = 1e6
        cairo_move_to(cr, point.x + n.x * far, point.y + n.y * far)
        cairo_line_to(cr, point.x - n.x * far, point.y - n.y * far)
        cairo_line_to(cr, point.x - n.x * far + d.x * far, point.y - n.y * far + d.y * far)
        cairo_line_to(cr, point.x + n.x * far + d.x * far, point.y + n.y * far + d.y * far)
        cairo_close_path(cr)
        cairo_clip(cr)
    }
}

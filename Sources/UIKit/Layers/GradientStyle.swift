import Foundation

/// Everything a gradient layer's drawing depends on, and the drawing it makes over its bounds.
struct GradientStyle: Equatable {
    var colors: [CGColor]
    var locations: [CGFloat]?
    var start: CGPoint
    var end: CGPoint
    var type: CAGradientLayerType

    func content(size: CGSize) -> LayerContent? {
        guard !colors.isEmpty, size.width > 0, size.height > 0 else { return nil }
        // Locations that do not match the colours are ignored, as Core Animation ignores them.
        let usable = locations.flatMap { $0.count == colors.count ? $0 : nil }
        guard let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: usable) else { return nil }
        let bounds = CGRect(origin: .zero, size: size)
        let s = CGPoint(x: start.x * size.width, y: start.y * size.height)
        let e = CGPoint(x: end.x * size.width, y: end.y * size.height)
        let both: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        var commands: [DrawingCommand] = [.clip(CGPath(rect: bounds), .winding)]
        switch type {
        case .radial:
            // An ellipse with radii the distances to the end point along each axis.
            let rx = abs(e.x - s.x), ry = abs(e.y - s.y)
            guard rx > 0, ry > 0 else { return nil }
            commands += [.concatenate(CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: s.x, ty: s.y)),
                         .radialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1,
                                         options: both)]
        case .conic:
            commands.append(.conicGradient(gradient, center: s, angle: atan2(e.y - s.y, e.x - s.x)))
        default:
            commands.append(.linearGradient(gradient, start: s, end: e, options: both))
        }
        return LayerContent(size: size, kind: .drawing(Drawing(commands: commands, extent: bounds.integral)))
    }
}

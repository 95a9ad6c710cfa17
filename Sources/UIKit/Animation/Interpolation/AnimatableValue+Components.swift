import Foundation

/// Animatable values as flat lists of numbers, for the keyframe curves (`KeyframeSpline`,
/// `ArcLengthPacing`), which work on any number of components.
///
/// Points, sizes and rectangles give their coordinates; colours their premultiplied channels and
/// alpha (so a curve through a clear colour does not pass through black, as the linear blend does
/// not); transforms their decomposed parts — translation, scale, skew, perspective and rotation
/// quaternion — so a curve through rotations turns rather than shrinking through the middle, as a
/// blend of matrix entries would.
extension AnimatableValue {
    /// The components of each value, or nil when the values are not all of one kind (or a transform
    /// cannot be decomposed); the caller then falls back to blending pairs of values.
    static func curveComponents(of values: [AnimatableValue]) -> [[Double]]? {
        var rows: [[Double]] = []
        for value in values {
            guard var row = value.curveComponents, rows.last.map({ $0.count == row.count }) ?? true,
                  values.first.map({ $0.isSameKind(as: value) }) ?? true else { return nil }
            if case .transform = value, let previous = rows.last {
                // q and −q are the same turn: take the one nearer the previous key's, so the curve
                // goes the short way round.
                let q = 13..<17
                let dot = zip(row[q], previous[q]).reduce(0) { $0 + $1.0 * $1.1 }
                if dot < 0 { for i in q { row[i] = -row[i] } }
            }
            rows.append(row)
        }
        return rows
    }

    var curveComponents: [Double]? {
        switch self {
        case .scalar(let v): return [Double(v)]
        case .point(let p): return [Double(p.x), Double(p.y)]
        case .size(let s): return [Double(s.width), Double(s.height)]
        case .rect(let r): return [r.minX, r.minY, r.width, r.height].map { Double($0) }
        case .color(let c):
            let c = c ?? CGColor(red: 0, green: 0, blue: 0, alpha: 0)
            return [c.red * c.alpha, c.green * c.alpha, c.blue * c.alpha, c.alpha].map { Double($0) }
        case .transform(let t):
            guard let p = TransformDecomposition.decompose(t) else { return nil }
            return p.translation + p.scale + p.skew + p.perspective + p.quaternion
        case .path(let path):
            // Every point of every element, in order: paths of the same elements line up.
            return path?.elements.flatMap { $0.points.flatMap { [Double($0.x), Double($0.y)] } }
        case .colors(let colors):
            return colors?.flatMap { AnimatableValue.color($0).curveComponents ?? [] }
        case .numbers(let numbers):
            return numbers?.map { Double($0) }
        }
    }

    /// A value of the same kind as `self` made from `components` (colours clamped to 0…1, since a
    /// curve may overshoot; the quaternion normalised).
    func withCurveComponents(_ c: [Double]) -> AnimatableValue {
        switch self {
        case .scalar: return .scalar(CGFloat(c[0]))
        case .point: return .point(CGPoint(x: c[0], y: c[1]))
        case .size: return .size(CGSize(width: c[0], height: c[1]))
        case .rect: return .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .color:
            let alpha = min(1, max(0, c[3]))
            func channel(_ x: Double) -> CGFloat { CGFloat(alpha > 0 ? min(1, max(0, x / alpha)) : 0) }
            return .color(CGColor(red: channel(c[0]), green: channel(c[1]), blue: channel(c[2]), alpha: CGFloat(alpha)))
        case .transform:
            let q = Array(c[13..<17])
            let length = q.reduce(0) { $0 + $1 * $1 }.squareRoot()
            let parts = TransformDecomposition.Parts(
                translation: Array(c[0..<3]), scale: Array(c[3..<6]), skew: Array(c[6..<9]),
                perspective: Array(c[9..<13]), quaternion: length > 0 ? q.map { $0 / length } : [0, 0, 0, 1])
            return .transform(TransformDecomposition.compose(parts))
        case .path(let path):
            guard let path else { return self }
            var next = 0
            func point() -> CGPoint {
                defer { next += 2 }
                return CGPoint(x: c[next], y: c[next + 1])
            }
            return .path(CGPath(elements: path.elements.map { element in
                switch element {
                case .move: return .move(point())
                case .line: return .line(point())
                case .quad: let control = point(); return .quad(control: control, to: point())
                case .cubic: let c1 = point(), c2 = point(); return .cubic(control1: c1, control2: c2, to: point())
                case .close: return .close
                }
            }))
        case .colors(let colors):
            guard let colors else { return self }
            return .colors(colors.indices.map { i -> CGColor in
                guard case .color(let color?) = AnimatableValue.color(nil).withCurveComponents(Array(c[(4 * i)..<(4 * i + 4)]))
                else { return colors[i] }
                return color
            })
        case .numbers:
            return .numbers(c.map { CGFloat($0) })
        }
    }

    func isSameKind(as other: AnimatableValue) -> Bool {
        switch (self, other) {
        case (.scalar, .scalar), (.point, .point), (.size, .size), (.rect, .rect), (.color, .color),
             (.transform, .transform): return true
        case (.path(let a?), .path(let b?)):
            return a.elements.map(\.type) == b.elements.map(\.type)
        case (.colors(let a?), .colors(let b?)): return a.count == b.count
        case (.numbers(let a?), .numbers(let b?)): return a.count == b.count
        default: return false
        }
    }
}

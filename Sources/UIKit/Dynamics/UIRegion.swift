import Foundation

/// An area a field acts in, centred on the field's position (UIKit's `UIRegion`): a circle, a
/// rectangle, everywhere (the default), or their inverse, union, difference and intersection.
public final class UIRegion: Sendable {
    indirect enum Shape: Sendable {
        case infinite
        case circle(radius: CGFloat)
        case rectangle(size: CGSize)
        case inverse(Shape)
        case union(Shape, Shape)
        case difference(Shape, Shape)
        case intersection(Shape, Shape)
    }

    let shape: Shape

    init(shape: Shape) { self.shape = shape }

    /// Everywhere.
    public static let infinite = UIRegion(shape: .infinite)

    /// A circle of `radius` points about the centre.
    public convenience init(radius: CGFloat) { self.init(shape: .circle(radius: radius)) }

    /// A rectangle of `size` centred on the centre.
    public convenience init(size: CGSize) { self.init(shape: .rectangle(size: size)) }

    public func inverse() -> UIRegion { UIRegion(shape: .inverse(shape)) }
    public func union(with region: UIRegion) -> UIRegion { UIRegion(shape: .union(shape, region.shape)) }
    public func difference(from region: UIRegion) -> UIRegion { UIRegion(shape: .difference(shape, region.shape)) }
    public func intersection(with region: UIRegion) -> UIRegion { UIRegion(shape: .intersection(shape, region.shape)) }

    /// Whether `point`, measured from the region's centre, is in it.
    public func contains(_ point: CGPoint) -> Bool { Self.contains(point, in: shape) }

    private static func contains(_ p: CGPoint, in shape: Shape) -> Bool {
        switch shape {
        case .infinite: return true
        case let .circle(r): return p.x * p.x + p.y * p.y <= r * r
        case let .rectangle(size): return abs(p.x) <= size.width / 2 && abs(p.y) <= size.height / 2
        case let .inverse(s): return !contains(p, in: s)
        case let .union(a, b): return contains(p, in: a) || contains(p, in: b)
        case let .difference(a, b): return contains(p, in: a) && !contains(p, in: b)
        case let .intersection(a, b): return contains(p, in: a) && contains(p, in: b)
        }
    }
}

import CChipmunk
import Foundation

/// The outline an item collides as, in its own coordinates about its centre (UIKit's
/// `collisionBoundsType`): its bounds as a box, an ellipse (a circle when the bounds are square,
/// else a 32-sided polygon), or its `collisionBoundingPath` made convex. Mass comes from the
/// bounds' area either way; the moment of inertia from this outline, so a circle rolls as one.
enum CollisionGeometry {
    case box(width: Double, height: Double)
    case circle(radius: Double)
    case polygon([cpVect])

    /// Sides of the polygon that stands for a non-circular ellipse.
    static let ellipseSides = 32

    @MainActor
    init(item: UIDynamicItem) {
        let w = Double(item.bounds.width), h = Double(item.bounds.height)
        switch item.collisionBoundsType {
        case .rectangle:
            self = .box(width: w, height: h)
        case .ellipse where w == h:
            self = .circle(radius: w / 2)
        case .ellipse:
            self = .polygon((0..<Self.ellipseSides).map { i in
                let t = Double(i) / Double(Self.ellipseSides) * 2 * .pi
                return cpv(w / 2 * cos(t), h / 2 * sin(t))
            })
        case .path:
            let points = item.collisionBoundingPath.cgPath.flattened().flatMap(\.points)
            let vertices = points.map { cpv(Double($0.x), Double($0.y)) }
            self = vertices.count >= 3 ? .polygon(Self.convexHull(vertices)) : .box(width: w, height: h)
        }
    }

    /// The convex hull of `points` (Chipmunk's), as a path's outline for the solver.
    static func convexHull(_ points: [cpVect]) -> [cpVect] {
        var hull = [cpVect](repeating: cpvzero, count: points.count)
        let count = points.withUnsafeBufferPointer { input in
            hull.withUnsafeMutableBufferPointer { output in
                Int(cpConvexHull(Int32(input.count), input.baseAddress, output.baseAddress, nil, 0))
            }
        }
        return Array(hull.prefix(count))
    }

    /// The moment of inertia of `mass` spread over this outline, moved by `offset` from the body's centre.
    func moment(mass: Double, offset: CGPoint) -> Double {
        let o = cpv(Double(offset.x), Double(offset.y))
        switch self {
        case let .box(w, h):
            return cpMomentForBox2(mass, cpBBNew(o.x - w / 2, o.y - h / 2, o.x + w / 2, o.y + h / 2))
        case let .circle(r):
            return cpMomentForCircle(mass, 0, r, o)
        case let .polygon(vertices):
            return vertices.withUnsafeBufferPointer { cpMomentForPoly(mass, Int32($0.count), $0.baseAddress, o, 0) }
        }
    }

    /// A new shape of this outline on `body`, moved by `offset` and turned by `angle` on it.
    func makeShape(on body: OpaquePointer, offset: CGPoint, angle: Double) -> OpaquePointer {
        let o = cpv(Double(offset.x), Double(offset.y))
        let place = cpTransformRigid(o, angle)
        switch self {
        case let .box(w, h):
            let corners = [cpv(-w / 2, -h / 2), cpv(w / 2, -h / 2), cpv(w / 2, h / 2), cpv(-w / 2, h / 2)]
            return corners.withUnsafeBufferPointer { cpPolyShapeNew(body, 4, $0.baseAddress, place, 0)! }
        case let .circle(r):
            return cpCircleShapeNew(body, r, o)!
        case let .polygon(vertices):
            return vertices.withUnsafeBufferPointer { cpPolyShapeNew(body, Int32($0.count), $0.baseAddress, place, 0)! }
        }
    }
}

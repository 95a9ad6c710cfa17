import Foundation

extension UIBezierPath {
    /// Whether the area a fill of the path would paint contains `point`, by the path's own fill
    /// rule (`usesEvenOddFillRule`); open subpaths count as closed, and the line width plays no part.
    public func contains(_ point: CGPoint) -> Bool {
        cgPath.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

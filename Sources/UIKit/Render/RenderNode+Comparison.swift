import Foundation

/// Whether two nodes draw the same: every field that reaches the compositor, through the whole
/// subtree and its masks. Planning results (`drawBounds`, `subtreeBounds`, `filter`) are left out:
/// they are the damage tracker's, not the builder's.
///
/// Why not `Equatable`: content is compared by its serial (the same drawn content, not equal
/// pixels), and a path by its description; a conformance would promise more than that.
extension RenderNode {
    /// The first difference from `other`, as "#serial: what differs", or nil when they draw the same.
    public func firstDifference(from other: RenderNode) -> String? {
        func differs(_ what: String) -> String { "#\(id): \(what)" }
        guard id == other.id else { return differs("layer #\(other.id) in its place") }
        if size != other.size { return differs("size \(size) vs \(other.size)") }
        if transform != other.transform { return differs("transform \(transform) vs \(other.transform)") }
        if opacity != other.opacity { return differs("opacity \(opacity) vs \(other.opacity)") }
        if backgroundColor != other.backgroundColor { return differs("background colour") }
        if cornerRadius != other.cornerRadius || maskedCorners != other.maskedCorners
            || cornerCurve != other.cornerCurve { return differs("corners") }
        if borderWidth != other.borderWidth || borderColor != other.borderColor { return differs("border") }
        if shadow != other.shadow { return differs("shadow") }
        if content?.serial != other.content?.serial { return differs("content") }
        if clipsToBounds != other.clipsToBounds { return differs("clipping") }
        if backdrop != other.backdrop { return differs("backdrop") }
        if silhouette != other.silhouette { return differs("silhouette") }
        if mask.count != other.mask.count { return differs("mask") }
        for (a, b) in zip(mask, other.mask) { if let d = a.firstDifference(from: b) { return d } }
        if children.count != other.children.count {
            return differs("\(children.count) children vs \(other.children.count)")
        }
        for (a, b) in zip(children, other.children) { if let d = a.firstDifference(from: b) { return d } }
        return nil
    }
}

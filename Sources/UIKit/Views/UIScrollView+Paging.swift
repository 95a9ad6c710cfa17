import Foundation

/// Paging (`isPagingEnabled`): releases, stray touches and the wheel all end on a page boundary, a
/// multiple of the bounds size along each axis (`ScrollPaging` has the rule and the spring).
///
/// The wheel turns one page per notch: each notch moves the page the content is heading for one
/// further (notches in quick succession add up, from the page a running wheel settle is heading
/// for), and the content settles there with the same spring, ending with
/// `scrollViewDidEndScrollingAnimation`. A wheel notch is a discrete step on X11, so scrolling by
/// `wheelStep` and settling to the nearest page would need several notches to turn one page.
extension UIScrollView {
    /// The offset a paged release at `offset` moving at `velocity` (points per second, in the
    /// direction the offset moves) rests at, axis by axis, inside the resting range.
    func pagedTarget(offset: CGPoint, velocity: CGPoint) -> CGPoint {
        var target = offset
        for axis in ScrollAxis.allCases where canDrag(axis) {
            let page = ScrollPaging.restingOffset(offset: offset[axis], velocity: velocity[axis],
                                                  pageSize: bounds.size[axis])
            target[axis] = restingRange(axis).clamp(page)
        }
        return target
    }

    /// The settle of a paged scroll view from `offset`, moving at `velocity`, to `target`.
    func pagedSettle(from offset: CGPoint, velocity: CGPoint, to target: CGPoint, kind: ScrollMotion.Kind) -> ScrollMotion {
        let axes = ScrollAxis.allCases.map { axis in
            ScrollPaging.settle(offset: offset[axis], velocity: velocity[axis], target: target[axis])
        }
        return ScrollMotion(kind: kind, x: axes[0], y: axes[1])
    }

    /// A touch that caught paged content between pages (or past an edge) and let go without
    /// dragging: it settles on the nearest page.
    func settleOnNearestPage() {
        let target = pagedTarget(offset: contentOffset, velocity: .zero)
        guard target != contentOffset else { return }
        start(pagedSettle(from: contentOffset, velocity: .zero, to: target, kind: .deceleration))
    }

    /// One wheel step of `notches` on a paged scroll view: false when it cannot move that way.
    func pageWheel(notches: CGPoint) -> Bool {
        // Notches that arrive while a wheel settle runs count from where it is heading.
        let base = motion.map { $0.kind == .animation ? $0.end : contentOffset } ?? contentOffset
        var target = base
        var moves = false
        for axis in ScrollAxis.allCases where notches[axis] != 0 {
            let size = bounds.size[axis]
            let page = ScrollPaging.nearestPage(base[axis], pageSize: size)
            let step: CGFloat = notches[axis] > 0 ? 1 : -1
            target[axis] = restingRange(axis).clamp(page + step * size)
            if abs(target[axis] - base[axis]) > 1e-3 { moves = true }
        }
        // At the last page: a settle still on its way there takes the notch; at rest, the scroll view
        // around may have it.
        guard moves else { return base != contentOffset }
        start(pagedSettle(from: contentOffset, velocity: .zero, to: target, kind: .animation))
        return true
    }
}

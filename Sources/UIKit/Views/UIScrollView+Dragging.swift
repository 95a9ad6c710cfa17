import Foundation

/// A drag in progress: the offset the finger asks for before the rubber band (`raw`), the pan's
/// translation when it was last applied, and the offset shown then — if the content is elsewhere at
/// the next move, code or the wheel moved it, and the drag carries on from there.
struct ScrollDrag {
    var raw: CGPoint
    var lastTranslation: CGPoint
    var shown: CGPoint
}

/// Dragging: the owned pan moves the content by its translation, rubber-banded past the edges, and
/// on release hands over to the motion (`UIScrollView+Motion.swift`) with the release speed.
///
/// The drag is applied move by move (the change in translation since the last move), not as one
/// translation from where it began, so a delegate that adjusts `contentOffset` in
/// `scrollViewDidScroll` — holding the content at its top while a sheet moves, say — is not undone by
/// the next move.
extension UIScrollView {
    func panDidChange() {
        switch scrollPan.state {
        case .began: beginDragging()
        case .changed: continueDragging()
        case .ended: endDragging(fingerVelocity: scrollPan.velocity(in: self))
        case .cancelled: endDragging(fingerVelocity: .zero)
        default: break
        }
    }

    private func beginDragging() {
        stopMotion()
        drag = ScrollDrag(raw: rawOffset(showing: contentOffset), lastTranslation: scrollPan.translation(in: self),
                          shown: contentOffset)
        isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
    }

    private func continueDragging() {
        guard var d = drag else { return }
        if contentOffset != d.shown { d.raw = rawOffset(showing: contentOffset) }
        let translation = scrollPan.translation(in: self)
        var shown = contentOffset
        for axis in ScrollAxis.allCases where canDrag(axis) {
            // The content moves against the finger: dragging up shows what is further down.
            d.raw[axis] -= translation[axis] - d.lastTranslation[axis]
            shown[axis] = ScrollRubberBand.shown(raw: d.raw[axis], range: restingRange(axis),
                                                 dimension: bounds.size[axis], bounces: bounces)
            // Without bounces the edge is a wall: the finger's overshoot is dropped, so turning back
            // scrolls at once.
            if !bounces { d.raw[axis] = shown[axis] }
        }
        d.lastTranslation = translation
        d.shown = shown
        drag = d
        show(shown)
    }

    /// The finger lifted (or the pan was cancelled, with no speed): tell the delegate where the
    /// content will rest, let it change that, and start moving there.
    private func endDragging(fingerVelocity: CGPoint) {
        let raw = drag?.raw ?? rawOffset(showing: contentOffset)
        drag = nil
        let offset = contentOffset
        let rate = decelerationRate.rawValue
        var velocity = CGPoint.zero, target = offset
        for axis in ScrollAxis.allCases where canDrag(axis) {
            let range = restingRange(axis)
            velocity[axis] = -fingerVelocity[axis]
            if range.contains(offset[axis]) {
                target[axis] = range.clamp(offset[axis] + ScrollDeceleration(velocity: velocity[axis], rate: rate).totalDistance)
            } else {
                target[axis] = range.clamp(offset[axis])
            }
        }
        if isPagingEnabled { target = pagedTarget(offset: offset, velocity: velocity) }
        let proposed = target
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                                targetContentOffset: pointer)
        }
        if isPagingEnabled && target != proposed {
            SegueDiagnostics.warn("scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) changed the target of a "
                                  + "paging scroll view, which always rests on a page; the change was ignored. Turn "
                                  + "isPagingEnabled off to choose where the content rests.")
            target = proposed
        }
        isDragging = false

        var speeds = CGPoint.zero
        for axis in ScrollAxis.allCases where canDrag(axis) {
            let range = restingRange(axis), dimension = bounds.size[axis]
            // Past an edge the content was moving slower than the finger, by the rubber band's slope.
            speeds[axis] = range.contains(offset[axis]) ? velocity[axis]
                : velocity[axis] * ScrollRubberBand.slope(raw: raw[axis], range: range, dimension: dimension, bounces: bounces)
        }
        let release: ScrollMotion
        if isPagingEnabled {
            release = pagedSettle(from: offset, velocity: speeds, to: target, kind: .deceleration)
        } else {
            let axes = ScrollAxis.allCases.map { axis in
                canDrag(axis) ? ScrollAxisMotion.afterRelease(offset: offset[axis], velocity: speeds[axis], target: target[axis],
                                                              range: restingRange(axis), rate: rate, bounces: bounces)
                    : .still(offset[axis])
            }
            release = ScrollMotion(kind: .deceleration, x: axes[0], y: axes[1])
        }
        let decelerate = release.duration > 0
        if decelerate { start(release) } else { show(release.end) }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        if decelerate && motion === release { delegate?.scrollViewWillBeginDecelerating(self) }
    }

    /// The offset a drag would have to ask for to show `shown`, axis by axis.
    func rawOffset(showing shown: CGPoint) -> CGPoint {
        var raw = shown
        for axis in ScrollAxis.allCases {
            raw[axis] = ScrollRubberBand.raw(shown: shown[axis], range: restingRange(axis),
                                             dimension: bounds.size[axis], bounces: bounces)
        }
        return raw
    }

    // MARK: Hooks of the owned pan

    /// Whether the pan may begin for a touch that moved from `start` to `point` (window points): the
    /// scroll view can be dragged that way. Scrolling on one axis only, it takes a drag that is at
    /// least as much along that axis as across it.
    func dragMayBegin(from start: CGPoint, to point: CGPoint) -> Bool {
        let horizontal = canDrag(.x), vertical = canDrag(.y)
        guard horizontal != vertical else { return horizontal }
        let a = convert(start, from: nil), b = convert(point, from: nil)
        let across = abs(b.x - a.x), down = abs(b.y - a.y)
        return vertical ? down >= across : across >= down
    }

    /// A touch landed on the scroll view: moving content stops where it is.
    func touchDidLand() {
        isTracking = true
        stopMotion()
    }

    /// The touch sequence is over. Content a touch caught past an edge, and that no drag took
    /// anywhere, goes back to the edge; paged content caught between pages settles on the nearest.
    func touchDidLeave() {
        isTracking = false
        guard !isDragging, motion == nil else { return }
        if isPagingEnabled { return settleOnNearestPage() }
        guard !isResting(contentOffset) else { return }
        let offset = contentOffset, rate = decelerationRate.rawValue
        let axes = ScrollAxis.allCases.map { axis in
            ScrollAxisMotion.afterRelease(offset: offset[axis], velocity: 0, target: offset[axis],
                                          range: restingRange(axis), rate: rate, bounces: bounces)
        }
        start(ScrollMotion(kind: .deceleration, x: axes[0], y: axes[1]))
    }
}

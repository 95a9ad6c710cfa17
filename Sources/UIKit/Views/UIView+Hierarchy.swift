import Foundation

/// Adding, removing and reordering subviews, keeping the layer tree in step.
///
/// A view's subviews are its layer's sublayers in the same order, possibly interleaved with plain
/// sublayers a caller added (a gradient layer, a dimming layer); insertion positions are translated so
/// both orders agree.
extension UIView {
    func performAddSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    func performInsertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self, "addSubview: a view cannot be its own subview")
        precondition(!isDescendant(of: view), "addSubview: adding an ancestor as a subview would make a cycle")
        var target = max(0, min(index, subviews.count))
        let oldWindow = view.window
        let newWindow = window
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            if current < target { target -= 1 }
            target = min(target, subviews.count)
            subviews.insert(view, at: target)
            placeLayer(of: view, at: target)
            return
        }
        // UIKit's order: willMove(toSuperview:), willMove(toWindow:), the move, didMoveToWindow,
        // didMoveToSuperview, then the new superview's didAddSubview.
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        // A view moving from another superview is removed from it first, which that superview hears.
        view.superview?.willRemoveSubview(view)
        if view.superview != nil { LayoutEngine.current.viewWillLeaveSuperview(view) }
        view.detachFromSuperview()
        target = min(target, subviews.count)
        subviews.insert(view, at: target)
        view.superview = self
        placeLayer(of: view, at: target)
        view.updateTraits()
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
        view.setNeedsLayout()
        setNeedsLayout()
    }

    func performInsertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else {
            preconditionFailure("insertSubview(_:belowSubview:): the sibling is not a subview of this view")
        }
        insertSubview(view, at: i)
    }

    func performInsertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else {
            preconditionFailure("insertSubview(_:aboveSubview:): the sibling is not a subview of this view")
        }
        // `insertSubview(_:at:)` already allows for the view leaving a slot below the sibling.
        insertSubview(view, at: i + 1)
        // As UIKit does, the layer goes directly above the sibling's, under any plain layer above it.
        if view.superview === self { layer.insertSublayer(view.layer, above: sibling.layer) }
    }

    func performRemoveFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        parent.willRemoveSubview(self)
        LayoutEngine.current.viewWillLeaveSuperview(self)
        detachFromSuperview()
        if oldWindow != nil { notifyDidMoveToWindow() }
        didMoveToSuperview()
    }

    func performBringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    func performSendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    func performExchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        precondition(subviews.indices.contains(index1) && subviews.indices.contains(index2),
                     "exchangeSubview(at:withSubviewAt:): index out of range (\(subviews.count) subviews)")
        guard index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        // Place the higher one first: everything above it is already in order.
        let (lo, hi) = (min(index1, index2), max(index1, index2))
        placeLayer(of: subviews[hi], at: hi)
        placeLayer(of: subviews[lo], at: lo)
    }

    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let c = v {
            if c === view { return true }
            v = c.superview
        }
        return false
    }

    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }

    /// The window this view is in, if any.
    public var window: UIWindow? {
        var v: UIView? = self
        while let c = v {
            if let w = c as? UIWindow { return w }
            v = c.superview
        }
        return nil
    }

    // MARK: Internals

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
        parent.setNeedsLayout()
    }

    /// Puts `view`'s layer just below the layer of the subview that follows it, or on top.
    private func placeLayer(of view: UIView, at index: Int) {
        if index + 1 < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[index + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    func notifyWillMove(toWindow w: UIWindow?) {
        willMove(toWindow: w)
        for s in subviews { s.notifyWillMove(toWindow: w) }
    }

    /// Called only when the window changed. A recognizer in the middle of a touch sequence whose view
    /// left the window is cancelled (recognizing) or fails (still deciding), as in UIKit: the touch
    /// goes on in the old window, but nothing the gesture drives should follow a pointer into a view
    /// tree that is no longer on screen — and whatever owned its action may already be gone.
    func notifyDidMoveToWindow() {
        for g in gestureRecognizerStore where g.arena != nil { g.withdraw() }
        didMoveToWindow()
        for s in subviews { s.notifyDidMoveToWindow() }
    }
}

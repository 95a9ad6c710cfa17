import Foundation

/// Layout: `setNeedsLayout`/`layoutIfNeeded`/`layoutSubviews`, autoresizing and size fitting.
///
/// The run loop lays out the whole window once per frame, top-down, before building the display list,
/// so a controller that sets `presentedView.frame` in `containerViewDidLayoutSubviews` is seen in the
/// same frame.
extension UIView {
    /// Which edges and sizes stretch when the superview's bounds change.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    func performSetNeedsLayout() {
        needsLayout = true
        // Every ancestor learns that a view below it needs layout (up to the first that knows).
        var next = superview
        while let view = next, !view.subtreeNeedsLayout {
            view.subtreeNeedsLayout = true
            next = view.superview
        }
        ApplicationContext.current.layerTree.invalidate()
    }

    /// Lays out this view (if marked) and then every subview that needs it, top-down. Subtrees with
    /// nothing marked are skipped. The subtree mark is cleared before the subviews are visited, so a
    /// `layoutSubviews` that marks a view again marks the path again, for the next pass.
    ///
    /// The outermost call first brings Auto Layout up to date (`LayoutEngine.syncForLayout`), which
    /// marks the superviews of views whose solved frames moved; a view laid out here gives its
    /// constrained subviews their solved frames before its `layoutSubviews`.
    func performLayoutIfNeeded() {
        let engine = LayoutEngine.current
        if engine.layoutDepth == 0 { engine.syncForLayout() }
        guard needsLayout || subtreeNeedsLayout else { return }
        engine.layoutDepth += 1
        defer {
            engine.layoutDepth -= 1
            if engine.layoutDepth == 0, engine.ambiguityCheck.isEnabled { engine.reportAmbiguousLayouts() }
        }
        subtreeNeedsLayout = false
        if needsLayout {
            needsLayout = false
            lastLaidOutSize = bounds.size
            updateSafeAreaInsetsForLayout()
            owningViewController?.viewWillLayoutSubviews()
            engine.applyFrames(toSubviewsOf: self)
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
            markSubviewsWithChangedSafeArea()
        }
        for s in subviews where s.needsLayout || s.subtreeNeedsLayout { s.layoutIfNeeded() }
    }



    func performSizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    func performSizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        var f = frame
        f.size = fitted
        frame = f
    }

    /// The size the view wants for its content; `noIntrinsicMetric` (−1) on an axis that has none.
    var defaultIntrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    public static let noIntrinsicMetric: CGFloat = -1

    /// Called by the layer when `bounds` changes: resize subviews by their masks, mark for layout.
    func boundsDidChange() {
        let newSize = bounds.size
        let old = lastAutoresizeSize
        if old != newSize, autoresizesSubviews {
            for s in subviews { s.autoresize(from: old, to: newSize) }
        }
        lastAutoresizeSize = newSize
        if lastLaidOutSize != newSize { setNeedsLayout() }
    }

    /// Applies the autoresizing mask for a superview size change. On each axis the change is shared
    /// among the flexible parts (margin before, size, margin after) in proportion to their current
    /// lengths, or equally when they are all zero — UIKit's rule. A transformed view (the presenter
    /// a sheet pushes back) is resized in its own, untransformed geometry — its bounds and centre —
    /// so that the transform still applies to the new size rather than being baked into it.
    func autoresize(from old: CGSize, to new: CGSize) {
        guard !autoresizingMask.isEmpty else { return }
        let transformed = transform != .identity
        let anchor = layer.anchorPoint
        let f = transformed
            ? CGRect(x: center.x - anchor.x * bounds.width, y: center.y - anchor.y * bounds.height,
                     width: bounds.width, height: bounds.height)
            : frame
        let (x, w) = Self.resizeAxis(start: f.minX, length: f.width, container: old.width, delta: new.width - old.width,
                                     flexibleStart: autoresizingMask.contains(.flexibleLeftMargin),
                                     flexibleLength: autoresizingMask.contains(.flexibleWidth),
                                     flexibleEnd: autoresizingMask.contains(.flexibleRightMargin))
        let (y, h) = Self.resizeAxis(start: f.minY, length: f.height, container: old.height, delta: new.height - old.height,
                                     flexibleStart: autoresizingMask.contains(.flexibleTopMargin),
                                     flexibleLength: autoresizingMask.contains(.flexibleHeight),
                                     flexibleEnd: autoresizingMask.contains(.flexibleBottomMargin))
        let resized = CGRect(x: x, y: y, width: max(0, w), height: max(0, h))
        if transformed {
            bounds.size = resized.size
            center = CGPoint(x: resized.minX + anchor.x * resized.width, y: resized.minY + anchor.y * resized.height)
        } else {
            frame = resized
        }
    }

    static func resizeAxis(start: CGFloat, length: CGFloat, container: CGFloat, delta: CGFloat,
                           flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool) -> (CGFloat, CGFloat) {
        guard delta != 0 else { return (start, length) }
        let end = container - start - length
        var parts: [(Bool, CGFloat)] = [(flexibleStart, start), (flexibleLength, length), (flexibleEnd, end)]
        parts = parts.map { ($0.0, max(0, $0.1)) }
        let flexible = parts.filter { $0.0 }
        guard !flexible.isEmpty else { return (start, length) }
        let total = flexible.reduce(0) { $0 + $1.1 }
        func share(_ i: Int) -> CGFloat {
            guard parts[i].0 else { return 0 }
            return total > 0 ? delta * parts[i].1 / total : delta / CGFloat(flexible.count)
        }
        return (start + share(0), length + share(1))
    }
}

import Foundation

/// The safe area, as UIKit computes it: a window starts from the screen's unsafe edges (the emulated
/// device's status bar and home indicator; none on a plain desktop window), and every view's
/// `safeAreaInsets` is the part of its superview's unsafe region that overlaps it, in its own
/// coordinates and never negative — plus, on a controller's root view, the controller's
/// `additionalSafeAreaInsets`. A sheet whose card starts below the status bar therefore gets no top
/// inset, and a view in the middle of the screen gets none at all.
///
/// Changes are noticed in the layout pass: a view laid out compares its insets with the ones it last
/// reported and, when they differ, hears `safeAreaInsetsDidChange()` (its controller then hears
/// `viewSafeAreaInsetsDidChange()`) before `layoutSubviews`; after it, each subview whose insets moved
/// is laid out too, so a change runs down the tree in the same pass.
extension UIView {
    /// Whether any view can have a non-zero safe area: false on a desktop window while no controller
    /// has asked for additional insets, so ordinary windows pay nothing for the safe area.
    static var safeAreaMayBeNonZero: Bool {
        UIScreen.main.emulatedDevice != nil || ApplicationContext.current.additionalSafeAreaInsetsWereSet
    }

    /// The insets this view has now, computed from its ancestors.
    var computedSafeAreaInsets: UIEdgeInsets {
        guard Self.safeAreaMayBeNonZero else { return .zero }
        var insets: UIEdgeInsets
        if let window = self as? UIWindow {
            let screen = UIScreen.main
            insets = Self.overlap(of: window.frame, withUnsafeAreaOf: screen.bounds, insets: screen.safeAreaInsets)
        } else if let parent = superview {
            let parentInsets = parent.safeAreaInsets
            if parentInsets == .zero {
                insets = .zero
            } else {
                let rect = layer.convert(bounds, to: parent.layer)
                insets = Self.overlap(of: rect, withUnsafeAreaOf: parent.bounds, insets: parentInsets)
                // In this view's own (possibly scaled) coordinates.
                let sx = rect.width > 0 ? bounds.width / rect.width : 1
                let sy = rect.height > 0 ? bounds.height / rect.height : 1
                if sx != 1 || sy != 1 {
                    insets = UIEdgeInsets(top: insets.top * sy, left: insets.left * sx,
                                          bottom: insets.bottom * sy, right: insets.right * sx)
                }
            }
        } else {
            return .zero
        }
        if let controller = owningViewController {
            let more = controller.additionalSafeAreaInsets
            insets = UIEdgeInsets(top: insets.top + more.top, left: insets.left + more.left,
                                  bottom: insets.bottom + more.bottom, right: insets.right + more.right)
        }
        return insets
    }

    /// How far `rect` reaches into the band between `container`'s edges and `container` inset by
    /// `insets`, per edge, clamped to `rect`'s own size and never negative.
    static func overlap(of rect: CGRect, withUnsafeAreaOf container: CGRect, insets: UIEdgeInsets) -> UIEdgeInsets {
        let safe = container.inset(by: insets)
        func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, v), max(0, limit)) }
        return UIEdgeInsets(top: clamp(safe.minY - rect.minY, rect.height),
                            left: clamp(safe.minX - rect.minX, rect.width),
                            bottom: clamp(rect.maxY - safe.maxY, rect.height),
                            right: clamp(rect.maxX - safe.maxX, rect.width))
    }

    /// In the layout pass, before `layoutSubviews`: reports a change of this view's insets
    /// (`safeAreaInsetsDidChange`, then the controller's `viewSafeAreaInsetsDidChange`) and brings
    /// the guides that follow them up to date.
    func updateSafeAreaInsetsForLayout() {
        guard Self.safeAreaMayBeNonZero || reportedSafeAreaInsets != .zero else { return }
        let now = safeAreaInsets
        guard now != reportedSafeAreaInsets else { return }
        let old = reportedSafeAreaInsets
        reportedSafeAreaInsets = now
        (self as? UIScrollView)?.safeAreaDidChange(from: old)
        if let state = autoLayoutState {
            let engine = LayoutEngine.current
            let guides = [state.safeAreaGuide, state.marginsGuide, state.readableGuide].compactMap { $0 }
            if !guides.isEmpty {
                for g in guides { engine.refreshGuide(g) }
                engine.markViewsAwayFromSolvedFrames()
            }
        }
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
    }

    /// After `layoutSubviews`: marks each subview whose insets no longer match what it reported, so
    /// the rest of this pass lays it out and it reports the change.
    func markSubviewsWithChangedSafeArea() {
        guard Self.safeAreaMayBeNonZero else {
            for s in subviews where s.reportedSafeAreaInsets != .zero { s.needsLayout = true }
            return
        }
        for s in subviews where !s.needsLayout && s.safeAreaInsets != s.reportedSafeAreaInsets {
            s.needsLayout = true
        }
    }

    /// The margins the margin guide and margin attributes measure from: `layoutMargins`, added to
    /// the safe area when `insetsLayoutMarginsFromSafeArea` (UIKit's default), so margins never reach
    /// into the unsafe area. A controller's root view that respects the system minimum takes its
    /// controller's `systemMinimumLayoutMargins` where its own margins (none until set) are smaller.
    /// With `preservesSuperviewLayoutMargins`, an edge grows where the superview's margin reaches
    /// further into this view.
    var effectiveLayoutMargins: UIEdgeInsets {
        var m = layoutMargins
        if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            if !layoutMarginsWereSet { m = .zero }
            let least = controller.systemMinimumLayoutMargins.edgeInsets
            m = UIEdgeInsets(top: max(m.top, least.top), left: max(m.left, least.left),
                             bottom: max(m.bottom, least.bottom), right: max(m.right, least.right))
        }
        if insetsLayoutMarginsFromSafeArea {
            let s = safeAreaInsets
            if s != .zero {
                m = UIEdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
            }
        }
        guard preservesSuperviewLayoutMargins, let parent = superview else { return m }
        // The superview's margin region, as insets of this view's frame where it reaches inside.
        let outer = parent.effectiveLayoutMargins, f = frame, b = parent.bounds
        return UIEdgeInsets(top: max(m.top, outer.top - (f.minY - b.minY)),
                            left: max(m.left, outer.left - (f.minX - b.minX)),
                            bottom: max(m.bottom, outer.bottom - (b.maxY - f.maxY)),
                            right: max(m.right, outer.right - (b.maxX - f.maxX)))
    }

    /// UIKit's readable width at the default text size: lines of body text no longer than about 70
    /// characters. On a phone in portrait the readable guide is the margins guide.
    static let readableContentWidth: CGFloat = 672

    /// The insets of `readableContentGuide`: the effective margins, widened evenly on both sides when
    /// the space between them is wider than `readableContentWidth`.
    var readableContentInsets: UIEdgeInsets {
        var m = effectiveLayoutMargins
        let extra = bounds.width - m.left - m.right - Self.readableContentWidth
        if extra > 0 {
            m.left += extra / 2
            m.right += extra / 2
        }
        return m
    }
}

extension LayoutEngine {
    /// Marks the superview of every constrained view whose solved frame moved (after a guide's
    /// constants changed in the middle of a layout pass), so the pass applies it.
    func markViewsAwayFromSolvedFrames() {
        for v in views where !v.translatesAutoresizingMaskIntoConstraints {
            guard let parent = v.superview, let state = v.autoLayoutState, state.registered else { continue }
            if state.variables.frame != v.frame, !parent.needsLayout { parent.setNeedsLayout() }
        }
    }
}

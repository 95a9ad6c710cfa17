import Foundation

/// The constraints that mirror view state, kept current before each layout pass, and the hand-over
/// of solved frames to the layout pass.
extension LayoutEngine {
    /// Runs pending `updateConstraints` (deepest views first, as UIKit does) and refreshes frames
    /// kept as constraints, intrinsic sizes and provided guides, so the solver's values are current.
    func prepare() {
        while !pendingConstraintUpdates.isEmpty {
            let batch = pendingConstraintUpdates.sorted { $0.layoutDepth > $1.layoutDepth }
            pendingConstraintUpdates = []
            for v in batch where v.layoutState.needsUpdateConstraints {
                v.layoutState.needsUpdateConstraints = false
                v.updateConstraints()
            }
        }
        for v in views {
            refreshPins(of: v)
            if v.layoutState.intrinsicSizeIsStale { refreshContentSize(of: v) }
        }
        for g in guides { refreshGuide(g) }
    }

    /// At the start of a layout pass: brings the solver up to date and marks the superview of every
    /// constrained view whose solved frame differs from its frame, so the pass applies it.
    func syncForLayout() {
        guard !views.isEmpty || !pendingConstraintUpdates.isEmpty else { return }
        prepare()
        for v in views where !v.translatesAutoresizingMaskIntoConstraints {
            guard let parent = v.superview else { continue }
            counters.viewsVisited += 1
            if v.layoutState.variables.frame != v.frame, !parent.needsLayout { parent.setNeedsLayout() }
        }
    }

    /// Before `view` lays out its subviews: each constrained subview takes its solved frame.
    func applyFrames(toSubviewsOf view: UIView) {
        for s in view.subviews where !s.translatesAutoresizingMaskIntoConstraints {
            guard let state = s.autoLayoutState, state.registered else { continue }
            counters.viewsVisited += 1
            let f = state.variables.frame
            if s.frame != f { s.frame = f; counters.framesWritten += 1 }
        }
    }

    // MARK: Frames kept as constraints

    /// A view with `translatesAutoresizingMaskIntoConstraints` keeps its frame through four
    /// required equalities (two without a superview); their constants follow the frame.
    func refreshPins(of view: UIView) {
        let state = view.layoutState
        guard view.translatesAutoresizingMaskIntoConstraints else {
            if !state.pins.isEmpty { deactivate(state.pins); state.pins = []; state.pinnedFrame = nil }
            return
        }
        let f = view.frame
        let attributes: [NSLayoutConstraint.Attribute] = view.superview == nil ? [.width, .height] : [.left, .top, .width, .height]
        func value(_ a: NSLayoutConstraint.Attribute) -> CGFloat {
            switch a {
            case .left: f.minX
            case .top: f.minY
            case .width: f.width
            default: f.height
            }
        }
        if state.pins.count != attributes.count || !state.pins.allSatisfy(\.active) {
            deactivate(state.pins)
            state.pins = attributes.map {
                NSAutoresizingMaskLayoutConstraint(item: view, attribute: $0, relatedBy: .equal, toItem: nil,
                                                   attribute: .notAnAttribute, multiplier: 1, constant: value($0))
            }
            state.pinnedFrame = f
            activate(state.pins)
        } else if state.pinnedFrame != f {
            state.pinnedFrame = f
            for pin in state.pins where pin.constant != value(pin.firstAttribute) { pin.constant = value(pin.firstAttribute) }
        }
    }

    // MARK: Intrinsic size

    /// A constrained view with an intrinsic size gets, per axis that has one, `size ≥ intrinsic` at
    /// its compression resistance and `size ≤ intrinsic` at its content hugging priority. When only
    /// the size changed, the constants move in place.
    func refreshContentSize(of view: UIView) {
        let state = view.layoutState
        state.intrinsicSizeIsStale = false
        let size = view.translatesAutoresizingMaskIntoConstraints ? nil : view.intrinsicContentSize
        guard size != state.contentSize || size == nil && !state.contentSizeConstraints.isEmpty else { return }
        let old = state.contentSize
        state.contentSize = size
        let axes: [(NSLayoutConstraint.Attribute, CGFloat)] = size.map { s in
            [(.width, s.width), (.height, s.height)].filter { $0.1 != UIView.noIntrinsicMetric }
        } ?? []
        let oldAxes = old.map { s in [s.width, s.height].filter { $0 != UIView.noIntrinsicMetric }.count } ?? 0
        if axes.count == oldAxes, state.contentSizeConstraints.count == 2 * axes.count, !axes.isEmpty {
            for (i, axis) in axes.enumerated() {
                state.contentSizeConstraints[2 * i].constant = axis.1
                state.contentSizeConstraints[2 * i + 1].constant = axis.1
            }
            return
        }
        deactivate(state.contentSizeConstraints)
        state.contentSizeConstraints = axes.flatMap { attribute, length -> [NSLayoutConstraint] in
            let axis = attribute == .width ? 0 : 1
            let resist = NSContentSizeLayoutConstraint(item: view, attribute: attribute, relatedBy: .greaterThanOrEqual,
                                                       toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: length)
            resist.priority = state.compressionResistance[axis]
            let hug = NSContentSizeLayoutConstraint(item: view, attribute: attribute, relatedBy: .lessThanOrEqual,
                                                    toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: length)
            hug.priority = state.hugging[axis]
            return [resist, hug]
        }
        activate(state.contentSizeConstraints)
    }

    // MARK: Provided guides

    /// `layoutMarginsGuide` and `safeAreaLayoutGuide` are their owner's bounds inset by its margins
    /// or safe area: four required constraints whose constants follow the insets.
    func refreshGuide(_ guide: UILayoutGuide) {
        guard let inset = guide.insets, let owner = guide.owningView else { return }
        let i = inset(owner)
        guard guide.appliedInsets != i else { return }
        guide.appliedInsets = i
        let constants: [CGFloat] = [i.left, i.top, -(i.left + i.right), -(i.top + i.bottom)]
        if guide.systemConstraints.isEmpty {
            let pairs: [(NSLayoutConstraint.Attribute, String)] = [(.left, "left"), (.top, "top"), (.width, "width"), (.height, "height")]
            guide.systemConstraints = pairs.enumerated().map { n, pair in
                let c = NSLayoutConstraint(item: guide, attribute: pair.0, relatedBy: .equal, toItem: owner,
                                           attribute: pair.0, multiplier: 1, constant: constants[n])
                c.identifier = "UIView-\(guide.identifier)-\(pair.1)"
                return c
            }
            activate(guide.systemConstraints)
        } else {
            for (c, k) in zip(guide.systemConstraints, constants) where c.constant != k { c.constant = k }
        }
    }
}

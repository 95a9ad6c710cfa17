import Foundation

/// The constraints that mirror view state, kept current before each layout pass, and the hand-over
/// of solved frames to the layout pass.
extension LayoutEngine {
    /// Runs pending `updateConstraints` (deepest views first, as UIKit does) and refreshes frames
    /// kept as constraints, changed intrinsic sizes and provided guides, so the solver's values are
    /// current. Only views that can have changed are looked at: those whose frame is pinned, and
    /// those that said their intrinsic size changed.
    func prepare() {
        while !pendingConstraintUpdates.isEmpty {
            let batch = pendingConstraintUpdates.sorted { $0.layoutDepth > $1.layoutDepth }
            pendingConstraintUpdates = []
            for v in batch where v.layoutState.needsUpdateConstraints {
                v.layoutState.needsUpdateConstraints = false
                v.updateConstraints()
            }
        }
        var n = 0
        while n < pinnedViews.count {
            let v = pinnedViews[n]
            refreshPins(of: v)
            // A view that stopped translating its frame has left the list (refreshPins).
            if n < pinnedViews.count, pinnedViews[n] === v { n += 1 }
        }
        while !staleViews.isEmpty {
            let stale = staleViews
            staleViews = []
            for v in stale where v.layoutState.intrinsicSizeIsStale {
                refreshPins(of: v)
                refreshContentSize(of: v)
                needsSync(v)
            }
        }
        for g in guides { refreshGuide(g) }
    }

    /// `view`'s intrinsic size, its priorities or whether it translates its frame changed: its
    /// constraints are remade at the next sync.
    func intrinsicSizeIsStale(_ view: UIView) {
        let state = view.layoutState
        if state.registered, !state.intrinsicSizeIsStale { staleViews.append(view) }
        state.intrinsicSizeIsStale = true
    }

    /// Compare `view` with its solved frame at the next sync.
    func needsSync(_ view: UIView) {
        let state = view.layoutState
        guard !state.awaitingSync else { return }
        state.awaitingSync = true
        viewsToSync.append(view)
    }

    /// At the start of a layout pass: brings the solver up to date and hands each constrained view
    /// whose solved frame differs from its frame to its superview, marked for layout, which applies
    /// it. Only views whose variables changed (or that just took part) are looked at.
    func syncForLayout() {
        guard !views.isEmpty || !pendingConstraintUpdates.isEmpty else { return }
        prepare()
        collectMovedViews()
    }

    /// Turns the solver's changed variables into views to place, each under its superview.
    func collectMovedViews() {
        for variable in solver.takeChangedVariables() {
            if let view = variable.owner as? UIView { needsSync(view) }
        }
        guard !viewsToSync.isEmpty else { return }
        let batch = viewsToSync
        viewsToSync = []
        for v in batch {
            let state = v.layoutState
            state.awaitingSync = false
            guard !v.translatesAutoresizingMaskIntoConstraints, state.registered, let parent = v.superview else { continue }
            counters.viewsVisited += 1
            guard state.variables.frame != v.frame else { continue }
            parent.layoutState.subviewsToPlace.append(v)
            if !parent.needsLayout { parent.setNeedsLayout() }
        }
    }

    /// Before `view` lays out its subviews: each constrained subview handed to it takes its solved
    /// frame (the others have not moved in the solver).
    func applyFrames(toSubviewsOf view: UIView) {
        collectMovedViews()
        guard let state = view.autoLayoutState, !state.subviewsToPlace.isEmpty else { return }
        let placing = state.subviewsToPlace
        state.subviewsToPlace = []
        for s in placing where s.superview === view && !s.translatesAutoresizingMaskIntoConstraints {
            guard let sub = s.autoLayoutState, sub.registered else { continue }
            let f = sub.variables.frame
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
            if state.listedAsPinned {
                state.listedAsPinned = false
                pinnedViews.removeAll { $0 === view }
            }
            return
        }
        if !state.listedAsPinned {
            state.listedAsPinned = true
            pinnedViews.append(view)
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

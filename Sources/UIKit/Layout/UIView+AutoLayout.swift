import Foundation

/// UIView's Auto Layout API: anchors, the constraints a view holds, content hugging and compression
/// resistance, the constraint-update pass, layout guides and fitting sizes.
extension UIView: LayoutItem, LayoutAnchorProviding {
    /// The smallest size the constraints allow (`systemLayoutSizeFitting`'s usual target).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 1e7, height: 1e7)

    var layoutState: ViewLayoutState {
        if let state = autoLayoutState { return state }
        let state = ViewLayoutState(name: "\(type(of: self)):\(layoutAddress(self))")
        autoLayoutState = state
        return state
    }

    var layoutVariables: LayoutVariables { layoutState.variables }
    var layoutParent: UIView? { superview }
    var layoutHost: UIView? { self }
    var layoutMarginInsets: UIEdgeInsets { effectiveLayoutMargins }
    var layoutDescription: String { "\(type(of: self)):\(layoutAddress(self))" }
    /// How many superviews the view has (constraint updates run deepest first).
    var layoutDepth: Int {
        var n = 0, v = superview
        while let x = v { n += 1; v = x.superview }
        return n
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }
    public var widthAnchor: NSLayoutDimension { dimension(.width) }
    public var heightAnchor: NSLayoutDimension { dimension(.height) }

    // MARK: Constraints held

    /// The constraints this view holds: added to it, or active with it as their items' nearest
    /// common ancestor (frames kept as constraints and intrinsic sizes are not listed).
    public var constraints: [NSLayoutConstraint] {
        (autoLayoutState?.constraints ?? []).filter {
            !($0 is NSAutoresizingMaskLayoutConstraint) && !($0 is NSContentSizeLayoutConstraint)
        }
    }

    /// The older API: activates the constraint (it is held by the items' common ancestor, whichever
    /// view it was added to).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    // MARK: Content size priorities

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutState.hugging[axis.rawValue]
    }
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutState.hugging[axis.rawValue] = priority
        rebuildContentSizeConstraints()
    }
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutState.compressionResistance[axis.rawValue]
    }
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutState.compressionResistance[axis.rawValue] = priority
        rebuildContentSizeConstraints()
    }

    private func rebuildContentSizeConstraints() {
        let state = layoutState
        LayoutEngine.current.deactivate(state.contentSizeConstraints)
        state.contentSizeConstraints = []
        state.contentSize = nil
        LayoutEngine.current.intrinsicSizeIsStale(self)
        setNeedsLayout()
    }

    func performInvalidateIntrinsicContentSize() {
        (superview as? UIStackView)?.arrangedSubviewIntrinsicSizeChanged(self)
        guard let state = autoLayoutState, state.registered else { return }
        LayoutEngine.current.intrinsicSizeIsStale(self)
        superview?.setNeedsLayout()
    }

    // MARK: Constraint updates

    func performSetNeedsUpdateConstraints() {
        let state = layoutState
        guard !state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = true
        LayoutEngine.current.pendingConstraintUpdates.append(self)
        setNeedsLayout()
    }

    /// Runs `updateConstraints` for this view and marked views below it, deepest first.
    func performUpdateConstraintsIfNeeded() {
        for s in subviews { s.updateConstraintsIfNeeded() }
        guard let state = autoLayoutState, state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = false
        updateConstraints()
    }

    // MARK: Layout guides

    /// The view's bounds inset by `layoutMargins` (added to the safe area when
    /// `insetsLayoutMarginsFromSafeArea`).
    public var layoutMarginsGuide: UILayoutGuide {
        providedGuide(\.marginsGuide, identifier: "UIViewLayoutMarginsGuide") { $0.effectiveLayoutMargins }
    }

    /// The view's bounds inset by `safeAreaInsets`.
    public var safeAreaLayoutGuide: UILayoutGuide {
        providedGuide(\.safeAreaGuide, identifier: "UIViewSafeAreaLayoutGuide") { $0.safeAreaInsets }
    }

    /// The margins guide, narrowed to a readable line length on wide views (UIKit's readable width at
    /// the default text size); on a phone in portrait it is the margins guide.
    public var readableContentGuide: UILayoutGuide {
        providedGuide(\.readableGuide, identifier: "UIViewReadableContentGuide") { $0.readableContentInsets }
    }

    /// The guide kept in `slot`, made on first use: this view's bounds inset by `insets`.
    private func providedGuide(_ slot: ReferenceWritableKeyPath<ViewLayoutState, UILayoutGuide?>, identifier: String,
                               insets: @escaping @MainActor (UIView) -> UIEdgeInsets) -> UILayoutGuide {
        let state = layoutState
        if let g = state[keyPath: slot] { return g }
        let g = UILayoutGuide(identifier: identifier, insets: insets)
        g.owningView = self
        state[keyPath: slot] = g
        return g
    }

    public var layoutGuides: [UILayoutGuide] { autoLayoutState?.layoutGuides ?? [] }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView = self
        layoutState.layoutGuides.append(guide)
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        layoutState.layoutGuides.removeAll { $0 === guide }
        LayoutEngine.current.removeGuide(guide)
        guide.owningView = nil
    }

    // MARK: Fitting

    /// The size the view's constraints give it when its width and height are asked to be
    /// `targetSize`'s at the given priorities (`fittingSizeLevel`, 50, lets every constraint of
    /// the view win). The view's own frame constraints are set aside while it is measured.
    func performSystemLayoutSizeFitting(_ targetSize: CGSize, horizontal: UILayoutPriority,
                                        vertical: UILayoutPriority) -> CGSize {
        let engine = LayoutEngine.current
        engine.prepare()
        let vars = engine.variables(of: self)
        let state = layoutState
        let sizePins = state.pins.filter { LayoutEngine.isSize($0.firstAttribute) }
        for pin in sizePins { engine.uninstall(pin) }
        let wide = Cassowary.Constraint(Cassowary.Expression(vars.width) - Double(targetSize.width), .equal,
                                        strength: horizontal.strength)
        let tall = Cassowary.Constraint(Cassowary.Expression(vars.height) - Double(targetSize.height), .equal,
                                        strength: vertical.strength)
        try? engine.solver.add(wide)
        try? engine.solver.add(tall)
        let size = CGSize(width: vars.width.value, height: vars.height.value)
        try? engine.solver.remove(wide)
        try? engine.solver.remove(tall)
        for pin in sizePins { engine.addToSolver(pin) }
        return CGSize(width: (size.width * 1e6).rounded() / 1e6, height: (size.height * 1e6).rounded() / 1e6)
    }
}

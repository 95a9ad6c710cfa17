import Foundation

/// The application's Auto Layout engine: one Cassowary solver for every active constraint of every
/// window, and the bookkeeping between views and its variables.
///
/// How it meets the layout pass: constraint changes re-solve at once (incrementally) and mark the
/// common ancestor for layout. At the start of a layout pass, `syncForLayout` runs pending
/// `updateConstraints`, refreshes the constraints that mirror view state (frames kept as
/// constraints, intrinsic sizes, margins) and marks the superview of every view whose solved frame
/// differs from its frame; that superview's layout then applies the frames before its
/// `layoutSubviews` — so a `layoutIfNeeded()` inside an animation block animates them.
@MainActor
final class LayoutEngine {
    static var current: LayoutEngine { ApplicationContext.current.layoutEngine }

    let solver = Cassowary.Solver()
    /// Views whose variables are in the solver, in the order they joined.
    var views: [UIView] = []
    /// Guides whose variables are in the solver.
    var guides: [UILayoutGuide] = []
    /// The UIKit constraint each solver constraint was made for.
    var owners: [Cassowary.Constraint: NSLayoutConstraint] = [:]
    /// Views that asked for `updateConstraints`.
    var pendingConstraintUpdates: [UIView] = []
    /// Nested layout calls sync only at the outermost one.
    var layoutDepth = 0
    /// Views whose frame is kept as constraints: their frames are compared with the pins each pass.
    var pinnedViews: [UIView] = []
    /// Views whose intrinsic size (or `translatesAutoresizingMaskIntoConstraints`) changed.
    var staleViews: [UIView] = []
    /// Views to compare with their solved frames at the next sync: those whose variables changed,
    /// and those that just took part in a constraint.
    var viewsToSync: [UIView] = []
    /// What the layout-pass hand-over did (`SegueDiagnostics.autoLayoutCounters`).
    var counters = AutoLayoutCounters()
    /// `SEGUE_CHECK`'s report of ambiguous layouts (LayoutEngine+Ambiguity.swift).
    let ambiguityCheck = LayoutAmbiguityCheck()

    // MARK: Activation

    func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints where !c.active { install(c) }
    }

    func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints where c.active {
            c.active = false
            uninstall(c)
            c.commonAncestor?.layoutState.constraints.removeAll { $0 === c }
            c.commonAncestor?.setNeedsLayout()
            c.commonAncestor = nil
        }
    }

    /// Puts a constraint into the solver, in the coordinates of its items' nearest common ancestor.
    private func install(_ c: NSLayoutConstraint) {
        guard let first = c.firstLayoutItem, let host = first.layoutHost else {
            return SegueDiagnostics.warn("segue: cannot activate \(c): its first item is gone or is a layout guide no view owns. Add the guide to a view (addLayoutGuide) first.")
        }
        let ancestor: UIView
        if let second = c.secondLayoutItem {
            guard let otherHost = second.layoutHost, let common = Self.nearestCommonAncestor(host, otherHost) else {
                return SegueDiagnostics.warn("segue: cannot activate \(c): its items have no common ancestor. Add both views to the same hierarchy before activating constraints between them.")
            }
            ancestor = common
        } else {
            ancestor = Self.isSize(c.firstAttribute) ? host : (first.layoutParent ?? host)
        }
        c.active = true
        c.commonAncestor = ancestor
        if let view = first as? UIView { needsSync(view) }
        if let view = c.secondLayoutItem as? UIView { needsSync(view) }
        ancestor.layoutState.constraints.append(c)
        addToSolver(c)
        ancestor.setNeedsLayout()
    }

    /// The solver constraint for `c` as it is now (its constant and priority), added to the solver;
    /// a conflict with required constraints is logged and broken as UIKit does.
    func addToSolver(_ c: NSLayoutConstraint) {
        guard let ancestor = c.commonAncestor, let first = c.firstLayoutItem else { return }
        var expression = attribute(c.firstAttribute, of: first, in: ancestor)
        if let second = c.secondLayoutItem {
            expression = expression - attribute(c.secondAttribute, of: second, in: ancestor) * Double(c.multiplier)
        }
        expression = expression - Double(c.constant)
        let sc = Cassowary.Constraint(expression, c.relation.solverRelation, strength: c.priority.strength)
        do {
            try solver.add(sc)
            c.solverConstraint = sc
            owners[sc] = c
        } catch {
            if case .unsatisfiable(_, let conflict) = error { breakConflict(adding: c, sc, conflict: conflict) }
        }
    }

    func uninstall(_ c: NSLayoutConstraint) {
        guard let sc = c.solverConstraint else { return }
        try? solver.remove(sc)
        owners[sc] = nil
        c.solverConstraint = nil
    }

    // MARK: Changes to active constraints

    func constantChanged(_ c: NSLayoutConstraint, from old: CGFloat) {
        guard c.active else { return }
        // expression = first − m·second − constant: the expression's constant moves by −Δ. In
        // place when the solver can; a required constraint it cannot move is remade (which
        // reports a conflict the way activation does).
        let moved = c.solverConstraint.map { (try? solver.shiftConstant(of: $0, by: -Double(c.constant - old))) == true } ?? false
        if !moved {
            uninstall(c)
            addToSolver(c)
        }
        c.commonAncestor?.setNeedsLayout()
    }

    func priorityChanged(_ c: NSLayoutConstraint) {
        guard c.active else { return }
        uninstall(c)
        addToSolver(c)
        c.commonAncestor?.setNeedsLayout()
    }

    // MARK: Geometry

    static func isSize(_ a: NSLayoutConstraint.Attribute) -> Bool { a == .width || a == .height }

    static func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        var seen = Set<ObjectIdentifier>()
        var v: UIView? = a
        while let x = v { seen.insert(ObjectIdentifier(x)); v = x.superview }
        v = b
        while let x = v { if seen.contains(ObjectIdentifier(x)) { return x }; v = x.superview }
        return nil
    }

    /// An item's attribute in `ancestor`'s bounds coordinates: its origin is its own x (y) plus
    /// those of the views between it and the ancestor, all solver variables, so constraints between
    /// cousins stay linear. The ancestor itself has its origin at zero (bounds origins are not
    /// followed: see docs/UIKIT-DIFFERENCES.md).
    func attribute(_ a: NSLayoutConstraint.Attribute, of item: LayoutItem, in ancestor: UIView) -> Cassowary.Expression {
        let vars = variables(of: item)
        var x = Cassowary.Expression(), y = Cassowary.Expression()
        if item !== ancestor {
            x = .init(vars.x)
            y = .init(vars.y)
            var parent = item.layoutParent
            while let p = parent, p !== ancestor {
                let pv = variables(of: p)
                x = x + .init(pv.x)
                y = y + .init(pv.y)
                parent = p.superview
            }
        }
        let w = Cassowary.Expression(vars.width), h = Cassowary.Expression(vars.height)
        let m = item.layoutMarginInsets
        switch a {
        case .left, .leading: return x
        case .right, .trailing: return x + w
        case .top: return y
        case .bottom: return y + h
        case .firstBaseline: return y + Double((item as? UIView)?.layoutBaselineOffsets.fromTop ?? 0)
        case .lastBaseline: return y + h - Double((item as? UIView)?.layoutBaselineOffsets.fromBottom ?? 0)
        case .width: return w
        case .height: return h
        case .centerX: return x + w * 0.5
        case .centerY: return y + h * 0.5
        case .leftMargin, .leadingMargin: return x + Double(m.left)
        case .rightMargin, .trailingMargin: return x + w - Double(m.right)
        case .topMargin: return y + Double(m.top)
        case .bottomMargin: return y + h - Double(m.bottom)
        case .centerXWithinMargins: return x + Double(m.left) + (w - Double(m.left + m.right)) * 0.5
        case .centerYWithinMargins: return y + Double(m.top) + (h - Double(m.top + m.bottom)) * 0.5
        case .notAnAttribute: return .init()
        }
    }

    /// The item's variables, registering it first: a view kept by its frame gets its frame pinned,
    /// a constrained one its intrinsic size; a guide a view provides gets its edges placed.
    func variables(of item: LayoutItem) -> LayoutVariables {
        if let view = item as? UIView {
            let state = view.layoutState
            if !state.registered {
                state.registered = true
                views.append(view)
                state.variables.own(view)
                needsSync(view)
                refreshPins(of: view)
                refreshContentSize(of: view)
            }
            return state.variables
        }
        if let guide = item as? UILayoutGuide, !guides.contains(where: { $0 === guide }) {
            guides.append(guide)
            refreshGuide(guide)
        }
        return item.layoutVariables
    }
}

extension LayoutEngine {
    /// A view leaving its superview takes with it the constraints that reach outside its subtree
    /// (as UIKit does); its frame constraints are remade in its next superview.
    func viewWillLeaveSuperview(_ view: UIView) {
        guard !views.isEmpty else { return }
        func inside(_ item: LayoutItem?) -> Bool {
            var v = item?.layoutHost
            while let x = v { if x === view { return true }; v = x.superview }
            return false
        }
        var ancestor = view.superview
        while let a = ancestor {
            if let held = a.autoLayoutState?.constraints {
                deactivate(held.filter { inside($0.firstLayoutItem) || inside($0.secondLayoutItem) })
            }
            ancestor = a.superview
        }
        view.autoLayoutState?.pinnedFrame = nil
        removeNudges(of: view)
    }

    func removeGuide(_ guide: UILayoutGuide) {
        guides.removeAll { $0 === guide }
        deactivate(guide.systemConstraints)
        guide.systemConstraints = []
        guide.appliedInsets = nil
    }
}

import Foundation

/// The constraints a stack view makes for its arrangement, named as UIKit names them:
///
/// - `UISV-canvas-connection`: the first and last visible views to the canvas edges along the axis,
///   and every view to the canvas across it as the alignment says;
/// - `UISV-spacing`: the gap between neighbours (`≥` for the equal-spacing distributions);
/// - `UISV-fill-equally`, `UISV-fill-proportionally`: lengths for those distributions, and equal gap
///   guides for `.equalSpacing` / `.equalCentering` (`UISV-distributing-edge` ties them to the views);
/// - `UISV-hiding`: a hidden view's length is zero and it sits where it would be;
/// - `UISV-spanning-boundary`: a view that does not fill across the axis stays inside the canvas;
/// - `UISV-canvas-fit` and `UISV-ambiguity-suppression`: very low priorities that settle what the
///   others leave open (a stack not sized across its axis hugs its tallest view; a view with no
///   intrinsic cross size takes none; ties in `.fill` go to the last view).
///
/// The canvas is the stack view's bounds, or its `layoutMarginsGuide` with
/// `isLayoutMarginsRelativeArrangement`.
extension UIStackView {
    func rebuildArrangement() {
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for g in gapGuides { removeLayoutGuide(g) }
        gapGuides = []
        arrangementConstraints = makeArrangementConstraints()
        NSLayoutConstraint.activate(arrangementConstraints)
    }

    private func makeArrangementConstraints() -> [NSLayoutConstraint] {
        let a = StackAxisAttributes(axis: axis, baselineRelative: isBaselineRelativeArrangement)
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let visible = arrangedSubviews.filter { !$0.isHidden }
        var made: [NSLayoutConstraint] = []
        func add(_ first: AnyObject, _ fa: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                 _ second: AnyObject?, _ sa: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                 priority: Float = 1000, _ name: String) {
            let c = NSLayoutConstraint(item: first, attribute: fa, relatedBy: relation, toItem: second,
                                       attribute: second == nil ? .notAnAttribute : sa, multiplier: multiplier, constant: constant)
            c.priority = UILayoutPriority(priority)
            c.identifier = name
            made.append(c)
        }

        // Along the axis: the chain from the canvas's leading edge to its trailing edge.
        if let first = visible.first, let last = visible.last {
            add(first, a.leading, .equal, canvas, a.leading, "UISV-canvas-connection")
            add(canvas, a.trailing, .equal, last, a.trailing, "UISV-canvas-connection")
        } else {
            // Nothing visible: a stack not sized along its axis closes up (a nested one whose views
            // are all hidden takes no room).
            add(canvas, a.size, .equal, nil, .notAnAttribute, priority: 49, "UISV-canvas-fit")
        }
        let equalGaps = distribution == .equalSpacing || distribution == .equalCentering
        var gaps: [UILayoutGuide] = []
        for (before, after) in zip(visible, visible.dropFirst()) {
            let space = gap(after: before)
            add(after, a.spacingStart, equalGaps ? .greaterThanOrEqual : .equal, before, a.spacingEnd, constant: space, "UISV-spacing")
            guard equalGaps else { continue }
            // A guide spans each gap (edge to edge, or centre to centre); the guides are kept equal.
            let guide = UILayoutGuide()
            guide.identifier = "UISV-distributing"
            addLayoutGuide(guide)
            gaps.append(guide)
            let (from, to) = distribution == .equalSpacing ? (a.trailing, a.leading) : (a.center, a.center)
            add(guide, a.leading, .equal, before, from, "UISV-distributing-edge")
            add(guide, a.trailing, .equal, after, to, "UISV-distributing-edge")
            add(guide, a.crossLeading, .equal, canvas, a.crossLeading, "UISV-distributing-edge")
            add(guide, a.crossSize, .equal, nil, .notAnAttribute, "UISV-distributing-edge")
            if let firstGap = gaps.first, firstGap !== guide {
                add(guide, a.size, .equal, firstGap, a.size, priority: distribution == .equalCentering ? 999 : 1000, "UISV-fill-equally")
            }
        }
        gapGuides = gaps
        if let firstGap = gaps.first, let before = visible.first {
            // A stack not sized along its axis keeps its gaps at `spacing`.
            let natural = distribution == .equalSpacing ? gap(after: before) : 0
            add(firstGap, a.size, .equal, nil, .notAnAttribute, constant: natural, priority: 49, "UISV-canvas-fit")
        }

        switch distribution {
        case .fillEqually:
            for v in visible.dropFirst() { add(v, a.size, .equal, visible[0], a.size, "UISV-fill-equally") }
        case .fillProportionally:
            addProportionalLengths(visible, a, canvas, add)
        case .fill:
            // Hugging and compression-resistance ties go to the last view: the others keep their
            // intrinsic length a little more firmly.
            for v in visible.dropLast() {
                let length = intrinsicLength(of: v, a)
                guard length > 0 else { continue }
                add(v, a.size, .equal, nil, .notAnAttribute, constant: length, priority: 1, "UISV-ambiguity-suppression")
            }
        case .equalSpacing, .equalCentering:
            break
        }

        // Hidden views: no length, placed after the visible view before them.
        for (i, v) in arrangedSubviews.enumerated() where v.isHidden {
            add(v, a.size, .equal, nil, .notAnAttribute, "UISV-hiding")
            if let previous = arrangedSubviews[..<i].last(where: { !$0.isHidden }) {
                add(v, a.leading, .equal, previous, a.trailing, "UISV-hiding")
            } else {
                add(v, a.leading, .equal, canvas, a.leading, "UISV-hiding")
            }
        }

        addAlignment(a, canvas, add)
        return made
    }

    /// `first.attribute ⋈ multiplier × second.attribute + constant` at a priority, with a name.
    typealias ConstraintMaker = (AnyObject, NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, AnyObject?,
                                 NSLayoutConstraint.Attribute, CGFloat, CGFloat, Float, String) -> Void

    /// The view's intrinsic length along the axis, 0 when it has none.
    private func intrinsicLength(of view: UIView, _ a: StackAxisAttributes) -> CGFloat {
        let size = view.intrinsicContentSize
        let length = a.size == .width ? size.width : size.height
        return length == UIView.noIntrinsicMetric ? 0 : max(0, length)
    }

    /// `.fillProportionally`: each view's length is its share of the intrinsic lengths of the
    /// canvas length left after spacing (at 999, so content that cannot shrink still wins).
    private func addProportionalLengths(_ visible: [UIView], _ a: StackAxisAttributes, _ canvas: AnyObject,
                                        _ add: ConstraintMaker) {
        let lengths = visible.map { intrinsicLength(of: $0, a) }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return }
        let spacingTotal = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + gap(after: $1.0) }
        for (v, length) in zip(visible, lengths) {
            let share = length / total
            add(v, a.size, .equal, canvas, a.size, share, -share * spacingTotal, 999, "UISV-fill-proportionally")
        }
    }

    /// Across the axis, for every arranged view (hidden ones too, so they collapse in place).
    private func addAlignment(_ a: StackAxisAttributes, _ canvas: AnyObject,
                              _ add: ConstraintMaker) {
        var alignment = self.alignment
        // Baselines line up only in rows; a column with a baseline alignment fills.
        if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        let views = arrangedSubviews
        guard !views.isEmpty else { return }
        if alignment != .fill {
            add(canvas, a.crossSize, .equal, nil, .notAnAttribute, 1, 0, 49, "UISV-canvas-fit")
        }
        let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        let reference = views.first { !$0.isHidden } ?? views[0]
        for v in views {
            switch alignment {
            case .fill:
                add(v, a.crossLeading, .equal, canvas, a.crossLeading, 1, 0, 1000, "UISV-canvas-connection")
                add(canvas, a.crossTrailing, .equal, v, a.crossTrailing, 1, 0, 1000, "UISV-canvas-connection")
            case .leading:
                add(v, a.crossLeading, .equal, canvas, a.crossLeading, 1, 0, 1000, "UISV-canvas-connection")
                add(canvas, a.crossTrailing, .greaterThanOrEqual, v, a.crossTrailing, 1, 0, 1000, "UISV-spanning-boundary")
            case .trailing:
                add(canvas, a.crossTrailing, .equal, v, a.crossTrailing, 1, 0, 1000, "UISV-canvas-connection")
                add(v, a.crossLeading, .greaterThanOrEqual, canvas, a.crossLeading, 1, 0, 1000, "UISV-spanning-boundary")
            case .center:
                add(v, a.crossCenter, .equal, canvas, a.crossCenter, 1, 0, 1000, "UISV-canvas-connection")
                add(v, a.crossLeading, .greaterThanOrEqual, canvas, a.crossLeading, 1, 0, 1000, "UISV-spanning-boundary")
                add(canvas, a.crossTrailing, .greaterThanOrEqual, v, a.crossTrailing, 1, 0, 1000, "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                if v !== reference { add(v, baseline, .equal, reference, baseline, 1, 0, 1000, "UISV-alignment") }
                add(v, a.crossLeading, .greaterThanOrEqual, canvas, a.crossLeading, 1, 0, 1000, "UISV-spanning-boundary")
                add(canvas, a.crossTrailing, .greaterThanOrEqual, v, a.crossTrailing, 1, 0, 1000, "UISV-spanning-boundary")
                // The line sits as high as the tallest view allows.
                add(v, a.crossLeading, .equal, canvas, a.crossLeading, 1, 0, 48, "UISV-ambiguity-suppression")
            }
            if alignment != .fill {
                add(v, a.crossSize, .equal, nil, .notAnAttribute, 1, 0, 25, "UISV-ambiguity-suppression")
            }
        }
    }
}

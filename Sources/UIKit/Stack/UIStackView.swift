import Foundation

/// A view that lines up its arranged subviews in a row or a column, as UIKit's: it places them with
/// Auto Layout constraints it makes and owns (identified `UISV-…` like UIKit's, so a conflict log
/// reads as on iOS), respecting their intrinsic sizes, hugging and compression resistance.
///
/// ```swift
/// let row = UIStackView(arrangedSubviews: [icon, title, badge])
/// row.axis = .horizontal
/// row.spacing = 8
/// row.alignment = .center
/// ```
///
/// A hidden arranged subview takes no space and no spacing; hiding or showing one inside a
/// `UIView.animate` block animates the others into place. Like UIKit since iOS 14 the stack view
/// draws its `backgroundColor` (before that it was a non-rendering container).
open class UIStackView: UIView {
    /// The views the stack lays out, in order; each is also a subview. Removing one from here
    /// (`removeArrangedSubview`) leaves it a subview, as in UIKit; removing it from its superview
    /// also removes it from here.
    public internal(set) var arrangedSubviews: [UIView] = []

    /// Rows (`.horizontal`, the default) or columns (`.vertical`).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { arrangementChanged() } } }
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementChanged() } } }
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementChanged() } } }
    /// The gap between neighbours (the minimum gap for `.equalSpacing` and `.equalCentering`).
    open var spacing: CGFloat = 0 { didSet { if spacing != oldValue { arrangementChanged() } } }
    /// Vertical stacks: spacing runs from one view's last baseline to the next one's first baseline.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementChanged() } }
    }
    /// Views are laid out inside the stack view's `layoutMargins` instead of its bounds.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementChanged() } }
    }

    /// Gaps set with `setCustomSpacing(_:after:)`, by the view they follow.
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack view made for the current arrangement, and its gap guides.
    var arrangementConstraints: [NSLayoutConstraint] = []
    var gapGuides: [UILayoutGuide] = []
    var needsArrangement = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setNeedsUpdateConstraints()
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    // MARK: Arranged subviews (UIStackView+Arranging.swift)

    /// Appends `view` to the arranged subviews (and makes it a subview if it is not one).
    open func addArrangedSubview(_ view: UIView) { performInsertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Puts `view` at `stackIndex` among the arranged subviews (moving it if it is one already).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) { performInsertArrangedSubview(view, at: stackIndex) }

    /// Stops arranging `view`; it stays a subview (remove it from its superview to take it away),
    /// as in UIKit.
    open func removeArrangedSubview(_ view: UIView) { performRemoveArrangedSubview(view) }

    /// A subview leaving the stack view stops being arranged.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        performRemoveArrangedSubview(subview)
    }

    // MARK: Spacing after one view

    /// The gap after `arrangedSubview` (before the next visible one), instead of `spacing`.
    /// `UIStackView.spacingUseDefault` goes back to `spacing`; `spacingUseSystem` is 8 points.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        let key = ObjectIdentifier(arrangedSubview)
        let new: CGFloat? = spacing == UIStackView.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != new else { return }
        customSpacings[key] = new
        arrangementChanged()
    }

    /// The custom gap after `arrangedSubview`, or `spacingUseDefault` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// The gap the constraints use after `view`.
    func gap(after view: UIView) -> CGFloat {
        let g = customSpacings[ObjectIdentifier(view)] ?? spacing
        return g == UIStackView.spacingUseSystem ? UIStackView.systemSpacing : g
    }

    // MARK: Rebuilding

    /// Something the arrangement depends on changed: the constraints are remade in the next
    /// constraint-update pass (before the next layout).
    func arrangementChanged() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    open override func updateConstraints() {
        if needsArrangement {
            needsArrangement = false
            rebuildArrangement()
        }
        super.updateConstraints()
    }
}

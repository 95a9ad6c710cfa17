import Foundation

/// A rectangle that takes part in Auto Layout without being a view: spacing between views, or the
/// margins and safe area a view provides (`layoutMarginsGuide`, `safeAreaLayoutGuide`).
@MainActor
open class UILayoutGuide: LayoutItem, LayoutAnchorProviding {
    public internal(set) weak var owningView: UIView?
    open var identifier = ""
    let layoutVariables: LayoutVariables
    /// For the guides a view provides: which insets of the owner its edges follow.
    let insets: (@MainActor (UIView) -> UIEdgeInsets)?
    /// The system constraints placing a provided guide, and the insets they were made for.
    var systemConstraints: [NSLayoutConstraint] = []
    var appliedInsets: UIEdgeInsets?

    public init() {
        layoutVariables = LayoutVariables("guide")
        insets = nil
    }

    init(identifier: String, insets: @escaping @MainActor (UIView) -> UIEdgeInsets) {
        layoutVariables = LayoutVariables(identifier)
        self.identifier = identifier
        self.insets = insets
    }

    /// The solved rectangle in the owning view's bounds. A guide a view provides (margins, safe
    /// area, readable content) has one even before any constraint uses it, as in UIKit: reading it
    /// places the guide in the engine.
    open var layoutFrame: CGRect {
        let engine = LayoutEngine.current
        if insets != nil, owningView != nil { _ = engine.variables(of: self) }
        engine.prepare()
        return layoutVariables.frame
    }

    var layoutParent: UIView? { owningView }
    var layoutHost: UIView? { owningView }
    var layoutMarginInsets: UIEdgeInsets { .zero }
    var layoutDescription: String {
        "UILayoutGuide:\(layoutAddress(self))'\(identifier)'"
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    public var widthAnchor: NSLayoutDimension { dimension(.width) }
    public var heightAnchor: NSLayoutDimension { dimension(.height) }
}

import Foundation

/// A rectangle on screen backed by a `CALayer`: geometry and appearance forward to the layer, and the
/// view adds hierarchy, layout, hit-testing and the responder chain.
///
/// ```swift
/// let panel = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 400))
/// panel.backgroundColor = .systemBackground
/// panel.layer.cornerRadius = 16
/// parent.addSubview(panel)
/// ```
open class UIView: UIResponder, @MainActor CALayerDelegate {
    /// The class of the backing layer, as in UIKit (`AnyClass`, so UIKit code's overrides compile
    /// unchanged); override to back a view with a layer subclass. It must be `CALayer` or a subclass.
    open class var layerClass: AnyClass { CALayer.self }

    public let layer: CALayer

    /// The designated initialiser, as in UIKit: subclasses override `init(frame:)`.
    public init(frame: CGRect) {
        guard let layerType = Self.layerClass as? CALayer.Type else {
            preconditionFailure("\(Self.self).layerClass is \(Self.layerClass), which is not a CALayer subclass; return CALayer.self or a subclass of it")
        }
        layer = layerType.init()
        super.init()
        // A view's layer (with any sublayers its class made) belongs to the application the view is
        // made in from the start, so that a view animated before it is shown animates as in UIKit.
        layer.adopt(ApplicationContext.current.layerTree)
        layer.delegate = self
        if frame != .zero { self.frame = frame }
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Segue has no archives, nibs or storyboards to decode a view from: this says so (a `segue:`
    /// warning) and returns `nil`. A convenience initialiser, where iOS's is `required` and designated:
    /// a designated one would cost every subclass that overrides only `init(frame:)` its inherited
    /// `init()`. So a subclass need not write it, and the usual `required init?(coder:) { fatalError() }`
    /// compiles unchanged; one that calls `super.init(coder:)` must call `super.init(frame:)` instead.
    public convenience init?(coder: NSCoder) {
        UIResponder.warnNoArchives("\(Self.self)(coder:)", instead: "make the view in code with init(frame:)")
        return nil
    }

    // MARK: Geometry

    open var frame: CGRect {
        get { layer.frame }
        set { changing(.frame) { layer.frame = newValue } }
    }

    open var bounds: CGRect {
        get { layer.bounds }
        set { changing(.bounds) { layer.bounds = newValue } }
    }

    open var center: CGPoint {
        get { layer.position }
        set { changing(.center) { layer.position = newValue } }
    }

    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { changing(.transform) { layer.setAffineTransform(newValue) } }
    }

    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// How UIKit Dynamics collides this view: its bounds' rectangle, as in UIKit; subclasses
    /// override it (and `collisionBoundingPath` for `.path`).
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    /// The convex outline `.path` collides as, (0, 0) at the view's centre; empty by default.
    open var collisionBoundingPath: UIBezierPath { UIBezierPath() }

    // MARK: Appearance

    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { changing(.alpha) { layer.opacity = Float(newValue) } }
    }

    /// Set while a stack view collapses this arranged view inside an animation: the view reads as
    /// hidden, but its layer is drawn until the collapse ends (UIStackView+Hiding.swift).
    var stackCollapse: StackCollapse?

    open var isHidden: Bool {
        get { layer.isHidden || stackCollapse != nil }
        set {
            let changed = newValue != isHidden
            changing(.isHidden) {
                // Showing a collapsing view ends its collapse; hiding it again lets it go on.
                if !newValue { stackCollapse = nil }
                layer.isHidden = newValue && stackCollapse == nil
            }
            // A stack view collapses or restores an arranged view it hears of.
            if changed, let stack = superview as? UIStackView { stack.arrangedSubviewVisibilityChanged(self) }
        }
    }

    /// The colour as set (a dynamic one is kept, and the layer gets it resolved for this view's
    /// traits); reading gives the layer's colour if something set that directly since.
    open var backgroundColor: UIColor? {
        get {
            if let set = backgroundColorAsSet, layer.backgroundColor == set.resolvedColor(with: traitCollection).cgColor {
                return set
            }
            return layer.backgroundColor.map(UIColor.init(cgColor:))
        }
        set {
            backgroundColorAsSet = newValue?.isDynamic == true ? newValue : nil
            layer.backgroundColor = newValue?.resolvedColor(with: traitCollection).cgColor
        }
    }
    /// The dynamic background colour last set, re-resolved when the style changes.
    var backgroundColorAsSet: UIColor?

    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    open var isOpaque = true
    open var tag = 0
    open var isUserInteractionEnabled = true
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?

    /// The tint inherited from the superview chain (system blue at the top), as UIKit resolves it.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue; tintColorDidChange() }
    }
    private var ownTintColor: UIColor?
    open func tintColorDidChange() {}

    // MARK: Traits (see UIView+Traits.swift)

    /// The style this view and its subviews are shown in, whatever the surroundings are.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { updateTraits() } }
    }
    /// The resolved style last given to this view (light or dark), kept so a change is noticed.
    var appliedStyle: UIUserInterfaceStyle = .light
    /// The level last given to this view (base or elevated), kept so a change is noticed.
    var appliedLevel: UIUserInterfaceLevel = .base

    /// Called when this view's effective traits changed, with `UITraitCollection.current` set to
    /// the new ones; the default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    open var contentMode: ContentMode = .scaleToFill {
        didSet { contentModeDidChange() }
    }
    func contentModeDidChange() {}

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

        var gravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .top
            case .bottom: return .bottom
            case .left: return .left
            case .right: return .right
            case .topLeft: return .topLeft
            case .topRight: return .topRight
            case .bottomLeft: return .bottomLeft
            case .bottomRight: return .bottomRight
            }
        }
    }

    // MARK: Hierarchy storage (see UIView+Hierarchy.swift)

    public internal(set) weak var superview: UIView?
    public internal(set) var subviews: [UIView] = []

    // MARK: Layout storage (see UIView+Layout.swift)

    open var autoresizingMask: AutoresizingMask = []
    open var autoresizesSubviews = true
    var needsLayout = true
    /// Some view below this one needs layout: the frame's layout pass walks only marked paths, so
    /// a window of a thousand settled views costs nothing to lay out.
    var subtreeNeedsLayout = true
    var lastLaidOutSize: CGSize?
    var lastAutoresizeSize: CGSize = .zero

    // MARK: Auto Layout (see Layout/UIView+AutoLayout.swift)

    /// True by default for views made in code, as in UIKit: the view keeps its frame, and when it
    /// takes part in constraints the frame is held by required constraints. Set false to let
    /// constraints place the view.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { if autoLayoutState != nil { LayoutEngine.current.intrinsicSizeIsStale(self) }; setNeedsLayout() } }
    }
    /// Created the first time the view takes part in Auto Layout.
    var autoLayoutState: ViewLayoutState?
    /// The margins `layoutMarginsGuide` and the margin attributes measure from; 8 points a side. A
    /// controller's root view measures from its controller's system minimum instead until these
    /// are set (`effectiveLayoutMargins`).
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet {
            layoutMarginsWereSet = true
            if layoutMargins != oldValue { setNeedsLayout() }
        }
    }
    /// Whether `layoutMargins` was ever assigned (a root view's own margins then count).
    var layoutMarginsWereSet = false
    /// Whether the superview's margins count too: where this view's edge is nearer the superview's
    /// edge than the superview's margin, the margin grows so content stays inside the superview's
    /// margins. False by default, as in UIKit.
    open var preservesSuperviewLayoutMargins = false {
        didSet { if preservesSuperviewLayoutMargins != oldValue { setNeedsLayout() } }
    }
    /// The insets that keep content clear of the screen's edges (the emulated device's status bar and
    /// home indicator), bars and other ancestors: the part of the superview's unsafe region that
    /// overlaps this view, plus a controller's `additionalSafeAreaInsets` on its root view
    /// (UIView+SafeArea.swift). Zero outside a window and on a plain desktop window.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }
    /// The insets last reported by `safeAreaInsetsDidChange()`.
    var reportedSafeAreaInsets = UIEdgeInsets.zero
    /// Called in the layout pass, before `layoutSubviews`, when `safeAreaInsets` changed.
    open func safeAreaInsetsDidChange() {}
    /// Whether `layoutMarginsGuide` and the margin attributes add the safe area to `layoutMargins`,
    /// so margins never reach into the unsafe area. True by default, as in UIKit.
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { setNeedsLayout() } }
    }
    /// `layoutMargins` by reading direction (leading is left: Segue lays out left to right).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(layoutMargins) }
        set { layoutMargins = newValue.edgeInsets }
    }
    /// Override to add or change constraints in the layout pass; call super last.
    open func updateConstraints() {}
    open func updateConstraintsIfNeeded() { performUpdateConstraintsIfNeeded() }
    open func setNeedsUpdateConstraints() { performSetNeedsUpdateConstraints() }
    open func invalidateIntrinsicContentSize() { performInvalidateIntrinsicContentSize() }
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        performSystemLayoutSizeFitting(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                      verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        performSystemLayoutSizeFitting(targetSize, horizontal: horizontal, vertical: vertical)
    }

    // MARK: Responder chain

    /// The view controller whose root view this is (set by `UIViewController`).
    weak var owningViewController: UIViewController?

    open override var next: UIResponder? {
        if let vc = owningViewController { return vc }
        return superview
    }

    // MARK: Overridable entry points
    //
    // Declared here because Swift cannot override members declared in extensions; each forwards to
    // its implementation in the file for that concern (UIView+Hierarchy, +Layout, +HitTesting, +Snapshot).

    open func addSubview(_ view: UIView) { performAddSubview(view) }
    open func insertSubview(_ view: UIView, at index: Int) { performInsertSubview(view, at: index) }
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) { performInsertSubview(view, belowSubview: sibling) }
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) { performInsertSubview(view, aboveSubview: sibling) }
    open func removeFromSuperview() { performRemoveFromSuperview() }
    open func bringSubviewToFront(_ view: UIView) { performBringSubviewToFront(view) }
    open func sendSubviewToBack(_ view: UIView) { performSendSubviewToBack(view) }
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        performExchangeSubview(at: index1, withSubviewAt: index2)
    }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    open func setNeedsLayout() { performSetNeedsLayout() }
    open func layoutIfNeeded() { performLayoutIfNeeded() }
    /// Override to place subviews. The default does nothing: autoresizing already ran when the bounds
    /// changed. A controller's root view gets `viewWillLayoutSubviews` before and `viewDidLayoutSubviews`
    /// after, whether or not an override calls super.
    open func layoutSubviews() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { performSizeThatFits(size) }
    open func sizeToFit() { performSizeToFit() }
    /// The size the view wants for its content; `noIntrinsicMetric` (−1) on an axis that has none.
    open var intrinsicContentSize: CGSize { defaultIntrinsicContentSize }

    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { performHitTest(point, with: event) }
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { performPoint(inside: point, with: event) }

    // MARK: Gesture recognizers (see UIView+Gestures.swift)

    var gestureRecognizerStore: [UIGestureRecognizer] = []

    /// Asked for each gesture recognizer about to begin on a touch in this view (the view touched or
    /// the one the recognizer is attached to); return false to keep it from recognizing.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        performSnapshotView(afterScreenUpdates: afterUpdates)
    }

    // MARK: Drawing

    /// Draws the view's content with `UIGraphicsGetCurrentContext()` (override it; the default draws
    /// nothing, and a view that draws nothing has no content of its own). Called when the view is
    /// shown after `setNeedsDisplay()` or a change of size, with the bounds as `rect`.
    open func draw(_ rect: CGRect) {}

    /// Asks for `draw(_:)` again before the next frame.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// The whole view is drawn again; the rectangle is accepted for code that names one.
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    // MARK: CALayerDelegate

    public func layerBoundsDidChange(_ layer: CALayer) {
        boundsDidChange()
    }

    /// The layer asks for its content: `draw(_:)` with the context current.
    public func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        traitCollection.performAsCurrent { draw(bounds) }
    }
}

import Foundation
import Synchronization

/// A node of the retained layer tree: geometry, appearance and sublayers, as Core Animation's `CALayer`.
///
/// Every setter marks the tree for redraw (its `LayerTreeContext`); the run loop turns the tree into a
/// display list once per frame. Geometry follows Core Animation exactly: `position` is where
/// `anchorPoint` (unit coordinates of `bounds`) sits in the superlayer, `transform` applies about the
/// anchor point, and `frame` is derived.
///
/// ```swift
/// let card = CALayer()
/// card.bounds = CGRect(x: 0, y: 0, width: 200, height: 120)
/// card.position = CGPoint(x: 160, y: 300)
/// card.cornerRadius = 12
/// card.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]   // top corners only
/// ```
open class CALayer {
    /// A number unique to this layer for the life of the process; the compositor keys caches by it.
    public let serial: Int

    public required init() {
        serial = CALayer.serials.add(1, ordering: .relaxed).oldValue
    }

    /// Layer serials, unique across the process (caches of several applications never collide).
    private static let serials = Atomic<Int>(1)

    /// The application tree this layer belongs to: where its changes count and its animations
    /// register. A view's layer gets it when the view is made; others adopt it on joining a tree.
    public internal(set) var treeContext: LayerTreeContext?

    /// The tree's `implicitCommits` when this layer joined it: until the next commit the layer has
    /// never been drawn, and its changes take effect at once, as Core Animation's do.
    var joinedAtCommit: UInt64 = 0

    /// Counts for `add(_:forKey:)` keys made up for animations added without one.
    var unnamedAnimations = 0

    // MARK: Geometry

    open var bounds: CGRect = .zero {
        didSet {
            guard bounds != oldValue else { return }
            // Content is drawn at the bounds' size: moving the origin alone (a scroll view scrolling)
            // moves the sublayers, not the content, so it must not be drawn again.
            changed(geometry: true, resizesContent: bounds.size != oldValue.size)
            animatableDidChange("bounds", .rect(oldValue))
        }
    }
    open var position: CGPoint = .zero {
        didSet { if position != oldValue { changed(); animatableDidChange("position", .point(oldValue)) } }
    }
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet { if anchorPoint != oldValue { changed(); animatableDidChange("anchorPoint", .point(oldValue)) } }
    }
    open var zPosition: CGFloat = 0 { didSet { changed(); animatableDidChange("zPosition", .scalar(oldValue)) } }
    open var transform: CATransform3D = CATransform3DIdentity {
        didSet { if transform != oldValue { changed(); animatableDidChange("transform", .transform(oldValue)) } }
    }
    /// Applied to every sublayer, about this layer's anchor point, after the sublayer's own transform
    /// and position: how a container gives its children one shared perspective (`m34 = −1/d`), so
    /// each child turned about y foreshortens towards the same vanishing point
    /// (`CALayer+SublayerTransform.swift`).
    open var sublayerTransform: CATransform3D = CATransform3DIdentity {
        didSet {
            if sublayerTransform != oldValue { changed(); animatableDidChange("sublayerTransform", .transform(oldValue)) }
        }
    }

    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    open func setAffineTransform(_ t: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(t) }

    /// The bounding box of the transformed bounds in the superlayer's coordinates. Setting it sets
    /// `bounds.size` and `position`; as in Core Animation, the result is undefined for a non-identity
    /// transform (Segue sets the untransformed frame).
    open var frame: CGRect {
        get {
            let box = CGRect(origin: bounds.origin, size: bounds.size)
            return boundsToSuperlayer().boundingBox(of: box)
        }
        set {
            let r = newValue.standardized
            bounds.size = r.size
            position = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
        }
    }

    // MARK: Appearance

    open var opacity: Float = 1 {
        didSet { if opacity != oldValue { changed(); animatableDidChange("opacity", .scalar(CGFloat(oldValue))) } }
    }
    open var isHidden = false { didSet { if isHidden != oldValue { changed() } } }
    /// When false, the layer (with its sublayers) is not drawn while its back faces the viewer: while
    /// its transformed plane, projected to the window, has its winding reversed.
    open var isDoubleSided = true { didSet { if isDoubleSided != oldValue { changed() } } }
    open var backgroundColor: CGColor? {
        didSet { if backgroundColor != oldValue { changed(); animatableDidChange("backgroundColor", .color(oldValue)) } }
    }
    /// How much of what lies behind the layer, within its bounds, the compositor blurs before drawing
    /// the layer: the Gaussian's standard deviation in points (0: no blur). Segue's own property, set
    /// by `UIVisualEffectView`; Core Animation keeps its backdrop filters private.
    open var backdropBlurRadius: CGFloat = 0 {
        didSet { if backdropBlurRadius != oldValue { changed(); animatableDidChange("backdropBlurRadius", .scalar(oldValue)) } }
    }
    /// Drawn over the blurred backdrop, under the layer's background (nil: none).
    open var backdropTintColor: CGColor? {
        didSet { if backdropTintColor != oldValue { changed(); animatableDidChange("backdropTintColor", .color(oldValue)) } }
    }
    /// The backdrop's saturation after blurring (1: unchanged): `lum + s·(c − lum)` per channel.
    open var backdropSaturation: CGFloat = 1 {
        didSet { if backdropSaturation != oldValue { changed(); animatableDidChange("backdropSaturation", .scalar(oldValue)) } }
    }
    /// Non-nil: the layer and its sublayers are drawn as one silhouette — wherever they cover, this
    /// colour, as much as they cover. Segue's own property, set by `UIVisualEffectView` for a
    /// `UIVibrancyEffect` (Core Animation keeps its vibrancy filters private).
    open var silhouetteColor: CGColor? {
        didSet { if silhouetteColor != oldValue { changed() } }
    }
    open var cornerRadius: CGFloat = 0 {
        didSet { if cornerRadius != oldValue { changed(); animatableDidChange("cornerRadius", .scalar(oldValue)) } }
    }
    open var maskedCorners: CACornerMask = .all { didSet { changed() } }
    /// The corners' shape: quarter circles, or the continuous squircle iOS draws (`CALayerCornerCurve`).
    open var cornerCurve: CALayerCornerCurve = .circular { didSet { if cornerCurve != oldValue { changed() } } }
    open var masksToBounds = false { didSet { changed() } }
    open var borderWidth: CGFloat = 0 { didSet { changed(); animatableDidChange("borderWidth", .scalar(oldValue)) } }
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
        didSet { changed(); animatableDidChange("borderColor", .color(oldValue)) }
    }
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
        didSet { changed(); animatableDidChange("shadowColor", .color(oldValue)) }
    }
    open var shadowOpacity: Float = 0 { didSet { changed(); animatableDidChange("shadowOpacity", .scalar(CGFloat(oldValue))) } }
    open var shadowRadius: CGFloat = 3 { didSet { changed(); animatableDidChange("shadowRadius", .scalar(oldValue)) } }
    /// Core Animation's default is (0, −3): a shadow cast upward in its flipped-y world.
    open var shadowOffset = CGSize(width: 0, height: -3) { didSet { changed(); animatableDidChange("shadowOffset", .size(oldValue)) } }
    /// The shadow's shape; nil uses the layer's rounded bounds.
    /// The shape the shadow takes instead of the bounds (any path: the shadow follows it exactly).
    /// Stored as an immutable copy, as Core Animation copies it.
    open var shadowPath: CGPath? {
        get { storedShadowPath }
        set { storedShadowPath = newValue?.copy(); changed() }
    }
    private var storedShadowPath: CGPath?
    /// A layer whose alpha masks this layer and its sublayers (in this layer's coordinates).
    open var mask: CALayer? {
        didSet {
            oldValue?.maskOwner = nil
            mask?.removeFromSuperlayer()
            mask?.maskOwner = self
            changed()
        }
    }
    weak var maskOwner: CALayer?
    /// This layer's subtree as the last display list drew it, kept while nothing in it changed
    /// (`CALayer+RetainedNode.swift`).
    var retainedNode: RetainedNode?
    /// Counts the nodes this layer has kept; the newest one's `keptVersion`.
    var keptNodeCount = 0

    /// An image to show: a `CGImage` or a `UIImage` (Segue accepts both; UIKit code passes `cgImage`).
    open var contents: Any? {
        didSet {
            // Set by `display()` while the content is being made: that content is about to be
            // built from it, so nothing else needs to hear.
            if isDisplaying { contentIsValid = false } else { invalidateContent() }
        }
    }
    open var contentsGravity: CALayerContentsGravity = .resize { didSet { invalidateContent() } }
    /// Kept as Core Animation keeps them: Segue's compositor already draws a layer whose look holds
    /// still from one cached picture, by its own rule (`RenderNode+Composition.swift`), at the
    /// window's scale, so neither changes what is drawn (see docs/UIKIT-DIFFERENCES.md).
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    /// Values for keys the layer does not define (`setValue(_:forKey:)`), as Core Animation keeps them.
    var customValues: [String: Any] = [:]
    open var name: String?

    // MARK: Tree

    public private(set) weak var superlayer: CALayer?
    public private(set) var sublayers: [CALayer]?

    /// The view that owns this layer, if any (`UIView` sets itself).
    public weak var delegate: CALayerDelegate?

    /// Actions by key, searched after the delegate's (`CALayer+Actions.swift`); `NSNull` disables one.
    open var actions: [String: CAAction]?

    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        precondition(layer !== self, "insertSublayer: a layer cannot be its own sublayer")
        var ancestor = superlayer
        while let a = ancestor {
            precondition(a !== layer, "insertSublayer: adding an ancestor as a sublayer would make a cycle")
            ancestor = a.superlayer
        }
        var target = Int(index)
        if layer.superlayer === self, let current = sublayers?.firstIndex(where: { $0 === layer }) {
            sublayers?.remove(at: current)
            if current < target { target -= 1 }
        } else {
            layer.removeFromSuperlayer()
        }
        var list = sublayers ?? []
        list.insert(layer, at: min(max(0, target), list.count))
        sublayers = list
        layer.superlayer = self
        if let treeContext, layer.treeContext !== treeContext { layer.adopt(treeContext) }
        changed()
    }

    /// Joins `context` with every sublayer: changes count there from now on, and animations added
    /// while the layer belonged nowhere (or to another application) are ticked by its engine.
    func adopt(_ context: LayerTreeContext) {
        treeContext = context
        joinedAtCommit = context.transactions.implicitCommits
        if !animationEntries.isEmpty { context.register(self) }
        for sublayer in sublayers ?? [] where sublayer.treeContext !== context { sublayer.adopt(context) }
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, let i = sublayers?.firstIndex(where: { $0 === sibling }) else {
            insertSublayer(layer, at: 0)
            return
        }
        insertSublayer(layer, at: UInt32(i))
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, let i = sublayers?.firstIndex(where: { $0 === sibling }) else {
            addSublayer(layer)
            return
        }
        insertSublayer(layer, at: UInt32(i + 1))
    }

    open func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard let i = sublayers?.firstIndex(where: { $0 === old }) else {
            preconditionFailure("replaceSublayer(_:with:): the layer to replace is not a sublayer of this layer")
        }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(i))
    }

    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeAll { $0 === self }
        if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
        superlayer = nil
        parent.changed()
    }

    // MARK: Model and presentation

    /// The values the compositor draws: a copy with animated properties at their values for the
    /// current frame, or the layer itself when nothing animates. Hit-testing uses the model.
    open func presentation() -> Self? { makePresentation() as? Self }
    /// The model layer behind a presentation copy (itself for a model layer).
    open func model() -> Self { (modelLayer as? Self) ?? self }

    /// Animations by key, in the order they were added (see CALayer+Animation.swift).
    var animationEntries: [(key: String, animation: CAAnimation)] = []
    /// True for copies made by `presentation()`: they never notify, animate or invalidate.
    var isPresentationCopy = false
    weak var modelLayer: CALayer?

    /// Called after an animatable property changed. Inside a UIView animation block (or a property
    /// animator's), a view's layer gets an animation from where the property was *seen* to the new
    /// model value.
    ///
    /// Outside a block (or for a layer that backs no view) the layer runs its action for the key
    /// (`CALayer+Actions.swift`): a standalone layer animates implicitly, a view's layer does not.
    func animatableDidChange(_ key: String, _ old: AnimatableValue) {
        guard !isPresentationCopy, let tree = treeContext else { return }
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        if let collector = tree.collectors.last, collector.collectsChanges,
           collector.layer(self, changed: key, from: old) { return }
        runImplicitAction(forKey: key, from: old)
    }

    // MARK: Actions and keyed values

    /// The action run when the property (or event) `event` changes: the delegate's, the `actions`
    /// entry, `defaultAction(forKey:)`, or an animatable property's implicit animation
    /// (`CALayer+Actions.swift`). Nil when there is none or the search met `NSNull`.
    open func action(forKey event: String) -> CAAction? { searchAction(forKey: event) }

    /// A class's own action for `event` (nil: none). Subclasses override it to give every instance
    /// an action without filling `actions`.
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// A property by key (`CALayer+KeyValueCoding.swift`): `"opacity"` as `Float`, `"position"` as `CGPoint`…
    open func value(forKey key: String) -> Any? { keyedValue(forKey: key) }
    /// Sets a property by key, as assigning it does (implicit animation included).
    open func setValue(_ value: Any?, forKey key: String) { setKeyedValue(value, forKey: key) }
    /// Key paths such as `"position.x"` or `"transform.rotation.z"`, as `value(forKey:)` reads them.
    open func value(forKeyPath keyPath: String) -> Any? { keyedValue(forKey: keyPath) }
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { setKeyedValue(value, forKey: keyPath) }

    // MARK: Change tracking

    func changed(geometry: Bool = false, resizesContent: Bool = false) {
        if isPresentationCopy { return }
        treeContext?.invalidate()
        dropRetainedNodes()
        if resizesContent { invalidateContent() }
        if geometry { delegate?.layerBoundsDidChange(self) }
    }

    // MARK: Content

    /// Content produced by the owner (a label's lines, a snapshot); nil uses `contents`.
    weak var contentProvider: LayerContentProviding? { didSet { invalidateContent() } }
    private var cachedContent: LayerContent?
    private var contentIsValid = false
    /// True while `display()` runs for the content being made.
    private var isDisplaying = false

    /// Drops the cached content so the next frame asks for it again (a label whose text changed).
    public func invalidateContent() {
        contentIsValid = false
        if !isPresentationCopy {
            treeContext?.invalidate()
            dropRetainedNodes()
        }
    }

    // MARK: Subclasses' own properties

    /// A drawing subclass's animatable property by key path (a shape layer's `path`, a gradient's
    /// `colors`); nil for a key it does not own. The base class owns none.
    func subclassAnimatableValue(forKeyPath key: String) -> AnimatableValue? { nil }
    /// Sets a drawing subclass's animatable property; false for a key it does not own.
    func setSubclassAnimatableValue(_ value: AnimatableValue, forKeyPath key: String) -> Bool { false }
    /// Copies a drawing subclass's own properties onto a presentation copy of it.
    func copySubclassAppearance(from other: CALayer) {}
    /// What a presentation copy of this (model) layer draws: the model's content, unless a drawing
    /// subclass makes it from the copy's animated values.
    func presentedContent(of presentation: CALayer) -> LayerContent? { currentContent() }

    /// The content to draw at the current bounds size; rebuilt only after `invalidateContent()`.
    func currentContent() -> LayerContent? {
        if contentIsValid { return cachedContent }
        if contentProvider == nil && !isDisplaying {
            isDisplaying = true
            display()
            isDisplaying = false
        }
        contentIsValid = true
        if let provider = contentProvider {
            cachedContent = provider.layerContent(for: bounds.size)
        } else if let image = (contents as? CGImage) ?? (contents as? UIImage)?.cgImage {
            let imageSize = CGSize(width: image.width, height: image.height)
            let rect = contentsGravity.rect(for: imageSize, in: CGRect(origin: .zero, size: bounds.size))
            cachedContent = LayerContent(size: bounds.size, kind: .image(image, rect))
        } else {
            cachedContent = drawnContent()
        }
        return cachedContent
    }

    // MARK: Drawing

    /// Draws the layer's content into `ctx` (its bounds' coordinates): a subclass overrides this, or
    /// the delegate draws (a view's `draw(_:)`). Called when the layer is shown after
    /// `setNeedsDisplay()` or a change of size; what it draws is kept until then.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Asks for `draw(in:)` again before the next frame.
    open func setNeedsDisplay() { invalidateContent() }

    /// Updates the layer's content, called when the layer is shown after `setNeedsDisplay()` (or a
    /// change of size). The default does nothing more: unless `contents` holds an image, the
    /// content is then recorded from `draw(in:)`. A subclass overrides it to set `contents` itself.
    open func display() {}

    /// Whether `setNeedsDisplay()` was called (or the size changed) since the content was made.
    open func needsDisplay() -> Bool { !contentIsValid }

    /// Makes the content now rather than when the next frame draws it.
    open func displayIfNeeded() { _ = currentContent() }

    /// Whether a change of the property `key` makes the layer draw again (Core Animation's hook for
    /// subclasses whose `draw(in:)` reads their own properties). False for every key here.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The whole layer is drawn again; the rectangle is accepted for code that names one.
    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    /// Kept for code that sets it: Segue draws a drawing layer again whenever its size changes.
    open var needsDisplayOnBoundsChange = false

    /// What `draw(in:)` draws, recorded in the layer's bounds coordinates; nil when it draws nothing
    /// (the layer then has no content, as a layer without a backing store).
    private func drawnContent() -> LayerContent? {
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        let ctx = CGContext(size: bounds.size, origin: bounds.origin)
        draw(in: ctx)
        guard ctx.hasMarks else { return nil }
        return LayerContent(size: bounds.size, kind: .drawing(ctx.drawing()))
    }
}

/// What a layer tells its owning view. `UIView` implements it to run layout when bounds change.
public protocol CALayerDelegate: AnyObject {
    func layerBoundsDidChange(_ layer: CALayer)
    /// The action for `event` on `layer`: an action, `NSNull` to stop the search with none, or nil to
    /// let the layer search on (the default). A view answers `NSNull` outside animation blocks.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Draws `layer`'s content into `ctx` (a view draws through `draw(_:)`).
    func draw(_ layer: CALayer, in ctx: CGContext)
}

extension CALayerDelegate {
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

/// An owner that draws a layer's content itself (a label draws its text).
protocol LayerContentProviding: AnyObject {
    func layerContent(for size: CGSize) -> LayerContent?
}

import Foundation

/// A relation between two items' attributes, `first.attribute ⋈ multiplier × second.attribute +
/// constant`, solved by the application's layout engine (Cassowary) while it is active.
///
/// ```swift
/// NSLayoutConstraint.activate([
///     card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
///     card.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.8),
/// ])
/// ```
@MainActor
open class NSLayoutConstraint: @MainActor CustomStringConvertible {
    /// A view or `UILayoutGuide` (typed `AnyObject?` as in UIKit).
    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat

    /// Changing it on an active constraint re-solves incrementally (an optional constraint's
    /// constant is shifted in the tableau; a required one is taken out and put back), and the
    /// frames move in the next layout pass — inside an animation block if `layoutIfNeeded` is called
    /// there.
    open var constant: CGFloat {
        didSet { if constant != oldValue { LayoutEngine.current.constantChanged(self, from: oldValue) } }
    }

    open var priority: UILayoutPriority = .required {
        didSet {
            priority = UILayoutPriority(min(1000, max(1, priority.rawValue)))
            if priority != oldValue { LayoutEngine.current.priorityChanged(self) }
        }
    }

    /// A name shown in descriptions and in the unsatisfiable-constraints log.
    open var identifier: String?

    /// Whether the layout engine solves it. Setting it is `activate`/`deactivate` for this one.
    open var isActive: Bool {
        get { active }
        set { if newValue { LayoutEngine.current.activate([self]) } else { LayoutEngine.current.deactivate([self]) } }
    }

    // Engine state.
    var active = false
    /// What the solver holds for it (nil while inactive or when broken to resolve a conflict).
    var solverConstraint: Cassowary.Constraint?
    /// The view whose bounds the two attributes are compared in (the items' nearest common ancestor).
    weak var commonAncestor: UIView?
    /// The class name UIKit prints (`NSAutoresizingMaskLayoutConstraint` for frames kept as constraints).
    var kindName: String { "NSLayoutConstraint" }

    /// `item1.attr1 ⋈ multiplier × item2.attr2 + constant`; `item2` nil (and `.notAnAttribute`) for a
    /// constant size.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
    }

    /// Activates every constraint in one go (one layout pass picks them all up).
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        LayoutEngine.current.activate(constraints)
    }

    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        LayoutEngine.current.deactivate(constraints)
    }

    var firstLayoutItem: LayoutItem? { firstItem as? LayoutItem }
    var secondLayoutItem: LayoutItem? { secondItem as? LayoutItem }

    /// As UIKit prints it: `<NSLayoutConstraint:0x… 'name' UIView:0x….width == 0.5*UIView:0x….width + 10   (active)>`.
    open var description: String {
        var s = "<\(kindName):\(layoutAddress(self))"
        if let identifier { s += " '\(identifier)'" }
        s += " " + body
        if priority != .required { s += "   (priority \(Int(priority.rawValue)))" }
        s += active ? "   (active)>" : ">"
        return s
    }

    var body: String {
        let first = "\(firstLayoutItem?.layoutDescription ?? "nil").\(firstAttribute.name)"
        var rhs = ""
        if let second = secondLayoutItem {
            rhs = "\(second.layoutDescription).\(secondAttribute.name)"
            if multiplier != 1 { rhs = "\(Self.number(multiplier))*" + rhs }
            if constant != 0 { rhs += (constant < 0 ? " - " : " + ") + Self.number(abs(constant)) }
        } else {
            rhs = Self.number(constant)
        }
        return "\(first) \(relation.symbol) \(rhs)"
    }

    static func number(_ v: CGFloat) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%g", Double(v))
    }
}

/// A view's frame kept as constraints (`translatesAutoresizingMaskIntoConstraints`): one required
/// equality per coordinate, whose constant follows the frame.
final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
    override var kindName: String { "NSAutoresizingMaskLayoutConstraint" }
}

/// The engine's own constraints on a view: content hugging and compression resistance from its
/// intrinsic size, and the edges of the layout guides a view provides.
final class NSContentSizeLayoutConstraint: NSLayoutConstraint {
    override var kindName: String { "NSContentSizeLayoutConstraint" }
}

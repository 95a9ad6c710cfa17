import Foundation

/// The state of a view tree that a cancelled transition has to give back: which view sits in which
/// superview at which index, and each view's model geometry (`bounds`, `center`, `transform3D`, from
/// which `frame` follows), `alpha` and `isHidden`.
///
/// Model values, not what is drawn: when a transition ends its animations are gone, and what it
/// leaves behind is exactly its model values. Views are held weakly, so a snapshot taken for a
/// transition that never ends keeps nothing alive.
///
/// ```swift
/// let before = TransitionSnapshot(of: window)
/// // … a transition runs and is cancelled …
/// let changes = TransitionSnapshot(of: window).differences(from: before)   // [] when all came back
/// ```
@MainActor
struct TransitionSnapshot {
    struct Node {
        weak var view: UIView?
        let name: String
        let parent: ObjectIdentifier?
        let parentName: String?
        /// Index among the superview's subviews.
        let index: Int
        let bounds: CGRect
        let center: CGPoint
        let transform: CATransform3D
        let alpha: CGFloat
        let isHidden: Bool
        let frame: CGRect
    }

    /// What changed between two snapshots of the same tree, one line each.
    struct Difference: CustomStringConvertible {
        enum Kind: Equatable {
            /// In the tree now, not before; `into` is its superview now.
            case added(into: ObjectIdentifier?)
            case removed
            /// Another superview, or another place among the same superview's subviews.
            case moved
            /// Geometry, alpha or hidden; `isGeometry` tells the first apart.
            case changed(isGeometry: Bool)
        }
        let kind: Kind
        /// The view it is about.
        let view: ObjectIdentifier
        let text: String
        var description: String { text }
    }

    /// Size of the root's bounds: a resize during the transition legitimately moves everything.
    let rootSize: CGSize
    private(set) var nodes: [ObjectIdentifier: Node] = [:]
    /// Depth-first, so differences are listed from the top of the tree down.
    private(set) var order: [ObjectIdentifier] = []

    init(of root: UIView) {
        rootSize = root.bounds.size
        add(root, parent: nil, index: 0)
    }

    private mutating func add(_ view: UIView, parent: UIView?, index: Int) {
        let id = ObjectIdentifier(view)
        nodes[id] = Node(view: view, name: Self.name(of: view), parent: parent.map(ObjectIdentifier.init),
                         parentName: parent.map(Self.name(of:)), index: index,
                         bounds: view.bounds, center: view.center, transform: view.transform3D,
                         alpha: view.alpha, isHidden: view.isHidden, frame: view.frame)
        order.append(id)
        for (i, sub) in view.subviews.enumerated() { add(sub, parent: view, index: i) }
    }

    /// What is different in this snapshot compared with `earlier`, top of the tree first.
    func differences(from earlier: TransitionSnapshot) -> [Difference] {
        var found: [Difference] = []
        for id in earlier.order {
            guard let old = earlier.nodes[id] else { continue }
            // The same identifier on a different object is a new view at a reused address.
            guard let now = nodes[id], let view = now.view, old.view === view else {
                found.append(Difference(kind: .removed, view: id, text: "\(old.name) left \(old.parentName ?? "the window")"))
                continue
            }
            if now.parent != old.parent {
                found.append(Difference(kind: .moved, view: id, text: "\(old.name) moved from \(old.parentName ?? "nowhere") to \(now.parentName ?? "nowhere")"))
            } else if let parent = now.parent,
                      let was = earlier.rank(of: id, among: parent, keptIn: self),
                      let isNow = rank(of: id, among: parent, keptIn: earlier), was != isNow {
                found.append(Difference(kind: .moved, view: id, text: "\(old.name) moved from index \(old.index) to \(now.index) in \(now.parentName ?? "the window")"))
            }
            found += Self.changes(of: old, to: now, id: id)
        }
        for id in order {
            guard let now = nodes[id] else { continue }
            if let old = earlier.nodes[id], old.view != nil, old.view === now.view { continue }
            // Only the top of an added subtree is news; its subviews came with it.
            if let parent = now.parent, let p = nodes[parent], !(earlier.nodes[parent].map { $0.view != nil && $0.view === p.view } ?? false) {
                continue
            }
            found.append(Difference(kind: .added(into: now.parent), view: id, text: "\(now.name) was added to \(now.parentName ?? "nothing")"))
        }
        return found
    }

    /// Where `id` stands among the subviews of `parent` that are also there in `other`: a view added
    /// or removed beside it shifts its index but does not move it.
    private func rank(of id: ObjectIdentifier, among parent: ObjectIdentifier, keptIn other: TransitionSnapshot) -> Int? {
        let kept = order.filter { sibling in
            guard let node = nodes[sibling], node.parent == parent, let view = node.view,
                  let there = other.nodes[sibling] else { return false }
            return there.view === view && there.parent == parent
        }
        return kept.firstIndex(of: id)
    }

    private static func changes(of old: Node, to now: Node, id: ObjectIdentifier) -> [Difference] {
        var found: [Difference] = []
        let geometryChanged = !close(old.bounds, now.bounds) || !close(old.center, now.center)
            || !close(old.transform, now.transform)
        if geometryChanged {
            var text = "\(old.name) frame \(describe(old.frame)) → \(describe(now.frame))"
            if !close(old.transform, now.transform) { text += " (transform changed)" }
            found.append(Difference(kind: .changed(isGeometry: true), view: id, text: text))
        }
        if abs(old.alpha - now.alpha) > tolerance {
            found.append(Difference(kind: .changed(isGeometry: false), view: id, text: "\(old.name) alpha \(describe(old.alpha)) → \(describe(now.alpha))"))
        }
        if old.isHidden != now.isHidden {
            found.append(Difference(kind: .changed(isGeometry: false), view: id, text: "\(old.name) isHidden \(old.isHidden) → \(now.isHidden)"))
        }
        return found
    }

    // MARK: Comparing and naming

    /// Cancel gives values back exactly (docs/UIKIT-REFERENCE.md); the tolerance only absorbs the rounding of a
    /// frame recomputed from bounds and center.
    private static let tolerance: CGFloat = 1e-6

    private static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        close(a.origin, b.origin) && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    private static func close(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    private static func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24,
                 a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
        let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24,
                 b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
        return zip(x, y).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// "Child.view" for a controller's root view, else the view's type, with its accessibility
    /// identifier when it has one ("DimmingView 'panel-dimming'").
    static func name(of view: UIView) -> String {
        if let vc = view.owningViewController { return "\(TransitionTrace.name(vc)).view" }
        let type = TransitionTrace.name(view)
        guard let id = view.accessibilityIdentifier else { return type }
        return "\(type) '\(id)'"
    }

    private static func describe(_ r: CGRect) -> String {
        "(\(describe(r.minX)), \(describe(r.minY)), \(describe(r.width)), \(describe(r.height)))"
    }

    private static func describe(_ v: CGFloat) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%.3f", Double(v))
    }
}

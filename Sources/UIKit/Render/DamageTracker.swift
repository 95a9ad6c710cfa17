import Foundation

/// Works out which pixels of a window changed between two display lists, so a compositor
/// recomposites only those (docs/ARCHITECTURE.md, "From layers to pixels"), and which nodes are in motion.
///
/// Each node that draws something becomes an *item*, named by the path of layer serials from its root
/// (a snapshot's frozen copies carry the serials of the layers they copy; the path tells them apart).
/// An item is compared with the item of the same name in the previous frame by a fingerprint of
/// everything that decides its pixels: its window transform, its own appearance, the group effects of
/// its ancestors (group opacity, clipping shapes, masks) and the item drawn just before it (so a
/// change of stacking order shows). A changed item damages where it was and where it is; a new one
/// where it is; a vanished one where it was.
///
/// Planning is also where placement is decided, because only the tracker sees each node in two
/// consecutive frames: a node is moved onto whole pixels unless it is in slow motion
/// (`PixelSnapping`), and a node whose look held still since the last frame is marked to be drawn
/// from one composed picture (`RenderNode+Composition.swift`). Damage follows both: an item's
/// fingerprint holds its snapped transform, so a snapped node damages its old and new whole-pixel
/// boxes, and a node that switches between composed and direct drawing is damaged whole.
///
/// The tracker belongs to one back buffer: it assumes the previous list it saw is what that buffer
/// holds. Call `invalidateAll()` when the buffer's pixels are lost (a new window size).
///
/// ```swift
/// let tracker = DamageTracker()
/// var list = app.makeDisplayList()
/// tracker.plan(&list)          // list.damage, and each node's bounds and filter
/// ```
public final class DamageTracker {
    struct Item: Equatable {
        var fingerprint: Int
        var transform: Int
        var bounds: CGRect
        var predecessor: UInt64
    }

    /// What the next frame needs to know about a node, drawing or not.
    struct NodeState {
        /// Its window position before snapping, when its window transform is a translation: tells
        /// a node in slow motion from one at rest or moving fast (`PixelSnapping`).
        var position: CGPoint?
        /// The key its composed look had, when it can be composed (rule 3 compares the next one).
        var composedKey: Int?
        /// Whether it was drawn composed.
        var composed: Bool
        /// Whether it was drawn from a picture of its subtree (clipped or large), not directly.
        var composedSubtree: Bool
    }

    private var previous: [UInt64: Item] = [:]
    /// Last frame's items in drawing order, and what was worked out for kept subtrees.
    private var previousOrder: [(path: UInt64, item: Item)] = []
    private var previousSubtrees: [UInt64: Walk.Subtree] = [:]
    /// Last frame's node states, by path and in walk order (a kept subtree reuses a range of them).
    private var previousNodes: [UInt64: NodeState] = [:]
    private var previousNodeOrder: [(path: UInt64, state: NodeState)] = []
    /// Last frame's items drawn in front of every node that blurs its backdrop.
    private var previousFront: Set<UInt64> = []
    private var previousSize: CGSize?
    private var previousBackground: CGColor?
    private var everythingDamaged = true

    /// False: no node is marked composed, and every node is drawn piece by piece (a compositor's
    /// option, for comparing the two ways and for measuring).
    public var composesLayers = true

    public init() {}

    /// The next plan damages the whole window (its pixels are gone or cannot be trusted).
    public func invalidateAll() { everythingDamaged = true }

    /// Fills in each node's `drawBounds`, `subtreeBounds`, `filter` and `composedLook`, snaps nodes
    /// to whole pixels (`PixelSnapping`), fills in the list's `damage`, and remembers the list as
    /// what the back buffer now shows. `damage` is nil when everything must be
    /// drawn: the first frame, a new size or background colour, or after `invalidateAll()`.
    public func plan(_ list: inout DisplayList) {
        var walk = Walk(previous: previous, previousOrder: previousOrder, previousSubtrees: previousSubtrees,
                        previousNodes: previousNodes, previousNodeOrder: previousNodeOrder, previousFront: previousFront,
                        composesLayers: composesLayers,
                        largestSubtreePixels: list.size.width * list.size.height)
        let window = CGRect(origin: .zero, size: list.size)
        let context = Walk.Context(transform: .identity, clip: window, inherited: 0, path: 0)
        for i in list.roots.indices {
            _ = walk.visit(&list.roots[i], context)
        }
        walk.finishBackdropDamage()
        // The walk lists; the next frame looks them up by path (a path drawn twice keeps its last).
        let current = Dictionary(walk.order, uniquingKeysWith: { _, last in last })
        let full = everythingDamaged || previousSize != list.size || previousBackground != list.backgroundColor
        if full {
            list.damage = nil
            list.backdropDamage = nil
        } else {
            for (path, item) in previous where current[path] == nil {
                walk.damage.add(item.bounds)
                if !previousFront.contains(path) { walk.backdropDamage.add(item.bounds) }
            }
            list.damage = walk.damage.clipped(to: window)
            list.backdropDamage = walk.backdropDamage.clipped(to: window)
        }
        nodesVisited = walk.visited
        previous = current
        previousOrder = walk.order
        previousSubtrees = walk.subtrees
        previousNodes = Dictionary(walk.nodeOrder, uniquingKeysWith: { _, last in last })
        previousNodeOrder = walk.nodeOrder
        previousFront = walk.frontPaths
        previousSize = list.size
        previousBackground = list.backgroundColor
        everythingDamaged = false
    }

    /// Number of drawing items the last plan saw (for the benchmark and tests).
    public var itemCount: Int { previous.count }
    /// Nodes the last plan visited one by one; kept subtrees it reused whole are not counted.
    public private(set) var nodesVisited = 0
}

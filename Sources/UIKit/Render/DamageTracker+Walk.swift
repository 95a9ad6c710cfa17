import Foundation

extension DamageTracker {
    /// One pass over a display list in drawing order: places every node in window pixels, names and
    /// fingerprints the items, and collects the damage against the previous frame's items.
    struct Walk {
        /// What a node inherits from its ancestors.
        struct Context {
            /// The parent's transform to the window.
            var transform: ProjectiveTransform
            /// Where the ancestors let anything show (their clipping boxes, cut together).
            var clip: CGRect
            /// The fingerprint of the group effects above: group opacities, clipping shapes, masks.
            var inherited: Int
            /// The name of the parent's path.
            var path: UInt64
        }

        /// What the walk worked out for a kept subtree, reusable while nothing about it changes.
        ///
        /// Why it is safe: a subtree is reused only when its layer kept the same node (`keptVersion`),
        /// it sits in the same context (transform, clip, group effects) after the same item, and the
        /// frame that recorded it found nothing in it changed or moving. The same inputs then give the
        /// same items, placement and filters, and no damage — so the walk need not look inside.
        struct Subtree {
            var keptVersion: Int
            var context: ContextKey
            var predecessor: UInt64
            /// The subtree as planned (placement and filters filled in).
            var planned: RenderNode
            var bounds: CGRect
            /// Its items, as a range of the recording frame's `order`.
            var items: Range<Int>
            var lastDrawn: UInt64
        }

        /// The parts of a context that decide a subtree's placement.
        struct ContextKey: Equatable {
            var transform: ProjectiveTransform
            var clip: CGRect
            var inherited: Int
        }

        let previous: [UInt64: Item]
        let previousOrder: [(path: UInt64, item: Item)]
        let previousSubtrees: [UInt64: Subtree]
        var current: [UInt64: Item] = [:]
        /// This frame's items in drawing order.
        var order: [(path: UInt64, item: Item)] = []
        var subtrees: [UInt64: Subtree] = [:]
        var damage = DamageRegion()
        /// Nodes visited one by one (the benchmark's and the tests' measure of the walk's work).
        var visited = 0
        /// The item drawn last, so the next one records what it is stacked on.
        private var lastDrawn: UInt64 = 0
        /// Whether anything recorded since the counter was last read changed, appeared or moved.
        private var unsettled = 0

        init(previous: [UInt64: Item], previousOrder: [(path: UInt64, item: Item)] = [],
             previousSubtrees: [UInt64: Subtree] = [:]) {
            self.previous = previous
            self.previousOrder = previousOrder
            self.previousSubtrees = previousSubtrees
            current.reserveCapacity(previous.count)
            order.reserveCapacity(previousOrder.count)
        }

        /// Places `node` and its subtree; returns the subtree's bounds. A kept subtree in the same
        /// place as last frame is taken whole from last frame's plan.
        mutating func visit(_ node: inout RenderNode, _ context: Context) -> CGRect {
            guard node.keptVersion != 0 else { return place(&node, context) }
            let path = Self.name(node.id, under: context.path)
            let key = ContextKey(transform: context.transform, clip: context.clip, inherited: context.inherited)
            if let kept = previousSubtrees[path], kept.keptVersion == node.keptVersion, kept.context == key,
               kept.predecessor == lastDrawn {
                node = kept.planned
                let start = order.count
                for entry in previousOrder[kept.items] {
                    current[entry.path] = entry.item
                    order.append(entry)
                }
                lastDrawn = kept.lastDrawn
                var carried = kept
                carried.items = start..<order.count
                subtrees[path] = carried
                return kept.bounds
            }
            let predecessor = lastDrawn
            let start = order.count
            let unsettledBefore = unsettled
            let bounds = place(&node, context)
            if unsettled == unsettledBefore {
                subtrees[path] = Subtree(keptVersion: node.keptVersion, context: key, predecessor: predecessor,
                                         planned: node, bounds: bounds, items: start..<order.count, lastDrawn: lastDrawn)
            }
            return bounds
        }

        /// Places one node and visits its children.
        private mutating func place(_ node: inout RenderNode, _ context: Context) -> CGRect {
            visited += 1
            let m = node.transform.concatenating(context.transform)
            let path = Self.name(node.id, under: context.path)
            let transformKey = m.hashValue
            let draws = node.drawsSomething
            let own = draws ? node.ownExtent(m: m).intersection(context.clip).integral : .null
            node.drawBounds = own
            let old = previous[path]
            let moving = old != nil && old!.transform != transformKey && m.resamplesWithFilter
            node.filter = moving ? .fast : .smooth
            if moving { unsettled += 1 }

            var maskFingerprint = 0
            if !node.mask.isEmpty {
                var h = Hasher()
                for i in node.mask.indices { Self.placeMask(&node.mask[i], parent: m, into: &h) }
                maskFingerprint = h.finalize()
            }
            if draws {
                var h = Hasher()
                h.combine(context.inherited)
                h.combine(transformKey)
                node.hashAppearance(into: &h)
                h.combine(maskFingerprint)
                let item = Item(fingerprint: h.finalize(), transform: transformKey, bounds: own, predecessor: lastDrawn)
                record(item, at: path, old: old)
                lastDrawn = path
            }

            var child = context
            child.transform = m
            child.path = path
            if node.isolatesSubtree {
                var h = Hasher()
                h.combine(context.inherited)
                h.combine(node.opacity)
                h.combine(maskFingerprint)
                if node.clipsToBounds {
                    h.combine(transformKey)
                    h.combine(node.size.width); h.combine(node.size.height)
                    h.combine(node.cornerRadius); h.combine(node.maskedCorners.rawValue)
                }
                child.inherited = h.finalize()
            }
            if node.clipsToBounds {
                child.clip = context.clip.intersection(m.boundingBox(of: CGRect(origin: .zero, size: node.size)))
            }
            var bounds = own
            for i in node.children.indices {
                let b = visit(&node.children[i], child)
                if !b.isNull { bounds = bounds.isNull ? b : bounds.union(b) }
            }
            node.subtreeBounds = bounds
            return bounds
        }

        private mutating func record(_ item: Item, at path: UInt64, old: Item?) {
            current[path] = item
            order.append((path, item))
            guard let old else {
                damage.add(item.bounds)
                unsettled += 1
                return
            }
            if old != item {
                damage.add(old.bounds)
                damage.add(item.bounds)
                unsettled += 1
            }
        }

        /// A mask's nodes are not drawn on their own: they only shape their owner, so they feed its
        /// fingerprint. They are placed too, and never filtered fast (a mask is not a picture shown).
        static func placeMask(_ node: inout RenderNode, parent: ProjectiveTransform, into h: inout Hasher) {
            let m = node.transform.concatenating(parent)
            h.combine(m)
            node.hashAppearance(into: &h)
            node.drawBounds = node.ownExtent(m: m).integral
            node.filter = .smooth
            var bounds = node.drawBounds
            for i in node.children.indices {
                placeMask(&node.children[i], parent: m, into: &h)
                bounds = bounds.union(node.children[i].subtreeBounds)
            }
            node.subtreeBounds = bounds
        }

        /// A 64-bit name for the node `id` under the parent named `parent` (FNV-style mixing: the same
        /// path always gives the same name, and different paths practically never collide).
        static func name(_ id: Int, under parent: UInt64) -> UInt64 {
            var x = parent ^ (UInt64(bitPattern: Int64(id)) &+ 0x9E37_79B9_7F4A_7C15)
            x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
            x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
            return x ^ (x >> 31)
        }
    }
}

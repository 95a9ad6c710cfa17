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

        let previous: [UInt64: Item]
        var current: [UInt64: Item] = [:]
        var damage = DamageRegion()
        /// The item drawn last, so the next one records what it is stacked on.
        private var lastDrawn: UInt64 = 0

        init(previous: [UInt64: Item]) {
            self.previous = previous
            current.reserveCapacity(previous.count)
        }

        /// Places `node` and its subtree; returns the subtree's bounds.
        mutating func visit(_ node: inout RenderNode, _ context: Context) -> CGRect {
            let m = node.transform.concatenating(context.transform)
            let path = Self.name(node.id, under: context.path)
            let transformKey = m.hashValue
            let draws = node.drawsSomething
            let own = draws ? node.ownExtent(m: m).intersection(context.clip).integral : .null
            node.drawBounds = own
            let old = previous[path]
            let moving = old != nil && old!.transform != transformKey && m.resamplesWithFilter
            node.filter = moving ? .fast : .smooth

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
            guard let old else {
                damage.add(item.bounds)
                return
            }
            if old != item {
                damage.add(old.bounds)
                damage.add(item.bounds)
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

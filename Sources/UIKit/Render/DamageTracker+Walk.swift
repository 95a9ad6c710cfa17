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
        /// frame that recorded it found nothing in it changed or moving, and no node in it about to
        /// switch between composed and direct drawing. The same inputs then give the same items,
        /// placement (snapping included: a node where it was is at rest), filters and composed looks,
        /// and no damage — so the walk need not look inside.
        struct Subtree {
            var keptVersion: Int
            var context: ContextKey
            var predecessor: UInt64
            /// The subtree as planned (placement, filters, snapping and composition filled in).
            var planned: RenderNode
            var bounds: CGRect
            /// Its look, for its parent's composed look.
            var look: Int
            /// Its drawing's extent in its own space and how many of its nodes draw.
            var extent: CGRect
            var drawingNodes: Int
            /// Whether a node of the subtree blurs its backdrop (no composed picture may hold it).
            var hasBackdrop: Bool
            /// Where in its items the last blurring node of the subtree starts (`Walk.lastBackdrop`).
            var lastBackdropOffset: Int?
            /// Its items, as a range of the recording frame's `order`.
            var items: Range<Int>
            /// Its nodes' states, as a range of the recording frame's `nodeOrder`.
            var nodes: Range<Int>
            var lastDrawn: UInt64
        }

        /// What a visited subtree tells its parent.
        struct Visited {
            /// The subtree's `drawBounds`, together.
            var bounds: CGRect
            /// The fingerprint of the subtree's look in the node's own space (its own opacity
            /// included, its transform not), for its parent's composed look.
            var look: Int
            /// Everything the subtree draws, in the node's own space, cut only by the subtree's own
            /// clipping: what a large subtree's picture must hold.
            var extent: CGRect
            /// How many nodes of the subtree draw (rule 1 for a large subtree).
            var drawingNodes: Int
            /// Whether a node of the subtree blurs its backdrop (no composed picture may hold it).
            var hasBackdrop: Bool
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
        /// Every node's state in the previous frame, drawing or not, by path and in walk order.
        let previousNodes: [UInt64: NodeState]
        let previousNodeOrder: [(path: UInt64, state: NodeState)]
        /// The items the previous frame drew in front of every blurring node (`frontPaths`).
        let previousFront: Set<UInt64>
        /// False: no node is marked composed (the compositor's option to draw everything directly).
        let composesLayers: Bool
        /// The most pixels a large subtree's picture may hold (rule 2): the window's area.
        let largestSubtreePixels: CGFloat
        /// This frame's items in drawing order, and every node's state in walk order. Kept as lists
        /// so a reused subtree is one range appended; the tracker indexes them by path once, after
        /// the walk (`DamageTracker.plan`).
        var order: [(path: UInt64, item: Item)] = []
        var nodeOrder: [(path: UInt64, state: NodeState)] = []
        var subtrees: [UInt64: Subtree] = [:]
        var damage = DamageRegion()
        /// The damage that can change what a blurring node sees behind it: that of every item drawn
        /// before some blurring node in this frame or in the last one. What is drawn in front of
        /// every blur in both frames (the blur view's content, a view sliding over the blur, the
        /// blur's own fade) leaves every backdrop as it was. `DamageTracker.plan` adds the items
        /// that vanished and those of `frontDamage` that were behind a blur last frame.
        var backdropDamage = DamageRegion()
        /// The damage of items recorded since the last blurring node so far: behind the next
        /// blurring node if one comes, else in front of every blur; and whether the item was in
        /// front of every blur last frame too (`previousFront`).
        var frontDamage: [(rect: CGRect, inFrontBefore: Bool)] = []
        /// Where in `order` the last blurring node so far starts (its own item, or the next one):
        /// the items from there on are in front of every blur.
        var lastBackdrop: Int?
        /// Blurring nodes met so far (tells whether a subtree holds one).
        var backdropsMet = 0
        /// Nodes visited one by one (the benchmark's and the tests' measure of the walk's work).
        var visited = 0
        /// The item drawn last, so the next one records what it is stacked on.
        private var lastDrawn: UInt64 = 0
        /// Whether anything recorded since the counter was last read changed, appeared or moved.
        private var unsettled = 0

        init(previous: [UInt64: Item], previousOrder: [(path: UInt64, item: Item)] = [],
             previousSubtrees: [UInt64: Subtree] = [:], previousNodes: [UInt64: NodeState] = [:],
             previousNodeOrder: [(path: UInt64, state: NodeState)] = [], previousFront: Set<UInt64> = [],
             composesLayers: Bool = true, largestSubtreePixels: CGFloat = .infinity) {
            self.previousFront = previousFront
            self.previous = previous
            self.previousOrder = previousOrder
            self.previousSubtrees = previousSubtrees
            self.previousNodes = previousNodes
            self.previousNodeOrder = previousNodeOrder
            self.composesLayers = composesLayers
            self.largestSubtreePixels = largestSubtreePixels
            order.reserveCapacity(previousOrder.count)
            nodeOrder.reserveCapacity(previousNodeOrder.count)
        }

        /// Places `node` and its subtree; returns the subtree's bounds and look. A kept subtree in the
        /// same place as last frame is taken whole from last frame's plan.
        mutating func visit(_ node: inout RenderNode, _ context: Context) -> Visited {
            let path = Self.name(node.id, under: context.path)
            guard node.keptVersion != 0 else { return place(&node, context, path: path) }
            let key = ContextKey(transform: context.transform, clip: context.clip, inherited: context.inherited)
            if let kept = previousSubtrees[path], kept.keptVersion == node.keptVersion, kept.context == key,
               kept.predecessor == lastDrawn {
                node = kept.planned
                let start = order.count
                order.append(contentsOf: previousOrder[kept.items])
                let nodesStart = nodeOrder.count
                nodeOrder.append(contentsOf: previousNodeOrder[kept.nodes])
                lastDrawn = kept.lastDrawn
                if let offset = kept.lastBackdropOffset { meetBackdrop(at: start + offset) }
                var carried = kept
                carried.items = start..<order.count
                carried.nodes = nodesStart..<nodeOrder.count
                subtrees[path] = carried
                return Visited(bounds: kept.bounds, look: kept.look, extent: kept.extent, drawingNodes: kept.drawingNodes,
                               hasBackdrop: kept.hasBackdrop)
            }
            let predecessor = lastDrawn
            let start = order.count
            let nodesStart = nodeOrder.count
            let unsettledBefore = unsettled
            let backdropsBefore = backdropsMet
            let placed = place(&node, context, path: path)
            if unsettled == unsettledBefore {
                let offset = backdropsMet != backdropsBefore ? lastBackdrop.map { $0 - start } : nil
                subtrees[path] = Subtree(keptVersion: node.keptVersion, context: key, predecessor: predecessor,
                                         planned: node, bounds: placed.bounds, look: placed.look,
                                         extent: placed.extent, drawingNodes: placed.drawingNodes, hasBackdrop: placed.hasBackdrop,
                                         lastBackdropOffset: offset,
                                         items: start..<order.count, nodes: nodesStart..<nodeOrder.count,
                                         lastDrawn: lastDrawn)
            }
            return placed
        }

        /// Places one node and visits its children: snaps it to whole pixels where `PixelSnapping`
        /// says so, fingerprints it, decides whether it is composed.
        private mutating func place(_ node: inout RenderNode, _ context: Context, path: UInt64) -> Visited {
            visited += 1
            let oldNode = previousNodes[path]
            var m = node.transform.concatenating(context.transform)
            let position: CGPoint? = m.isTranslation ? CGPoint(x: m.m6, y: m.m7) : nil
            if let snapped = PixelSnapping.wholePixelPosition(for: m, parent: context.transform, previous: oldNode?.position) {
                // The parent is a whole-pixel translation, so this lands the node exactly on
                // `snapped` however the compositor concatenates it (all entries are integers).
                node.transform = ProjectiveTransform(translationX: snapped.x - CGFloat(context.transform.m6),
                                                     y: snapped.y - CGFloat(context.transform.m7))
                m = ProjectiveTransform(translationX: snapped.x, y: snapped.y)
            }
            let transformKey = m.hashValue
            let draws = node.drawsSomething
            let own = draws ? node.ownExtent(m: m).intersection(context.clip).integral : .null
            node.drawBounds = own
            let old = previous[path]
            let moving = old != nil && old!.transform != transformKey && m.resamplesWithFilter
            node.filter = moving ? .fast : .smooth
            if moving { unsettled += 1 }

            var lookHasher = Hasher()
            node.hashLook(into: &lookHasher)
            let ownLook = lookHasher.finalize()

            var maskFingerprint = 0
            var maskLook = 0
            if !node.mask.isEmpty {
                var h = Hasher()
                for i in node.mask.indices { Self.placeMask(&node.mask[i], parent: m, into: &h) }
                maskFingerprint = h.finalize()
                var local = Hasher()
                for mask in node.mask { Self.hashLocalLook(of: mask, into: &local) }
                maskLook = local.finalize()
            }
            if node.backdrop != nil { meetBackdrop(at: order.count) }
            if draws {
                var h = Hasher()
                h.combine(context.inherited)
                h.combine(transformKey)
                h.combine(ownLook)
                h.combine(node.opacity)
                h.combine(node.filter == .fast)
                h.combine(maskFingerprint)
                let item = Item(fingerprint: h.finalize(), transform: transformKey, bounds: own, predecessor: lastDrawn)
                record(item, at: path, old: old)
                if node.backdrop != nil, old?.predecessor != item.predecessor {
                    // Stacked on something else (or new): what lies behind it may differ anywhere in it.
                    if let old { backdropDamage.add(old.bounds) }
                    backdropDamage.add(item.bounds)
                }
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
                    h.combine(node.cornerRadius); h.combine(node.maskedCorners.rawValue); h.combine(node.cornerCurve)
                }
                child.inherited = h.finalize()
            }
            if node.clipsToBounds {
                child.clip = context.clip.intersection(m.boundingBox(of: CGRect(origin: .zero, size: node.size)))
            }
            var bounds = own
            var extent = draws ? node.ownExtent(m: .identity) : .null
            var drawingNodes = draws ? 1 : 0
            var hasBackdrop = node.backdrop != nil
            // The look of everything inside the node's bounds, before its own opacity.
            var inner = Hasher()
            inner.combine(ownLook)
            inner.combine(maskLook)
            for i in node.children.indices {
                let placed = visit(&node.children[i], child)
                if !placed.bounds.isNull { bounds = bounds.isNull ? placed.bounds : bounds.union(placed.bounds) }
                if !placed.extent.isNull { extent = extent.union(node.children[i].transform.boundingBox(of: placed.extent)) }
                drawingNodes += placed.drawingNodes
                hasBackdrop = hasBackdrop || placed.hasBackdrop
                inner.combine(node.children[i].transform)
                inner.combine(placed.look)
            }
            if node.isolatesSubtree, node.clipsToBounds {
                extent = extent.intersection(CGRect(origin: .zero, size: node.size))
            }
            let innerLook = inner.finalize()
            node.subtreeBounds = bounds

            let composition = compose(&node, innerLook: innerLook, ownLook: ownLook, extent: extent,
                                      drawingNodes: drawingNodes, hasBackdrop: hasBackdrop, old: oldNode)
            let composed = node.composedLook != nil
            let composedSubtree = node.composedLook?.includesSubtree ?? false
            if let oldNode, oldNode.composedSubtree != composedSubtree,
               !(composedSubtree && node.composedLook?.scope == .largeSubtree) {
                // A subtree drawn the other way from last frame: redraw it whole, so the window shows
                // one way (own looks are always composed: nothing to redraw). Not a large subtree
                // that starts to be composed: its look just held still, so nothing in it needs
                // drawing, and damaging it would compose the whole subtree on a frame that may
                // otherwise draw nothing (a press before a drag moves anything) — for a picture
                // the next change may drop. It is composed where damage next reaches it, identical
                // there but where partly transparent pieces overlap (a level at most).
                damage.add(bounds)
                addBackdropDamage(bounds, inFrontBefore: false)
            }
            // Not settled while its way of drawing is about to change or just did: a plan reused
            // whole must be the plan the node would get again.
            if composed != (oldNode?.composed ?? false) || (composition != nil && !composed) { unsettled += 1 }
            let state = NodeState(position: position, composedKey: composition, composed: composed,
                                  composedSubtree: composedSubtree)
            nodeOrder.append((path, state))

            var subtree = Hasher()
            subtree.combine(innerLook)
            subtree.combine(node.opacity)
            return Visited(bounds: bounds, look: subtree.finalize(), extent: extent, drawingNodes: drawingNodes,
                           hasBackdrop: hasBackdrop)
        }

        /// Marks `node` composed when `RenderNode+Composition.swift`'s rules hold; returns the key its
        /// composed look has this frame (nil when it cannot be composed), for the next frame's rule 3.
        private func compose(_ node: inout RenderNode, innerLook: Int, ownLook: Int, extent: CGRect, drawingNodes: Int,
                             hasBackdrop: Bool,
                             old: NodeState?) -> Int? {
            node.composedLook = nil
            // A subtree that blurs its backdrop composed onto transparency would blur nothing.
            guard composesLayers, !hasBackdrop else { return nil }
            let large = !node.isolatesSubtree && drawingNodes >= RenderNode.largeSubtreeDrawingNodes
                && !extent.isNull && extent.width * extent.height <= largestSubtreePixels
            guard let scope = large ? .largeSubtree : node.compositionScope else { return nil }
            var h = Hasher()
            switch scope {
            case .ownLook:
                h.combine(1)
                h.combine(ownLook)
                h.combine(node.opacity)
            case .clippedSubtree:
                h.combine(2)
                h.combine(innerLook)
            case .largeSubtree:
                // Its opacity is 1 (a node faded with children isolates); the extent follows from
                // the look but is where the picture lies, so it is part of the key outright.
                h.combine(3)
                h.combine(innerLook)
                h.combine(extent)
            }
            let key = h.finalize()
            if old?.composedKey == key {
                node.composedLook = RenderNode.ComposedLook(key: key, scope: scope,
                                                            extent: scope == .largeSubtree ? extent : nil)
            }
            return key
        }

        private mutating func record(_ item: Item, at path: UInt64, old: Item?) {
            order.append((path, item))
            guard let old else {
                damage.add(item.bounds)
                // New: in no blur's backdrop last frame.
                addBackdropDamage(item.bounds, inFrontBefore: true)
                unsettled += 1
                return
            }
            if old != item {
                damage.add(old.bounds)
                damage.add(item.bounds)
                let inFront = previousFront.contains(path)
                addBackdropDamage(old.bounds, inFrontBefore: inFront)
                addBackdropDamage(item.bounds, inFrontBefore: inFront)
                unsettled += 1
            }
        }

        /// Counts `rect` as backdrop damage now when no blurring node was met yet (whatever comes
        /// later is in front of it), else holds it until the walk knows whether another blur
        /// follows. `inFrontBefore`: what changed there was in front of every blur last frame.
        private mutating func addBackdropDamage(_ rect: CGRect, inFrontBefore: Bool) {
            guard !rect.isNull else { return }
            if lastBackdrop == nil {
                backdropDamage.add(rect)
            } else {
                frontDamage.append((rect, inFrontBefore))
            }
        }

        /// A blurring node starts at `index` of `order`: everything held in `frontDamage` is
        /// behind it.
        private mutating func meetBackdrop(at index: Int) {
            backdropsMet += 1
            for (rect, _) in frontDamage { backdropDamage.add(rect) }
            frontDamage.removeAll(keepingCapacity: true)
            lastBackdrop = index
        }

        /// Ends the walk's backdrop damage: what is left in `frontDamage` is in front of every blur
        /// now, and counts only where it was behind one last frame.
        mutating func finishBackdropDamage() {
            for (rect, inFrontBefore) in frontDamage where !inFrontBefore { backdropDamage.add(rect) }
            frontDamage.removeAll()
        }

        /// The paths of the items drawn in front of every blurring node (none without one).
        var frontPaths: Set<UInt64> {
            guard let lastBackdrop else { return [] }
            return Set(order[lastBackdrop...].lazy.map(\.path))
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

        /// Feeds a mask node's look in its owner's space: its transform there, its appearance, and
        /// its children's, recursively.
        static func hashLocalLook(of node: RenderNode, into h: inout Hasher) {
            h.combine(node.transform)
            node.hashAppearance(into: &h)
            h.combine(node.children.count)
            for child in node.children { hashLocalLook(of: child, into: &h) }
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

import Foundation

/// `snapshotView(afterScreenUpdates:)`: a view that keeps showing how a subtree looks right now.
///
/// The snapshot freezes the subtree's display-list nodes (its presentation values and the content
/// objects the compositor already caches), so it costs no pixel copy and draws exactly what the
/// original drew, even after the original changes or leaves the window. Transitions use it to animate
/// a picture of a screen while the real screen is rearranged underneath.
extension UIView {
    func performSnapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates {
            // The pending layout of the whole tree, the window's or, for a view not yet on screen (a
            // controller's view about to be presented), its own: a screen's snapshot must show its
            // laid-out subviews even before they have ever been shown.
            var root: UIView = self
            while let superview = root.superview { root = superview }
            root.layoutIfNeeded()
        }
        let snapshot = SnapshotView(frame: CGRect(origin: .zero, size: bounds.size))
        // Children of the snapshot are the subtree's nodes, in the original's local space.
        guard var node = DisplayListBuilder.makeNode(layer, parentOrigin: .zero) else {
            return snapshot
        }
        node.transform = .identity
        snapshot.frozenSize = bounds.size
        snapshot.frozenNodes = [node]
        return snapshot
    }
}

/// The view `snapshotView(afterScreenUpdates:)` returns.
final class SnapshotView: UIView, @MainActor FrozenContentProviding {
    var frozenNodes: [RenderNode] = [] {
        didSet { layer.invalidateContent() }
    }
    var frozenSize: CGSize = .zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.contentProvider = self
        isUserInteractionEnabled = false
    }

    func layerContent(for size: CGSize) -> LayerContent? { nil }
}

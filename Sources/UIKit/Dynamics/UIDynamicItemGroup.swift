import Foundation

/// Items that move as one rigid body (UIKit's `UIDynamicItemGroup`): give the group to behaviours
/// and its items keep their places relative to one another, each colliding as its own shape. The
/// group's centre and bounds are those of the rectangle around its items.
@MainActor
open class UIDynamicItemGroup: UIDynamicItem {
    public let items: [UIDynamicItem]
    open var center: CGPoint
    open var transform: CGAffineTransform = .identity
    public let bounds: CGRect

    public init(items: [UIDynamicItem]) {
        self.items = items
        let frames = items.map { item in
            CGRect(x: item.center.x - item.bounds.width / 2, y: item.center.y - item.bounds.height / 2,
                   width: item.bounds.width, height: item.bounds.height)
        }
        let union = frames.dropFirst().reduce(frames.first ?? .zero) { $0.union($1) }
        center = CGPoint(x: union.midX, y: union.midY)
        bounds = CGRect(origin: .zero, size: union.size)
    }
}

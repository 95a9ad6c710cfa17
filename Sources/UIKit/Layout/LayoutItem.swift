import Foundation

/// What a constraint can relate: a view or a layout guide. Each has a rectangle of four solver
/// variables in its parent's bounds coordinates (a view's superview, a guide's owning view).
@MainActor
protocol LayoutItem: AnyObject {
    var layoutVariables: LayoutVariables { get }
    /// The view whose bounds this item's variables are measured in.
    var layoutParent: UIView? { get }
    /// The view this item belongs to in the hierarchy: the view itself, or a guide's owning view.
    var layoutHost: UIView? { get }
    /// The margins `leftMargin`… attributes are measured from (a view's `layoutMargins`).
    var layoutMarginInsets: UIEdgeInsets { get }
    /// How the item is named in constraint descriptions, as UIKit prints it.
    var layoutDescription: String { get }
}

/// The solver variables of one item's frame: x and y of its origin in the parent's bounds, width and
/// height.
@MainActor
final class LayoutVariables {
    let x, y, width, height: Cassowary.Variable

    init(_ name: String) {
        x = .init(name + ".minX")
        y = .init(name + ".minY")
        width = .init(name + ".width")
        height = .init(name + ".height")
    }

    /// Marks the four variables as `item`'s, so a change to them leads back to it.
    func own(_ item: AnyObject) {
        for v in [x, y, width, height] { v.owner = item }
    }

    /// The solved frame, rounded to whole pixels as UIKit does (which also drops round-off).
    var frame: CGRect {
        let scale = Double(UIScreen.main.scale)
        func r(_ v: Double) -> CGFloat { CGFloat((v * scale).rounded() / scale) }
        let minX = r(x.value), minY = r(y.value)
        return CGRect(x: minX, y: minY, width: r(x.value + width.value) - minX, height: r(y.value + height.value) - minY)
    }
}

/// An address to print for an object, like UIKit's `0x…` in descriptions.
func layoutAddress(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
}

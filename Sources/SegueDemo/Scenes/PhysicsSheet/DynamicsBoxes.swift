import UIKit

/// The falling boxes of the behaviours panel: where each starts and how it looks, a function of its
/// index only, so every run drops the same picture. Boxes stand in columns across the arena, a
/// column per 64 points; later boxes start higher in their column, so with more boxes than
/// columns they land on one another.
enum DynamicsBoxes {
    static let pitch: CGFloat = 64
    static let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemYellow, .systemPink, .systemTeal]

    static func makeBox(_ index: Int) -> UIView {
        let box = UIView()
        box.backgroundColor = colors[index % colors.count]
        box.layer.cornerRadius = 4
        box.isUserInteractionEnabled = false
        box.accessibilityIdentifier = "behaviours-box-\(index)"
        return box
    }

    /// The side of box `index`: 32, 40 or 48 points.
    static func side(_ index: Int) -> CGFloat { 32 + CGFloat(index % 3) * 8 }

    /// The columns across an arena `width` wide.
    static func columns(in width: CGFloat) -> Int { max(Int(width / pitch), 1) }

    /// Box `index`'s frame before it falls, in an arena of `size`: its column's middle, 24 points
    /// lower for each of four columns in turn (so they land one after another), 56 higher per row,
    /// and never lower than resting on the floor.
    static func start(_ index: Int, count: Int, in size: CGSize) -> CGRect {
        let columns = columns(in: size.width)
        let column = index % columns, row = index / columns
        let rows = (count + columns - 1) / columns
        let side = side(index)
        let x = (CGFloat(column) + 0.5) * size.width / CGFloat(columns)
        // The top row first; every row above it 56 points higher, all inside the arena.
        let rowY = 16 + CGFloat(rows - 1 - row) * 56
        // Never below the floor of a short arena (a small window): a box dropped from under the
        // floor would fall for ever.
        let y = min(rowY + CGFloat(column % 4) * 24, max(size.height - side, 0))
        return CGRect(x: (x - side / 2).rounded(), y: y, width: side, height: side)
    }
}

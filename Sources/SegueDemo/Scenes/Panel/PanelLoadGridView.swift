import UIKit

/// Load for `segue bench`: `count` small views filling the panel scene's parent behind its
/// controls, so the cost of a transition can be measured over a screen with a realistic number of
/// layers. Nine in ten are coloured squares (every third with rounded corners, so the corner masks
/// are exercised); every tenth is a `UILabel` with its index, so text content is too.
///
/// Everything is a function of the index — no randomness — so two runs draw the same picture and
/// their figures compare. The grid takes the largest square cell (up to 28 points) that fits all the
/// views into its bounds, recomputed on every layout so it follows the window's size.
final class PanelLoadGridView: UIView {
    /// The largest cell; the square in it is 6/7 of the cell, 24 points at this size.
    static let maximumPitch: CGFloat = 28
    /// Below this a cell would be under two pixels of square; past it views wrap and overlap
    /// rather than leave the bounds.
    static let minimumPitch: CGFloat = 3

    /// The extra views, in index order (and subview order).
    private(set) var tiles: [UIView] = []

    init(count: Int) {
        super.init(frame: .zero)
        // Only load: touches fall through to the parent as if the grid were not there.
        isUserInteractionEnabled = false
        for index in 0..<count {
            let tile = index % 10 == 0 ? Self.makeLabel(index) : Self.makeSquare(index)
            tiles.append(tile)
            addSubview(tile)
        }
    }

    private static func makeSquare(_ index: Int) -> UIView {
        let square = UIView()
        square.backgroundColor = color(index)
        return square
    }

    private static func makeLabel(_ index: Int) -> UILabel {
        let label = UILabel()
        label.text = String(index)
        label.font = .systemFont(ofSize: 9)
        label.textColor = .white
        label.textAlignment = .center
        label.backgroundColor = UIColor(white: 0.15, alpha: 1)
        return label
    }

    /// Hues stepped by 7/36 of the circle, so neighbours differ and the pattern repeats every 36 views.
    private static func color(_ index: Int) -> UIColor {
        UIColor(hue: CGFloat(index * 7 % 36) / 36, saturation: 0.45, brightness: 0.95, alpha: 1)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let pitch = Self.pitch(fitting: tiles.count, in: bounds.size)
        let columns = max(Int(bounds.width / pitch), 1), rows = max(Int(bounds.height / pitch), 1)
        let side = (pitch * 6 / 7).rounded(.down)
        let inset = ((pitch - side) / 2).rounded(.down)
        for (index, tile) in tiles.enumerated() {
            let column = index % columns, row = index / columns % rows
            tile.frame = CGRect(x: CGFloat(column) * pitch + inset, y: CGFloat(row) * pitch + inset,
                                width: side, height: side)
            if index % 10 != 0, index % 3 == 0 { tile.layer.cornerRadius = side / 4 }
        }
    }

    /// The largest whole-point cell, from `maximumPitch` down, whose grid holds `count` cells in
    /// `size`; `minimumPitch` when none does.
    static func pitch(fitting count: Int, in size: CGSize) -> CGFloat {
        var pitch = maximumPitch
        while pitch > minimumPitch,
              (size.width / pitch).rounded(.down) * (size.height / pitch).rounded(.down) < CGFloat(count) {
            pitch -= 1
        }
        return pitch
    }
}

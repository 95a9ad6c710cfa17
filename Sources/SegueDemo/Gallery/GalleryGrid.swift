import Foundation

/// Where the gallery's cards go for a given width: as many columns as fit cards at least
/// `minimumCardWidth` wide, then — so the last row is not left half empty — the fewest columns that
/// still need no more rows (six cards where four fit make two rows of three, not four and two).
///
/// ```swift
/// let grid = GalleryGrid(width: 900, margin: 32, cardCount: 6)
/// grid.columns          // 3
/// grid.frame(ofCard: 5) // row 2, column 3
/// ```
struct GalleryGrid: Equatable {
    static let minimumCardWidth: CGFloat = 240
    static let cardHeight: CGFloat = 170
    static let gap: CGFloat = 16

    let columns: Int
    let rows: Int
    let cardWidth: CGFloat
    let margin: CGFloat

    init(width: CGFloat, margin: CGFloat, cardCount: Int) {
        let usable = max(0, width - 2 * margin)
        let fitting = max(1, Int((usable + Self.gap) / (Self.minimumCardWidth + Self.gap)))
        let count = max(1, cardCount)
        let rows = (count + fitting - 1) / fitting
        columns = (count + rows - 1) / rows
        self.rows = rows
        self.margin = margin
        cardWidth = ((usable - Self.gap * CGFloat(columns - 1)) / CGFloat(columns)).rounded(.down)
    }

    /// Card `index`'s frame, with the grid's top edge at y = 0.
    func frame(ofCard index: Int) -> CGRect {
        let row = index / columns, column = index % columns
        return CGRect(x: margin + CGFloat(column) * (cardWidth + Self.gap), y: CGFloat(row) * (Self.cardHeight + Self.gap),
                      width: cardWidth, height: Self.cardHeight)
    }

    /// From the top of the first row to the bottom of the last.
    var height: CGFloat { CGFloat(rows) * Self.cardHeight + CGFloat(rows - 1) * Self.gap }
}

import UIKit

/// The article's resistance past a limit: inside the limits the content follows the finger one to
/// one; past a limit every further point of finger travel moves it less, logarithmically:
///
///     offset = limit ± c · log(1 + excess / c)
///
/// with `excess` the finger's travel beyond the limit and `c` = 40 points. The slope is 1 at the
/// limit (no jolt where the band starts) and falls as c / (c + excess): 100 points past the limit
/// the content has moved 50, 300 points past it 85.
enum SheetRubberBand {
    static let stiffness: CGFloat = 40

    /// Where the content goes for a finger offset `raw` when it may move freely within `limits`.
    static func offset(_ raw: CGFloat, within limits: ClosedRange<CGFloat>) -> CGFloat {
        if raw < limits.lowerBound { return limits.lowerBound - band(limits.lowerBound - raw) }
        if raw > limits.upperBound { return limits.upperBound + band(raw - limits.upperBound) }
        return raw
    }

    private static func band(_ excess: CGFloat) -> CGFloat {
        stiffness * log(1 + excess / stiffness)
    }
}

import Foundation

/// The resistance met when dragging past a limit: `(1 − 1/(x·c/d + 1))·d`, with `x` the distance
/// past the edge, `d` the view's size along the drag and `c` = 0.55 — the field's constant
/// (docs/UIKIT-REFERENCE.md). The offset grows with `x` but never reaches `d`.
public enum RubberBand {
    public static let coefficient: CGFloat = 0.55

    public static func offset(_ distance: CGFloat, dimension: CGFloat, coefficient c: CGFloat = coefficient) -> CGFloat {
        guard distance > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (distance * c / dimension + 1)) * dimension
    }
}

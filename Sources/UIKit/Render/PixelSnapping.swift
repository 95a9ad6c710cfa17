import Foundation

/// Decides where a node's pixels land when its position in the window is fractional: on the nearest
/// whole pixel, or exactly where the fraction puts them.
///
/// Why snap: a layer drawn at x = 120.37 goes through a transformed, bilinear composite — its text
/// goes soft and pixman leaves its fast paths — while at x = 120 it is a plain copy, crisp and
/// cheap. Why not always: a node moving slower than a pixel a frame (a slow drag, the tail of an
/// ease-out) would stand still for frames and then jump; there sub-pixel placement is what makes the
/// motion look smooth, and nobody reads text that is moving anyway.
///
/// The rule (docs/PERFORMANCE.md, "Whole pixels and sub-pixels"). A node is moved to the nearest
/// whole pixel when all of these hold:
/// - its transform to the window is a pure translation (it is not scaled, rotated or projected:
///   those resample whatever the offset);
/// - its parent lands on whole pixels (its parent's transform to the window is a whole-pixel
///   translation), so moving the node by less than a pixel moves its subtree the same way and
///   nothing else;
/// - it is not in slow motion: compared with the previous frame its position is unchanged (at rest)
///   or moved by at least one pixel. A node that moved, but by less than a pixel, keeps sub-pixel
///   placement; so do its descendants, whose parent then sits off the grid.
///
/// Rounding is half up (`floor(x + 0.5)`), which commutes with whole-pixel shifts: a compositor that
/// draws a subtree in an offscreen surface at an integer offset lands on the same pixels.
///
/// ```swift
/// // At rest at x 37.3: snapped to 37.
/// PixelSnapping.wholePixelPosition(for: ProjectiveTransform(translationX: 37.3, y: 23),
///                                  parent: .identity, previous: CGPoint(x: 37.3, y: 23))   // (37, 23)
/// // Moved 0.4 px since the last frame: keeps 37.7.
/// PixelSnapping.wholePixelPosition(for: ProjectiveTransform(translationX: 37.7, y: 23),
///                                  parent: .identity, previous: CGPoint(x: 37.3, y: 23))   // nil
/// ```
public enum PixelSnapping {
    /// The whole-pixel window position a node placed by `m` (its transform to the window) should be
    /// drawn at, or nil when it keeps its placement. `parent` is the parent's transform to the window
    /// (already snapped); `previous` is the node's unsnapped window position in the previous frame,
    /// nil when it was not drawn then or was not a translation.
    public static func wholePixelPosition(for m: ProjectiveTransform, parent: ProjectiveTransform,
                                          previous: CGPoint?) -> CGPoint? {
        guard m.isTranslation, isWholePixelTranslation(parent) else { return nil }
        let position = CGPoint(x: m.m6, y: m.m7)
        if let previous, isSlowMotion(from: previous, to: position) { return nil }
        return CGPoint(x: round(position.x), y: round(position.y))
    }

    /// True when a node moved since the previous frame, but by less than one pixel.
    public static func isSlowMotion(from previous: CGPoint, to position: CGPoint) -> Bool {
        let distance = hypot(position.x - previous.x, position.y - previous.y)
        return distance > 0 && distance < 1
    }

    /// True when `m` only translates, by whole pixels.
    public static func isWholePixelTranslation(_ m: ProjectiveTransform) -> Bool {
        m.isTranslation && m.m6 == m.m6.rounded(.down) && m.m7 == m.m7.rounded(.down)
    }

    /// The nearest whole pixel, halves rounded up (so shifting by whole pixels commutes with it).
    static func round(_ v: CGFloat) -> CGFloat { (v + 0.5).rounded(.down) }
}

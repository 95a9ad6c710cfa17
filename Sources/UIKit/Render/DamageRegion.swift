import Foundation

/// The part of a window that must be recomposited: a short list of whole-pixel rectangles.
///
/// Why a few rectangles and not one box: a drag moves a panel at the bottom while a spinner turns at
/// the top; one bounding box would redraw the whole window between them. Why not an exact region:
/// every rectangle is one more pass over the tree and one more copy to the window, so rectangles that
/// overlap enough are merged — two are kept apart only when their union would redraw more pixels than
/// the two cover together — and past `maximumCount` the pair whose union wastes least is merged.
///
/// ```swift
/// var damage = DamageRegion()
/// damage.add(CGRect(x: 10.5, y: 0, width: 20, height: 20))   // stored as x 10…31
/// damage.add(CGRect(x: 25, y: 5, width: 20, height: 20))     // overlaps enough: merged
/// damage.rects   // [(10, 0, 35, 25)]
/// ```
public struct DamageRegion: Equatable, Sendable, CustomStringConvertible {
    /// Disjoint-enough rectangles in window pixels, with whole-number edges.
    public private(set) var rects: [CGRect] = []

    /// More rectangles than this are merged: each one costs a pass over the tree.
    public static let maximumCount = 6

    public init() {}

    public init(_ rects: [CGRect]) {
        for r in rects { add(r) }
    }

    public var isEmpty: Bool { rects.isEmpty }

    /// Pixels covered (rectangles can overlap a little after merging, so this can overcount them).
    public var area: CGFloat { rects.reduce(0) { $0 + $1.width * $1.height } }

    /// The box around every rectangle; `.null` when empty.
    public var boundingBox: CGRect { rects.reduce(CGRect.null) { $0.union($1) } }

    /// Adds `rect`, rounded out to whole pixels, merging it with the rectangles it overlaps enough.
    public mutating func add(_ rect: CGRect) {
        guard !rect.isNull, !rect.isInfinite, rect.width > 0, rect.height > 0 else { return }
        var merged = rect.integral
        var i = 0
        while i < rects.count {
            if Self.worthMerging(rects[i], merged) {
                merged = merged.union(rects.remove(at: i))
                i = 0   // the bigger rectangle may now reach ones it missed
            } else {
                i += 1
            }
        }
        rects.append(merged)
        while rects.count > Self.maximumCount { mergeCheapestPair() }
    }

    public mutating func formUnion(_ other: DamageRegion) {
        for r in other.rects { add(r) }
    }

    /// The region cut to `bounds` (the window), dropping what lies outside it.
    public func clipped(to bounds: CGRect) -> DamageRegion {
        var out = DamageRegion()
        out.rects = rects.map { $0.intersection(bounds) }.filter { !$0.isNull && $0.width > 0 && $0.height > 0 }
        return out
    }

    public func intersects(_ rect: CGRect) -> Bool {
        rects.contains { $0.intersects(rect) }
    }

    public var description: String {
        rects.isEmpty ? "no damage" : rects.map { "(\(Int($0.minX)),\(Int($0.minY)) \(Int($0.width))×\(Int($0.height)))" }
            .joined(separator: " ")
    }

    /// True when redrawing the union costs no more pixels than redrawing both.
    static func worthMerging(_ a: CGRect, _ b: CGRect) -> Bool {
        let u = a.union(b)
        return u.width * u.height <= a.width * a.height + b.width * b.height
    }

    private mutating func mergeCheapestPair() {
        var best = (i: 0, j: 1, waste: CGFloat.infinity)
        for i in 0..<rects.count {
            for j in (i + 1)..<rects.count {
                let u = rects[i].union(rects[j])
                let waste = u.width * u.height - rects[i].width * rects[i].height - rects[j].width * rects[j].height
                if waste < best.waste { best = (i, j, waste) }
            }
        }
        let u = rects[best.i].union(rects[best.j])
        rects.remove(at: best.j)
        rects[best.i] = u
    }
}

import CPango
import Foundation
import UIKit

/// A request laid out by Pango: the layout itself (what is drawn), what UIKit reads of it, and
/// where each shown line is drawn.
final class PangoLaidOut {
    /// One shown line: Pango's line `index`, drawn with its origin at `x` on `baseline` (points,
    /// from the layout box's top-left).
    struct Placement {
        var index: Int
        var x: CGFloat
        var baseline: CGFloat
    }

    let layout: OpaquePointer
    let result: LaidOutText
    let placements: [Placement]
    /// The first line's advance, trailing spaces included (`width(of:font:)`).
    let logicalWidth: CGFloat
    /// Characters drawn as boxes because no installed font has them.
    let unknownGlyphs: Int

    init(layout: OpaquePointer, result: LaidOutText, placements: [Placement], logicalWidth: CGFloat, unknownGlyphs: Int) {
        self.layout = layout
        self.result = result
        self.placements = placements
        self.logicalWidth = logicalWidth
        self.unknownGlyphs = unknownGlyphs
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
}

/// Laid-out requests, the least recently used dropped past `capacity`: labels re-measure the same
/// requests every layout pass, and drawing finds the layout measured for it.
final class PangoLayoutCache {
    private var entries: [TextLayoutRequest: (value: PangoLaidOut, used: UInt64)] = [:]
    private var clock: UInt64 = 0
    let capacity: Int
    private(set) var hits = 0
    private(set) var misses = 0

    init(capacity: Int) { self.capacity = capacity }

    var count: Int { entries.count }

    func value(for request: TextLayoutRequest) -> PangoLaidOut? {
        guard let hit = entries[request] else { misses += 1; return nil }
        clock += 1
        entries[request] = (hit.value, clock)
        hits += 1
        return hit.value
    }

    /// Adds `value`; when full, drops the least recently used quarter at once (one sort per
    /// `capacity / 4` insertions, not one scan per insertion).
    func insert(_ value: PangoLaidOut, for request: TextLayoutRequest) {
        clock += 1
        entries[request] = (value, clock)
        guard entries.count > capacity else { return }
        let oldest = entries.sorted { $0.value.used < $1.value.used }.prefix(max(1, capacity / 4))
        for (key, _) in oldest { entries[key] = nil }
    }

    func removeAll() { entries.removeAll() }
}

import CX11
import Foundation
import UIKit

/// Composed pictures of nodes whose look holds still (see `RenderNode+Composition.swift`), keyed by
/// their composed look, within a pixel budget.
///
/// Why a budget: a composed picture is as large as its node (a full-window clipping container is a
/// full window of ARGB), so the cache keeps at most `budgetPixels` (the compositor sets four times
/// the window's area) and makes room by evicting the least recently used pictures. A picture used in
/// the current frame is never evicted — the next damage rectangle of the same frame may need it —
/// so a composition that does not fit is drawn from a picture kept only until the frame ends.
/// Pictures not used for `lifetime` frames are freed too, as the other caches free theirs, so a
/// torn-down scene gives its pictures back.
///
/// Ownership: the cache owns every picture it returns. Evicted pictures are not freed at once but at
/// the end of the frame (`endFrame`), so requests that name them can still be recorded and replayed
/// (`Compositor.keepsPicturesForReplay`).
final class ComposedLayerCache {
    struct Entry {
        let picture: OwnedPicture
        /// Where the picture's pixel (0, 0) and its far corner lie in the node's own space.
        let extent: CGRect
        var lastUsed: UInt64
        var pixels: Int { picture.width * picture.height }
    }

    private var entries: [Int: Entry] = [:]
    /// Pictures evicted or kept for one frame only: freed at the end of the frame.
    private var retired: [OwnedPicture] = []
    /// How many pixels the kept pictures may hold together.
    var budgetPixels: Int
    /// Frames an unused picture survives.
    var lifetime: UInt64
    private(set) var frame: UInt64 = 0
    /// Pixels held by kept pictures.
    private(set) var pixels = 0

    init(budgetPixels: Int, lifetime: UInt64) {
        self.budgetPixels = budgetPixels
        self.lifetime = lifetime
    }

    var count: Int { entries.count }

    /// The picture composed for `key`, marked used in this frame.
    func entry(for key: Int) -> Entry? {
        guard var e = entries[key] else { return nil }
        e.lastUsed = frame
        entries[key] = e
        return e
    }

    /// Keeps `picture` for `key` if it fits the budget once least recently used pictures (not used in
    /// this frame) are evicted; otherwise it lives until the end of the frame. Returns whether it
    /// was kept.
    @discardableResult
    func insert(_ picture: OwnedPicture, extent: CGRect, for key: Int) -> Bool {
        let entry = Entry(picture: picture, extent: extent, lastUsed: frame)
        if let old = entries.removeValue(forKey: key) { retire(old) }
        if pixels + entry.pixels > budgetPixels {
            let candidates = entries.filter { $0.value.lastUsed < frame }.sorted { $0.value.lastUsed < $1.value.lastUsed }
            var room = budgetPixels - pixels
            for (k, e) in candidates where room < entry.pixels {
                entries.removeValue(forKey: k)
                retire(e)
                room += e.pixels
            }
        }
        guard pixels + entry.pixels <= budgetPixels else {
            retired.append(picture)
            return false
        }
        entries[key] = entry
        pixels += entry.pixels
        return true
    }

    /// Ends a frame: frees what was retired and what has not been used for `lifetime` frames.
    func endFrame() {
        retired.removeAll()
        frame += 1
        if frame < lifetime { return }
        let oldest = frame - lifetime
        for (k, e) in entries where e.lastUsed < oldest {
            entries.removeValue(forKey: k)
            pixels -= e.pixels
        }
    }

    /// Shrinks to a new budget (a smaller window): evicts least recently used pictures until the
    /// rest fits.
    func fit(budget: Int) {
        budgetPixels = budget
        guard pixels > budget else { return }
        for (k, e) in entries.sorted(by: { $0.value.lastUsed < $1.value.lastUsed }) where pixels > budget {
            entries.removeValue(forKey: k)
            retire(e)
        }
    }

    func removeAll() {
        entries.removeAll()
        retired.removeAll()
        pixels = 0
    }

    private func retire(_ e: Entry) {
        pixels -= e.pixels
        retired.append(e.picture)
    }
}

import CX11
import Foundation

/// Blurred backdrops kept from frame to frame, one per blurring node (by layer serial).
///
/// Why: a blur view is redrawn whenever damage reaches it, and most often what changed is its own
/// content (a label, a highlighted button), in front of a backdrop that did not change. The
/// planner's `DisplayList.backdropDamage` leaves such changes out, so while it misses the area a
/// blur reads, the picture blurred last time is still right and is copied instead of blurred again.
/// What is kept is the finished blur, saturated and tinted (not faded: the view's alpha is applied
/// as it is placed). Keyed by where the blur lies, how strong it is, how much it saturates and its
/// tint: a moved, resized or animating blur is a miss.
final class BackdropCache {
    struct Key: Equatable {
        var x: Int, y: Int, width: Int, height: Int
        var sigma: Double
        var saturation: Double
        /// The tint's 16-bit red, green, blue and alpha (none: empty).
        var tint: [UInt16]
    }

    struct Entry {
        var key: Key
        let picture: OwnedPicture
        var lastUsed: UInt64
    }

    private let connection: XConnection
    private var entries: [Int: Entry] = [:]
    private var frame: UInt64 = 0
    /// Frames an unused blurred backdrop survives.
    var lifetime: UInt64 = 120

    init(connection: XConnection) { self.connection = connection }

    /// The kept picture of `node`'s backdrop when it was blurred with `key`.
    func picture(of node: Int, key: Key) -> OwnedPicture? {
        guard var entry = entries[node], entry.key == key else { return nil }
        entry.lastUsed = frame
        entries[node] = entry
        return entry.picture
    }

    /// A picture to blur `node`'s backdrop into, kept under `key` (the old one when its size fits).
    func pictureToFill(for node: Int, key: Key) -> OwnedPicture {
        if let old = entries[node], old.picture.width == key.width, old.picture.height == key.height {
            entries[node] = Entry(key: key, picture: old.picture, lastUsed: frame)
            return old.picture
        }
        let picture = OwnedPicture.argb(connection, width: key.width, height: key.height)
        entries[node] = Entry(key: key, picture: picture, lastUsed: frame)
        return picture
    }

    func endFrame() {
        frame += 1
        entries = entries.filter { frame - $0.value.lastUsed <= lifetime }
    }

    func removeAll() { entries.removeAll() }

    var count: Int { entries.count }
}

import CX11
import Foundation
import UIKit

/// Entries that live as long as they are used: anything not used for `lifetime` frames is freed.
/// Keeps steady-state frames free of uploads while letting a torn-down scene give its pictures back.
final class AgingCache<Key: Hashable, Value> {
    private var entries: [Key: (value: Value, lastUsed: UInt64)] = [:]
    var lifetime: UInt64
    private(set) var frame: UInt64 = 0

    init(lifetime: UInt64) { self.lifetime = lifetime }

    func value(for key: Key, make: () -> Value) -> Value {
        if let e = entries[key] {
            entries[key] = (e.value, frame)
            return e.value
        }
        let v = make()
        entries[key] = (v, frame)
        return v
    }

    /// Ends a frame: drops what was not used within `lifetime` frames.
    func endFrame() {
        frame += 1
        if frame < lifetime { return }
        let oldest = frame - lifetime
        entries = entries.filter { $0.value.lastUsed >= oldest }
    }

    func removeAll() { entries.removeAll() }
    var count: Int { entries.count }
}

/// Solid-colour source pictures, one per premultiplied colour.
final class SolidFillCache {
    private let connection: XConnection
    let cache: AgingCache<UInt64, OwnedPicture>

    init(connection: XConnection, lifetime: UInt64) {
        self.connection = connection
        cache = AgingCache(lifetime: lifetime)
    }

    func picture(for color: CGColor, opacity: CGFloat) -> OwnedPicture {
        let c = XRenderColor(color, opacity: opacity)
        let key = UInt64(c.red) << 48 | UInt64(c.green) << 32 | UInt64(c.blue) << 16 | UInt64(c.alpha)
        return cache.value(for: key) { OwnedPicture(connection, solid: c) }
    }

    /// A white source of the given opacity: the mask that fades a composite.
    func opacityMask(_ opacity: CGFloat) -> OwnedPicture {
        picture(for: CGColor(red: 1, green: 1, blue: 1, alpha: 1), opacity: opacity)
    }
}

/// What a coverage mask looks like, so equal shapes share one uploaded mask.
enum MaskShape: Hashable {
    case roundedRect(width: Int, height: Int, radii: CornerRadii)
    case border(width: Int, height: Int, radii: CornerRadii, lineWidth: Double)
    indirect case blurred(MaskShape, radius: Double)
    /// Any path's fill, rasterized by cairo; `origin` (whole points) lands on the mask's corner.
    case path(CGPath, origin: CGPoint, width: Int, height: Int)

    func rasterize() -> CoverageMask {
        switch self {
        case .roundedRect(let w, let h, let r):
            return CoverageMask.roundedRect(width: w, height: h, radii: r)
        case .border(let w, let h, let r, let lw):
            return CoverageMask.border(width: w, height: h, radii: r, lineWidth: lw)
        case .blurred(let shape, let radius):
            return shape.rasterize().blurred(radius: radius)
        case .path(let path, let origin, let w, let h):
            return CairoRasterizer.coverage(of: path, rule: .winding, origin: origin, width: w, height: h)
        }
    }
}

/// Antialiased A8 masks (rounded corners, borders, shadows), rasterised once per shape and size.
final class MaskCache {
    private let connection: XConnection
    let cache: AgingCache<MaskShape, OwnedPicture>

    init(connection: XConnection, lifetime: UInt64) {
        self.connection = connection
        cache = AgingCache(lifetime: lifetime)
    }

    func picture(for shape: MaskShape) -> OwnedPicture {
        cache.value(for: shape) { PixelUpload.alphaPicture(connection, mask: shape.rasterize()) }
    }
}

/// Pictures for layer content (text, images), kept while the content object is alive.
///
/// Keyed by object identity; a weak reference tells when the layer dropped the content, and the
/// picture is freed at the end of that frame.
final class ContentCache {
    private struct Entry {
        weak var owner: AnyObject?
        let picture: OwnedPicture
    }

    private let connection: XConnection
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Pictures of dead owners whose identifier a new owner took: freed at the next sweep, not at
    /// once, so a frame being recorded for replay never names a freed picture.
    private var retired: [OwnedPicture] = []

    init(connection: XConnection) { self.connection = connection }

    func picture(for owner: AnyObject, make: () -> OwnedPicture) -> OwnedPicture {
        let key = ObjectIdentifier(owner)
        if let e = entries[key] {
            if e.owner === owner { return e.picture }
            retired.append(e.picture)
        }
        let p = make()
        entries[key] = Entry(owner: owner, picture: p)
        return p
    }

    /// Frees the pictures of content objects that no longer exist.
    func sweep() {
        entries = entries.filter { $0.value.owner != nil }
        retired.removeAll()
    }

    func removeAll() {
        entries.removeAll()
        retired.removeAll()
    }
    var count: Int { entries.count }
}

/// Offscreen ARGB surfaces for group opacity, clipping and masks, reused across frames.
final class SurfacePool {
    private let connection: XConnection
    private let calls: RenderCalls
    private var free: [OwnedPicture] = []
    private var usedThisFrame = 0
    private var peakRecent = 0

    init(connection: XConnection, calls: RenderCalls) {
        self.connection = connection
        self.calls = calls
    }

    /// A surface at least `width`×`height`, cleared over `width`×`height`: enough for a surface that
    /// is composited back over that rectangle only. `wholly`: cleared to its far edges, for a surface
    /// sampled through a transform, which may read past the rectangle (a reused surface can be
    /// larger and still hold an earlier frame's pixels there).
    func acquire(width: Int, height: Int, wholly: Bool = false) -> OwnedPicture {
        usedThisFrame += 1
        if let i = free.firstIndex(where: { $0.width >= width && $0.height >= height }) {
            let s = free.remove(at: i)
            let transparent = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
            calls.fill(PictOpSrc, s.id, transparent, 0, 0, UInt32(wholly ? s.width : width), UInt32(wholly ? s.height : height))
            return s
        }
        // Round up so slightly larger requests next frame reuse this one.
        let w = (width + 63) & ~63, h = (height + 63) & ~63
        return OwnedPicture.argb(connection, width: w, height: h)
    }

    func release(_ surface: OwnedPicture) {
        free.append(surface)
    }

    /// Keeps only as many spare surfaces as the last frame needed.
    func endFrame() {
        peakRecent = usedThisFrame
        usedThisFrame = 0
        if free.count > peakRecent {
            free.sort { $0.width * $0.height > $1.width * $1.height }
            free.removeLast(free.count - peakRecent)
        }
    }

    func removeAll() { free.removeAll() }
}

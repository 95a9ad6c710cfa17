import Foundation
import Synchronization

/// What a layer draws besides its background and border: an image, lines of text, or 2-D drawing.
///
/// Immutable and compared by identity: the compositor renders each `LayerContent` once into its own
/// picture and reuses it for as long as the object lives, however the layer moves, fades or scales.
/// A layer makes a new one only when what it shows changes.
public final class LayerContent: CustomStringConvertible {
    public enum Kind {
        /// An image drawn into `rect` (bounds coordinates, origin at the top-left of the bounds).
        case image(CGImage, CGRect)
        /// Laid-out text, each placed by the top-left of its layout box.
        case text([PlacedText])
        /// Paths, gradients and images, rasterized over the drawing's extent (which may reach past
        /// the bounds: a shape layer does not clip its stroke).
        case drawing(Drawing)
    }

    /// The size of the area the content is drawn in (the layer's bounds size when it was made).
    public let size: CGSize
    public let kind: Kind
    /// Unique for the life of the process: damage tracking compares content by it, because an
    /// object identity can be reused by the next content allocated at the same address.
    public let serial: UInt64

    /// Content serials, unique across the process (several applications' caches never collide).
    private static let serials = Atomic<UInt64>(1)

    public init(size: CGSize, kind: Kind) {
        self.size = size
        self.kind = kind
        serial = Self.serials.add(1, ordering: .relaxed).oldValue
    }

    public var description: String {
        switch kind {
        case .image(let img, let rect): return "image \(img.width)×\(img.height) in \(rect)"
        case .text(let texts): return "text " + texts.map { "\"\($0.layout.text.string)\"" }.joined(separator: " / ")
        case .drawing(let d): return "drawing of \(d.commands.count) commands over \(d.extent)"
        }
    }
}

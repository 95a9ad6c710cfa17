import Foundation

/// Decoded pixels that a layer can show as `contents`.
///
/// A class, as in Core Graphics, so the compositor can cache its uploaded picture by identity: the same
/// image shown by a hundred layers is uploaded to the X server once.
public final class CGImage: Sendable {
    public let bitmap: Bitmap
    public var width: Int { bitmap.width }
    public var height: Int { bitmap.height }

    public init(bitmap: Bitmap) {
        self.bitmap = bitmap
    }
}

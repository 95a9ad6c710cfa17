import CX11
import Foundation
import UIKit

/// Moves pixels from Segue's memory into server-side pictures (and masks), once per image.
enum PixelUpload {
    /// An ARGB32 picture holding `bitmap` (already premultiplied, as XRender wants).
    static func picture(_ x: XConnection, bitmap: Bitmap) -> OwnedPicture {
        let pic = OwnedPicture.argb(x, width: bitmap.width, height: bitmap.height)
        guard bitmap.width > 0, bitmap.height > 0, let pixmap = pic.pixmap else { return pic }
        bitmap.pixels.withUnsafeBytes { raw in
            put(x, pixmap: pixmap, depth: 32, bytes: raw.baseAddress!, width: bitmap.width, height: bitmap.height,
                bytesPerLine: bitmap.width * 4, bitsPerPixel: 32)
        }
        return pic
    }

    /// An A8 picture holding `mask` (one coverage byte per pixel).
    static func alphaPicture(_ x: XConnection, mask: CoverageMask) -> OwnedPicture {
        let pixmap = OwnedPixmap(x, width: mask.width, height: mask.height, depth: 8)
        let pic = OwnedPicture(x, pixmap: pixmap, format: x.a8)
        guard mask.width > 0, mask.height > 0 else { pic.clear(); return pic }
        // Rows of a depth-8 Z image are padded to 4 bytes.
        let stride = (mask.width + 3) & ~3
        var padded = [UInt8](repeating: 0, count: stride * mask.height)
        for row in 0..<mask.height {
            for col in 0..<mask.width { padded[row * stride + col] = mask.alpha[row * mask.width + col] }
        }
        padded.withUnsafeBytes { raw in
            put(x, pixmap: pixmap, depth: 8, bytes: raw.baseAddress!, width: mask.width, height: mask.height,
                bytesPerLine: stride, bitsPerPixel: 8)
        }
        return pic
    }

    private static func put(_ x: XConnection, pixmap: OwnedPixmap, depth: Int32, bytes: UnsafeRawPointer,
                            width: Int, height: Int, bytesPerLine: Int, bitsPerPixel: Int32) {
        var image = XImage()
        image.width = Int32(width)
        image.height = Int32(height)
        image.xoffset = 0
        image.format = ZPixmap
        image.data = UnsafeMutablePointer(mutating: bytes.assumingMemoryBound(to: CChar.self))
        image.byte_order = LSBFirst
        image.bitmap_unit = 32
        image.bitmap_bit_order = LSBFirst
        image.bitmap_pad = 32
        image.depth = depth
        image.bytes_per_line = Int32(bytesPerLine)
        image.bits_per_pixel = bitsPerPixel
        guard XInitImage(&image) != 0 else { return }
        let gc = XCreateGC(x.display, pixmap.id, 0, nil)
        XPutImage(x.display, pixmap.id, gc, &image, 0, 0, 0, 0, UInt32(width), UInt32(height))
        XFreeGC(x.display, gc)
    }
}

import CX11
import Foundation
import UIKit

/// Reads pixels back from the server into a `Bitmap` (opaque, since the window has no alpha).
enum WindowCapture {
    static func capture(_ x: XConnection, drawable: Drawable, width: Int, height: Int) throws -> Bitmap {
        guard width > 0, height > 0 else { throw PlatformError.capture("the window has no area") }
        guard let image = XGetImage(x.display, drawable, 0, 0, UInt32(width), UInt32(height), UInt.max, ZPixmap) else {
            throw PlatformError.capture("XGetImage returned nothing (is the window mapped and on screen?)")
        }
        defer { _ = image.pointee.f.destroy_image(image) }
        let img = image.pointee
        guard img.bits_per_pixel == 32, let data = img.data else {
            throw PlatformError.capture("unsupported pixel layout: \(img.bits_per_pixel) bits per pixel")
        }
        var bitmap = Bitmap(width: width, height: height)
        let stride = Int(img.bytes_per_line)
        let raw = UnsafeRawPointer(data)
        bitmap.pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = raw + y * stride
                for x in 0..<width {
                    let p = row.load(fromByteOffset: x * 4, as: UInt32.self)
                    out[y * width + x] = 0xFF00_0000 | (p & 0x00FF_FFFF)
                }
            }
        }
        return bitmap
    }
}

// Writing opaque recording frames as PNG files, fast enough for hundreds per recording.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CPNG
import Foundation
import UIKit

/// Encodes one opaque frame to a PNG file with libpng's simplified API.
///
/// Why not `PNGCodec.write`: that one makes a single file safe on its own — un-premultiplies every
/// pixel and writes it through `AtomicFile` (a temporary, `fsync`, rename) — which costs tens of
/// milliseconds a frame. A recording's frames are opaque (alpha is 0xFF, so premultiplied equals
/// straight) and the whole directory is already an `AtomicFile` temporary until
/// `PNGDirectorySink.finish` commits it, so here the pixels go to libpng as they are, with its fast
/// compression settings, straight into that directory, and no frame is synced on its own.
/// The bytes still depend only on the pixels, so identical frames give identical files.
enum PNGFrameWriter {
    static func write(_ frame: Bitmap, to path: String) throws {
        guard let file = fopen(path, "wb") else {
            throw RecordingError("\(path): cannot write: \(String(cString: strerror(errno)))")
        }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(frame.width)
        image.height = png_uint_32(frame.height)
        image.format = Self.format
        image.flags = png_uint_32(PNG_IMAGE_FLAG_FAST)
        let written = frame.pixels.withUnsafeBytes { bytes in
            png_image_write_to_stdio(&image, file, 0, bytes.baseAddress, png_int_32(frame.width * 4), nil)
        }
        png_image_free(&image)
        let closed = fclose(file) == 0
        guard written != 0, closed else {
            throw RecordingError("\(path): cannot write the frame (disk full?)")
        }
    }

    /// The libpng layout whose bytes, read as a native `UInt32`, are `Bitmap`'s `0xAARRGGBB`.
    private static var format: png_uint_32 {
        #if _endian(little)
        return png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_BGR | PNG_FORMAT_FLAG_ALPHA)
        #else
        return png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA | PNG_FORMAT_FLAG_AFIRST)
        #endif
    }
}

// PNG reading and writing for Segue: turns any PNG into a premultiplied ARGB `Bitmap` (for image
// views and for reference frames in tests) and writes a `Bitmap` back out as a PNG (for captures).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CPNG
import SegueFiles
import UIKit

/// A PNG could not be read or written.
///
/// The description names the file first and then what is wrong, e.g.
/// `"icons/back.png: not a PNG file (bad signature)"`, so it can be shown to a user as it is.
public struct PNGError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file concerned, or `nil` when the PNG came from memory (`PNGCodec.decode(data:)`).
    public let path: String?
    /// What went wrong, in words; libpng's own message where libpng reported one.
    public let reason: String

    public init(path: String?, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        "\(path ?? "PNG data"): \(reason)"
    }
}

/// Decodes and encodes PNG files with libpng's simplified (`png_image`) API.
///
/// Why the simplified API: it accepts every PNG colour type and bit depth (palette, grey, grey+alpha,
/// RGB, RGBA, 1…16 bits, interlaced, gAMA/sRGB) and converts all of them to one 8-bit sRGB layout,
/// so Segue needs no per-format code. Why `PNG_FORMAT_BGRA` on little-endian machines: its bytes
/// B, G, R, A read as the `UInt32` `0xAARRGGBB`, which is `Bitmap`'s layout, so libpng writes straight
/// into the bitmap's pixel array and only premultiplication remains to be done.
public enum PNGCodec {
    /// The largest image, in pixels, that `decode` accepts (1 GiB of pixel data). Why a limit: the
    /// header of a hostile or corrupt file can claim 2³¹ × 2³¹ pixels, and allocating for that would
    /// abort the process instead of reporting an error.
    public static let maximumPixelCount = 1 << 28

    /// Reads the PNG file at `path` into a premultiplied ARGB bitmap.
    ///
    /// Throws `PNGError` if the file cannot be read, is not a PNG, or is damaged.
    public static func decode(contentsOf path: String) throws -> Bitmap {
        let bytes = try readFile(path)
        return try decode(bytes, path: path)
    }

    /// Decodes PNG bytes that are already in memory into a premultiplied ARGB bitmap.
    ///
    /// Throws `PNGError` (with `path == nil`) if the bytes are not a PNG or are damaged.
    public static func decode(data: [UInt8]) throws -> Bitmap {
        try decode(data, path: nil)
    }

    /// Writes `bitmap` to `path` as an 8-bit RGBA PNG, replacing any file already there.
    ///
    /// Written with `AtomicFile`: the PNG goes in full to a hidden temporary beside `path`, is
    /// `fsync`ed and renamed over `path`, so a reader (a test comparing frames, an image viewer) sees
    /// the old file or the complete new one, never a half-written PNG, even if the process dies
    /// mid-write; on any failure the old file stays and the temporary is removed.
    public static func write(_ bitmap: Bitmap, to path: String) throws {
        guard bitmap.width > 0, bitmap.height > 0 else {
            throw PNGError(path: path, reason: "cannot write an empty \(bitmap.width)×\(bitmap.height) "
                + "image: a PNG needs at least 1×1 pixels")
        }
        guard bitmap.width <= Int(Int32.max) / 4, bitmap.height <= Int(Int32.max) else {
            throw PNGError(path: path, reason: "cannot write a \(bitmap.width)×\(bitmap.height) image: "
                + "too large for libpng (rows are limited to \(Int32.max) bytes)")
        }
        let straight = bitmap.pixels.map(unpremultiply)
        do {
            try AtomicFile.write(to: path) { file in
                try encode(straight, width: bitmap.width, height: bitmap.height, to: file.descriptor, path: path)
            }
        } catch let error as FileWriteError {
            throw PNGError(path: path, reason: "cannot write: \(error.reason)")
        }
    }

    /// `bitmap` as the bytes of an 8-bit RGBA PNG file, encoded in memory; nil for an empty bitmap
    /// or when libpng fails.
    public static func encodedData(_ bitmap: Bitmap) -> Data? {
        guard bitmap.width > 0, bitmap.height > 0 else { return nil }
        let straight = bitmap.pixels.map(unpremultiply)
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(bitmap.width)
        image.height = png_uint_32(bitmap.height)
        image.format = nativeARGBFormat
        defer { png_image_free(&image) }
        return straight.withUnsafeBytes { buffer -> Data? in
            // First ask how many bytes it takes, then encode into that.
            var size = 0
            guard png_image_write_to_memory(&image, nil, &size, 0, buffer.baseAddress, png_int_32(bitmap.width * 4), nil) != 0,
                  size > 0 else { return nil }
            var bytes = [UInt8](repeating: 0, count: size)
            let ok = bytes.withUnsafeMutableBytes { out in
                png_image_write_to_memory(&image, out.baseAddress, &size, 0, buffer.baseAddress,
                                          png_int_32(bitmap.width * 4), nil)
            }
            return ok != 0 ? Data(bytes.prefix(size)) : nil
        }
    }

    /// Encodes straight-alpha ARGB pixels as a PNG onto `descriptor`, through a stdio stream of its
    /// own (a `dup`, so closing the stream leaves `descriptor` to its owner).
    private static func encode(_ straight: [UInt32], width: Int, height: Int, to descriptor: Int32, path: String) throws {
        let copy = dup(descriptor)
        guard copy >= 0, let file = fdopen(copy, "wb") else {
            let message = errnoMessage()
            if copy >= 0 { close(copy) }
            throw PNGError(path: path, reason: "cannot write: \(message)")
        }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = nativeARGBFormat
        errno = 0
        let ok = straight.withUnsafeBytes { buffer in
            png_image_write_to_stdio(&image, file, 0, buffer.baseAddress, png_int_32(width * 4), nil)
        }
        if ok == 0 {
            let libpngMessage = message(of: image)
            png_image_free(&image)
            // libpng reports a failing fwrite as "Write Error"; errno says why (disk full…).
            let detail = errno != 0 ? " (\(errnoMessage()))" : ""
            fclose(file)
            throw PNGError(path: path, reason: "cannot write: \(libpngMessage)\(detail)")
        }
        guard fclose(file) == 0 else {
            throw PNGError(path: path, reason: "cannot write: \(errnoMessage())")
        }
    }

    // MARK: - Decoding

    private static func decode(_ bytes: [UInt8], path: String?) throws -> Bitmap {
        // Checked here rather than left to libpng so the message says plainly what the file is not.
        guard bytes.count >= 8 else {
            throw PNGError(path: path, reason: "not a PNG file (only \(bytes.count) bytes, "
                + "too short for the 8-byte PNG signature)")
        }
        let signatureMatches = bytes.withUnsafeBufferPointer { png_sig_cmp($0.baseAddress, 0, 8) == 0 }
        guard signatureMatches else {
            throw PNGError(path: path, reason: "not a PNG file (bad signature)")
        }

        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }

        let begun = bytes.withUnsafeBytes { raw in
            png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count)
        }
        guard begun != 0 else {
            throw PNGError(path: path, reason: "damaged PNG file: \(message(of: image))")
        }

        let width = Int(image.width)
        let height = Int(image.height)
        // Each side is checked first so the product cannot overflow.
        guard width > 0, height > 0, width <= maximumPixelCount, height <= maximumPixelCount,
              width * height <= maximumPixelCount else {
            throw PNGError(path: path, reason: "image is \(width)×\(height) pixels, more than the "
                + "\(maximumPixelCount)-pixel limit Segue decodes; scale it down first")
        }

        image.format = nativeARGBFormat
        var pixels = [UInt32](repeating: 0, count: width * height)
        let finished = pixels.withUnsafeMutableBytes { buffer in
            // A row stride of 0 means "tightly packed", i.e. width × 4 bytes, as Bitmap stores rows.
            png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil)
        }
        guard finished != 0 else {
            throw PNGError(path: path, reason: "damaged PNG file: \(message(of: image))")
        }

        for i in pixels.indices {
            pixels[i] = premultiply(pixels[i])
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// The whole file at `path`, or a `PNGError` naming why it cannot be read.
    private static func readFile(_ path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT {
                throw PNGError(path: path, reason: "no such file")
            }
            throw PNGError(path: path, reason: "cannot read: \(errnoMessage())")
        }
        defer { close(fd) }

        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw PNGError(path: path, reason: "cannot read: \(errnoMessage())")
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    // MARK: - Pixel conversion

    /// The libpng format whose bytes, read as a native `UInt32`, are `0xAARRGGBB`.
    private static var nativeARGBFormat: png_uint_32 {
        #if _endian(little)
        return png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_BGR | PNG_FORMAT_FLAG_ALPHA)
        #else
        return png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA | PNG_FORMAT_FLAG_AFIRST)
        #endif
    }

    /// Straight (un-premultiplied) `0xAARRGGBB` → premultiplied, each channel `round(c × a / 255)`.
    ///
    /// `(c × a + 127) / 255` is exact rounding: `c × a / 255` has an odd denominator, so it is never
    /// exactly halfway between two integers.
    static func premultiply(_ pixel: UInt32) -> UInt32 {
        let a = pixel >> 24
        if a == 255 { return pixel }
        if a == 0 { return 0 }
        func scale(_ shift: UInt32) -> UInt32 {
            let c = (pixel >> shift) & 0xFF
            return ((c * a + 127) / 255) << shift
        }
        return (a << 24) | scale(16) | scale(8) | scale(0)
    }

    /// Premultiplied `0xAARRGGBB` → straight, each channel `round(c × 255 / a)`, clamped to 255 in case
    /// a channel exceeds alpha (not valid premultiplied data, but it must not wrap around).
    static func unpremultiply(_ pixel: UInt32) -> UInt32 {
        let a = pixel >> 24
        if a == 255 { return pixel }
        if a == 0 { return 0 }
        func scale(_ shift: UInt32) -> UInt32 {
            let c = (pixel >> shift) & 0xFF
            return min(255, (c * 255 + a / 2) / a) << shift
        }
        return (a << 24) | scale(16) | scale(8) | scale(0)
    }

    // MARK: - Messages

    /// libpng's message from the last failed call on `image`.
    private static func message(of image: png_image) -> String {
        var copy = image.message
        let text = withUnsafeBytes(of: &copy) { raw -> String in
            let bytes = raw.bindMemory(to: UInt8.self)
            let end = bytes.firstIndex(of: 0) ?? bytes.count
            return String(decoding: bytes[0..<end], as: UTF8.self)
        }
        return text.isEmpty ? "libpng gave no reason" : text
    }

    private static func errnoMessage() -> String {
        String(cString: strerror(errno))
    }
}

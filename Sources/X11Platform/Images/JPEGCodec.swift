// JPEG writing for Segue: a captured frame out as a .jpg, through libjpeg(-turbo).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CJPEG
import SegueFiles
import UIKit

/// A JPEG could not be written. The description names the file first and then what is wrong, e.g.
/// `"shots/a.jpg: cannot write: No space left on device"`.
public struct JPEGError: Error, CustomStringConvertible, Equatable, Sendable {
    public let path: String?
    public let reason: String

    public init(path: String?, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path ?? "JPEG data"): \(reason)" }
}

/// Encodes a `Bitmap` as a JPEG with libjpeg-turbo, the JPEG library every Linux distribution ships.
///
/// Why libjpeg and not ffmpeg (which Segue already runs for videos): a screenshot is one image in
/// memory, and an in-process call needs no helper process and works where ffmpeg is not installed.
/// The pixels go in as they are: a `Bitmap` pixel `0xAARRGGBB` is, in memory on a little-endian
/// machine, B G R A — libjpeg-turbo's `JCS_EXT_BGRX`, which ignores the fourth byte. JPEG has no
/// alpha, so a pixel is written as its colour on black (premultiplied), which for a window capture,
/// always opaque, is its colour.
public enum JPEGCodec {
    /// libjpeg's quality: 92 keeps text and flat colours within a few levels of the original.
    public static let defaultQuality = 92

    /// The JPEG bytes of `bitmap`.
    public static func encode(_ bitmap: Bitmap, quality: Int = defaultQuality) throws -> [UInt8] {
        guard bitmap.width > 0, bitmap.height > 0, bitmap.width <= 65_500, bitmap.height <= 65_500 else {
            throw JPEGError(path: nil, reason: "cannot write a \(bitmap.width)×\(bitmap.height) image: "
                + "a JPEG holds 1…65500 pixels a side")
        }
        var out: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = bitmap.pixels.withUnsafeBytes { bytes in
            segue_jpeg_encode(bytes.bindMemory(to: UInt8.self).baseAddress, UInt32(bitmap.width), UInt32(bitmap.height),
                              bitmap.width * 4, Int32(max(1, min(100, quality))), &out, &size, &message, message.count)
        }
        guard status == 0, let out else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw JPEGError(path: nil, reason: "libjpeg failed: \(text)")
        }
        defer { free(out) }
        return Array(UnsafeBufferPointer(start: out, count: Int(size)))
    }

    /// Writes `bitmap` to `path` as a JPEG, replacing any file there in one step (`AtomicFile`): a
    /// reader sees the old file or the whole new one.
    public static func write(_ bitmap: Bitmap, to path: String, quality: Int = defaultQuality) throws {
        let bytes: [UInt8]
        do {
            bytes = try encode(bitmap, quality: quality)
        } catch let error as JPEGError {
            throw JPEGError(path: path, reason: error.reason)
        }
        do {
            try AtomicFile.write(bytes, to: path)
        } catch let error as FileWriteError {
            throw JPEGError(path: path, reason: "cannot write: \(error.reason)")
        }
    }
}
